/**
 * The report's two email asks (report-view.ts draws them after the closing band, on a kept
 * report's page): "Email me this report" and "Email to my developer", each a plain POST form to
 * the report's email Function, so each works without JavaScript; the page's small script
 * (EMAIL_ASKS_SCRIPT) sends them without a reload when it runs. Each field's error is drawn at the
 * field, and what the visitor typed is kept when the Function answers the page again. Both forms
 * are tools an agent in the browser may fill in (WebMCP), never send. Free of Node APIs.
 */
import { createElement as h, type ReactNode } from "react";
import { AGENT_TOOL_NAMES, agentForm } from "../../content/agent-forms";
import { fill } from "../words";
import type { EmailAskWords } from "./words";

export const EMAIL_ASKS = ["me", "developer"] as const;
export type EmailAsk = (typeof EMAIL_ASKS)[number];
export const isEmailAsk = (value: unknown): value is EmailAsk => value === "me" || value === "developer";
export type EmailField = "email" | "consent" | "to" | "from" | "note";

/** The hidden trap's name (as the contact form's): a bot fills it, a person never sees it. */
export const EMAIL_HONEYPOT = "_gotcha";
/** The hidden field that says which ask a post is. */
export const ASK_FIELD = "ask";

/** What a post of one of the forms left for its page to show: sent, or why not, with what was typed. */
export interface EmailAskState {
  ask: EmailAsk;
  sent?: boolean;
  /** A sentence about the whole form (a limit, a failure). */
  error?: string;
  errors?: Partial<Record<EmailField, string>>;
  typed?: Partial<Record<EmailField, string>>;
}

/** The section as the report carries it on its page. */
export interface EmailAsksSection {
  words: EmailAskWords;
  /** The forms' Function, for this report. */
  action: string;
  noteMax: number;
  state?: EmailAskState;
}

/** The forms' Function for a report. */
export const emailAction = (reportId: string): string => `/api/site-check/email/${reportId}`;
/** Each form's id: the anchor a post without JavaScript comes back to. */
export const FORM_IDS: Record<EmailAsk, string> = { me: "sc-email-me", developer: "sc-email-dev" };

const heading = (level: number, props: Record<string, unknown>, text: string) =>
  h(`h${Math.min(level, 6)}`, props, text);

interface FieldProps {
  form: EmailAsk;
  name: EmailField;
  label: string;
  hint?: string;
  state: EmailAskState | undefined;
  /** The first field in error takes the focus when the page is answered again. */
  first: boolean;
  input: Record<string, unknown>;
  multiline?: boolean;
}

