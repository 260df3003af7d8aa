/**
 * A whole report page, in the site's layout: the header, footer, faces, styles and menus' script
 * of the page the build made at /ai-search-check/report/ (its "frame", which says a report is not
 * there), with the report rendered into its <main> by react-dom/server. The build writes the frame
 * into the compiled Functions after the HTML is rendered (report-frame.ts); a Function compiled
 * without it (`gatsby develop`, unit tests) draws a plain page instead. Each page's
 * Content-Security-Policy allows exactly its inline scripts, by hash, as the build's do.
 */
import escapeHtml from "escape-html";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { policyForHtml } from "../seo";
import { contactHref, FALLBACK_COPY, type ReportCopy } from "./report-copy";
import { CHECK_API_PATH, reportPath } from "../content/report-address";
import { handedOver } from "../content/function-data";
import { quoted } from "./quote";
import { REPORT_PAGE_CSS, REPORT_PAGE_SCRIPT } from "./report-style";
import { askLabel, ReportError, ReportView, type ReportData } from "./report-view";
import { COMPARE_FIELDS, type CompareField } from "./compare-fields";
import { AGENT_TOOL_NAMES, agentForm } from "../content/agent-forms";
import { EMAIL_ASKS_SCRIPT } from "./email/script";

/** A competitor's address as the visitor typed it, by its field. */
type Typed = { field: CompareField; typed: string };

/**
 * The frame: the page's HTML up to its <main>'s content (its head's words made tokens), that
 * content (the not-found message), and the rest; and the head's words as the build wrote them.
 */
export interface ReportFrame {
  head: string;
  main: string;
  tail: string;
  words: FrameWords;
}

export interface FrameWords {
  title: string;
  description: string;
  url: string;
  /** The phone's action bar's one action: on a report, the report's own ask; the frame keeps the page's. */
  bar?: { href: string; label: string };
}

/**
 * Where the frame names the page: its title, description and address, and the phone's action
 * bar's link (report-frame.ts puts them there).
 */
export const FRAME_TOKENS = {
  title: "%SC-TITLE%",
  description: "%SC-DESCRIPTION%",
  url: "%SC-URL%",
  barHref: "%SC-BAR-HREF%",
  barLabel: "%SC-BAR-LABEL%",
} as const;

/**
 * Replaced, in the compiled Functions, by the frame as JSON (report-frame.ts). Anything that is
 * not a frame's JSON (this marker) leaves the plain page.
 */
const BUILT_FRAME = "__SITE_CHECK_REPORT_FRAME__";

