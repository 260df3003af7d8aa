/**
 * Delivery through Resend's official SDK, bounded in time and retried safely.
 *
 * What the SDK (resend 6.x) gives us and what we add, as read in its source:
 * - `new Resend(key, { baseUrl })`: the SDK's own fallback reads `process.env.RESEND_BASE_URL`,
 *   which Gatsby inlines at build, so the base URL is always passed explicitly.
 * - `emails.send(payload, { idempotencyKey, signal })`: the key goes out as `Idempotency-Key`, the
 *   signal is handed to `fetch`.
 * - It never throws: every failure resolves to `{ data: null, error, headers }`. `headers` holds the
 *   response headers (so `retry-after` is readable) or `null` when no response arrived at all.
 *   `error.statusCode` is the HTTP status only when the body was not JSON; for a JSON error body it
 *   is whatever the body says (Resend's own bodies carry it), so we also look at `error.name`.
 * - An aborted request is swallowed and reported like a network failure, so the SDK cannot tell us
 *   a timeout happened. Each attempt therefore gets its own timeout signal (AbortSignal.timeout),
 *   which both cancels the request and, raced against the send, settles the attempt at the deadline
 *   even if the SDK were ever to ignore it; the signal's state says it was a timeout.
 * - There is no custom-fetch option, so nothing else is wrapped.
 *
 * p-retry runs the attempts. Its own pause between them is a bare setTimeout that cannot honour a
 * Retry-After nor be given a clock, so it is set to none and the pause is taken in onFailedAttempt
 * (as p-retry's documentation shows) through `sleep`: tests hand in a clock and wait on no real time.
 */
import pRetry, { AbortError } from "p-retry";
import { Resend } from "resend";
import type { CreateEmailOptions } from "resend";
import type { EmailMessage, SendOutcome, Transport } from "../email";
import { setting, type Env } from "../../env";

/** The tag every email carries: the key it was sent with, which names its lead (leads/notify/email-events.ts). */
export const EMAIL_TAG = "submission";
export const DEFAULT_RESEND_BASE_URL = "https://api.resend.com";
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 5_000;
export const MAX_ATTEMPTS = 3;
/** The whole send, every attempt and wait included; keeps the visitor's answer under 15 s. */
export const SEND_BUDGET_MS = 13_000;
/** The longest Retry-After we wait out; asked to wait longer, we stop and report the failure. */
export const RETRY_AFTER_CAP_MS = 5_000;
/** Pause before attempt 2 and 3 when the provider gives no Retry-After. */
const BACKOFF_MS = [250, 500] as const;
/** A retry with less time than this left is not worth starting. */
const MIN_USEFUL_ATTEMPT_MS = 1_000;

/** Errors that retrying cannot fix, even though they come as 429. */
const PERMANENT_ERROR_NAMES = new Set(["daily_quota_exceeded", "monthly_quota_exceeded"]);
const RETRYABLE_ERROR_NAMES = new Set([
  "rate_limit_exceeded",
  "internal_server_error",
  "application_error",
  "concurrent_idempotent_requests",
]);

