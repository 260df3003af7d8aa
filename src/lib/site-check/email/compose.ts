/**
 * The two emails a kept report's page can send, in the editors' words (words.ts):
 *
 * - to the visitor, "Email me this report": the site checked, when, the score and the verdict
 *   sentence, the Fix first items, the report's link; plain text and simple HTML; replies go to
 *   the team.
 * - to the visitor's developer: plain text only, bounded (MAX_DEVELOPER_TEXT_CHARS), naming the
 *   visitor's address as its sender and the agency's check as the way it came, the visitor's note
 *   (plain text of NOTE_MAX_CHARS, refused if anything in it looks like a link: noteProblem) and
 *   the report's link; replies go to the visitor. It does not name the site checked: a mail client
 *   would make a link of its domain, and this email links to nothing but the report.
 *
 * Neither carries a link to anywhere but the report's own page and the signed unsubscribe link,
 * both on the site; the visitor's own email names the site checked by its host alone, never an
 * address with a path or query. Each has the unsubscribe link in its text and in the
 * List-Unsubscribe headers (RFC 8058: one-click by POST).
 */
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { setting, type Env } from "../../env";
import { DEFAULT_FROM, DEFAULT_TO, type EmailMessage } from "../../platform/email";
import { reportPath } from "../../content/report-address";
import { quoted } from "../quote";
import { groupFixes, verdict, type ReportWords } from "../report-design";
import { checkedTime } from "../report-view";
import type { StoredReport } from "../reports";
import { fill } from "../words";
import { MAX_DEVELOPER_TEXT_CHARS, NOTE_MAX_CHARS } from "./settings";
import type { EmailAskWords } from "./words";

/** The Fix first items an email lists by name; the rest are counted. */
export const FIX_FIRST_LISTED = 10;

/** What the visitor's email says of the report. */
export interface ReportSummary {
  host: string;
  checkedAt: string;
  score: number | null;
  verdict?: string;
  /** Why there is no score: the unread page's title. */
  unread?: string;
  fixFirst: string[];
  /** The fixes the email does not name: Worth fixing, and Fix first past FIX_FIRST_LISTED. */
  more: number;
  reportUrl: string;
}

/** The checked site's host, as the report shows it: never its path or query, which anyone can write. */
export const hostOf = (url: string): string => quoted(URL.canParse(url) ? new URL(url).host : url);

export function summaryOf(
  report: Pick<StoredReport, "id" | "url" | "checkedAt" | "score" | "findings" | "unread">,
  verdicts: ReportWords["verdicts"],
  origin: string,
): ReportSummary {
  const { fixFirst, worthFixing } = groupFixes(report.findings);
  const toFix = fixFirst.length + worthFixing.length;
  const said = verdict(report.score, toFix, verdicts);
  return {
    host: hostOf(report.url),
    checkedAt: report.checkedAt,
    score: report.score,
    ...(said !== undefined ? { verdict: said } : {}),
    ...(report.unread ? { unread: report.unread.title } : {}),
    fixFirst: fixFirst.slice(0, FIX_FIRST_LISTED).map((f) => f.title),
    more: toFix - Math.min(fixFirst.length, FIX_FIRST_LISTED),
    reportUrl: `${origin}${reportPath(report.id)}`,
  };
}

/** One line, for a subject: no line breaks whatever a value held. */
const oneLine = (text: string): string => text.replace(/[\r\n\t]+/g, " ").trim();

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058 (one-click, by POST to the same address). */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const FACE = "Arial,Helvetica,sans-serif";

function Html({ subject, children }: { subject: string; children: ReactNode[] }) {
  return h(
    "html",
    { lang: "en-AU" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, subject)),
    h(
      "body",
      { style: { fontFamily: FACE, fontSize: "15px", lineHeight: 1.5, color: "#1a202c", margin: 0, padding: "16px" } },
      h("div", { style: { maxWidth: "560px" } }, ...children),
    ),
  );
}

