/**
 * Sending a lead's other messages: the chat alert (Slack, Teams), the CRM's signed webhook and the
 * enquirer's confirmation, each a job in its channel's queue (jobs.ts). A new lead's arrival
 * (accept.ts, within the contact Function's answer) makes them beside the team's email and tries
 * each once (notifyNewLead); whatever did not go is retried by the one worker (worker.ts: `npm run
 * serve`'s timer, Netlify's scheduled Function, `npm run leads -- retry`) on its channel's policy.
 * Exactly one message a channel a lead: its job's id is the lead's, made once, never again on the
 * email's retry.
 *
 * An endpoint that answers 2xx has it; 410 Gone stops that endpoint for good (the log says so once,
 * and every message still waiting for it stops); anything else, a timeout or no connection is
 * retried with backoff, no sooner than its Retry-After. Redirects are not followed: a lead's
 * details go only to the address configured.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { EmailMessage, Transport } from "../../platform/email";
import { createOutboxTransport, outboxDirectory } from "../../platform/transports/outbox";
import { createResendTransport, parseRetryAfter, resendOptionsFromEnv } from "../../platform/transports/resend";
import type { Env } from "../../env";
import pTimeout from "p-timeout";
import { type Logger } from "../../platform/log";
import type { PgBoss } from "pg-boss";
import type { Queryable } from "../db";
import {
  enqueue,
  JOB_SCHEMA,
  jobOf,
  queueOf,
  settleDelivered,
  settleEnded,
  settleRetry,
  type LeadJob,
  type MessageChannel,
} from "../jobs";
import { CLAIM_LEASE_MS, type LeadStore, type NewLead } from "../store";
import { alertFacts, channelSettings, endpointKey, slackPayload, teamsPayload, type ChannelSettings } from "./channels";
import { builtConfirmation, renderConfirmation } from "./confirmation";
import { stopEndpoint, stoppedEndpoints } from "./stopped";
import { LEAD_CREATED, signedHeaders, webhookBody } from "./webhook";

/** One attempt at a chat or webhook endpoint: long enough for a slow CRM, short enough for the visitor's answer. */
export const CHANNEL_TIMEOUT_MS = 5_000;

type PostChannel = Exclude<MessageChannel, "confirmation">;

const SETTING_OF: Record<PostChannel, string> = {
  slack: "LEADS_SLACK_WEBHOOK_URL",
  teams: "LEADS_TEAMS_WEBHOOK_URL",
  webhook: "LEADS_WEBHOOK_URL",
};

