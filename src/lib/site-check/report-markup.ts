/**
 * The report as HTML, one renderer for both ways it is shown: the island puts renderReport's
 * markup under the form without a reload, and the Function's page for a form posted without
 * JavaScript (report-page.ts) wraps the same markup. Every value from the checked site is
 * escaped. The labels are the page's copy (data/pages/ai-search-check.yaml), which the build
 * hands the Function (SITE_CHECK_COPY, gatsby-node.ts) and the island as props. Free of Node
 * APIs: the island bundles it.
 */
import escapeHtml from "escape-html";
import type { EvidenceKind, Status } from "./checks/define";
import type { CheckReport, Finding } from "./run";

export interface ReportCopy {
  formLabel: string;
  formHint: string;
  button: string;
  progress: string;
  reportHeading: string;
  scoreLabel: string;
  statusLabels: Record<Status, string>;
  whyLabel: string;
  actionLabel: string;
  serviceLabel: string;
  ctaLabel: string;
  ctaNote: string;
  errorHeading: string;
  againLabel: string;
  siteName: string;
  /** Beside each finding: how strong its evidence is. */
  evidenceLabels: Record<EvidenceKind, string>;
  /** Before the evidence's source. */
  sourceLabel: string;
  /** Where the score would be, when the page could not be read. */
  noScoreLabel: string;
}

/** Used only when the build gave none (unit tests); the page's YAML is the copy. */
export const FALLBACK_COPY: ReportCopy = {
  formLabel: "Your website's address",
  formHint: "For example yourbusiness.com.au",
  button: "Check my site",
  progress: "Checking…",
  reportHeading: "AI search check",
  scoreLabel: "Score",
  statusLabels: { pass: "Pass", warn: "Worth fixing", fail: "Fix this" },
  whyLabel: "Why it matters",
  actionLabel: "What to do",
  serviceLabel: "How we help",
  ctaLabel: "Send me this report and talk to us",
  ctaNote: "We keep only the address and the score.",
  errorHeading: "We could not check that address",
  againLabel: "Check another address",
  siteName: "Harbour AI SEO",
  evidenceLabels: {
    documented: "Documented by the engines",
    research: "Measured in published research",
    convention: "A convention: not scored",
  },
  sourceLabel: "Source",
  noScoreLabel: "No score",
};

const e = (value: string | number): string => escapeHtml(String(value));

/** Where the report's call leads: the contact form, with the address and (when there is one) the score filled in. */
export function contactHref(report: Pick<CheckReport, "url" | "score">): string {
  const fields: Record<string, string> = { checkedUrl: report.url };
  if (report.score !== null) fields.checkScore = String(report.score);
  return `/contact/?${new URLSearchParams(fields).toString()}#contact-form`;
}

/** A finding's evidence: how strong it is, and its source as a link. */
function evidence(f: Finding, copy: ReportCopy): string {
  const source = f.evidence.source;
  const link = source
    ? ` <span>${e(copy.sourceLabel)}: <a href="${e(source.url)}" rel="noopener noreferrer">${e(source.publisher)}, ${e(source.title)}</a></span>`
    : "";
  return `<p class="sc-evidence" data-evidence="${e(f.evidence.kind)}">${e(copy.evidenceLabels[f.evidence.kind])}.${link}</p>`;
}

