/**
 * Sending a lead's other messages: the chat alert (Slack, Teams), the CRM's signed webhook and the
 * enquirer's confirmation. The contact Function makes them beside the team's email and tries each
 * once within its answer (notifyNewLead); whatever did not go is retried by the lead jobs
 * (retryDeliveries: `npm run serve`'s timer, Netlify's scheduled Function, `npm run leads -- retry`)
 * on each message's own schedule, until delivered or for 24 hours. Exactly one message a channel a
 * lead: each is a row made once (queue.ts), never a second send on the email's retry.
 *
 * An endpoint that answers 2xx has it; 410 Gone stops that endpoint for good (the log says so once,
 * and every message still waiting for it stops); anything else, a timeout or no connection is
 * retried with backoff, no sooner than its Retry-After. Redirects are not followed: a lead's
 * details go only to the address configured.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { EmailMessage, Transport } from "../../contact/email";
import { createOutboxTransport, outboxDirectory } from "../../contact/transports/outbox";
import { createResendTransport, parseRetryAfter, resendOptionsFromEnv } from "../../contact/transports/resend";
import type { Env } from "../../env";
import { withDeadline, type Logger } from "../../http";
import { RETRY_WINDOW_MS, type LeadStore, type NewLead } from "../store";
import { alertFacts, channelSettings, endpointKey, slackPayload, teamsPayload, type ChannelSettings } from "./channels";
import { builtConfirmation, renderConfirmation } from "./confirmation";
import {
  claimDue,
  enqueue,
  enqueueConfirmation,
  markDelivered,
  markEnded,
  markRetry,
  stopEndpoint,
  stoppedEndpoints,
  type Channel,
  type Delivery,
  type NewDelivery,
} from "./queue";
import { LEAD_CREATED, signedHeaders, webhookBody } from "./webhook";

/** One attempt at a chat or webhook endpoint: long enough for a slow CRM, short enough for the visitor's answer. */
export const CHANNEL_TIMEOUT_MS = 5_000;

