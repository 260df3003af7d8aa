/**
 * Server-side validation of a contact form submission. Framework-free and free of Node built-ins,
 * so the browser form may reuse it.
 *
 * `parseContact` takes whatever the body parser produced (any shape at all) and never throws: bad
 * input always comes back as field errors keyed by the field names in options.ts.
 */
import { z } from "zod";
import { isReportId } from "../content/report-address";
import {
  BUDGET_OPTIONS,
  CHECK_FIELDS,
  CONTACT_FIELDS,
  LIMITS,
  MAX_CHECK_COMPARED,
  SUBMISSION_ID_FIELD,
} from "./options";
import type { BudgetValue, ContactErrors, ContactField } from "./options";
import type { Option } from "./options";

export { LIMITS };
export type { ContactErrors };

/** What a visitor reads next to a field. Australian English, one sentence each. */
export const CONTACT_MESSAGES = {
  firstName: {
    required: "Please enter your first name.",
    tooLong: `Your first name must be ${LIMITS.firstName} characters or fewer.`,
  },
  lastName: {
    required: "Please enter your last name.",
    tooLong: `Your last name must be ${LIMITS.lastName} characters or fewer.`,
  },
  email: {
    required: "Please enter your email address.",
    invalid: "Please enter a valid email address, like name@example.com.au.",
    tooLong: `Your email address must be ${LIMITS.email} characters or fewer.`,
  },
  phone: {
    invalid: "Your phone number can only contain digits, spaces and the characters + ( ) -.",
    tooLong: `Your phone number must be ${LIMITS.phone} characters or fewer.`,
  },
  website: {
    invalid: "Please enter a valid website address, like example.com.au.",
    tooLong: `Your website address must be ${LIMITS.website} characters or fewer.`,
  },
  service: { invalid: "Please choose a service from the list." },
  budget: { invalid: "Please choose a monthly budget from the list." },
  message: {
    required: "Please enter a message.",
    tooLong: `Your message must be ${LIMITS.message.toLocaleString("en-AU")} characters or fewer.`,
  },
} as const;

export interface ContactSubmission {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** Always absolute http(s); "example.com.au" arrives as "https://example.com.au". */
  website?: string;
  /** One of the interest options' values (interests.ts). */
  service?: string;
  budget?: BudgetValue;
  message: string;
  /** A UUID from the browser; absent when it sent none or an invalid one. */
  submissionId?: string;
  /** The address the AI search check checked and its score, when the visitor came from its report. */
  checkedUrl?: string;
  checkScore?: number;
  /** The kept report's id, when the visitor came from one (src/lib/content/report-address.ts). */
  checkReport?: string;
  /** A comparison's competitors' addresses, beside checkedUrl (absolute http(s), at most two). */
  checkCompared?: string[];
}

export type ContactParseResult = { ok: true; data: ContactSubmission } | { ok: false; errors: ContactErrors };

// Control characters, line breaks included: a name or a phone number is one line of text.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// In the message, keep line breaks and tabs but nothing else invisible.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Strings are cleaned and trimmed; anything else is passed on for zod to reject. */
function singleLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(CONTROL_CHARS, " ").trim() : value;
}

function multiLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").replace(MESSAGE_CONTROL_CHARS, "").trim() : value;
}

/** An optional field left empty means "not given". */
function optionalSingleLine(value: unknown): unknown {
  const cleaned = singleLine(value);
  return cleaned === "" || cleaned === null ? undefined : cleaned;
}

function requiredText(field: "firstName" | "lastName") {
  const messages = CONTACT_MESSAGES[field];
  return z.preprocess(
    singleLine,
    z
      .string({ error: messages.required })
      .min(1, { error: messages.required })
      .max(LIMITS[field], { error: messages.tooLong }),
  );
}

const email = z.preprocess(
  singleLine,
  z
    .string({ error: CONTACT_MESSAGES.email.required })
    .min(1, { error: CONTACT_MESSAGES.email.required })
    .max(LIMITS.email, { error: CONTACT_MESSAGES.email.tooLong })
    // The pipe runs only on a string already within bounds, so the pattern never sees a huge input.
    .pipe(z.email({ error: CONTACT_MESSAGES.email.invalid })),
);

const phone = z.preprocess(
  optionalSingleLine,
  z
    .string({ error: CONTACT_MESSAGES.phone.invalid })
    .max(LIMITS.phone, { error: CONTACT_MESSAGES.phone.tooLong })
    .regex(/^[0-9 +()-]+$/, { error: CONTACT_MESSAGES.phone.invalid })
    .regex(/[0-9]/, { error: CONTACT_MESSAGES.phone.invalid })
    .optional(),
);

/**
 * Accepts what people type ("example.com.au", "www.example.com.au/about", "http://...") and
 * returns an absolute http(s) address, or undefined when it is not one.
 */
