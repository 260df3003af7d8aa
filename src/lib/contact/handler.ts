/**
 * POST /api/contact without any framework: the Gatsby Function in src/api/contact.ts only adapts
 * its request and response to this. It always answers and never throws.
 *
 * JSON bodies get JSON answers (ContactResponse); a native form post (no JavaScript) gets a 303
 * redirect to one of NATIVE_OUTCOMES.
 */
import { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import { acceptLead, parseAttribution, type AcceptDeps, type LeadStore, type NewLead } from "../leads";
import type { Transport } from "../platform/email";
import { HONEYPOT_FIELD, NATIVE_OUTCOMES } from "./options";
import type { ContactResponse, Option } from "./options";
import { builtInterestOptions } from "./interests";
import { handedOver } from "../content/function-data";
import { rateLimitFromEnv, visitorKey } from "../platform/rate-limit";
import type { RateDecision, RateLimiter } from "../platform/rate-limit";
import { sharedRateLimiter } from "../platform/redis-rate-limit";
import { parseContact, pickOwn, type ContactSubmission } from "./schema";
import { withCheckFields } from "./check-fields";
import type { ContactEnv } from "./env";
import { isPreviewDeploy } from "../env";
import { consoleLogger, type Logger } from "../platform/log";
import { header, type FunctionResult, type RequestHeaders } from "../platform/result";
import pTimeout from "p-timeout";
import { isForeignRequest, originProblem, siteOrigins, sourceOf } from "../platform/origin";

/** The body limit, in bytes; the Function's body parsers use the same figure (Gatsby's default, as patched: patches/gatsby+5.16.1.patch). */
export const MAX_BODY_BYTES = 32 * 1024;
/** Whatever the rate limit and the transport do, the visitor has an answer within this (their promise is 15 s). */
export const ANSWER_DEADLINE_MS = 14_000;
/**
 * The longest the rate limit may take to decide; past it the message goes through. The Redis
 * limiter answers well within it (from memory when Redis does not), so this only guards the guard.
 */
export const RATE_LIMIT_DEADLINE_MS = 1_500;

export type { ContactEnv, Logger };

export interface ContactRequest {
  method: string;
  headers: RequestHeaders;
  /** The parsed body (object) or, from an adapter without body parsing, the raw text or bytes. */
  body: unknown;
  /** The visitor's address, for the rate limit. */
  clientAddress?: string;
  /**
   * The body parser stopped reading past its limit (MAX_BODY_BYTES), counting bytes as they
   * arrived, whatever the Content-Length said or whether the post was chunked (patches/gatsby…).
   */
  bodyTooLarge?: boolean;
}

/** A JSON answer, or with status 303 for a native form post, its location. */
export type ContactResult = FunctionResult<ContactResponse>;

export interface ContactDeps {
  /** By default the process's shared limiter for the request's env: Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
  /** Chooses the transport; by default Resend when RESEND_API_KEY is set, else the outbox. */
  transport?: (env: ContactEnv) => Transport;
  log?: Logger;
  newId?: () => string;
  /** The form's choices; by default the list the build wrote into the Function (builtInterestOptions). */
  interests?: readonly Option[];
  /** Where leads are kept; by default the request's (leadStoreFor: DATABASE_URL, else the server's). `null`: none. */
  store?: LeadStore | null;
  now?: () => Date;
}

export const ERROR_MESSAGES = {
  method: "This address only accepts contact form submissions.",
  unsupported: "Please send the form as JSON or as a normal form post.",
  crossOrigin: "This form can only be sent from our own website.",
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  /** A submission id sent before with other content: not a retry, so not silently taken for one. */
  reusedId: "This form was already sent with a different message. Please reload the page and send your message again.",
  rateLimited: "You've sent several messages in a short time. Please wait a few minutes and try again.",
  sendFailed: "Sorry, we couldn't send your message just now. Please try again shortly, or contact us directly.",
  /** Nothing could keep the message: the visitor's copy is the only one. */
  notKept:
    "Sorry, we couldn't send your message just now. Please try again shortly, or contact us directly: {contact}.",
  unexpected: "Sorry, something went wrong on our side. Please try again shortly, or contact us directly.",
  /** A Deploy Preview or branch deploy: for review, so nothing is kept, sent or announced (docs/netlify.md, Deploy previews). */
  preview:
    "This is a preview of the website for review: messages sent from it are not delivered or kept. Please use the live website's contact page, or contact us directly.",
} as const;

const defaultLog: Logger = consoleLogger("contact");

/** How a visitor reaches the agency without the form, from the build (content/function-data.ts). */
export function reachUs(): string | undefined {
  const ways = handedOver("reachUs");
  return ways === undefined ? undefined : `call ${ways.phone} or email ${ways.email}`;
}

function notKeptMessage(): string {
  const contact = reachUs();
  return contact === undefined ? ERROR_MESSAGES.sendFailed : ERROR_MESSAGES.notKept.replace("{contact}", contact);
}

type Mode = "json" | "form";

function modeOf(request: ContactRequest): Mode | undefined {
  const mediaType = header(request, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

function byteLength(body: unknown): number | undefined {
  if (typeof body === "string") return Buffer.byteLength(body, "utf8");
  if (body instanceof Uint8Array) return body.byteLength;
  return undefined;
}

function isTooLarge(request: ContactRequest): boolean {
  if (request.bodyTooLarge === true) return true;
  const declared = header(request, "content-length");
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > MAX_BODY_BYTES) return true;
  const actual = byteLength(request.body);
  return actual !== undefined && actual > MAX_BODY_BYTES;
}

/** Turns what the adapter handed over into fields; anything unreadable becomes "no fields". */
function fieldsOf(body: unknown, mode: Mode): unknown {
  let raw: unknown = body;
  if (raw instanceof Uint8Array) raw = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("utf8");
  if (typeof raw !== "string") return raw;
  if (mode === "json") {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  // Object.fromEntries defines own properties, so a "__proto__" field is just a field.
  return Object.fromEntries(new URLSearchParams(raw));
}

/** A filled honeypot: a value other than nothing, null or blank text. */
function isHoneypotFilled(fields: unknown): boolean {
  const value = pickOwn(fields, [HONEYPOT_FIELD])[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } as const;

function json(status: number, body: ContactResponse, extra: Record<string, string> = {}): ContactResult {
  return { status, headers: { ...JSON_HEADERS, ...extra }, body };
}

function redirect(location: string): ContactResult {
  return { status: 303, headers: { "Cache-Control": "no-store" }, location };
}

/** A JSON answer, or for a native form post the redirect that stands for it. */
function answer(
  mode: Mode | undefined,
  status: number,
  body: ContactResponse,
  extra: Record<string, string> = {},
): ContactResult {
  if (mode !== "form") return json(status, body, extra);
  if (status === 200) return redirect(NATIVE_OUTCOMES.sent);
  if (status === 400 || status === 413) return redirect(NATIVE_OUTCOMES.invalid);
  return redirect(NATIVE_OUTCOMES.failed);
}

/**
 * Whether the visitor may send this message. A lead is never lost because the abuse guard failed:
 * a limiter that throws or takes too long lets the message through, and the log says why.
 */
async function rateDecision(
  request: ContactRequest,
  env: ContactEnv,
  deps: ContactDeps,
  log: Logger,
): Promise<RateDecision> {
  const allowed: RateDecision = { allowed: true };
  const limit = rateLimitFromEnv(env);
  if (limit === undefined) return allowed;
  const letThrough = (why: string): RateDecision => {
    log("error", `rate limit ${why}; the message was let through`);
    return allowed;
  };
  try {
    const limiter = deps.rateLimiter ?? sharedRateLimiter(env, log);
    const decision = await pTimeout(limiter.hit(visitorKey(request.clientAddress), limit), {
      milliseconds: RATE_LIMIT_DEADLINE_MS,
      fallback: () => undefined,
    });
    return decision ?? letThrough(`undecided after ${RATE_LIMIT_DEADLINE_MS} ms`);
  } catch (error) {
    return letThrough(`failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The lead the submission makes: its id (the browser's, else a new one), the chosen interest's label, when it came, and the visit's attribution. */
function leadOf(
  submission: ContactSubmission,
  fields: unknown,
  request: ContactRequest,
  interests: readonly Option[],
  deps: ContactDeps,
): NewLead {
  const { submissionId, ...enquiry } = submission;
  return {
    ...enquiry,
    id: submissionId ?? (deps.newId ?? randomUUID)(),
    interest: interests.find((option) => option.value === enquiry.service)?.label,
    receivedAt: (deps.now ?? (() => new Date()))(),
    attribution: parseAttribution(fields, { siteHost: header(request, "host"), referer: header(request, "referer") }),
  };
}

export async function handleContact(
  request: ContactRequest,
  env: ContactEnv,
  deps: ContactDeps = {},
): Promise<ContactResult> {
  const started = Date.now();
  const log = deps.log ?? defaultLog;
  let mode: Mode | undefined;
  try {
    if (request.method.toUpperCase() !== "POST") {
      return json(405, { ok: false, error: ERROR_MESSAGES.method }, { Allow: "POST" });
    }
    mode = modeOf(request);
    if (mode === undefined) return json(415, { ok: false, error: ERROR_MESSAGES.unsupported });
    // Refused outright, even for a form post: a redirect would only help the other site.
    // A browser names the page that sent a POST (Origin, Sec-Fetch-Site): another site's page is
    // refused; a page on any of the site's own addresses is not (platform/origin.ts).
    const own = siteOrigins(env);
    if ("invalid" in own) {
      originProblem(own.invalid, log);
      return json(500, { ok: false, error: ERROR_MESSAGES.unexpected });
    }
    if (isForeignRequest(sourceOf(request), own)) return json(403, { ok: false, error: ERROR_MESSAGES.crossOrigin });
    if (isTooLarge(request)) return answer(mode, 413, { ok: false, error: ERROR_MESSAGES.tooLarge });

    const fields = fieldsOf(request.body, mode);
    // The one place the Function reads the build's list of interests, once per request.
    const interests = deps.interests ?? builtInterestOptions();
    // Without JavaScript, the AI search check's address and score come in the Referer (check-fields.ts).
    const parsed = parseContact(withCheckFields(fields, header(request, "referer")), interests);
    // A preview checks the fields as the live form does (reviewers see the same errors), then keeps,
    // sends and announces nothing: its settings hold no production store, key or webhook
    // (functionSettings, src/lib/env.ts), and it says so rather than pretend a message went.
    if (isPreviewDeploy(env)) {
      if (!parsed.ok && !isHoneypotFilled(fields)) return answer(mode, 400, { ok: false, errors: parsed.errors });
      log("info", "a preview deploy received a contact message; not kept or sent");
      return answer(mode, 503, { ok: false, error: ERROR_MESSAGES.preview });
    }
    // Once a lead is in hand it is leads/'s (acceptLead): kept before anything is answered, sent
    // within the answer, its outcome marked and logged; this handler only says what came of it.
    const leads: AcceptDeps = {
      env,
      log,
      store: deps.store,
      transport: deps.transport,
      now: deps.now,
      answer: { startedAt: started, withinMs: ANSWER_DEADLINE_MS },
    };
    // Bots get the same answer as people and learn nothing. What the honeypot caught is kept as
    // spam (when it is a well-formed enquiry, and within the rate limit), notified to nobody, so
    // the team can undo a mistake; the retention job deletes it after SPAM_RETENTION_DAYS.
    if (isHoneypotFilled(fields)) {
      if (parsed.ok && (await rateDecision(request, env, deps, log)).allowed)
        await acceptLead(leadOf(parsed.data, fields, request, interests, deps), { ...leads, spam: true });
      return answer(mode, 200, { ok: true });
    }
    if (!parsed.ok) return answer(mode, 400, { ok: false, errors: parsed.errors });

    const decision = await rateDecision(request, env, deps, log);
    if (!decision.allowed) {
      return answer(
        mode,
        429,
        { ok: false, error: ERROR_MESSAGES.rateLimited },
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
    }

    const accepted = await acceptLead(leadOf(parsed.data, fields, request, interests, deps), leads);
    // A reused id: refused. A retried post (duplicate), a delivered lead, or a kept one the jobs will retry: thanks.
    if (accepted.kept === "conflict") return answer(mode, 409, { ok: false, error: ERROR_MESSAGES.reusedId });
    if (accepted.delivered || accepted.kept !== "none") return answer(mode, 200, { ok: true });
    // Neither kept nor sent: the visitor's copy is the only one, and the form keeps what they typed.
    return answer(mode, 503, { ok: false, error: notKeptMessage() });
  } catch (error) {
    try {
      log("error", `unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    } catch {
      // Even a broken logger must not stop the answer.
    }
    return answer(mode, 500, { ok: false, error: ERROR_MESSAGES.unexpected });
  }
}