/** "Email me this report": to the visitor, with the report's summary and link. */
export function reportEmail(
  summary: ReportSummary,
  words: EmailAskWords,
  options: { to: string; agency: string; unsubscribeUrl: string; env: Env },
): EmailMessage {
  const w = words.email;
  const values = { host: summary.host, agency: options.agency, date: checkedTime(summary.checkedAt) };
  const subject = oneLine(
    summary.score === null ? fill(w.subject, values) : fill(w.subjectScored, { ...values, score: summary.score }),
  );
  const intro = fill(w.intro, values);
  const scoreLine =
    summary.score === null ? fill(w.noScore, { why: summary.unread ?? "" }) : fill(w.score, { score: summary.score });
  const more = summary.more > 0 ? fill(w.more, { count: summary.more }) : undefined;
  const unsubscribe = fill(w.unsubscribe, { agency: options.agency, link: options.unsubscribeUrl });
  const text = [
    intro,
    [scoreLine, summary.verdict].filter(Boolean).join("\n"),
    summary.fixFirst.length === 0
      ? w.nothingFirst
      : [w.fixFirst, ...summary.fixFirst.map((title) => `- ${title}`)].join("\n"),
    more,
    `${w.link}\n${summary.reportUrl}`,
    w.reply,
    `--\n${w.why}\n${unsubscribe}`,
  ]
    .filter((part): part is string => part !== undefined && part !== "")
    .join("\n\n");
  const p = (key: string, text: string, style: Record<string, string> = {}) =>
    h("p", { key, style: { margin: "0 0 16px", ...style } }, text);
  const [before, after] = fill(w.unsubscribe, { agency: options.agency, link: "\u0000" }).split("\u0000");
  const html = renderToStaticMarkup(
    h(Html, {
      subject,
      children: [
        p("intro", intro),
        h("p", { key: "score", style: { margin: "0 0 4px", fontSize: "20px", fontWeight: 700 } }, scoreLine),
        summary.verdict ? p("verdict", summary.verdict) : null,
        summary.fixFirst.length === 0
          ? p("none", w.nothingFirst)
          : h(
              "div",
              { key: "fixes" },
              h("p", { style: { margin: "0 0 4px", fontWeight: 700 } }, w.fixFirst),
              h(
                "ul",
                { style: { margin: "0 0 16px", paddingLeft: "20px" } },
                ...summary.fixFirst.map((title, i) => h("li", { key: i }, title)),
              ),
            ),
        more ? p("more", more) : null,
        h(
          "p",
          { key: "link", style: { margin: "0 0 16px" } },
          h(
            "a",
            {
              href: summary.reportUrl,
              style: {
                display: "inline-block",
                background: "#1a2b4a",
                color: "#ffffff",
                padding: "10px 16px",
                borderRadius: "6px",
                fontWeight: 700,
                textDecoration: "none",
              },
            },
            w.button,
          ),
        ),
        p("reply", w.reply),
        h(
          "p",
          { key: "why", style: { margin: "24px 0 0", fontSize: "13px", color: "#4a5568" } },
          w.why,
          " ",
          before ?? "",
          h("a", { href: options.unsubscribeUrl, style: { color: "#4a5568" } }, options.unsubscribeUrl),
          after ?? "",
        ),
      ].filter((part) => part !== null),
    }),
  );
  return {
    from: setting(options.env, "CONTACT_FROM") ?? DEFAULT_FROM,
    to: options.to,
    subject,
    html: `<!doctype html>\n${html}\n`,
    text: `${text}\n`,
    // A reply is for the team: "Reply to this email to talk to a strategist".
    reply_to: setting(options.env, "CONTACT_TO") ?? DEFAULT_TO,
    headers: unsubscribeHeaders(options.unsubscribeUrl),
  };
}

