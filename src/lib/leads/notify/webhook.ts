/**
 * The CRM's webhook: each lead (and each later event about it, e.g. a stage change) as JSON,
 * signed per the Standard Webhooks specification with its maintained library (`standardwebhooks`):
 * `webhook-id` (the message's id, the same on every retry, so a receiver can drop a repeat),
 * `webhook-timestamp` (the attempt's time, in seconds) and `webhook-signature`
 * (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the secret).
 */
import { Webhook } from "standardwebhooks";
import { BUDGET_OPTIONS } from "../../content/enquiry";
import type { Env } from "../../env";
import type { NewLead } from "../store";
import { teamPageUrl } from "./channels";
import { siteOrigin } from "../../platform/origin";
import { reportPath } from "../../content/report-address";

/** A kept report's page at the site's configured origin. */
const reportPageUrl = (env: Env, id: string): string => {
  const site = siteOrigin(env);
  return `${"invalid" in site ? "" : site.origin}${reportPath(id)}`;
};

export const LEAD_CREATED = "lead.created";

/** The body a receiver gets: the event's type, when it happened, and the lead as the team sees it. */
export function webhookBody(
  type: string,
  lead: NewLead,
  occurredAt: Date,
  env: Env,
  extra: Record<string, unknown> = {},
): string {
  const { attribution, ...fields } = lead;
  return JSON.stringify({
    type,
    timestamp: occurredAt.toISOString(),
    data: {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone ?? null,
      company: fields.company ?? null,
      website: fields.website ?? null,
      service: fields.service ?? null,
      interest: fields.interest ?? null,
      budget: fields.budget ?? null,
      budgetLabel: BUDGET_OPTIONS.find((option) => option.value === fields.budget)?.label ?? null,
      message: fields.message,
      attribution,
      teamPage: teamPageUrl(env),
      // The AI search check the enquiry came from: the address, its score and the kept report's page.
      checkedUrl: fields.checkedUrl ?? null,
      checkScore: fields.checkScore ?? null,
      checkReport: fields.checkReport === undefined ? null : reportPageUrl(env, fields.checkReport),
      // A comparison's competitors (up to two addresses), checked beside checkedUrl; empty for a single check.
      checkCompared: fields.checkCompared ?? [],
      ...extra,
    },
  });
}

/** The headers of one attempt: the message's id, this attempt's time, the signature over both and the body. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}
