/**
 * POST /api/site-check/email/<report id>: a kept report's two email asks (view.ts), told apart by
 * the form's `ask` field.
 *
 * - "me": the visitor's address and their consent to be contacted. The address is kept with the
 *   report as an enquiry (acceptLead: the team's email, the chat alerts and the CRM as for any
 *   enquiry, but no confirmation, since the report is the answer), one a report and address
 *   (its id is made from both, so asking again keeps no second), while the report's summary and
 *   link go to the address (compose.ts reportEmail).
 * - "developer": the developer's address, the visitor's own and a note of plain text without links
 *   (compose.ts developerEmail); nothing is kept.
 *
 * Both: only from the site's own pages (the contact form's origin check); a trap a bot fills; a
 * body of at most MAX_EMAIL_BODY_BYTES; each field checked with zod, its error in the editors' words
 * at the field; never to an address that unsubscribed (said so, honestly); a visitor's daily count
 * (SITE_CHECK_EMAIL_LIMIT), a recipient's and, for developers, a report's (settings.ts); through the
 * site's one email transport (Resend, or the outbox's `report-emails/` folder), each email with its
 * signed unsubscribe link and List-Unsubscribe headers. JSON is answered for JSON (the page's
 * script); a form post without JavaScript is sent (303) to the report's page, which says it was
 * sent, or answered with that page again, the form's errors at its fields and what was typed kept.
 */
import { Buffer } from "node:buffer";
import { createHash, randomUUID } from "node:crypto";
import pTimeout from "p-timeout";
import { z } from "zod";
import { isPreviewDeploy, type Env } from "../../env";
import type { FunctionRequest } from "../../platform/function";
import type { Transport } from "../../platform/email";
import { consoleLogger, type Logger } from "../../platform/log";
import { isForeignRequest, originProblem, siteOrigin, siteOrigins, sourceOf } from "../../platform/origin";
import { hitVisitor, type RateDecision, type RateLimiter } from "../../platform/rate-limit";
import { header, NO_STORE, type FunctionResult } from "../../platform/result";
import { transportFromEnv } from "../../platform/transports/from-env";
import { reportIdIn, reportPath } from "../../content/report-address";
import { acceptLead, isUnsubscribed, leadStoreFor, parseAttribution, type LeadStore, type NewLead } from "../../leads";
import { builtWords } from "../handler";
import { boundedReport } from "../report-bounds";
import type { ReportCopy } from "../report-copy";
import { keptReportPage } from "../report-handler";
import { builtCopy, reportPage, type ReportFrame } from "../report-page";
import { loadReport, reportStoreOf, type ReportStoreSource, type StoredReport } from "../reports";
import { liveSection } from "../live/section";
import type { Words } from "../words";
import { fill } from "../words";
import { cleanNote, developerEmail, noteProblem, reportEmail, summaryOf } from "./compose";
import {
  DEVELOPER_EMAILS_PER_REPORT,
  emailLimit,
  emailLimiter,
  EMAILS_PER_RECIPIENT,
  MAX_EMAIL_BODY_BYTES,
  NOTE_MAX_CHARS,
  unsubscribeSecret,
} from "./settings";
import { unsubscribeUrl } from "./unsubscribe-link";
import {
  ASK_FIELD,
  EMAIL_HONEYPOT,
  FORM_IDS,
  isEmailAsk,
  type EmailAsk,
  type EmailAskState,
  type EmailField,
} from "./view";
import type { EmailAskWords } from "./words";

/** The outbox's folder for these emails, apart from the team's notifications. */
export const OUTBOX_FOLDER = "report-emails";
/** The most the limits may take to decide; past it the email is not sent (a guard on mail to strangers fails closed). */
const LIMIT_DEADLINE_MS = 1_500;
/** The lead store's and the reports store's share of the answer. */
const STORE_DEADLINE_MS = 3_000;
/** The team's email about a "me" enquiry, beside the visitor's: within the visitor's answer. */
const ANSWER_WITHIN_MS = 12_000;

