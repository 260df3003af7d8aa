/**
 * An email as every sender of this site hands it over (the team's notification of a lead, the
 * enquirer's confirmation), and what hands it over: Resend, or the local outbox (transports/).
 * Sender and recipient default to the agency's addresses; CONTACT_FROM and CONTACT_TO replace them
 * (docs/netlify.md, Configuration).
 */

export const DEFAULT_FROM = "Harbour AI SEO <website@harbouraiseo.com.au>";
export const DEFAULT_TO = "hello@harbouraiseo.com.au";

/** Exactly what a transport sends (Resend's field names), and what the outbox stores. */
export interface EmailMessage {
  from: string;
  to: string;
  subject: string;
  /** Absent: plain text only (the check's email to a visitor's developer). */
  html?: string;
  text: string;
  reply_to: string;
  /** Headers of the message itself, e.g. List-Unsubscribe (RFC 8058); the provider adds its own. */
  headers?: Readonly<Record<string, string>>;
}

/** The outcome of handing a message over; `reason` is for the log, never for the visitor. */
export type SendOutcome = { ok: true } | { ok: false; reason: string };

/** Something that delivers a notification (Resend) or keeps it (the outbox). Never throws. */
export interface Transport {
  readonly name: string;
  /** `submissionId` makes a retry of the same submission a no-op at the provider. */
  send(message: EmailMessage, submissionId: string): Promise<SendOutcome>;
}
