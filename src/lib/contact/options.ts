/**
 * The contact form's contract, shared by the browser form and the server (SPEC §3). The option
 * values are what the server accepts; the labels are what the visitor picks from and what the
 * agency reads in the notification email. The services' options come from the service files
 * (interests.ts).
 */

export { BUDGET_OPTIONS, type BudgetValue, type Option } from "../content/enquiry";

/** The visitor's fields, in the order the form and the email show them. */
export const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "website",
  "service",
  "budget",
  "message",
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The longest value each text field takes; the form's maxlength and the server's check. */
export const LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  website: 200,
  message: 5000,
} as const;

/** What is wrong with each field, in words for the visitor. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "_gotcha";
/** A fresh random id per attempt; the provider's idempotency key, so a retry never sends twice. */
export const SUBMISSION_ID_FIELD = "submissionId";

/** JSON answers of POST /api/contact. */
export type ContactResponse = { ok: true } | { ok: false; errors: ContactErrors } | { ok: false; error: string };

/**
 * Where a native (no-JavaScript) form post lands: the contact page with an anchor whose `:target`
 * style shows the outcome, so it works without any script.
 */
export const NATIVE_OUTCOMES = {
  sent: "/contact/#message-sent",
  invalid: "/contact/#message-invalid",
  failed: "/contact/#message-failed",
} as const;

/** The AI search check's report hands these to the form (its "Talk to a strategist about this report" link); plumbing, so an unusable value is dropped. */
export const CHECK_FIELDS = ["checkedUrl", "checkScore", "checkReport", "checkCompared"] as const;
/** The most competitors' addresses `checkCompared` carries (the check compares up to two), separated by spaces. */
export const MAX_CHECK_COMPARED = 2;