export interface EmailAskDeps {
  reports?: ReportStoreSource;
  /** The lead store; by default the request's (leadStoreFor). `null`: none. */
  leads?: LeadStore | null;
  words?: Words;
  copy?: ReportCopy;
  frame?: ReportFrame | null;
  log?: Logger;
  now?: () => Date;
  limiter?: RateLimiter;
  /** The emails' transport; by default Resend when RESEND_API_KEY is set, else the outbox's report-emails folder. */
  transport?: (env: Env) => Transport;
}

const defaultLog = consoleLogger("site-check");

const JSON_HEADERS = { ...NO_STORE, "Content-Type": "application/json; charset=utf-8" } as const;

const emailAddress = z.string().trim().min(3).max(254).pipe(z.email());
const consent = z.union([z.literal("yes"), z.literal("on"), z.literal("true"), z.literal(true)]);
const note = z.string().max(NOTE_MAX_CHARS * 4);

type Fields = Record<string, unknown>;

function wantsJson(request: FunctionRequest): boolean {
  return (
    /application\/json/i.test(header(request, "accept") ?? "") ||
    /application\/json/i.test(header(request, "content-type") ?? "")
  );
}

/** The body as fields: what the parsers read (JSON or a form), or the raw text of either; anything else none. */
function fieldsOf(body: unknown): Fields {
  let raw: unknown = body;
  if (raw instanceof Uint8Array) raw = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("utf8");
  if (typeof raw === "string") {
    try {
      raw = raw.trimStart().startsWith("{") ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
    } catch {
      return {};
    }
  }
  return typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Fields) : {};
}

const text = (fields: Fields, name: string): string => {
  const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return typeof value === "string" ? value : "";
};

function isTooLarge(request: FunctionRequest): boolean {
  if (request.bodyTooLarge) return true;
  const declared = header(request, "content-length");
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) > MAX_EMAIL_BODY_BYTES;
}

