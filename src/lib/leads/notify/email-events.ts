/**
 * POST /api/leads/email-events: Resend's webhook (sent through Svix) saying what became of an
 * email about a lead: delivered, delayed, bounced or complained (marked as spam). Each is recorded
 * against its lead; a bounce or complaint of the team's own notification raises the lead as
 * needing attention on the team's page (the team may never have seen it).
 *
 * Only Resend may write here: the signature (Svix's, which is Standard Webhooks' under `svix-*`
 * header names) is checked with the `standardwebhooks` library against RESEND_WEBHOOK_SECRET, with
 * its five-minute window on the timestamp, and a message id already recorded is refused as a
 * replay. Which lead an email is about comes from the tag every email carries (its idempotency
 * key: the lead's id for the team's notification, `confirmation-` and the id for the enquirer's).
 *
 * Gatsby's Functions hand over JSON already parsed, not its bytes: the signature is checked over
 * the raw text when the adapter gives it, else over the parsed body written back compactly, which
 * is how Svix sends it.
 */
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { EMAIL_TAG } from "../../contact/transports/resend";
import { setting, type Env } from "../../env";
import { consoleLogger, header, NO_STORE, type FunctionResult, type HttpRequest, type Logger } from "../../http";
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
  /** The raw text or bytes when the adapter keeps them, else the parsed JSON. */
  body: unknown;
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

function rawBody(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8");
  if (typeof body === "object" && body !== null) return JSON.stringify(body);
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
  if ((await sql.query("SELECT 1 FROM lead_email_events WHERE message_id = $1", [messageId])).length > 0) {
    log("warn", `email event ${messageId} refused: already recorded (a replay)`);
    return answer(409, { error: "already recorded" });
  }
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
  if (recorded.length === 0) return answer(200, { ignored: "no such lead (deleted, or another site's)" });
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