/** The report's markup (a section), shared by the island and the Function's page. */
export function renderReport(report: CheckReport, copy: ReportCopy): string {
  const host = new URL(report.url).host;
  const categories = report.categories
    .map((c) => `<li><span>${e(c.title)}</span> <strong>${e(c.score)}</strong></li>`)
    .join("");
  const order: Status[] = ["fail", "warn", "pass"];
  const findings = [...report.findings]
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))
    .map(
      (f) =>
        `<li class="sc-finding sc-${f.status}" id="finding-${e(f.id)}"><p class="sc-status">${e(copy.statusLabels[f.status])}</p><h3>${e(f.title)}</h3><p>${e(f.detail)}</p>` +
        (f.status === "pass"
          ? ""
          : `<dl><dt>${e(copy.whyLabel)}</dt><dd>${e(f.why)}</dd><dt>${e(copy.actionLabel)}</dt><dd>${e(f.action)}</dd><dt>${e(copy.serviceLabel)}</dt><dd><a href="${e(f.service.href)}">${e(f.service.label)}</a></dd></dl>`) +
        evidence(f, copy) +
        `</li>`,
    )
    .join("");
  const unread = report.unread;
  const summary =
    report.score === null
      ? `<p class="sc-score sc-unscored"><span>${e(copy.scoreLabel)}</span> <strong>${e(copy.noScoreLabel)}</strong></p>` +
        (unread
          ? `<div class="sc-finding sc-fail sc-unread" id="unread-${e(unread.id)}"><h3>${e(unread.title)}</h3><p>${e(unread.detail)}</p><dl><dt>${e(copy.whyLabel)}</dt><dd>${e(unread.why)}</dd><dt>${e(copy.actionLabel)}</dt><dd>${e(unread.action)}</dd><dt>${e(copy.serviceLabel)}</dt><dd><a href="${e(unread.service.href)}">${e(unread.service.label)}</a></dd></dl></div>`
          : "")
      : `<p class="sc-score"><span>${e(copy.scoreLabel)}</span> <strong>${e(report.score)}</strong>/100</p>` +
        `<ul class="sc-categories">${categories}</ul>`;
  return (
    `<section class="sc-report" aria-labelledby="sc-report-heading" data-score="${e(report.score ?? "none")}">` +
    `<h2 id="sc-report-heading">${e(copy.reportHeading)}: ${e(host)}</h2>` +
    summary +
    `<ol class="sc-findings">${findings}</ol>` +
    `<p class="sc-cta"><a href="${e(contactHref(report))}">${e(copy.ctaLabel)}</a></p><p class="sc-note">${e(copy.ctaNote)}</p>` +
    `<p class="sc-checked">${e(report.url)}, <time datetime="${e(report.checkedAt)}">${e(report.checkedAt.slice(0, 16).replace("T", " "))} UTC</time></p>` +
    `</section>`
  );
}

export function renderError(message: string, copy: ReportCopy): string {
  return `<section class="sc-report sc-error" role="alert" aria-labelledby="sc-error-heading"><h2 id="sc-error-heading">${e(copy.errorHeading)}</h2><p>${e(message)}</p></section>`;
}

/** The report's look, in the site's tokens (DESIGN.md): written into the check page's head and the Function's page. */
export const REPORT_CSS = [
  ".sc-report{margin-top:2rem;color:#0b1f3a}",
  ".sc-report h2{font-family:'Instrument Sans',system-ui,sans-serif;font-weight:600;font-size:1.875rem;line-height:1.2;margin:0 0 .75rem;text-wrap:balance}",
  ".sc-score{font-size:1.25rem;margin:0 0 1rem}.sc-score strong{font-size:3rem;font-weight:600;font-variant-numeric:tabular-nums}",
  ".sc-categories{list-style:none;padding:0;margin:0 0 1.5rem;display:grid;gap:.5rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}",
  ".sc-categories li{display:flex;justify-content:space-between;gap:1rem;border-top:1px solid #bccde6;padding-top:.5rem}",
  ".sc-findings{list-style:none;padding:0;margin:0;display:grid;gap:1rem}",
  ".sc-finding{border-left:4px solid #0f766e;padding:.25rem 0 .25rem 1rem;max-width:68ch}",
  ".sc-finding.sc-warn{border-color:#78350f}.sc-finding.sc-fail{border-color:#b91c1c}",
  ".sc-finding h3{font-size:1.125rem;margin:.125rem 0 .25rem;font-weight:600}.sc-finding p{margin:0 0 .5rem}",
  ".sc-status{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;font-weight:600;color:#0f766e}",
  ".sc-warn .sc-status{color:#78350f}.sc-fail .sc-status{color:#b91c1c}",
  ".sc-finding dl{margin:0;display:grid;gap:.125rem}.sc-finding dt{font-weight:600;font-size:.875rem}.sc-finding dd{margin:0 0 .375rem}",
  ".sc-report a{color:#0f766e;text-underline-offset:.15em}.sc-report a:hover{color:#115e59}",
  ".sc-cta{margin:2rem 0 .25rem}.sc-cta a{display:inline-block;background:#5eead4;color:#0b1f3a;border:2px solid #0f766e;border-radius:.5rem;padding:.75rem 1.25rem;font-weight:600;text-decoration:none}",
  ".sc-cta a:hover{background:#99f6e4;color:#0b1f3a}.sc-note,.sc-checked{font-size:.875rem;color:#2b4a7a;margin:0 0 .5rem}",
  ".sc-error{border-left:4px solid #b91c1c;padding-left:1rem}",
  ".sc-evidence{font-size:.875rem;color:#2b4a7a}.sc-evidence a{text-decoration:underline}.sc-unread{margin:0 0 1.5rem}",
].join("");