const SETTING_OF: Record<Exclude<Channel, "confirmation">, string> = {
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

function endpointOf(channel: Exclude<Channel, "confirmation">, settings: ChannelSettings): string | undefined {
  return channel === "webhook" ? settings.webhook?.url : settings[channel];
}

async function settle(
  store: LeadStore,
  delivery: Delivery,
  outcome: HttpOutcome,
  at: Date,
  log: Logger,
): Promise<AttemptOutcome> {
  const what = `lead ${delivery.leadId}: ${delivery.channel} ${delivery.event}`;
  if (outcome.kind === "ok") {
    await markDelivered(store, delivery.id, at);
    log("info", `${what} delivered${delivery.attempts > 0 ? ` on attempt ${delivery.attempts + 1}` : ""}`);
    return "delivered";
  }
  const after = await markRetry(
    store,
    delivery.id,
    outcome.detail,
    at,
    outcome.kind === "retry" ? outcome.retryAfterMs : 0,
  );
  if (after?.status === "failed") {
    log("error", `${what} not delivered within 24 hours (${outcome.detail}); marked failed`);
    return "failed";
  }
  log(
    "warn",
    `${what} not delivered (${outcome.detail}); next attempt ${after?.nextAttemptAt?.toISOString() ?? "later"}`,
  );
  return "retrying";
}

/** One attempt at one message, its outcome recorded. Never throws. */
export async function attempt(
  store: LeadStore,
  delivery: Delivery,
  deps: NotifyDeps,
  timeoutMs = deps.timeoutMs ?? CHANNEL_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const now = deps.now ?? (() => new Date());
  const { log } = deps;
  try {
    if (delivery.channel === "confirmation") {
      const transport = deps.transport ?? confirmationTransport(deps.env);
      // Its own idempotency key: never the team's email's, so neither can stand for the other at the provider.
      const outcome = await transport.send(
        JSON.parse(delivery.payload) as EmailMessage,
        `confirmation-${delivery.leadId}`,
      );
      return await settle(
        store,
        delivery,
        outcome.ok ? { kind: "ok" } : { kind: "retry", detail: outcome.reason },
        now(),
        log,
      );
    }
    const settings = channelSettings(deps.env);
    const url = endpointOf(delivery.channel, settings);
    if (url === undefined) {
      const setting =
        delivery.channel === "webhook"
          ? "LEADS_WEBHOOK_URL (or a usable LEADS_WEBHOOK_SECRET)"
          : SETTING_OF[delivery.channel];
      await markEnded(store, delivery.id, "skipped", `${setting} is no longer set`);
      return "skipped";
    }
    const key = endpointKey(delivery.channel, url);
    if ((await stoppedEndpoints(store)).has(key)) {
      await markEnded(
        store,
        delivery.id,
        "stopped",
        `${SETTING_OF[delivery.channel]} answered 410 Gone; nothing more is sent to that address`,
      );
      return "stopped";
    }
    const headers =
      delivery.channel === "webhook" && settings.webhook
        ? signedHeaders(settings.webhook.secret, delivery.id, now(), delivery.payload)
        : {};
    const outcome = await post(url, delivery.payload, headers, timeoutMs);
    if (outcome.kind === "gone") {
      const reason = `${SETTING_OF[delivery.channel]} answered 410 Gone (${outcome.detail})`;
      if (await stopEndpoint(store, key, now(), reason)) {
        log(
          "error",
          `${reason}: nothing more is sent to that address, and every message waiting for it is stopped. Set a new address to start again.`,
        );
      }
      await markEnded(store, delivery.id, "stopped", reason);
      return "stopped";
    }
    return await settle(store, delivery, outcome, now(), log);
  } catch (error) {
    log(
      "error",
      `lead ${delivery.leadId}: ${delivery.channel} ${delivery.event} not attempted (${error instanceof Error ? error.message : String(error)}); a retry will`,
    );
    return "retrying";
  }
}

/** The messages a new lead makes under these settings: chat alerts and the CRM's created event. */
function messagesFor(
  lead: NewLead,
  settings: ChannelSettings,
  stopped: ReadonlySet<string>,
  env: Env,
  now: Date,
): NewDelivery[] {
  const made: NewDelivery[] = [];
  const settledIfStopped = (channel: Exclude<Channel, "confirmation">, url: string) =>
    stopped.has(endpointKey(channel, url))
      ? {
          status: "stopped" as const,
          reason: `${SETTING_OF[channel]} answered 410 Gone earlier; nothing is sent to that address`,
        }
      : undefined;
  const facts = settings.slack || settings.teams ? alertFacts(lead, env) : undefined;
  for (const channel of ["slack", "teams"] as const) {
    const url = settings[channel];
    if (url === undefined || facts === undefined) continue;
    const payload = JSON.stringify(channel === "slack" ? slackPayload(facts) : teamsPayload(facts));
    made.push({
      id: randomUUID(),
      leadId: lead.id,
      channel,
      event: LEAD_CREATED,
      onceKey: `${channel}:${lead.id}`,
      payload,
      settled: settledIfStopped(channel, url),
    });
  }
  if (settings.webhook) {
    made.push({
      id: randomUUID(),
      leadId: lead.id,
      channel: "webhook",
      event: LEAD_CREATED,
      onceKey: `webhook:${LEAD_CREATED}:${lead.id}`,
      payload: webhookBody(LEAD_CREATED, lead, now, env),
      settled: settledIfStopped("webhook", settings.webhook.url),
    });
  }
  return made;
}

/**
 * Makes a new lead's messages (chat alerts, the CRM's `lead.created`, the enquirer's confirmation)
 * and tries each once, all at the same time, within `withinMs`. What does not go is retried by the
 * jobs. Call it only for a lead the team should hear about: never for spam. Never throws.
 */
export async function notifyNewLead(
  store: LeadStore,
  lead: NewLead,
  deps: NotifyDeps & { withinMs: number; confirmAfter?: Promise<unknown> },
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const { log } = deps;
  const work = async () => {
    const settings = channelSettings(deps.env);
    for (const problem of settings.problems) sayOnce(log, "error", problem);
    const stopped =
      settings.slack || settings.teams || settings.webhook ? await stoppedEndpoints(store) : new Set<string>();
    const made = await enqueue(store, messagesFor(lead, settings, stopped, deps.env, now()), now());
    const timeoutMs = Math.max(1, Math.min(deps.timeoutMs ?? CHANNEL_TIMEOUT_MS, deps.withinMs));
    const alerts = Promise.all(
      made
        .filter((delivery) => delivery.status === "pending")
        .map((delivery) => attempt(store, delivery, deps, timeoutMs)),
    );
    // The team's email first: the confirmation shares its provider, and the team's copy matters more.
    await deps.confirmAfter?.catch(() => undefined);
    if (settings.confirmation) {
      const wording = builtConfirmation();
      if (wording === undefined)
        sayOnce(
          log,
          "warn",
          "No confirmation email: the build wrote no wording into the Function (data/site.yaml's confirmation, gatsby-node.ts).",
        );
      else {
        const message = renderConfirmation(wording, lead.firstName, lead.email, deps.env);
        const confirmation = await enqueueConfirmation(
          store,
          {
            id: randomUUID(),
            leadId: lead.id,
            channel: "confirmation",
            event: LEAD_CREATED,
            onceKey: `confirmation:${lead.id}`,
            payload: JSON.stringify(message),
          },
          lead.email,
          now(),
        );
        if (confirmation?.status === "pending") await attempt(store, confirmation, deps);
        else if (confirmation?.status === "skipped")
          log("info", `lead ${lead.id}: no confirmation (${confirmation.lastError ?? "skipped"})`);
      }
    }
    await alerts;
  };
  try {
    await withDeadline(work(), deps.withinMs, () =>
      log("warn", `lead ${lead.id}: alerts not all settled within ${deps.withinMs} ms; the jobs retry what is left`),
    );
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
): Promise<Delivery | undefined> {
  const now = deps.now ?? (() => new Date());
  const settings = channelSettings(deps.env);
  if (!settings.webhook) return undefined;
  const lead = await store.get(leadId);
  if (!lead) return undefined;
  const stopped = await stoppedEndpoints(store);
  const [made] = await enqueue(
    store,
    [
      {
        id: randomUUID(),
        leadId,
        channel: "webhook",
        event: type,
        ...(type === LEAD_CREATED ? { onceKey: `webhook:${LEAD_CREATED}:${leadId}` } : {}),
        payload: webhookBody(type, lead, now(), deps.env, deps.data),
        settled: stopped.has(endpointKey("webhook", settings.webhook.url))
          ? { status: "stopped", reason: "LEADS_WEBHOOK_URL answered 410 Gone earlier" }
          : undefined,
      },
    ],
    now(),
  );
  if (made?.status === "pending" && deps.sendNow !== false) await attempt(store, made, deps);
  return made;
}

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
  stopped: number;
}

/** Sends every message that is due, a batch at a time (each batch at once); past 24 hours, marks it failed. */
export async function retryDeliveries(store: LeadStore, deps: NotifyDeps): Promise<DeliveryReport> {
  const now = deps.now ?? (() => new Date());
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0, stopped: 0 };
  for (;;) {
    const due = await claimDue(store, now());
    if (due.length === 0) return report;
    const outcomes = await Promise.all(
      due.map(async (delivery): Promise<AttemptOutcome> => {
        if (now().getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS) {
          await markEnded(
            store,
            delivery.id,
            "failed",
            `not delivered within 24 hours (last error: ${delivery.lastError ?? "none recorded"})`,
          );
          deps.log(
            "error",
            `lead ${delivery.leadId}: ${delivery.channel} ${delivery.event} not delivered within 24 hours; marked failed`,
          );
          return "failed";
        }
        return attempt(store, delivery, deps);
      }),
    );
    for (const outcome of outcomes) {
      if (outcome === "delivered") report.delivered += 1;
      else if (outcome === "failed") report.failed += 1;
      else if (outcome === "stopped") report.stopped += 1;
      else if (outcome === "retrying") report.retrying += 1;
    }
  }
}