/** A filled trap: a value other than nothing or blank text. */
function trapped(fields: Fields): boolean {
  const value = Object.hasOwn(fields, EMAIL_HONEYPOT) ? fields[EMAIL_HONEYPOT] : undefined;
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

/** The same report and address make the same enquiry: asking again keeps no second, and the team hears once. */
export function leadIdFor(reportId: string, email: string): string {
  const hex = createHash("sha256").update(`report-email\n${reportId}\n${email.trim().toLowerCase()}`).digest("hex");
  // As a UUID (version 8, RFC 9562: made by the application), which the leads' id column takes.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Checked {
  ask: EmailAsk;
  /** Where the email goes. */
  to: string;
  from?: string;
  note: string;
  typed: Partial<Record<EmailField, string>>;
  errors: Partial<Record<EmailField, string>>;
}

/** The form's fields checked, each error in the editors' words at its field; what was typed, to give back. */
function check(ask: EmailAsk, fields: Fields, words: EmailAskWords): Checked {
  const errors: Partial<Record<EmailField, string>> = {};
  if (ask === "me") {
    const email = emailAddress.safeParse(text(fields, "email"));
    if (!email.success) errors.email = words.errors.email;
    if (!consent.safeParse(Object.hasOwn(fields, "consent") ? fields.consent : undefined).success)
      errors.consent = words.errors.consent;
    return {
      ask,
      to: email.success ? email.data : "",
      note: "",
      typed: { email: text(fields, "email").slice(0, 254), consent: errors.consent ? "" : "yes" },
      errors,
    };
  }
  const to = emailAddress.safeParse(text(fields, "to"));
  if (!to.success) errors.to = words.errors.to;
  const from = emailAddress.safeParse(text(fields, "from"));
  if (!from.success) errors.from = words.errors.from;
  const given = note.safeParse(text(fields, "note"));
  const cleaned = cleanNote(given.success ? given.data : text(fields, "note").slice(0, NOTE_MAX_CHARS * 4));
  const problem = given.success ? noteProblem(cleaned) : "long";
  if (problem === "long") errors.note = fill(words.errors.note, { max: NOTE_MAX_CHARS });
  if (problem === "link") errors.note = words.errors.noteLink;
  return {
    ask,
    to: to.success ? to.data : "",
    ...(from.success ? { from: from.data } : {}),
    note: cleaned,
    typed: {
      to: text(fields, "to").slice(0, 254),
      from: text(fields, "from").slice(0, 254),
      note: text(fields, "note").slice(0, NOTE_MAX_CHARS * 2),
    },
    errors,
  };
}

/** A limit's answer within LIMIT_DEADLINE_MS, or undefined when it could not say (the email is not sent then). */
async function decided(hit: Promise<RateDecision>): Promise<RateDecision | undefined> {
  return pTimeout(hit, { milliseconds: LIMIT_DEADLINE_MS, fallback: () => undefined }).catch(() => undefined);
}

type Outcome =
  | { kind: "sent"; ask: EmailAsk }
  | {
      kind: "refused";
      status: number;
      code: string;
      error?: string;
      errors?: Partial<Record<EmailField, string>>;
      retryAfter?: number;
    };

export async function handleEmailAsk(
  request: FunctionRequest,
  env: Env,
  deps: EmailAskDeps = {},
): Promise<FunctionResult> {
  const started = Date.now();
  const log = deps.log ?? defaultLog;
  const now = (deps.now ?? (() => new Date()))();
  const json = wantsJson(request);
  const words = (deps.words ?? builtWords())?.emailAsks;
  const copy = deps.copy ?? builtCopy();
  const reportId = reportIdIn(request.path);
  const plain = (status: number, code: string, message: string, extra: Record<string, string> = {}): FunctionResult =>
    json
      ? { status, headers: { ...JSON_HEADERS, ...extra }, body: { ok: false, code, error: message } }
      : {
          status,
          headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...extra },
          body: `${message}\n`,
        };
  if (request.method.toUpperCase() !== "POST") return plain(405, "method", "Use POST.", { Allow: "POST" });
  const own = siteOrigins(env);
  if ("invalid" in own) return originProblem(own.invalid, log);
  // Refused outright, even for a form post: a redirect would only help the other site.
  if (isForeignRequest(sourceOf(request), own))
    return plain(403, "cross-site", words?.errors.crossSite ?? "This form can only be sent from our own website.");
  if (!words || !reportId) return plain(404, "not-offered", words?.errors.notOffered ?? "Not offered.");
  if (isTooLarge(request)) return plain(413, "too-large", fill(words.errors.note, { max: NOTE_MAX_CHARS }));
  const fields = fieldsOf(request.body);
  const ask = fields[ASK_FIELD];
  if (!isEmailAsk(ask)) return plain(400, "ask", words.errors.notOffered);
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, log);

  // The report, and the stores: without them nothing is kept or checked, so nothing is sent.
  let reports: Awaited<ReturnType<typeof reportStoreOf>>;
  let leads: LeadStore | undefined;
  let kept: StoredReport | undefined;
  try {
    reports = await pTimeout(reportStoreOf(deps.reports, env), { milliseconds: STORE_DEADLINE_MS });
    kept = reports
      ? await pTimeout(loadReport(reports, reportId, env, now), { milliseconds: STORE_DEADLINE_MS })
      : undefined;
    leads =
      deps.leads === undefined
        ? await pTimeout(leadStoreFor(env), { milliseconds: STORE_DEADLINE_MS })
        : (deps.leads ?? undefined);
  } catch (error) {
    log("error", `report email: a store did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checked = check(ask, fields, words);
  const typedState = (outcome: Extract<Outcome, { kind: "refused" }>): EmailAskState => ({
    ask,
    typed: checked.typed,
    ...(outcome.errors ? { errors: outcome.errors } : {}),
    ...(outcome.error ? { error: outcome.error } : {}),
  });

  const allWords = deps.words ?? builtWords();
  const answer = async (outcome: Outcome): Promise<FunctionResult> => {
    if (outcome.kind === "sent") {
      const message = ask === "me" ? words.me.sent : words.developer.sent;
      return json
        ? { status: 200, headers: JSON_HEADERS, body: { ok: true, message } }
        : {
            status: 303,
            headers: { ...NO_STORE },
            location: `${reportPath(reportId)}?emailed=${ask}#${FORM_IDS[ask]}`,
          };
    }
    const extra: Record<string, string> = outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {};
    if (json)
      return {
        status: outcome.status,
        headers: { ...JSON_HEADERS, ...extra },
        body: {
          ok: false,
          code: outcome.code,
          ...(outcome.error ? { error: outcome.error } : {}),
          ...(outcome.errors ? { errors: outcome.errors } : {}),
        },
      };
    // Without JavaScript: the report's page again, the form's errors at its fields, what was typed kept.
    const options = { copy, ...(deps.frame !== undefined ? { frame: deps.frame } : {}), origin: site.origin };
    let page;
    if (kept && reports) {
      const shown = allWords?.leftOut !== undefined ? boundedReport(kept, allWords.leftOut) : kept;
      const live = await liveSection(reports, shown, env, allWords?.live, now).catch(() => undefined);
      page = keptReportPage(shown, { ...options, live, words: allWords }, env, log, typedState(outcome));
    } else page = reportPage({ error: outcome.error ?? words.errors.unavailable }, options);
    return { status: outcome.status, headers: { ...page.headers, ...extra }, body: page.body };
  };

  if (!kept) {
    if (reports && leads !== undefined)
      return answer({ kind: "refused", status: 404, code: "missing", error: words.errors.missing });
    return answer({
      kind: "refused",
      status: 503,
      code: "unavailable",
      error: words.errors.unavailable,
      retryAfter: 60,
    });
  }
  // Bots are answered as people are, and nothing is sent or kept.
  if (trapped(fields)) {
    log("info", `report email (${ask}) for report ${reportId} caught by the trap; nothing sent`);
    return answer({ kind: "sent", ask });
  }
  if (Object.keys(checked.errors).length > 0)
    return answer({ kind: "refused", status: 400, code: "invalid", errors: checked.errors });
  // A preview checks the fields as the live site does, then sends nothing.
  if (isPreviewDeploy(env))
    return answer({ kind: "refused", status: 503, code: "preview", error: words.errors.preview });
  const secret = unsubscribeSecret(env, log);
  if (secret === undefined)
    return answer({ kind: "refused", status: 503, code: "not-offered", error: words.errors.notOffered });
  if (!leads)
    return answer({
      kind: "refused",
      status: 503,
      code: "unavailable",
      error: words.errors.unavailable,
      retryAfter: 60,
    });

  // The visitor's day first, so even learning that an address unsubscribed costs a count; then
  // the address's own state, then (to a developer) the report's day, and the recipient's.
  const limiter = deps.limiter ?? emailLimiter(env, log);
  const limit = emailLimit(env);
  const undecided = (): Outcome => {
    log("error", "report email: the limits did not answer in time; nothing sent");
    return { kind: "refused", status: 503, code: "unavailable", error: words.errors.unavailable, retryAfter: 60 };
  };
  /** A limit reached: 429 with its Retry-After, and the message for the form or for one field. */
  const limited = (
    code: string,
    retryAfter: number,
    message: Pick<Extract<Outcome, { kind: "refused" }>, "error" | "errors">,
  ): Promise<FunctionResult> => answer({ kind: "refused", status: 429, code, retryAfter, ...message });
  if (limit !== undefined) {
    const visitor = await decided(hitVisitor(limiter, request.clientAddress, limit));
    if (!visitor) return answer(undecided());
    if (!visitor.allowed) return limited("rate-limited", visitor.retryAfterSeconds, { error: words.errors.limited });
  }
  const recipientField: EmailField = ask === "me" ? "email" : "to";
  const unsubscribed = await pTimeout(isUnsubscribed(leads, checked.to), { milliseconds: STORE_DEADLINE_MS }).catch(
    (error: unknown) => {
      log("error", `report email: unsubscribes not read: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    },
  );
  if (unsubscribed === undefined)
    return answer({
      kind: "refused",
      status: 503,
      code: "unavailable",
      error: words.errors.unavailable,
      retryAfter: 60,
    });
  if (unsubscribed) {
    log("info", `report email (${ask}) for report ${reportId} not sent: the address unsubscribed`);
    return answer({
      kind: "refused",
      status: 409,
      code: "unsubscribed",
      errors: { [recipientField]: words.errors.unsubscribed },
    });
  }

  if (ask === "developer") {
    const report = await decided(limiter.hit(`report:${reportId}`, DEVELOPER_EMAILS_PER_REPORT));
    if (!report) return answer(undecided());
    if (!report.allowed)
      return limited("report-limited", report.retryAfterSeconds, { error: words.errors.reportLimited });
  }
  const recipient = await decided(limiter.hit(`to:${checked.to.toLowerCase()}`, EMAILS_PER_RECIPIENT));
  if (!recipient) return answer(undecided());
  if (!recipient.allowed)
    return limited("recipient-limited", recipient.retryAfterSeconds, {
      errors: { [recipientField]: words.errors.recipientLimited },
    });

  const agency = copy.design.agency.name;
  const summary = summaryOf(kept, copy.design.words.verdicts, site.origin);
  const unsubscribe = unsubscribeUrl(site.origin, secret, checked.to);
  const message =
    ask === "me"
      ? reportEmail(summary, words, { to: checked.to, agency, unsubscribeUrl: unsubscribe, env })
      : developerEmail(summary, words, {
          to: checked.to,
          from: checked.from ?? "",
          note: checked.note,
          agency,
          unsubscribeUrl: unsubscribe,
          env,
        });
  const transport = deps.transport ? deps.transport(env) : transportFromEnv(env, log, OUTBOX_FOLDER);
  const key = `report-email-${randomUUID()}`;
  const sending = transport.send(message, key).catch((error: unknown) => ({
    ok: false as const,
    reason: `transport threw: ${error instanceof Error ? error.message : String(error)}`,
  }));
  // "Email me": the address kept with the report as an enquiry, beside the email.
  const keeping =
    ask === "me"
      ? acceptLead(meLead(kept, checked.to, words, agency, request, now), {
          env,
          log,
          store: leads,
          now: deps.now,
          confirm: false,
          answer: { startedAt: started, withinMs: ANSWER_WITHIN_MS },
        }).catch((error: unknown) => {
          log(
            "error",
            `report email: the enquiry was not kept: ${error instanceof Error ? error.message : String(error)}`,
          );
          return undefined;
        })
      : Promise.resolve(undefined);
  const [sent, accepted] = await Promise.all([sending, keeping]);
  const lead = accepted ? ` (enquiry ${accepted.kept})` : "";
  if (!sent.ok) {
    log(
      "error",
      `report email (${ask}) ${key} for report ${reportId} not sent via ${transport.name}: ${sent.reason}${lead}`,
    );
    return answer({
      kind: "refused",
      status: 503,
      code: "unavailable",
      error: words.errors.unavailable,
      retryAfter: 60,
    });
  }
  log("info", `report email (${ask}) ${key} for report ${reportId} sent via ${transport.name}${lead}`);
  return answer({ kind: "sent", ask });
}

/** The enquiry "Email me this report" keeps: the address, the report, and the consent as the visitor ticked it. */
function meLead(
  report: StoredReport,
  email: string,
  words: EmailAskWords,
  agency: string,
  request: FunctionRequest,
  now: Date,
): NewLead {
  return {
    id: leadIdFor(report.id, email),
    receivedAt: now,
    firstName: "",
    lastName: "",
    email,
    message: fill(words.me.leadMessage, { consent: fill(words.me.consentLabel, { agency }) }),
    website: report.url,
    interest: words.me.interest,
    checkedUrl: report.url,
    ...(report.score !== null ? { checkScore: report.score } : {}),
    checkReport: report.id,
    attribution: parseAttribution({}, { siteHost: header(request, "host"), referer: header(request, "referer") }),
  };
}
