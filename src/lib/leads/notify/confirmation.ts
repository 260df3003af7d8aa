/**
 * The enquirer's confirmation: a short email saying the enquiry arrived, what happens next (the
 * reply promise), and how to reach the agency, with Reply-To the team. Its wording is
 * data/site.yaml's `confirmation`, which the build hands the contact Function with the interest
 * options (gatsby-node.ts, content/function-data.ts).
 *
 * Anyone can type anyone's address into a form, so the email carries nothing the visitor wrote but
 * a first name that is plainly a name: no message, no link of theirs. With the hourly cap per
 * address (notify/send.ts) and the form's rate limit, the site cannot be made to send someone mail.
 */
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_FROM, DEFAULT_TO, type EmailMessage } from "../../platform/email";
import { setting, type Env } from "../../env";
import { handedOver } from "../../content/function-data";

/** The wording, with the figures and the contact details already filled in by the build. */
export interface ConfirmationWording {
  subject: string;
  /** `{name}` becomes the enquirer's first name. */
  greeting: string;
  /** When the first name is not plainly a name. */
  greetingWithoutName: string;
  paragraphs: string[];
  reachUs: string;
  signOff: string;
}

/** The wording from data/ (`site.confirmation`, `{phone}` and `{email}` filled from `site.contact`), for gatsby-node.ts. */
export function confirmationWording(
  confirmation: ConfirmationWording,
  contact: { phone: string; email: string },
): ConfirmationWording {
  return {
    ...confirmation,
    reachUs: confirmation.reachUs.replaceAll("{phone}", contact.phone).replaceAll("{email}", contact.email),
  };
}

/** What the build handed the Function (content/function-data.ts); undefined without one. */
export function builtConfirmation(): ConfirmationWording | undefined {
  return handedOver("confirmation");
}

/** A first name that can only be a name: letters, spaces, hyphens and apostrophes, at most 40 characters. */
export function plainFirstName(firstName: string): string | undefined {
  const name = firstName.trim();
  return /^[\p{L}][\p{L}\p{M} '’-]{0,39}$/u.test(name) ? name : undefined;
}

/** The email's HTML body: its paragraphs, each a paragraph, in a plain readable face (`createElement`: a Function's modules are `.ts`). */
export function ConfirmationEmail({
  subject,
  paragraphs,
}: {
  subject: string;
  paragraphs: readonly string[];
}): ReactElement {
  return h(
    "html",
    { lang: "en-AU" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, subject)),
    h(
      "body",
      { style: { fontFamily: "Arial,Helvetica,sans-serif", fontSize: "15px", lineHeight: 1.5, color: "#1a202c" } },
      ...paragraphs.map((paragraph, i) => h("p", { key: i }, paragraph)),
    ),
  );
}

export function renderConfirmation(
  wording: ConfirmationWording,
  firstName: string,
  to: string,
  env: Env,
): EmailMessage {
  const name = plainFirstName(firstName);
  const greeting = name === undefined ? wording.greetingWithoutName : wording.greeting.replaceAll("{name}", name);
  const paragraphs = [greeting, ...wording.paragraphs, wording.reachUs, wording.signOff];
  return {
    from: setting(env, "CONTACT_FROM") ?? DEFAULT_FROM,
    to,
    subject: wording.subject,
    html: `<!doctype html>\n${renderToStaticMarkup(h(ConfirmationEmail, { subject: wording.subject, paragraphs }))}\n`,
    text: `${paragraphs.join("\n\n")}\n`,
    // Their reply goes to the team, not to the site's sending address.
    reply_to: setting(env, "CONTACT_TO") ?? DEFAULT_TO,
  };
}