export function normaliseWebsite(input: string): string | undefined {
  if (/\s/.test(input)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  // "https://real.com.au@elsewhere.example" reads as one site and opens another.
  if (url.username !== "" || url.password !== "") return undefined;
  // A public site has a dotted name whose last label is not all digits (rules out "localhost").
  const labels = url.hostname.split(".");
  if (labels.length < 2 || labels.some((label) => label === "") || /^\d+$/.test(labels[labels.length - 1] ?? "")) {
    return undefined;
  }
  return withScheme;
}

const website = z.preprocess(
  optionalSingleLine,
  z
    .string({ error: CONTACT_MESSAGES.website.invalid })
    .max(LIMITS.website, { error: CONTACT_MESSAGES.website.tooLong })
    .transform((value, ctx) => {
      const normalised = normaliseWebsite(value);
      if (normalised === undefined) {
        ctx.issues.push({ code: "custom", message: CONTACT_MESSAGES.website.invalid, input: value });
        return z.NEVER;
      }
      return normalised;
    })
    .optional(),
);

function valuesOf<T extends readonly { value: string }[]>(options: T): [T[number]["value"], ...T[number]["value"][]] {
  const values = options.map((option) => option.value);
  const [first, ...rest] = values;
  if (first === undefined) throw new Error("An option list is empty.");
  return [first, ...rest];
}

/** The service field for the interests the build listed (passed down from the handler). */
const serviceFor = (interests: readonly Option[]) =>
  z.preprocess(optionalSingleLine, z.enum(valuesOf(interests), { error: CONTACT_MESSAGES.service.invalid }).optional());

const budget = z.preprocess(
  optionalSingleLine,
  z.enum(valuesOf(BUDGET_OPTIONS), { error: CONTACT_MESSAGES.budget.invalid }).optional(),
);

const message = z.preprocess(
  multiLine,
  z
    .string({ error: CONTACT_MESSAGES.message.required })
    .min(1, { error: CONTACT_MESSAGES.message.required })
    .max(LIMITS.message, { error: CONTACT_MESSAGES.message.tooLong }),
);

/** The visitor's fields, given the interests on offer. Unknown keys are dropped (zod's default for objects). */
const contactSchemaFor = (interests: readonly Option[]) =>
  z.object({
    firstName: requiredText("firstName"),
    lastName: requiredText("lastName"),
    email,
    phone,
    website,
    service: serviceFor(interests),
    budget,
    message,
  });
type ContactSchema = ReturnType<typeof contactSchemaFor>;

/** One schema per list of interests (a process has one list: the build's). */
const schemas = new WeakMap<readonly Option[], ContactSchema>();
function contactSchema(interests: readonly Option[]): ContactSchema {
  let schema = schemas.get(interests);
  if (!schema) {
    schema = contactSchemaFor(interests);
    schemas.set(interests, schema);
  }
  return schema;
}

const submissionIdSchema = z.uuid();

/** Own properties only: `__proto__`, `constructor` and inherited keys are never read. */
/** Own, plain-valued properties of `input` among `keys` (no getters run, nothing inherited). */
export function pickOwn(input: unknown, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  if (typeof input !== "object" || input === null || Array.isArray(input)) return picked;
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(input, key)) {
      const descriptor = Object.getOwnPropertyDescriptor(input, key);
      // A getter could run code or throw; a parsed body never has one.
      if (descriptor !== undefined && "value" in descriptor) picked[key] = descriptor.value;
    }
  }
  return picked;
}

function isContactField(key: PropertyKey | undefined): key is ContactField {
  return typeof key === "string" && (CONTACT_FIELDS as readonly string[]).includes(key);
}

/** The errors a visitor sees when nothing usable arrived at all. */
function requiredFieldErrors(): ContactErrors {
  return {
    firstName: CONTACT_MESSAGES.firstName.required,
    lastName: CONTACT_MESSAGES.lastName.required,
    email: CONTACT_MESSAGES.email.required,
    message: CONTACT_MESSAGES.message.required,
  };
}

/** Validates any input against the interests on offer; never throws. */
export function parseContact(input: unknown, interests: readonly Option[]): ContactParseResult {
  try {
    const picked = pickOwn(input, [...CONTACT_FIELDS, SUBMISSION_ID_FIELD, ...CHECK_FIELDS]);
    const result = contactSchema(interests).safeParse(picked);
    if (!result.success) {
      const errors: ContactErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        // First problem per field only: one clear sentence at each field.
        if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
      }
      return { ok: false, errors: Object.keys(errors).length > 0 ? errors : requiredFieldErrors() };
    }

    const data: ContactSubmission = {
      firstName: result.data.firstName,
      lastName: result.data.lastName,
      email: result.data.email,
      message: result.data.message,
    };
    if (result.data.phone !== undefined) data.phone = result.data.phone;
    if (result.data.website !== undefined) data.website = result.data.website;
    if (result.data.service !== undefined) data.service = result.data.service;
    if (result.data.budget !== undefined) data.budget = result.data.budget;
    // The id is plumbing, not something a visitor can fix: an unusable one is replaced later.
    const id = submissionIdSchema.safeParse(singleLine(picked[SUBMISSION_ID_FIELD]));
    if (id.success) data.submissionId = id.data.toLowerCase();
    const checkedUrl = singleLine(picked.checkedUrl);
    const checkScore = singleLine(picked.checkScore);
    if (
      typeof checkedUrl === "string" &&
      checkedUrl.length <= LIMITS.website &&
      normaliseWebsite(checkedUrl) === checkedUrl
    )
      data.checkedUrl = checkedUrl;
    if (data.checkedUrl !== undefined && typeof checkScore === "string" && /^(100|[1-9]?\d)$/.test(checkScore))
      data.checkScore = Number(checkScore);
    const checkReport = singleLine(picked.checkReport);
    if (data.checkedUrl !== undefined && isReportId(checkReport)) data.checkReport = checkReport;
    const checkCompared = singleLine(picked.checkCompared);
    if (data.checkedUrl !== undefined && typeof checkCompared === "string") {
      const addresses = checkCompared.split(/\s+/).filter(Boolean);
      if (
        addresses.length > 0 &&
        addresses.length <= MAX_CHECK_COMPARED &&
        addresses.every((address) => address.length <= LIMITS.website && normaliseWebsite(address) === address)
      )
        data.checkCompared = addresses;
    }
    return { ok: true, data };
  } catch {
    return { ok: false, errors: requiredFieldErrors() };
  }
}