/** Characters that hide or reorder text (zero-width, bidirectional controls), taken out of a note before it is read. */
const HIDDEN = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
/** Control characters but the line break. */
// eslint-disable-next-line no-control-regex -- the point is to remove them
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/** A note as the email carries it: plain text, line breaks kept (at most one blank line in a row), hidden characters out. */
export function cleanNote(raw: string): string {
  return raw
    .replace(/\r\n?/g, "\n")
    .replace(HIDDEN, "")
    .replace(/\t/g, " ")
    .replace(CONTROL, "")
    .replace(/[ \u00A0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Top-level domains a mail client makes a link of, besides any two letters (a country's): the
 * common generic ones and those most used in spam. A word like "index.html" or "Node.js" may be
 * refused with them; the visitor can say it otherwise.
 */
const GENERIC_TLDS =
  "com|net|org|info|biz|edu|gov|mil|int|io|ai|app|dev|xyz|online|site|shop|store|top|club|live|tech|link|click|page|website|space|fun|icu|vip|buzz|cloud|digital|email|agency|services|solutions|company|business|world|today|news|blog|one|pro|name|mobi|asia|tel|travel|jobs|cam|rest|bar|work|support|help|finance|loan|money|win|bet|casino|porn|sex|xxx|zip|mov|lol|wang|ren|men|review|country|stream|download|racing|date|faith|party|science|trade|webcam|accountant|cricket|gdn|kim|ltd|group|global|network|systems|zone|life|city|media|studio|design|social|gay|wtf|ink|run|ws|cc|tv|me|co|us|au|uk";

const LINKISH: readonly RegExp[] = [
  // Any scheme with an authority (https://, ftp://, a made-up one).
  /[a-z][a-z0-9+.-]*:\/\//i,
  // Schemes without one that a client turns into an action.
  /\b(?:mailto|tel|sms|callto|javascript|data|file|ftp|news|irc|magnet|bitcoin|skype|whatsapp):/i,
  /\bwww\d{0,3}\./i,
  // An email address.
  /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/,
  // A domain name: labels, each and a dot, before a top-level domain (a listed one, any two
  // letters, punycode, or one in another script).
  new RegExp(
    String.raw`(?:^|[^\p{L}\p{N}_@.-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?[.。．｡])+(?:${GENERIC_TLDS}|[a-z]{2}|xn--[a-z0-9-]+|[^\p{ASCII}\s\p{P}\p{S}\p{N}]{2,})(?=$|[^\p{L}\p{N}_-])`,
    "iu",
  ),
  // An IPv4 address.
  /\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/,
];

/** Whether anything in `text` looks like a link: an address with a scheme, www., an email address, a domain name or an IP address. */
export const looksLinkable = (text: string): boolean => LINKISH.some((pattern) => pattern.test(text));

/** What is wrong with a note, or undefined: too long, or something in it looks like a link. */
export function noteProblem(note: string): "long" | "link" | undefined {
  // In UTF-16 code units, as the form's maxlength counts them.
  if (note.length > NOTE_MAX_CHARS) return "long";
  return looksLinkable(note) ? "link" : undefined;
}

/** "Email to my developer": plain text, from the agency's address, naming the visitor; replies go to the visitor. */
export function developerEmail(
  summary: Pick<ReportSummary, "reportUrl">,
  words: EmailAskWords,
  options: { to: string; from: string; note: string; agency: string; unsubscribeUrl: string; env: Env },
): EmailMessage {
  const w = words.developerEmail;
  // No host: a mail client makes a link of a domain name, and this email's one link is the report's.
  const values = { from: options.from, agency: options.agency };
  const text = [
    fill(w.intro, values),
    options.note === "" ? undefined : `${w.note}\n${options.note}`,
    `${w.link}\n${summary.reportUrl}`,
    `--\n${fill(w.why, values)}\n${fill(w.unsubscribe, { agency: options.agency, link: options.unsubscribeUrl })}`,
  ]
    .filter((part): part is string => part !== undefined)
    .join("\n\n");
  if (text.length > MAX_DEVELOPER_TEXT_CHARS)
    throw new Error(
      `the developer's email would be ${text.length} characters, over ${MAX_DEVELOPER_TEXT_CHARS}: shorten data/site-check.yaml's emailAsks.developerEmail`,
    );
  return {
    from: setting(options.env, "CONTACT_FROM") ?? DEFAULT_FROM,
    to: options.to,
    subject: oneLine(fill(w.subject, values)),
    text: `${text}\n`,
    reply_to: options.from,
    headers: unsubscribeHeaders(options.unsubscribeUrl),
  };
}