export interface ResendTransportOptions {
  apiKey: string;
  baseUrl?: string;
  attemptTimeoutMs?: number;
  /** Total time allowed for the send; tests shorten it. */
  budgetMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** A signal that aborts after `ms` with a TimeoutError: AbortSignal.timeout unless a test gives its clock's. */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** Reads the transport's settings now (request time); undefined when no key is configured. */
export function resendOptionsFromEnv(env: Env): ResendTransportOptions | undefined {
  const apiKey = setting(env, "RESEND_API_KEY");
  if (!apiKey) return undefined;
  const timeout = Number(env.CONTACT_SEND_TIMEOUT_MS);
  return {
    apiKey,
    baseUrl: setting(env, "RESEND_BASE_URL") ?? DEFAULT_RESEND_BASE_URL,
    attemptTimeoutMs:
      Number.isFinite(timeout) && timeout > 0
        ? Math.min(Math.floor(timeout), SEND_BUDGET_MS)
        : DEFAULT_ATTEMPT_TIMEOUT_MS,
  };
}

type Attempt = { sent: true } | { sent: false; retryable: boolean; retryAfterMs?: number; detail: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: unknown, nowMs: number): number | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** Reads the SDK's answer without trusting its declared types: error bodies are whatever the server sent. */
function classify(result: unknown, nowMs: number): Attempt {
  if (!isRecord(result)) return { sent: false, retryable: true, detail: "no readable answer" };
  const { data, error, headers } = result;
  if (error === null || error === undefined) {
    if (isRecord(data) && typeof data.id === "string") return { sent: true };
    // A non-2xx answer whose body is JSON `null` also lands here; only an id proves acceptance.
    return { sent: false, retryable: true, detail: "answer without an email id" };
  }
  if (!isRecord(headers)) return { sent: false, retryable: true, detail: "network error" };

  const status = isRecord(error) && typeof error.statusCode === "number" ? error.statusCode : undefined;
  const name = isRecord(error) && typeof error.name === "string" ? error.name : undefined;
  const retryAfterMs = parseRetryAfter(headers["retry-after"], nowMs);
  const detail = `HTTP ${status ?? "error"}${name ? ` ${name}` : ""}`;

  let retryable: boolean;
  if (name !== undefined && PERMANENT_ERROR_NAMES.has(name)) retryable = false;
  else if (status !== undefined)
    retryable = status === 429 || status >= 500 || name === "concurrent_idempotent_requests";
  // No status: judge by Resend's error name; a nameless failure is retried (the idempotency key makes it safe).
  else retryable = name === undefined || RETRYABLE_ERROR_NAMES.has(name);
  return retryAfterMs === undefined
    ? { sent: false, retryable, detail }
    : { sent: false, retryable, retryAfterMs, detail };
}

async function attempt(
  client: Resend,
  payload: CreateEmailOptions,
  idempotencyKey: string,
  timeoutMs: number,
  clock: Required<Pick<ResendTransportOptions, "now" | "timeoutSignal">>,
): Promise<Attempt> {
  const signal = clock.timeoutSignal(timeoutMs);
  const deadline = new Promise<"timeout">((resolve) =>
    signal.addEventListener("abort", () => resolve("timeout"), { once: true }),
  );
  try {
    const result = await Promise.race([client.emails.send(payload, { idempotencyKey, signal }), deadline]);
    if (result === "timeout" || signal.aborted) {
      return { sent: false, retryable: true, detail: `timed out after ${timeoutMs} ms` };
    }
    return classify(result, clock.now());
  } catch (error) {
    return { sent: false, retryable: true, detail: `threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A failed attempt worth another; its detail is already in the outcome's reason. */
class RetryableFailure extends Error {
  constructor(readonly retryAfterMs: number | undefined) {
    super("retryable failure");
  }
}

/** Ends the send without another attempt; its detail is already in the outcome's reason. */
class Stop extends Error {}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createResendTransport(options: ResendTransportOptions): Transport {
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const budgetMs = options.budgetMs ?? SEND_BUDGET_MS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const baseUrl = (options.baseUrl ?? DEFAULT_RESEND_BASE_URL).replace(/\/+$/, "");

  return {
    name: "resend",
    async send(message: EmailMessage, submissionId: string): Promise<SendOutcome> {
      const deadline = now() + budgetMs;
      const details: string[] = [];
      try {
        const client = new Resend(options.apiKey, { baseUrl });
        const payload: CreateEmailOptions = {
          from: message.from,
          to: message.to,
          subject: message.subject,
          ...(message.html !== undefined ? { html: message.html } : {}),
          text: message.text,
          replyTo: message.reply_to,
          ...(message.headers !== undefined ? { headers: { ...message.headers } } : {}),
          // Resend returns an email's tags with each delivery event: this is how /api/leads/email-events
          // finds the lead (a lead's id, or "confirmation-" and its id; tag values allow both).
          tags: [{ name: EMAIL_TAG, value: submissionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 256) }],
        };
        await pRetry(
          async (n) => {
            const timeoutMs = Math.min(attemptTimeoutMs, deadline - now());
            if (timeoutMs <= 0) throw new AbortError(new Stop());
            const result = await attempt(client, payload, submissionId, timeoutMs, { now, timeoutSignal });
            if (result.sent) return;
            details.push(`attempt ${n}: ${result.detail}`);
            throw result.retryable ? new RetryableFailure(result.retryAfterMs) : new AbortError(new Stop());
          },
          {
            retries: MAX_ATTEMPTS - 1,
            minTimeout: 0,
            // Waits before the next attempt, or throws to make this one the last.
            onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
              if (retriesLeft === 0 || !(error instanceof RetryableFailure)) return;
              const { retryAfterMs } = error;
              if (retryAfterMs !== undefined && retryAfterMs > RETRY_AFTER_CAP_MS) {
                details.push(`provider asked to wait ${retryAfterMs} ms, more than we wait`);
                throw new Stop();
              }
              const wait = Math.max(retryAfterMs ?? 0, BACKOFF_MS[attemptNumber - 1] ?? 0);
              if (now() + wait + Math.min(attemptTimeoutMs, MIN_USEFUL_ATTEMPT_MS) > deadline) {
                details.push("no time left for another attempt");
                throw new Stop();
              }
              await sleep(wait);
            },
          },
        );
        return { ok: true };
      } catch (error) {
        if (!(error instanceof Stop || error instanceof RetryableFailure)) {
          details.push(`threw: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { ok: false, reason: `resend: ${details.join("; ") || "not attempted"}` };
    },
  };
}