function parseFrame(source: string): ReportFrame | undefined {
  try {
    const parsed: unknown = JSON.parse(source);
    const frame = parsed as Partial<ReportFrame> | null;
    return typeof frame?.head === "string" &&
      typeof frame.main === "string" &&
      typeof frame.tail === "string" &&
      typeof frame.words === "object"
      ? (frame as ReportFrame)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The frame the build wrote into this Function, if it did. */
export function builtFrame(): ReportFrame | undefined {
  return parseFrame(BUILT_FRAME);
}

/** The copy and design data the build handed the Function (content/function-data.ts), else FALLBACK_COPY's. */
export function builtCopy(): ReportCopy {
  const copy = handedOver("siteCheckCopy");
  return copy ? { ...copy, design: handedOver("siteCheckDesign") ?? FALLBACK_COPY.design } : FALLBACK_COPY;
}

export interface ReportPage {
  headers: Record<string, string>;
  body: string;
}

export type PageContent =
  | { report: ReportData }
  /** Why there is no report, with what was typed (competitors' addresses too) and the field it is about. */
  | { error: string; typed?: string; compared?: readonly Typed[]; field?: "url" | CompareField }
  /** A report that is not kept: the frame as the build made it. */
  | { missing: true };

/**
 * The form to check an address (again), as the check page sends it without JavaScript, with its
 * competitors' fields folded (open, with the sentence at the field, when one of them was refused).
 */
function CheckForm({
  copy,
  typed,
  compared = [],
  field,
  error,
}: {
  copy: ReportCopy;
  typed: string;
  compared?: readonly Typed[];
  field?: "url" | CompareField;
  error?: string;
}) {
  const labels: Record<CompareField, string> = {
    compare1: copy.compare.firstLabel,
    compare2: copy.compare.secondLabel,
  };
  return h(
    "form",
    {
      className: "sc-again",
      method: "get",
      action: CHECK_API_PATH,
      ...agentForm(AGENT_TOOL_NAMES.check, copy.agents.description, { autoSubmit: true }),
    },
    h("label", { htmlFor: "sc-url" }, copy.againLabel),
    h(
      "div",
      null,
      h("input", {
        id: "sc-url",
        name: "url",
        type: "text",
        inputMode: "url",
        autoComplete: "url",
        required: true,
        maxLength: 2048,
        toolparamdescription: copy.agents.url,
        defaultValue: typed,
      }),
      h("button", { type: "submit" }, copy.button),
    ),
    h(
      "details",
      { className: "sc-compare-fields", open: compared.length > 0 },
      h("summary", null, copy.compare.toggle),
      h("p", { className: "sc-note", id: "sc-compare-hint" }, copy.compare.hint),
      ...COMPARE_FIELDS.map((name) => {
        const wrong = field === name && error !== undefined;
        return h(
          "p",
          { key: name },
          h("label", { htmlFor: `sc-${name}` }, labels[name]),
          h("input", {
            id: `sc-${name}`,
            name,
            type: "text",
            inputMode: "url",
            maxLength: 2048,
            toolparamdescription: copy.agents.competitor,
            defaultValue: compared.find((c) => c.field === name)?.typed ?? "",
            "aria-describedby": wrong ? `sc-${name}-error` : "sc-compare-hint",
            ...(wrong ? { "aria-invalid": true } : {}),
          }),
          wrong ? h("span", { className: "sc-field-error", id: `sc-${name}-error` }, error) : null,
        );
      }),
    ),
  );
}

function Main({
  content,
  copy,
  origin,
}: {
  content: Exclude<PageContent, { missing: true }>;
  copy: ReportCopy;
  origin?: string;
}): ReactNode {
  return h(
    "div",
    { className: "sc-page" },
    "report" in content
      ? h(ReportView, { report: content.report, copy, level: 1, ...(origin ? { origin } : {}) })
      : h(ReportError, { message: content.error, copy, level: 1 }),
    "report" in content
      ? h(CheckForm, { copy, typed: content.report.address })
      : h(CheckForm, {
          copy,
          typed: content.typed ?? "",
          ...(content.compared ? { compared: content.compared } : {}),
          ...(content.field ? { field: content.field, error: content.error } : {}),
        }),
    "report" in content && content.report.id !== undefined
      ? h("script", { dangerouslySetInnerHTML: { __html: REPORT_PAGE_SCRIPT } })
      : null,
    "report" in content && content.report.emailAsks !== undefined
      ? h("script", { dangerouslySetInnerHTML: { __html: EMAIL_ASKS_SCRIPT } })
      : null,
  );
}

/** The plain page, for a Function built without the frame. */
function plainPage(title: string, main: string): string {
  const head = renderToStaticMarkup(
    h(
      Fragment,
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("meta", { name: "robots", content: "noindex" }),
      h("title", null, title),
      h("link", { rel: "stylesheet", href: "/_fonts/faces.css" }),
      h("style", { dangerouslySetInnerHTML: { __html: REPORT_PAGE_CSS } }),
    ),
  );
  return `<!doctype html><html lang="en-AU"><head>${head}</head><body><main id="main">${main}</main></body></html>`;
}

const hostOf = (url: string): string => quoted(URL.canParse(url) ? new URL(url).host : url);

export interface PageOptions {
  copy?: ReportCopy;
  /** The frame; by default the one the build wrote in, else a plain page. */
  frame?: ReportFrame | null;
  /** The site's origin, to show a report's link in full and name the page's address. */
  origin?: string;
}

/** The whole page, and its headers: never cached or indexed, its inline scripts allowed by hash. */
export function reportPage(content: PageContent, options: PageOptions = {}): ReportPage {
  const copy = options.copy ?? builtCopy();
  const frame = options.frame === undefined ? builtFrame() : (options.frame ?? undefined);
  let body: string;
  if ("missing" in content) {
    body = frame
      ? fillFrame(frame, frame.words, frame.main)
      : plainPage(copy.errorHeading, renderToStaticMarkup(h(Main, { content: { error: copy.missingText }, copy })));
  } else {
    const title =
      "report" in content
        ? `${copy.reportHeading}: ${hostOf(content.report.url)} | ${copy.siteName}`
        : `${copy.errorHeading} | ${copy.siteName}`;
    const main = renderToStaticMarkup(
      h(Main, { content, copy, ...(options.origin ? { origin: options.origin } : {}) }),
    );
    const description =
      "report" in content ? `${copy.reportHeading}: ${quoted(content.report.url)}` : copy.errorHeading;
    const url =
      "report" in content && content.report.id !== undefined
        ? `${options.origin ?? ""}${reportPath(content.report.id)}`
        : "";
    // On a report, the phone's bar asks for the consultation about it, not for the check again.
    const bar =
      "report" in content ? { href: contactHref(content.report), label: askLabel(content.report, copy) } : undefined;
    body = frame
      ? fillFrame(frame, { title, description, url, ...(bar ? { bar } : {}) }, main)
      : plainPage(title, main);
  }
  return { headers: pageHeaders(body), body };
}

/**
 * Another page of the check's own in the site's layout (the unsubscribe page): `main` as the
 * frame's <main>'s content under `title`, never cached or indexed, with no script of its own.
 */
export function framedPage(title: string, main: string, options: Pick<PageOptions, "copy" | "frame"> = {}): ReportPage {
  const copy = options.copy ?? builtCopy();
  const frame = options.frame === undefined ? builtFrame() : (options.frame ?? undefined);
  const full = `${title} | ${copy.siteName}`;
  const body = frame ? fillFrame(frame, { title: full, description: title, url: "" }, main) : plainPage(full, main);
  return { headers: pageHeaders(body), body };
}

/** A page's headers: never cached or indexed, its inline scripts allowed by hash, no referrer passed on. */
function pageHeaders(body: string): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
    // A report's address is all it takes to open it: no link on it may pass it on.
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": policyForHtml(body),
  };
}

/**
 * The frame with these words in its head and `main` as its <main>'s content. The words name the
 * checked site, so each goes in by a replacer function: a `$&` or `$'` in them stays as written.
 */
export function fillFrame(frame: ReportFrame, words: FrameWords, main: string): string {
  const head = frame.head
    .replaceAll(FRAME_TOKENS.title, () => escapeHtml(words.title))
    .replaceAll(FRAME_TOKENS.description, () => escapeHtml(words.description))
    .replaceAll(FRAME_TOKENS.url, () => escapeHtml(words.url));
  const bar = words.bar ?? frame.words.bar;
  const tail = bar
    ? frame.tail
        .replaceAll(FRAME_TOKENS.barHref, () => escapeHtml(bar.href))
        .replaceAll(FRAME_TOKENS.barLabel, () => escapeHtml(bar.label))
    : frame.tail;
  return `${head}${main}${tail}`;
}
