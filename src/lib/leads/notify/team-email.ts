/**
 * The notification the agency receives for each enquiry. Sender, recipient and subject are fixed
 * by configuration; the visitor only ever appears in `reply_to` and in the escaped body.
 */
import escapeHtml from "escape-html";
import { BUDGET_OPTIONS, type Option } from "../../content/enquiry";
import { setting, type Env } from "../../env";
import { DEFAULT_FROM, DEFAULT_TO, type EmailMessage } from "../../platform/email";
import type { LeadFields } from "../store";
import { reportPath } from "../../content/report-address";
import { SITE_URL } from "../../site-url";

export const DEFAULT_SUBJECT = "New enquiry from the website contact form";
export const NOT_PROVIDED = "Not provided";

/** What the email shows of an enquiry: the form's fields as the contact Function validated them, or as a stored lead keeps them. */
export type EnquiryFields = Omit<LeadFields, "company" | "interest">;

function labelOf(options: readonly { value: string; label: string }[], value: string | undefined): string | undefined {
  return value === undefined ? undefined : options.find((option) => option.value === value)?.label;
}

interface Row {
  label: string;
  value: string | undefined;
}

function rowsOf(submission: EnquiryFields, interests: readonly Option[], foundUs: string | undefined): Row[] {
  const rows: Row[] = [
    { label: "Name", value: `${submission.firstName} ${submission.lastName}` },
    { label: "Email", value: submission.email },
    { label: "Phone", value: submission.phone },
    { label: "Website", value: submission.website },
    { label: "Primary interest", value: labelOf(interests, submission.service) },
    { label: "Monthly budget", value: labelOf(BUDGET_OPTIONS, submission.budget) },
  ];
  if (submission.checkedUrl !== undefined)
    rows.push({ label: "AI search check", value: `${submission.checkedUrl}: ${submission.checkScore ?? "?"}/100` });
  if (submission.checkCompared !== undefined)
    rows.push({ label: "Compared with", value: submission.checkCompared.join(", ") });
  if (submission.checkReport !== undefined)
    rows.push({ label: "AI search check report", value: `${SITE_URL}${reportPath(submission.checkReport)}` });
  return foundUs === undefined ? rows : [...rows, { label: "How they found us", value: foundUs }];
}

function renderHtml(
  submission: EnquiryFields,
  subject: string,
  interests: readonly Option[],
  foundUs: string | undefined,
): string {
  const cell = "padding:6px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top;text-align:left";
  const rows = rowsOf(submission, interests, foundUs)
    .map(
      ({ label, value }) =>
        `<tr><th style="${cell};white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="${cell}">${value === undefined ? `<em>${NOT_PROVIDED}</em>` : escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  // Escape first, then turn the visitor's line breaks into <br>: escaping leaves "\n" alone.
  const message = escapeHtml(submission.message).replace(/\n/g, "<br>\n");
  return [
    "<!doctype html>",
    '<html lang="en-AU">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">',
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    rows,
    "</table>",
    '<h2 style="font-size:16px;margin-top:24px">Message</h2>',
    `<p>${message}</p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function renderText(
  submission: EnquiryFields,
  subject: string,
  interests: readonly Option[],
  foundUs: string | undefined,
): string {
  const rows = rowsOf(submission, interests, foundUs).map(({ label, value }) => `${label}: ${value ?? NOT_PROVIDED}`);
  return [subject, "", ...rows, "", "Message:", submission.message, ""].join("\n");
}

/**
 * Renders the notification for a validated submission. `env` is read now, never at build;
 * `interests` label the choice; `foundUs` is the visit's attribution in one line (leads/attribution.ts).
 */
export function renderNotification(
  submission: EnquiryFields,
  env: Env,
  interests: readonly Option[],
  foundUs?: string,
): EmailMessage {
  const subject = setting(env, "CONTACT_SUBJECT") ?? DEFAULT_SUBJECT;
  return {
    from: setting(env, "CONTACT_FROM") ?? DEFAULT_FROM,
    to: setting(env, "CONTACT_TO") ?? DEFAULT_TO,
    subject,
    html: renderHtml(submission, subject, interests, foundUs),
    text: renderText(submission, subject, interests, foundUs),
    reply_to: submission.email,
  };
}