export interface NotifyDeps {
  env: Env;
  log: Logger;
  now?: () => Date;
  /** The confirmation's transport; by default the settings' (Resend, else the outbox's `confirmations/` folder). */
  transport?: Transport;
  /** Per attempt at a chat or webhook endpoint; CHANNEL_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

export type AttemptOutcome = "delivered" | "retrying" | "failed" | "stopped" | "skipped";

/** Said once per process (the server's own code and each compiled Function share globalThis). */
const SAID = Symbol.for("harbour-ai-seo.leads.notify-said");
function sayOnce(log: Logger, level: "warn" | "error", message: string): void {
  const shared = globalThis as typeof globalThis & { [SAID]?: Set<string> };
  const said = (shared[SAID] ??= new Set());
  if (said.has(message)) return;
  said.add(message);
  log(level, message);
}

type HttpOutcome =
  { kind: "ok" } | { kind: "gone"; detail: string } | { kind: "retry"; detail: string; retryAfterMs?: number };

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<HttpOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "harbour-ai-seo-leads", ...headers },
      body,
      redirect: "manual",
      signal,
    });
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: "ok" };
    }
    const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
    const detail = `HTTP ${response.status}${text ? ` ${text}` : ""}`;
    if (response.status === 410) return { kind: "gone", detail };
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after") ?? undefined, Date.now());
    return retryAfterMs === undefined ? { kind: "retry", detail } : { kind: "retry", detail, retryAfterMs };
  } catch (error) {
    return {
      kind: "retry",
      detail: signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : `no connection (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** Resend when RESEND_API_KEY is set, else the outbox's own folder, apart from the team's notifications. */
export function confirmationTransport(env: Env): Transport {
  const resend = resendOptionsFromEnv(env);
  return resend
    ? createResendTransport(resend)
    : createOutboxTransport(path.join(outboxDirectory(env), "confirmations"));
}

function endpointOf(channel: PostChannel, settings: ChannelSettings): string | undefined {
  return channel === "webhook" ? settings.webhook?.url : settings[channel];
}

/** A message job as the sender holds it: claimed by the worker, or made and tried within the request. */
export interface Message {
  channel: MessageChannel;
  job: LeadJob;
}

async function settle(
  boss: PgBoss,
  { channel, job }: Message,
  outcome: HttpOutcome,
  at: Date,
  log: Logger,
): Promise<AttemptOutcome> {
  const what = `lead ${job.data.leadId}: ${channel} ${job.data.event}`;
  if (outcome.kind === "ok") {
    await settleDelivered(boss, channel, job);
    const attempts = (job.output?.attempts ?? 0) + 1;
    log("info", `${what} delivered${attempts > 1 ? ` on attempt ${attempts}` : ""}`);
    return "delivered";
  }
  const after = await settleRetry(boss, channel, job, outcome.detail, {
    now: at,
    ...(outcome.kind === "retry" && outcome.retryAfterMs !== undefined ? { retryAfterMs: outcome.retryAfterMs } : {}),
  });
  if (after.state === "failed") {
    log("error", `${what} not delivered within 24 hours (${outcome.detail}); its retries are spent: marked failed`);
    return "failed";
  }
  log("warn", `${what} not delivered (${outcome.detail}); next attempt ${after.startAfter?.toISOString() ?? "later"}`);
  return "retrying";
}

/** One attempt at one message, its outcome recorded on its job. Never throws. */
export async function attempt(
  store: LeadStore,
  message: Message,
  deps: NotifyDeps,
  timeoutMs = deps.timeoutMs ?? CHANNEL_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const now = deps.now ?? (() => new Date());
  const { log } = deps;
  const { channel, job } = message;
  try {
    const boss = await store.jobs();
    if (channel === "confirmation") {
      const transport = deps.transport ?? confirmationTransport(deps.env);
      // Its own idempotency key: never the team's email's, so neither can stand for the other at the provider.
      const outcome = await transport.send(
        JSON.parse(job.data.payload ?? "null") as EmailMessage,
        `confirmation-${job.data.leadId}`,
      );
      return await settle(
        boss,
        message,
        outcome.ok ? { kind: "ok" } : { kind: "retry", detail: outcome.reason },
        now(),
        log,
      );
    }
    const settings = channelSettings(deps.env);
    const url = endpointOf(channel, settings);
    if (url === undefined) {
      const setting =
        channel === "webhook" ? "LEADS_WEBHOOK_URL (or a usable LEADS_WEBHOOK_SECRET)" : SETTING_OF[channel];
      await settleEnded(boss, channel, job, "skipped", `${setting} is no longer set`);
      return "skipped";
    }
    const key = endpointKey(channel, url);
    if ((await stoppedEndpoints(store)).has(key)) {
      await settleEnded(
        boss,
        channel,
        job,
        "stopped",
        `${SETTING_OF[channel]} answered 410 Gone; nothing more is sent to that address`,
      );
      return "stopped";
    }
    const body = job.data.payload ?? "";
    // The job's id is the message's: the same webhook-id on every retry, so a receiver can drop a repeat.
    const headers =
      channel === "webhook" && settings.webhook ? signedHeaders(settings.webhook.secret, job.id, now(), body) : {};
    const outcome = await post(url, body, headers, timeoutMs);
    if (outcome.kind === "gone") {
      const reason = `${SETTING_OF[channel]} answered 410 Gone (${outcome.detail})`;
      if (await stopEndpoint(store, key, now(), reason)) {
        log(
          "error",
          `${reason}: nothing more is sent to that address, and every message waiting for it is stopped. Set a new address to start again.`,
        );
      }
      await settleEnded(boss, channel, job, "stopped", reason);
      return "stopped";
    }
    return await settle(boss, message, outcome, now(), log);
  } catch (error) {
    log(
      "error",
      `lead ${job.data.leadId}: ${channel} ${job.data.event} not attempted (${error instanceof Error ? error.message : String(error)}); a retry will`,
    );
    return "retrying";
  }
}

/** A new message: its channel, its job's id and data, and when it is made already settled, why. */
export interface NewMessage {
  channel: MessageChannel;
  id: string;
  event: string;
  payload: string;
  /** Made settled (an endpoint stopped): kept to say why nothing went. */
  stopped?: string;
}

/** The messages a new lead makes under these settings: chat alerts and the CRM's created event, each its lead's one of its channel. */
function messagesFor(
  lead: NewLead,
  settings: ChannelSettings,
  stopped: ReadonlySet<string>,
  env: Env,
  now: Date,
): NewMessage[] {
  const made: NewMessage[] = [];
  const stoppedReason = (channel: PostChannel, url: string) =>
    stopped.has(endpointKey(channel, url))
      ? `${SETTING_OF[channel]} answered 410 Gone earlier; nothing is sent to that address`
      : undefined;
  const facts = settings.slack || settings.teams ? alertFacts(lead, env) : undefined;
  for (const channel of ["slack", "teams"] as const) {
    const url = settings[channel];
    if (url === undefined || facts === undefined) continue;
    const payload = JSON.stringify(channel === "slack" ? slackPayload(facts) : teamsPayload(facts));
    made.push({ channel, id: lead.id, event: LEAD_CREATED, payload, stopped: stoppedReason(channel, url) });
  }
  if (settings.webhook) {
    made.push({
      channel: "webhook",
      id: lead.id,
      event: LEAD_CREATED,
      payload: webhookBody(LEAD_CREATED, lead, now, env),
      stopped: stoppedReason("webhook", settings.webhook.url),
    });
  }
  return made;
}

/**
 * Makes the message's job, held for the caller until `holdUntil` (it tries the message at once);
 * one made settled is ended now with its reason. Returns the job when made, undefined when its id
 * was made before (a lead's one message a channel).
 */
async function make(
  store: LeadStore,
  message: NewMessage & { leadId: string },
  holdUntil: Date,
  tx?: Queryable,
): Promise<Message | undefined> {
  const boss = await store.jobs();
  const data = { leadId: message.leadId, event: message.event, payload: message.payload };
  if (!(await enqueue(boss, { channel: message.channel, id: message.id, data, holdUntil }, tx))) return undefined;
  if (message.stopped !== undefined)
    await settleEnded(boss, message.channel, { id: message.id, output: null }, "stopped", message.stopped, tx);
  const job = await jobOf(boss, message.channel, message.id, tx);
  return job ? { channel: message.channel, job } : undefined;
}

/** Whether a message made now waits for its attempt (not one made settled). */
const pending = (message: Message): boolean => message.job.state === "created" || message.job.state === "retry";

/** At most one confirmation to an address in this long, whatever the number of enquiries. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;
/** The first key of the advisory lock that serialises confirmations to one address (any number of this application's own). */
const CONFIRMATION_LOCK_KEY = 726_318_405;

/**
 * Makes the lead's confirmation to `email`, or, when another went to that address (any case)
 * within the hour, makes it settled as skipped. Two enquiries at once from one address cannot both
 * pass: the check and the making hold an advisory lock on the address.
 */
export async function makeConfirmation(
  store: LeadStore,
  message: NewMessage & { leadId: string },
  email: string,
  now: Date,
  holdUntil: Date,
): Promise<Message | undefined> {
  const boss = await store.jobs();
  return store.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))", [CONFIRMATION_LOCK_KEY, email.trim()]);
    const [recent] = await tx.query<{ id: string }>(
      `SELECT j.id::text AS id FROM ${JOB_SCHEMA}.job j JOIN leads l ON l.id::text = j.data->>'leadId'
       WHERE j.name = $5 AND (j.state IN ('created', 'retry', 'active') OR (j.state = 'completed' AND j.output->>'outcome' = 'delivered'))
         AND lower(l.email) = lower($1) AND j.created_on > $2::timestamptz - make_interval(secs => $3::double precision / 1000)
         AND l.id <> $4::uuid
       LIMIT 1`,
      [email.trim(), now.toISOString(), CONFIRMATION_INTERVAL_MS, message.leadId, queueOf("confirmation")],
    );
    const made = await make(store, message, holdUntil, tx);
    if (made && recent) {
      const reason = "another confirmation went to this address within the hour";
      await settleEnded(boss, "confirmation", made.job, "skipped", reason, tx);
      return {
        ...made,
        job: { ...made.job, state: "completed" as const, output: { outcome: "skipped" as const, reason } },
      };
    }
    return made;
  });
}

/**
 * Makes a new lead's messages (chat alerts, the CRM's `lead.created`, the enquirer's confirmation)
 * and tries each once, all at the same time, within `withinMs`. What does not go is retried by the
 * jobs. Call it only for a lead the team should hear about: never for spam. Never throws.
 */
export async function notifyNewLead(
  store: LeadStore,
  lead: NewLead,
  deps: NotifyDeps & { withinMs: number; confirmAfter?: Promise<unknown>; confirm?: boolean },
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const { log } = deps;
  const work = async () => {
    const settings = channelSettings(deps.env);
    for (const problem of settings.problems) sayOnce(log, "error", problem);
    const stopped =
      settings.slack || settings.teams || settings.webhook ? await stoppedEndpoints(store) : new Set<string>();
    const holdUntil = new Date(now().getTime() + CLAIM_LEASE_MS);
    const made: Message[] = [];
    for (const message of messagesFor(lead, settings, stopped, deps.env, now())) {
      const job = await make(store, { ...message, leadId: lead.id }, holdUntil);
      if (job) made.push(job);
    }
    const timeoutMs = Math.max(1, Math.min(deps.timeoutMs ?? CHANNEL_TIMEOUT_MS, deps.withinMs));
    const alerts = Promise.all(made.filter(pending).map((message) => attempt(store, message, deps, timeoutMs)));
    // The team's email first: the confirmation shares its provider, and the team's copy matters more.
    await deps.confirmAfter?.catch(() => undefined);
    if (settings.confirmation && deps.confirm !== false) {
      const wording = builtConfirmation();
      if (wording === undefined)
        sayOnce(
          log,
          "warn",
          "No confirmation email: the build wrote no wording into the Function (data/site.yaml's confirmation, gatsby-node.ts).",
        );
      else {
        const message = renderConfirmation(wording, lead.firstName, lead.email, deps.env);
        const confirmation = await makeConfirmation(
          store,
          {
            channel: "confirmation",
            id: lead.id,
            leadId: lead.id,
            event: LEAD_CREATED,
            payload: JSON.stringify(message),
          },
          lead.email,
          now(),
          new Date(now().getTime() + CLAIM_LEASE_MS),
        );
        if (confirmation && pending(confirmation)) await attempt(store, confirmation, deps);
        else if (confirmation?.job.output?.outcome === "skipped")
          log("info", `lead ${lead.id}: no confirmation (${confirmation.job.output.reason ?? "skipped"})`);
      }
    }
    await alerts;
  };
  try {
    await pTimeout(work(), {
      milliseconds: deps.withinMs,
      fallback: () =>
        log("warn", `lead ${lead.id}: alerts not all settled within ${deps.withinMs} ms; the jobs retry what is left`),
    });
  } catch (error) {
    log(
      "error",
      `lead ${lead.id}: alerts not made (${error instanceof Error ? error.message : String(error)}); the lead is kept and emailed`,
    );
  }
}

/**
 * An event about a kept lead for the CRM's webhook (e.g. `enqueueLeadEvent(store, id,
 * "lead.stage_changed", { env, log, data: { stage: "qualified", previousStage: "new" } })`): the
 * lead as it is now plus `data`, signed and sent at once (unless `sendNow` is false), then retried
 * like the rest. Nothing without LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET. Returns the message, or
 * undefined when none was made (no webhook, no such lead, or a `lead.created` already made).
 */
export async function enqueueLeadEvent(
  store: LeadStore,
  leadId: string,
  type: string,
  deps: NotifyDeps & { data?: Record<string, unknown>; sendNow?: boolean },
): Promise<Message | undefined> {
  const now = deps.now ?? (() => new Date());
  const settings = channelSettings(deps.env);
  if (!settings.webhook) return undefined;
  const lead = await store.get(leadId);
  if (!lead) return undefined;
  const stopped = await stoppedEndpoints(store);
  const made = await make(
    store,
    {
      channel: "webhook",
      // The created event is the lead's one (its id); any later event is a message of its own.
      id: type === LEAD_CREATED ? leadId : randomUUID(),
      leadId,
      event: type,
      payload: webhookBody(type, lead, now(), deps.env, deps.data),
      ...(stopped.has(endpointKey("webhook", settings.webhook.url))
        ? { stopped: "LEADS_WEBHOOK_URL answered 410 Gone earlier" }
        : {}),
    },
    // Held for this call when it sends at once; due for the jobs when it does not.
    deps.sendNow === false ? now() : new Date(now().getTime() + CLAIM_LEASE_MS),
  );
  if (made && pending(made) && deps.sendNow !== false) await attempt(store, made, deps);
  return made;
}