function Field({ form, name, label, hint, state, first, input, multiline }: FieldProps): ReactNode {
  const id = `${FORM_IDS[form]}-${name}`;
  const mine = state?.ask === form ? state : undefined;
  const error = mine?.errors?.[name];
  const describedBy = [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ");
  const props = {
    id,
    name,
    "aria-describedby": describedBy,
    ...(error ? { "aria-invalid": true } : {}),
    ...(error && first ? { autoFocus: true } : {}),
    defaultValue: mine?.typed?.[name] ?? "",
    ...input,
  };
  return h(
    "p",
    { className: "sc-email-field" },
    h("label", { htmlFor: id }, label),
    hint ? h("span", { className: "sc-note", id: `${id}-hint` }, hint) : null,
    multiline ? h("textarea", props) : h("input", props),
    h("span", { className: "sc-field-error", id: `${id}-error` }, error ?? ""),
  );
}

/** The trap, as the contact form's: off-screen, hidden from assistive technology, read-only so no agent's tool has it. */
const Trap = ({ form, label }: { form: EmailAsk; label: string }) =>
  h(
    "div",
    { className: "sc-trap", "aria-hidden": "true" },
    h("label", { htmlFor: `${FORM_IDS[form]}-trap` }, label),
    h("input", {
      id: `${FORM_IDS[form]}-trap`,
      type: "text",
      name: EMAIL_HONEYPOT,
      tabIndex: -1,
      autoComplete: "off",
      readOnly: true,
      defaultValue: "",
    }),
  );

/** The button, and the line a sent or refused post is told on (a live region, there from the start). */
function Send({ form, button, state, sent }: { form: EmailAsk; button: string; state?: EmailAskState; sent: string }) {
  const mine = state?.ask === form ? state : undefined;
  const message = mine?.sent ? sent : (mine?.error ?? "");
  return h(
    "div",
    { className: "sc-email-send" },
    h("button", { type: "submit" }, button),
    h(
      "p",
      {
        className: "sc-email-status",
        role: "status",
        ...(mine?.error ? { "data-error": "" } : {}),
        ...(mine?.sent ? { "data-sent": "" } : {}),
      },
      message,
    ),
  );
}

/** The order the fields are checked and focused in. */
const FIELDS: Record<EmailAsk, readonly EmailField[]> = { me: ["email", "consent"], developer: ["to", "from", "note"] };

const firstInError = (form: EmailAsk, state: EmailAskState | undefined): EmailField | undefined =>
  state?.ask === form ? FIELDS[form].find((name) => state.errors?.[name] !== undefined) : undefined;

function MeForm({ section, agency, level }: { section: EmailAsksSection; agency: string; level: number }) {
  const { words, state } = section;
  const me = words.me;
  const first = firstInError("me", state);
  const mine = state?.ask === "me" ? state : undefined;
  const consentError = mine?.errors?.consent;
  const consentId = `${FORM_IDS.me}-consent`;
  return h(
    "form",
    {
      className: "sc-email-form",
      id: FORM_IDS.me,
      method: "post",
      action: section.action,
      "aria-labelledby": `${FORM_IDS.me}-heading`,
      "data-sc-email": "",
      "data-sc-sending": words.sending,
      "data-sc-failed": words.errors.unavailable,
      ...agentForm(AGENT_TOOL_NAMES.emailMe, me.agents.description, { autoSubmit: false }),
    },
    heading(level, { id: `${FORM_IDS.me}-heading` }, me.title),
    h("p", { className: "sc-note" }, me.text),
    h("input", { type: "hidden", name: ASK_FIELD, value: "me" }),
    h(Field, {
      form: "me",
      name: "email",
      label: me.emailLabel,
      state,
      first: first === "email",
      input: {
        type: "email",
        required: true,
        maxLength: 254,
        autoComplete: "email",
        toolparamdescription: me.agents.email,
      },
    }),
    h(
      "p",
      { className: "sc-email-consent" },
      h("input", {
        id: consentId,
        type: "checkbox",
        name: "consent",
        value: "yes",
        required: true,
        defaultChecked: mine?.typed?.consent === "yes",
        "aria-describedby": `${consentId}-error`,
        toolparamdescription: me.agents.consent,
        ...(consentError ? { "aria-invalid": true } : {}),
        ...(consentError && first === "consent" ? { autoFocus: true } : {}),
      }),
      h("label", { htmlFor: consentId }, fill(me.consentLabel, { agency })),
      h("span", { className: "sc-field-error", id: `${consentId}-error` }, consentError ?? ""),
    ),
    h("p", { className: "sc-note" }, me.notice),
    h(Trap, { form: "me", label: words.honeypot }),
    h(Send, { form: "me", button: me.button, sent: me.sent, ...(state ? { state } : {}) }),
  );
}

function DeveloperForm({ section, level }: { section: EmailAsksSection; level: number }) {
  const { words, state } = section;
  const dev = words.developer;
  const first = firstInError("developer", state);
  return h(
    "form",
    {
      className: "sc-email-form",
      id: FORM_IDS.developer,
      method: "post",
      action: section.action,
      "aria-labelledby": `${FORM_IDS.developer}-heading`,
      "data-sc-email": "",
      "data-sc-sending": words.sending,
      "data-sc-failed": words.errors.unavailable,
      ...agentForm(AGENT_TOOL_NAMES.emailDeveloper, dev.agents.description, { autoSubmit: false }),
    },
    heading(level, { id: `${FORM_IDS.developer}-heading` }, dev.title),
    h("p", { className: "sc-note" }, dev.text),
    h("input", { type: "hidden", name: ASK_FIELD, value: "developer" }),
    h(Field, {
      form: "developer",
      name: "to",
      label: dev.toLabel,
      state,
      first: first === "to",
      input: {
        type: "email",
        required: true,
        maxLength: 254,
        autoComplete: "off",
        toolparamdescription: dev.agents.to,
      },
    }),
    h(Field, {
      form: "developer",
      name: "from",
      label: dev.fromLabel,
      hint: dev.fromHint,
      state,
      first: first === "from",
      input: {
        type: "email",
        required: true,
        maxLength: 254,
        autoComplete: "email",
        toolparamdescription: dev.agents.from,
      },
    }),
    h(Field, {
      form: "developer",
      name: "note",
      label: dev.noteLabel,
      hint: fill(dev.noteHint, { max: section.noteMax }),
      state,
      first: first === "note",
      multiline: true,
      input: { rows: 3, maxLength: section.noteMax, toolparamdescription: dev.agents.note },
    }),
    h(Trap, { form: "developer", label: words.honeypot }),
    h(Send, { form: "developer", button: dev.button, sent: dev.sent, ...(state ? { state } : {}) }),
  );
}

/** The section: its heading, then the two forms side by side from 48rem (one above the other on a phone). */
export function EmailAsks({ section, agency, level }: { section: EmailAsksSection; agency: string; level: number }) {
  const { words } = section;
  return h(
    "section",
    { className: "sc-email", id: "sc-email", "aria-labelledby": "sc-email-heading" },
    heading(level, { id: "sc-email-heading" }, words.heading),
    h("p", { className: "sc-note" }, words.intro),
    h(
      "div",
      { className: "sc-email-asks" },
      h(MeForm, { section, agency, level: level + 1 }),
      h(DeveloperForm, { section, level: level + 1 }),
    ),
  );
}
