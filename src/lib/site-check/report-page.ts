/**
 * The whole page the Function answers a form posted without JavaScript: the report (or why there
 * is none) in the site's colours and faces, and the form to check another address. Its one style
 * block is allowed by its hash; it runs no script.
 */
import { createHash } from "node:crypto";
import escapeHtml from "escape-html";
import type { CheckReport } from "./run";
import { FALLBACK_COPY, renderError, renderReport, REPORT_CSS, type ReportCopy } from "./report-markup";

const e = (value: string | number): string => escapeHtml(String(value));

/** The copy the build wrote into the Function, else FALLBACK_COPY. */
export function builtCopy(): ReportCopy {
  try {
    const parsed: unknown = JSON.parse(process.env.SITE_CHECK_COPY ?? "null");
    return typeof parsed === "object" && parsed !== null
      ? { ...FALLBACK_COPY, ...(parsed as Partial<ReportCopy>) }
      : FALLBACK_COPY;
  } catch {
    return FALLBACK_COPY;
  }
}

const PAGE_CSS =
  "body{margin:0;font-family:Inter,system-ui,sans-serif;font-size:1rem;line-height:1.6;color:#0b1f3a;background:#fff}" +
  "header,footer{background:#0b1f3a;color:#fff;padding:1rem 1.25rem}footer{background:#07152a;margin-top:3rem}header a,footer a{color:#5eead4}" +
  "main{max-width:72rem;margin:0 auto;padding:2rem 1.25rem}h1{font-family:'Instrument Sans',system-ui,sans-serif;font-weight:600;font-size:2.375rem;line-height:1.1;letter-spacing:-.025em;margin:0 0 1rem}" +
  "form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:1.5rem 0}label{display:block;font-weight:600}input{font:inherit;padding:.625rem .75rem;border:1px solid #2b4a7a;border-radius:.375rem;min-width:16rem}" +
  "button{font:inherit;font-weight:600;background:#5eead4;color:#0b1f3a;border:2px solid #0f766e;border-radius:.5rem;padding:.625rem 1.25rem;cursor:pointer}" +
  ":focus-visible{outline:3px solid #0d7f74;outline-offset:2px}";

export interface ReportPage {
  headers: Record<string, string>;
  body: string;
}

/** A whole page for a form posted without JavaScript: the report (or why there is none) and the form to check another address. */
export function reportPage(
  content: { report: CheckReport } | { error: string; typed?: string },
  copy: ReportCopy = builtCopy(),
): ReportPage {
  const style = `${PAGE_CSS}${REPORT_CSS}`;
  const styleHash = `sha256-${createHash("sha256").update(style, "utf8").digest("base64")}`;
  const main = "report" in content ? renderReport(content.report, copy) : renderError(content.error, copy);
  const typed = "report" in content ? content.report.url : (content.typed ?? "");
  const title = "report" in content ? `${copy.reportHeading}: ${new URL(content.report.url).host}` : copy.errorHeading;
  const body =
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${e(title)} | ${e(copy.siteName)}</title><link rel="stylesheet" href="/_fonts/faces.css"><style>${style}</style></head>` +
    `<body><header><a href="/">${e(copy.siteName)}</a></header><main id="main"><h1>${e(title)}</h1>${main}` +
    `<form method="get" action="/api/site-check"><div><label for="sc-url">${e(copy.againLabel)}</label><input id="sc-url" name="url" type="text" inputmode="url" autocomplete="url" required value="${e(typed)}"></div><button type="submit">${e(copy.button)}</button></form>` +
    `</main><footer><a href="/ai-search-check/">${e(copy.reportHeading)}</a></footer></body></html>`;
  return {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": `default-src 'none'; style-src '${styleHash}' 'self'; font-src 'self' data:; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    },
    body,
  };
}
