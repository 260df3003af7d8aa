/**
 * POST /api/leads/email-events: Resend's webhook (sent through Svix) saying what became of an
 * email about a lead: delivered, delayed, bounced or complained (marked as spam). Each is recorded
 * against its lead; a bounce or complaint of the team's own notification raises the lead as
 * needing attention on the team's page (the team may never have seen it).
 *
 * Only Resend may write here: the signature (Svix's, which is Standard Webhooks' under `svix-*`
 * header names) is checked with the `standardwebhooks` library against RESEND_WEBHOOK_SECRET, with
 * its five-minute window on the timestamp, over exactly the bytes that arrived: the Function takes
 * its body raw (src/api/leads/email-events.ts, `config.bodyParser.raw`), so spacing and key order
 * are the sender's, and nothing is parsed before the signature holds. A body already parsed (an
 * adapter that ignores the Function's config) is refused rather than guessed at. A message id
 * already recorded is a replay: answered 200 (a sender retries anything else) and recorded once.
 * Which lead an email is about comes from the tag every email carries (its idempotency key: the
 * lead's id for the team's notification, `confirmation-` and the id for the enquirer's).
 */
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { EMAIL_TAG } from "../../platform/transports/resend";
import { setting, type Env } from "../../env";
import { consoleLogger, type Logger } from "../../platform/log";
import { header, NO_STORE, type FunctionResult, type HttpRequest } from "../../platform/result";
import type { LeadStore } from "../store";

export const EMAIL_EVENT_TYPES = {
  "email.delivered": "delivered",
  "email.delivery_delayed": "delayed",
  // The spelling one of Resend's own sample payloads uses.
  "email.delivered_delayed": "delayed",
  "email.bounced": "bounced",
  "email.complained": "complained",
} as const;
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[keyof typeof EMAIL_EVENT_TYPES];

export interface EmailEventsRequest extends Pick<HttpRequest, "method" | "headers"> {
  /** The bytes as they arrived (a Buffer from Gatsby's raw parser), or their text. */
  body: unknown;
  /** The raw parser stopped past its limit (patches/gatsby…): answered 413, recorded nothing. */
  bodyTooLarge?: boolean;
}

export interface EmailEventsDeps {
  store: LeadStore | undefined;
  log?: Logger;
}

const defaultLog = consoleLogger("leads-email-events");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answer = (status: number, body: Record<string, unknown>): FunctionResult => ({
  status,
  headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8" },
  body,
});

/** The body's bytes as they arrived; never a parsed body written back, whose bytes may differ from those signed. */
function rawBody(body: unknown): Buffer | undefined {
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (body instanceof Uint8Array && body.byteLength > 0)
    return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The email's tag naming its lead: Resend gives tags as an object, older payloads as a list of name and value. */
function tagOf(data: Record<string, unknown>): string | undefined {
  const { tags } = data;
  if (Array.isArray(tags)) {
    const found: unknown = tags.find((tag) => isRecord(tag) && tag.name === EMAIL_TAG);
    return isRecord(found) && typeof found.value === "string" ? found.value : undefined;
  }
  return isRecord(tags) && typeof tags[EMAIL_TAG] === "string" ? tags[EMAIL_TAG] : undefined;
}

/** The lead and which of its emails: its own id is the team's notification, `confirmation-<id>` the enquirer's. */
export function leadOfTag(
  tag: string | undefined,
): { leadId: string; kind: "notification" | "confirmation" } | undefined {
  if (tag === undefined) return undefined;
  if (UUID.test(tag)) return { leadId: tag, kind: "notification" };
  const id = tag.startsWith("confirmation-") ? tag.slice("confirmation-".length) : undefined;
  return id !== undefined && UUID.test(id) ? { leadId: id, kind: "confirmation" } : undefined;
}

function detailOf(data: Record<string, unknown>): string | undefined {
  const bounce = data.bounce;
  if (!isRecord(bounce)) return undefined;
  const parts = [bounce.type, bounce.subType, bounce.message].filter(
    (part): part is string => typeof part === "string" && part !== "",
  );
  return parts.length === 0 ? undefined : parts.join(": ").slice(0, 300);
}

export async function handleEmailEvents(
  request: EmailEventsRequest,
  env: Env,
  deps: EmailEventsDeps,
): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  if (request.method.toUpperCase() !== "POST")
    return {
      ...answer(405, { error: "Use POST." }),
      headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8", Allow: "POST" },
    };
  if (request.bodyTooLarge) return answer(413, { error: "body too large" });
  const secret = setting(env, "RESEND_WEBHOOK_SECRET");
  if (!secret) {
    log(
      "error",
      "an email event arrived but RESEND_WEBHOOK_SECRET is not set, so it cannot be checked and is refused (README, Where leads go)",
    );
    return answer(503, { error: "not configured" });
  }
  const headers = {
    "webhook-id": header(request, "svix-id") ?? header(request, "webhook-id") ?? "",
    "webhook-timestamp": header(request, "svix-timestamp") ?? header(request, "webhook-timestamp") ?? "",
    "webhook-signature": header(request, "svix-signature") ?? header(request, "webhook-signature") ?? "",
  };
  const raw = rawBody(request.body);
  let event: unknown;
  try {
    if (raw === undefined) throw new WebhookVerificationError("no body");
    event = new Webhook(secret).verify(raw, headers);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    log("warn", `an email event was refused: ${why}`);
    return answer(401, { error: "signature not verified" });
  }

  const type =
    isRecord(event) && typeof event.type === "string"
      ? (EMAIL_EVENT_TYPES as Record<string, EmailEventType | undefined>)[event.type]
      : undefined;
  const data = isRecord(event) && isRecord(event.data) ? event.data : undefined;
  if (type === undefined || data === undefined) return answer(200, { ignored: "not a delivery event" });
  const about = leadOfTag(tagOf(data));
  if (!about) return answer(200, { ignored: "not an email about a lead" });
  const { store } = deps;
  if (!store) return answer(503, { error: "no lead store" });

  const sql = await store.migrated();
  const messageId = headers["webhook-id"];
  const occurredAt =
    isRecord(event) && typeof event.created_at === "string" && !Number.isNaN(Date.parse(event.created_at))
      ? new Date(event.created_at)
      : new Date();
  const recorded = await sql.query<{ id: string }>(
    `INSERT INTO lead_email_events (message_id, lead_id, kind, type, email_id, occurred_at, detail)
     SELECT $1, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $2)
     ON CONFLICT (message_id) DO NOTHING RETURNING message_id AS id`,
    [
      messageId,
      about.leadId,
      about.kind,
      type,
      typeof data.email_id === "string" ? data.email_id : null,
      occurredAt.toISOString(),
      detailOf(data) ?? null,
    ],
  );
  if (recorded.length === 0) {
    // The message id is the key: a replay (Svix retries until it gets a 2xx) finds it kept.
    if ((await sql.query("SELECT 1 FROM lead_email_events WHERE message_id = $1", [messageId])).length > 0) {
      log("info", `email event ${messageId} already recorded (a replay); answered 200, recorded once`);
      return answer(200, { recorded: "already" });
    }
    return answer(200, { ignored: "no such lead (deleted, or another site's)" });
  }
  if (about.kind === "notification" && (type === "bounced" || type === "complained")) {
    log(
      "error",
      `lead ${about.leadId}: the team's notification email ${type}; the lead needs attention on the team's page`,
    );
  } else {
    log("info", `lead ${about.leadId}: ${about.kind} email ${type}`);
  }
  return answer(200, { recorded: type });
}
