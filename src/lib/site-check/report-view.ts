/**
 * The report, one design for every place it is shown: the stored report's page (rendered on the
 * server by its Function with react-dom/server), the page the check answers a form sent without
 * JavaScript when nothing could keep the report, and the island on the check page, which renders
 * these same components from the JSON. Written with createElement in a .ts file because Gatsby
 * compiles a Function's modules from .ts and .js only. Its look is REPORT_CSS (report-style.ts),
 * in the head of every page that shows it.
 *
 * In the order of SECTIONS (below), one function each: the summary (the score, a verdict sentence
 * under it, the categories as bars coloured by band with their legend, a comparison's scores, the
 * ask, the link to keep and "Check again"); why the page could not be read; what changed since the
 * last check; the fixes, "Fix first" and "Worth fixing", each with an effort tag and "We can fix
 * this for you"; the closing band (the service most fixes name, its starting price, the
 * consultation and the strategist slot); on a kept report's page, the two email asks; the passes,
 * folded; the detail for developers, folded (pages checked with the site-wide findings marked, what
 * each AI bot was served, the comparison's tables); the address's earlier checks. Free of Node APIs.
 */
import { createElement as h, Fragment, type ReactNode } from "react";
import type { CategoryId, Status } from "./checks/define";
import { CATEGORY_IDS } from "./checks/define";
import type { Change, ReportRef } from "./changes";
import { contactHref, type ReportCopy } from "./report-copy";
import { reportPath } from "../content/report-address";
import { AGENT_TOOL_NAMES, agentForm } from "../content/agent-forms";
import type { StoredReport } from "./reports";
import type { CheckReport, Competitor, Finding } from "./run";
import { COMPARE_FIELDS, isSiteReport } from "./compare-fields";
import type { PageResult } from "./pages";
import { quoted } from "./quote";
import { fill, type Source } from "./words";
import { groupFixes, mainService, scoreBand, siteWideIds, verdict, type ReportDesign } from "./report-design";
import type { LiveSection } from "./live/section";
import { LiveAnswers } from "./live/view";
import { EmailAsks, type EmailAsksSection } from "./email/view";

/** The report as the view takes it: a check's, with what a stored copy adds when it was kept. */
export type ReportData = CheckReport &
  Partial<Pick<StoredReport, "id" | "changes" | "history" | "later">> & {
    live?: LiveSection;
    /** The email asks, on a kept report's page only (email/section.ts). */
    emailAsks?: EmailAsksSection;
  };

export interface ReportViewProps {
  report: ReportData;
  copy: ReportCopy;
  /** The report's own heading level: 1 on its page, 2 under the check page's form. */
  level?: 1 | 2;
  /** The site's origin, to show the report's link in full (the page knows it; the island uses its own). */
  origin?: string;
  /** The island copies the link itself; the page's own script does it otherwise (a hidden button it reveals). */
  onCopy?: () => void;
  copied?: boolean;
}

const ORDER: readonly Status[] = ["fail", "warn", "pass"];

const heading = (level: number, props: Record<string, unknown>, ...children: ReactNode[]) =>
  h(`h${Math.min(level, 6)}`, props, ...children);

/** The date and time a report was made, in Sydney time, e.g. "28 Nov 2026, 12:02 pm AEDT". */
export function checkedTime(iso: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Sydney",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

const checkedDate = (iso: string): string =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Sydney",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));

/** A site's host, as the report shows it (cut as any value from a site is: quote.ts). */
const hostOf = (url: string): string => quoted(URL.canParse(url) ? new URL(url).host : url);
/**
 * A site's host name that a narrow column wraps after a dot or a colon (`smith<wbr>.com.au`), not
 * in the middle of a word, as the comparison's columns would at 390 px.
 */
const Host = ({ url }: { url: string }) =>
  h(
    "span",
    { className: "sc-host" },
    ...hostOf(url)
      .split(/(?<=[.:])/)
      .flatMap((part, i) => (i === 0 ? [part] : [h("wbr", { key: i }), part])),
  );

function Evidence({ finding, copy }: { finding: Finding; copy: ReportCopy }) {
  const source = finding.evidence.source;
  return h(
    "p",
    { className: "sc-evidence", "data-evidence": finding.evidence.kind },
    `${copy.evidenceLabels[finding.evidence.kind]}.`,
    source
      ? h(
          Fragment,
          null,
          " ",
          h(
            "span",
            null,
            `${copy.sourceLabel}: `,
            h("a", { href: source.url, rel: "noopener noreferrer" }, `${source.publisher}, ${source.title}`),
          ),
        )
      : null,
  );
}

/** Why, what to do and (the unread page's) how we help: a fix card's body. */
function Advice({
  why,
  action,
  service,
  copy,
}: Pick<Finding, "why" | "action"> & { service?: Finding["service"]; copy: ReportCopy }) {
  return h(
    "dl",
    { className: "sc-advice" },
    h("div", null, h("dt", null, copy.whyLabel), h("dd", null, why)),
    h("div", null, h("dt", null, copy.actionLabel), h("dd", null, action)),
    service
      ? h("div", null, h("dt", null, copy.serviceLabel), h("dd", null, h("a", { href: service.href }, service.label)))
      : null,
  );
}

function ChangeMark({ change, copy }: { change: Change | undefined; copy: ReportCopy }) {
  if (change === undefined) return null;
  return h("span", { className: `sc-change sc-change-${change}` }, copy.changeLabels[change]);
}

/**
 * A fix: its severity as a badge (a failure solid red, a warning outlined amber, so the two never
 * look alike), its effort and whether it is about the whole site as tags, why and what to do, its
 * evidence, and "We can fix this for you" to the service that does it.
 */
function FixCard({
  finding,
  copy,
  level,
  change,
  siteWide,
}: {
  finding: Finding;
  copy: ReportCopy;
  level: number;
  change?: Change;
  siteWide: boolean;
}) {
  const words = copy.design.words;
  const effort = copy.design.efforts[finding.id];
  return h(
    "li",
    { className: `sc-card sc-${finding.status}`, id: `finding-${finding.id}`, "data-status": finding.status },
    h(
      "p",
      { className: "sc-tags" },
      h("span", { className: "sc-status" }, copy.statusLabels[finding.status]),
      effort === undefined
        ? null
        : h("span", { className: "sc-tag", "data-effort": effort }, `${words.effortLabel}: ${words.efforts[effort]}`),
      siteWide ? h("span", { className: "sc-tag", "data-site-wide": "" }, words.siteWide) : null,
      h(ChangeMark, { change, copy }),
    ),
    heading(level, { className: "sc-card-title" }, finding.title),
    h("p", { className: "sc-detail" }, finding.detail),
    h(Advice, { why: finding.why, action: finding.action, copy }),
    h(Evidence, { finding, copy }),
    h(
      "p",
      { className: "sc-fixit" },
      h(
        "a",
        { href: finding.service.href },
        words.fixForYou,
        h("span", { className: "sc-visually-hidden" }, `: ${finding.service.label}`),
      ),
    ),
  );
}

/** The categories' scores as bars, each coloured by its band (report-design.ts scoreBand), and the bands' legend. */
function Bars({ report, copy }: { report: ReportData; copy: ReportCopy }) {
  if (report.categories.length === 0) return null;
  const legend = copy.design.words.legend;
  return h(
    Fragment,
    null,
    h(
      "ul",
      { className: "sc-bars", "aria-label": copy.categoriesLabel },
      ...report.categories.map((category) =>
        h(
          "li",
          {
            key: category.id,
            className: `sc-band-${scoreBand(category.score)}`,
            "data-band": scoreBand(category.score),
          },
          h("span", { className: "sc-bar-label" }, category.title),
          h(
            "span",
            { className: "sc-bar", "aria-hidden": "true" },
            h("span", { style: { width: `${category.score}%` } }),
          ),
          h("strong", { className: "sc-bar-value" }, String(category.score)),
        ),
      ),
    ),
    h(
      "p",
      { className: "sc-legend" },
      `${legend.label} `,
      ...(["poor", "average", "good"] as const).map((band) =>
        h("span", { key: band, className: `sc-key sc-band-${band}` }, legend[band]),
      ),
    ),
  );
}

function Summary({
  report,
  copy,
  level,
  origin,
  onCopy,
  copied,
}: Required<Pick<ReportViewProps, "level">> & ReportViewProps) {
  const toFix = report.findings.filter((f) => f.status !== "pass").length;
  const verdictText = verdict(report.score, toFix, copy.design.words.verdicts);
  const delta = report.changes?.scoreDelta;
  const link = report.id === undefined ? undefined : `${origin ?? ""}${reportPath(report.id)}`;
  return h(
    "div",
    // The phone's action bar shows once this has scrolled away (src/lib/browser/action-bar.ts).
    { className: "sc-summary", "data-bar-hero": "" },
    h(
      "div",
      { className: "sc-headline" },
      heading(
        level,
        { className: "sc-title", id: `sc-report-heading` },
        `${copy.reportHeading}: `,
        h("span", { className: "sc-host" }, hostOf(report.url)),
      ),
      h(
        "p",
        { className: "sc-meta" },
        h("span", null, quoted(report.url)),
        " · ",
        `${copy.checkedLabel} `,
        h("time", { dateTime: report.checkedAt }, checkedTime(report.checkedAt)),
      ),
    ),
    h(
      "div",
      { className: "sc-scorebox" },
      report.score === null
        ? h(
            "p",
            { className: "sc-score sc-unscored" },
            h("span", { className: "sc-score-label" }, copy.scoreLabel),
            " ",
            h("strong", null, copy.noScoreLabel),
          )
        : h(
            "p",
            { className: "sc-score" },
            h("span", { className: "sc-score-label" }, copy.scoreLabel),
            " ",
            h("strong", null, String(report.score)),
            h("span", { className: "sc-score-of" }, "/100"),
            delta === undefined || delta === null
              ? null
              : h(
                  "span",
                  { className: `sc-delta ${delta > 0 ? "sc-up" : delta < 0 ? "sc-down" : ""}` },
                  ` ${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${Math.abs(delta)}`,
                ),
          ),
      verdictText === undefined ? null : h("p", { className: "sc-verdict" }, verdictText),
      h("p", { className: "sc-tofix" }, toFix === 0 ? copy.nothingToFix : fill(copy.toFix, { count: toFix })),
      h(Bars, { report, copy }),
      h(Rivals, { report, copy, level: level + 1 }),
    ),
    h(
      "div",
      { className: "sc-actions" },
      h("p", { className: "sc-cta" }, h("a", { href: contactHref(report) }, askLabel(report, copy))),
      h("p", { className: "sc-note" }, copy.ctaNote),
      link === undefined
        ? null
        : h(
            Fragment,
            null,
            h(
              "p",
              { className: "sc-link" },
              h("span", { className: "sc-link-label" }, `${copy.linkLabel}: `),
              h("a", { href: reportPath(report.id ?? "") }, link),
              " ",
              onCopy
                ? h(
                    "button",
                    { type: "button", className: "sc-copy", onClick: onCopy },
                    copied ? copy.copiedLabel : copy.copyLabel,
                  )
                : h(
                    "button",
                    {
                      type: "button",
                      className: "sc-copy",
                      hidden: true,
                      "data-sc-copy": link,
                      "data-sc-copied": copy.copiedLabel,
                    },
                    copy.copyLabel,
                  ),
            ),
            h(
              "form",
              {
                className: "sc-recheck",
                method: "get",
                action: "/api/site-check",
                // Its fields are hidden, so an agent's tool has none: it checks this report's address again.
                ...agentForm(AGENT_TOOL_NAMES.recheck, copy.agents.recheck, { autoSubmit: true }),
              },
              h("input", { type: "hidden", name: "url", value: report.address }),
              h("input", { type: "hidden", name: "previous", value: report.id }),
              // A comparison is checked again as a comparison.
              ...(report.compared ?? []).map((site, i) =>
                h("input", { key: i, type: "hidden", name: COMPARE_FIELDS[i], value: site.address }),
              ),
              h("button", { type: "submit" }, copy.recheckLabel),
              h("span", { className: "sc-note" }, copy.recheckNote),
            ),
          ),
    ),
  );
}

/** A site's status for one finding in the comparison: its words, and a mark for the eye. */
function StatusCell({ status, copy }: { status: Status | undefined; copy: ReportCopy }) {
  if (status === undefined)
    return h(
      "td",
      { className: "sc-cmp-none" },
      h("span", { "aria-hidden": "true" }, "–"),
      h("span", { className: "sc-visually-hidden" }, copy.compare.notChecked),
    );
  return h("td", { className: `sc-cmp-${status}`, "data-status": status }, copy.statusLabels[status]);
}

/** A comparison's sites, the visitor's first: the scores of those that were checked, or why not. */
function comparedSites(report: ReportData): Array<{ site: Competitor; own: boolean }> {
  const compared = report.compared ?? [];
  return compared.length === 0 ? [] : [{ site: report, own: true }, ...compared.map((site) => ({ site, own: false }))];
}

/** A comparison's scores side by side, in the summary: "your rival scores 88" is the strongest reason to call. */
function Rivals({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const sites = comparedSites(report);
  if (sites.length === 0) return null;
  const words = copy.compare;
  return h(
    "div",
    { className: "sc-summary-compare" },
    heading(level, { className: "sc-summary-compare-heading" }, copy.design.words.compared),
    h(
      "ol",
      { className: "sc-rivals" },
      ...sites.map(({ site, own }, i) =>
        h(
          "li",
          { key: i, className: own ? "sc-rival sc-own" : "sc-rival" },
          h(
            "span",
            null,
            h(Host, { url: "url" in site ? site.url : site.address }),
            own ? h("span", { className: "sc-cmp-you" }, ` (${words.youLabel})`) : null,
          ),
          isSiteReport(site)
            ? site.score === null
              ? h("strong", { className: "sc-rival-none" }, copy.noScoreLabel)
              : h(
                  Fragment,
                  null,
                  h("strong", { "data-band": scoreBand(site.score) }, String(site.score)),
                  h("span", { className: "sc-score-of" }, "/100"),
                )
            : h(
                Fragment,
                null,
                h("strong", { className: "sc-rival-none" }, words.notChecked),
                h("span", { className: "sc-note" }, site.error),
              ),
        ),
      ),
    ),
  );
}

/**
 * A comparison (compare.ts), category by category and check by check, the visitor's site first
 * (its scores are in the summary). Their columns are narrow enough for a phone: a table of fixed
 * layout, whose host names wrap anywhere.
 */
function Comparison({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const sites = comparedSites(report);
  if (sites.length === 0) return null;
  const words = copy.compare;
  const hostCell = ({ site, own }: { site: Competitor; own: boolean }, i: number) =>
    h(
      "th",
      { key: i, scope: "col" },
      h(Host, { url: "url" in site ? site.url : site.address }),
      own ? h("span", { className: "sc-cmp-you" }, ` (${words.youLabel})`) : null,
    );
  const head = (first: string) =>
    h("thead", null, h("tr", null, h("th", { scope: "col" }, first), ...sites.map(hostCell)));
  const categories = CATEGORY_IDS.flatMap((id) => {
    const title = sites
      .map(({ site }) => (isSiteReport(site) ? site.categories.find((c) => c.id === id)?.title : undefined))
      .find((t) => t !== undefined);
    return title === undefined ? [] : [{ id, title }];
  });
  // Every check any site was judged on, in the order the visitor's report lists them.
  const findings = new Map<string, string>();
  for (const { site } of sites) if (isSiteReport(site)) for (const f of site.findings) findings.set(f.id, f.name);
  return h(
    "section",
    { className: "sc-compare", "aria-labelledby": "sc-compare-heading" },
    heading(level, { id: "sc-compare-heading" }, words.heading),
    categories.length === 0
      ? null
      : h(
          "table",
          { className: "sc-cmp-table" },
          h("caption", null, words.categoriesCaption),
          head(words.categoryColumn),
          h(
            "tbody",
            null,
            ...categories.map((category) =>
              h(
                "tr",
                { key: category.id },
                h("th", { scope: "row" }, category.title),
                ...sites.map(({ site }, i) => {
                  const score = isSiteReport(site)
                    ? site.categories.find((c) => c.id === category.id)?.score
                    : undefined;
                  return score === undefined
                    ? h(StatusCell, { key: i, status: undefined, copy })
                    : h("td", { key: i, className: "sc-cmp-score" }, String(score));
                }),
              ),
            ),
          ),
        ),
    h(
      "table",
      { className: "sc-cmp-table" },
      h("caption", null, words.findingsCaption),
      head(words.checkColumn),
      h(
        "tbody",
        null,
        ...[...findings].map(([id, name]) =>
          h(
            "tr",
            { key: id },
            h("th", { scope: "row" }, name),
            ...sites.map(({ site }, i) =>
              h(StatusCell, {
                key: i,
                status: isSiteReport(site) ? site.findings.find((f) => f.id === id)?.status : undefined,
                copy,
              }),
            ),
          ),
        ),
      ),
    ),
  );
}

/**
 * A page's path on the report's site (its whole address when it answered elsewhere), as the report
 * shows it: cut as any value from a site is (quote.ts), since the table and each difference name it.
 */
function pathOf(url: string, site: string): string {
  if (!URL.canParse(url)) return quoted(url);
  const page = new URL(url);
  return quoted(URL.canParse(site) && new URL(site).origin === page.origin ? page.pathname : page.href);
}

/** A page check whose outcome differs between the pages checked: each outcome with the pages that had it. */
export interface PageDifference {
  id: string;
  name: string;
  groups: Array<{ status: Status; paths: string[] }>;
}

/** The page checks whose outcomes differ between the pages checked, in the report's order of checks. */
export function pageDifferences(report: Pick<ReportData, "url" | "findings" | "pages">): PageDifference[] {
  const checked = (report.pages ?? []).filter((page) => page.score !== null);
  if (checked.length < 2) return [];
  const ids = new Set(checked.flatMap((page) => Object.keys(page.statuses)));
  const names = new Map(report.findings.map((f) => [f.id, f.name]));
  const order = [
    ...report.findings.map((f) => f.id).filter((id) => ids.has(id)),
    ...[...ids].filter((id) => !names.has(id)),
  ];
  return order.flatMap((id) => {
    const groups = ORDER.map((status) => ({
      status,
      paths: checked.filter((page) => page.statuses[id] === status).map((page) => pathOf(page.url, report.url)),
    })).filter((group) => group.paths.length > 0);
    return groups.length > 1 ? [{ id, name: names.get(id) ?? id, groups }] : [];
  });
}

/** Pages checked (pages.ts): each page's path and score, then the findings that differ between them. */
function Pages({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const pages: PageResult[] = report.pages ?? [];
  if (pages.length < 2) return null;
  const words = copy.pages;
  const checked = pages.filter((page) => page.score !== null).length;
  const differences = pageDifferences(report);
  const wide = siteWideIds(report);
  const siteWide = report.findings.filter((f) => f.status !== "pass" && wide.has(f.id));
  return h(
    "section",
    { className: "sc-pages", "aria-labelledby": "sc-pages-heading" },
    heading(level, { id: "sc-pages-heading" }, words.heading),
    h("p", { className: "sc-note" }, words.intro),
    h(
      "table",
      { className: "sc-cmp-table sc-pages-table" },
      h("caption", null, words.caption),
      h(
        "thead",
        null,
        h("tr", null, h("th", { scope: "col" }, words.pageColumn), h("th", { scope: "col" }, words.scoreColumn)),
      ),
      h(
        "tbody",
        null,
        ...pages.map((page, i) =>
          h(
            "tr",
            { key: i, "data-page": pathOf(page.url, report.url) },
            h("th", { scope: "row" }, h("span", { className: "sc-path" }, pathOf(page.url, report.url))),
            page.score === null
              ? h("td", { className: "sc-cmp-none" }, words.notChecked[page.notChecked ?? "unread"])
              : h("td", { className: "sc-cmp-score" }, String(page.score)),
          ),
        ),
        // The site's own findings that do not pass, marked: they lower the site's score, not any page's.
        ...siteWide.map((finding) =>
          h(
            "tr",
            { key: finding.id, "data-site-wide": finding.id },
            h(
              "th",
              { scope: "row" },
              h("span", { className: "sc-tag" }, copy.design.words.siteWide),
              " ",
              h("a", { href: `#finding-${finding.id}` }, finding.name),
            ),
            h("td", { className: `sc-cmp-${finding.status}` }, copy.statusLabels[finding.status]),
          ),
        ),
      ),
    ),
    siteWide.length === 0 ? null : h("p", { className: "sc-note" }, copy.design.words.siteWideNote),
    heading(level + 1, {}, words.differHeading),
    differences.length === 0
      ? h("p", { className: "sc-note" }, words.sameEverywhere)
      : h(
          "ul",
          { className: "sc-differ" },
          ...differences.map((difference) =>
            h(
              "li",
              { key: difference.id, "data-check": difference.id },
              h("strong", null, difference.name),
              h(
                "ul",
                null,
                ...difference.groups.map((group) =>
                  h(
                    "li",
                    // Not data-status: that marks a finding's own result (the tests count them).
                    { key: group.status, "data-outcome": group.status },
                    `${fill(words.onPages, {
                      status: copy.statusLabels[group.status],
                      count: group.paths.length,
                      total: checked,
                    })}: `,
                    group.paths.join(", "),
                  ),
                ),
              ),
            ),
          ),
        ),
  );
}

/**
 * What each AI bot is served (bots.ts): one row a crawler, with what robots.txt says, what the
 * server answered and, where the server refused a crawler robots.txt lets in, what to do; the
 * owner's documentation beside each, and what this cannot see (a block by IP address).
 */
function Bots({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const table = report.bots;
  if (!table) return null;
  const link = (source: Source) =>
    h("a", { href: source.url, rel: "noopener noreferrer" }, `${source.publisher}, ${source.title}`);
  return h(
    "section",
    { className: "sc-bots", "aria-labelledby": "sc-bots-heading" },
    heading(level, { id: "sc-bots-heading" }, table.title),
    h("p", { className: "sc-note" }, table.intro),
    h(
      "table",
      { className: "sc-cmp-table sc-bots-table" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, table.columns.bot),
          h("th", { scope: "col" }, table.columns.robots),
          h("th", { scope: "col" }, table.columns.answer),
        ),
      ),
      h(
        "tbody",
        null,
        ...table.rows.map((row) =>
          h(
            "tr",
            // Not data-status: that marks a finding's own result (the tests count them).
            { key: row.name, "data-bot": row.name, "data-outcome": row.outcome },
            h(
              "th",
              { scope: "row" },
              h("strong", null, row.name),
              h("br"),
              h("span", { className: "sc-note" }, row.owner),
            ),
            h("td", { "data-robots": row.robots }, row.robotsLabel),
            h(
              "td",
              null,
              h(
                "strong",
                { className: row.status === null ? "sc-cmp-none" : `sc-cmp-${row.status}` },
                row.status === null
                  ? null
                  : h("span", { className: "sc-visually-hidden" }, `${copy.statusLabels[row.status]}: `),
                row.title,
              ),
              row.detail === "" ? null : h("p", { className: "sc-detail" }, row.detail),
              row.action === undefined
                ? null
                : h("p", { className: "sc-bot-action" }, `${copy.actionLabel}: `, row.action),
              row.setting
                ? h(
                    "p",
                    { className: "sc-evidence" },
                    `${copy.sourceLabel}: `,
                    ...row.setting.sources.flatMap((source, i) => (i === 0 ? [link(source)] : ["; ", link(source)])),
                  )
                : null,
              h(
                "p",
                { className: "sc-evidence", "data-evidence": row.evidence.kind },
                `${copy.evidenceLabels[row.evidence.kind]}. ${copy.sourceLabel}: `,
                link(row.evidence.source),
              ),
            ),
          ),
        ),
      ),
    ),
    h("p", { className: "sc-note sc-bots-ip" }, table.ipNote),
  );
}

/** A source of a walk's or a disagreement's evidence, linked. */
function EvidenceLine({
  evidence,
  copy,
}: {
  evidence: { kind: Finding["evidence"]["kind"]; source?: Source };
  copy: ReportCopy;
}) {
  const { source } = evidence;
  return h(
    "p",
    { className: "sc-evidence", "data-evidence": evidence.kind },
    `${copy.evidenceLabels[evidence.kind]}.`,
    source
      ? h(
          Fragment,
          null,
          ` ${copy.sourceLabel}: `,
          h("a", { href: source.url, rel: "noopener noreferrer" }, `${source.publisher}, ${source.title}`),
        )
      : null,
  );
}

/** A page of the checked site and what it says there: its path, then the quote. */
function Quoted({ url, quote, site }: { url: string; quote: string; site: string }) {
  return h(
    "p",
    { className: "sc-quote" },
    h("span", { className: "sc-quote-page" }, pathOf(url, site)),
    " ",
    h("q", null, quote),
  );
}

/** A result's title, coloured by its status (none: not judged), its status said to a screen reader. */
function Judged({ status, title, copy }: { status: Status | null; title: string; copy: ReportCopy }) {
  return h(
    "strong",
    { className: status === null ? "sc-cmp-none" : `sc-cmp-${status}` },
    status === null ? null : h("span", { className: "sc-visually-hidden" }, `${copy.statusLabels[status]}: `),
    title,
  );
}

/**
 * "Could an AI agent hire you?" (walk.ts): how many pages it rests on, the journey (each page, how
 * the agent came to it and what it first found there, or why it was not read), each need found
 * (where, quoted) or not (what to do), and what helped or stood in the way, each with its evidence.
 */
function Walk({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const walk = report.walk;
  if (!walk) return null;
  const site = report.url;
  const names = new Map(walk.needs.map((need) => [need.need, need.name]));
  return h(
    "section",
    { className: "sc-walk", "aria-labelledby": "sc-walk-heading" },
    heading(level, { id: "sc-walk-heading" }, walk.title),
    h("p", { className: "sc-note" }, walk.intro),
    h("p", { className: "sc-sample" }, walk.sample),
    h(
      "ol",
      { className: "sc-walk-steps" },
      ...walk.steps.map((step, i) =>
        h(
          "li",
          { key: `${i}-${step.url}`, "data-step": step.notRead ?? "read" },
          h("span", null, `${step.label}: `),
          h("span", { className: "sc-quote-page" }, pathOf(step.url, site)),
          step.why !== undefined
            ? h("p", { className: "sc-detail" }, step.why)
            : step.found.length === 0
              ? null
              : h(
                  "p",
                  { className: "sc-detail" },
                  `${walk.foundHere}: ${step.found.map((need) => names.get(need) ?? need).join(", ")}`,
                ),
        ),
      ),
    ),
    h(
      "ul",
      { className: "sc-walk-needs" },
      ...walk.needs.map((need) =>
        h(
          "li",
          // Not data-status: that marks a finding's own result (the tests count them).
          { key: need.need, "data-need": need.need, "data-outcome": need.status ?? "none" },
          h(Judged, { status: need.status, title: need.title, copy }),
          need.found ? h(Quoted, { url: need.found.url, quote: need.found.quote, site }) : null,
          need.action === undefined
            ? null
            : h("p", { className: "sc-bot-action" }, `${copy.actionLabel}: `, need.action),
          h(EvidenceLine, { evidence: need.evidence, copy }),
        ),
      ),
    ),
    walk.notes.length === 0
      ? null
      : h(
          "ul",
          { className: "sc-walk-notes" },
          ...walk.notes.map((note) =>
            h(
              "li",
              { key: note.note, "data-note": note.note, "data-outcome": note.status },
              h(Judged, { status: note.status, title: note.title, copy }),
              h("p", { className: "sc-detail" }, note.detail),
              h(Quoted, { url: note.url, quote: note.quote, site }),
              h(EvidenceLine, { evidence: note.evidence, copy }),
            ),
          ),
        ),
  );
}

/**
 * "Your site argues with itself" (disagreements.ts): how many pages it rests on, then each stale
 * date or contradiction with both places quoted, what to do and its evidence; or that there was none.
 */
function Disagreements({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const found = report.disagreements;
  if (!found) return null;
  const site = report.url;
  return h(
    "section",
    { className: "sc-argues", "aria-labelledby": "sc-argues-heading" },
    heading(level, { id: "sc-argues-heading" }, found.title),
    h("p", { className: "sc-note" }, found.intro),
    h("p", { className: "sc-sample" }, found.sample),
    found.none === undefined ? null : h("p", { className: "sc-detail" }, found.none),
    found.items.length === 0
      ? null
      : h(
          "ul",
          { className: "sc-argues-items" },
          ...found.items.map((item, i) =>
            h(
              "li",
              { key: `${item.kind}-${i}`, "data-disagreement": item.kind, "data-outcome": item.status },
              h(Judged, { status: item.status, title: item.title, copy }),
              h("p", { className: "sc-detail" }, item.detail),
              ...item.places.map((place, j) => h(Quoted, { key: j, url: place.url, quote: place.quote, site })),
              h("p", { className: "sc-bot-action" }, `${copy.actionLabel}: `, item.action),
              h(EvidenceLine, { evidence: item.evidence, copy }),
            ),
          ),
        ),
  );
}

function Unread({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const unread = report.unread;
  if (!unread) return null;
  return h(
    "div",
    { className: "sc-card sc-fail sc-unread", id: `unread-${unread.id}` },
    heading(level, { className: "sc-card-title" }, unread.title),
    h("p", { className: "sc-detail" }, unread.detail),
    h(Advice, { ...unread, copy }),
  );
}

function ChangesList({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const changes = report.changes;
  if (!changes) return null;
  const moved = report.findings.filter(
    (f) => changes.findings[f.id] !== undefined && changes.findings[f.id] !== "unchanged",
  );
  return h(
    "section",
    { className: "sc-changes", "aria-labelledby": "sc-changes-heading" },
    heading(
      level,
      { id: "sc-changes-heading" },
      fill(copy.changesHeading, { date: checkedDate(changes.previous.checkedAt) }),
    ),
    h(
      "p",
      null,
      h(
        "a",
        { href: reportPath(changes.previous.id) },
        `${copy.scoreLabel} ${changes.previous.score ?? copy.noScoreLabel}`,
      ),
      changes.previous.score !== null && report.score !== null ? ` → ${report.score}` : "",
    ),
    moved.length === 0
      ? h("p", { className: "sc-note" }, copy.nothingChanged)
      : h(
          "ul",
          { className: "sc-moved" },
          ...moved.map((f) =>
            h(
              "li",
              { key: f.id },
              h(ChangeMark, { change: changes.findings[f.id], copy }),
              " ",
              h("a", { href: `#finding-${f.id}` }, f.name),
            ),
          ),
        ),
  );
}

function Passes({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const passes = report.findings.filter((f) => f.status === "pass");
  if (passes.length === 0) return null;
  const titles = new Map<CategoryId, string>(report.categories.map((c) => [c.id, c.title]));
  const groups = CATEGORY_IDS.map((id) => ({ id, findings: passes.filter((f) => f.category === id) })).filter(
    (g) => g.findings.length > 0,
  );
  return h(
    "section",
    { className: "sc-passes", "aria-labelledby": "sc-passes-heading" },
    h(
      "details",
      null,
      h(
        "summary",
        null,
        heading(level, { id: "sc-passes-heading" }, fill(copy.passedHeading, { count: passes.length })),
      ),
      h(
        "div",
        { className: "sc-checklist" },
        ...groups.map((group) =>
          h(
            "div",
            { key: group.id, className: "sc-group" },
            heading(level + 1, {}, titles.get(group.id) ?? group.id),
            h(
              "ul",
              null,
              ...group.findings.map((f) =>
                h(
                  "li",
                  { key: f.id, id: `finding-${f.id}`, "data-status": "pass" },
                  h("span", { className: "sc-tick", "aria-hidden": "true" }, "✓"),
                  h("span", { className: "sc-visually-hidden" }, `${copy.statusLabels.pass}: `),
                  h("span", { className: "sc-pass-title" }, f.title),
                  " ",
                  h(ChangeMark, { change: report.changes?.findings[f.id] === "fixed" ? "fixed" : undefined, copy }),
                  // What was found (a title, the crawlers allowed): a web developer's proof that it passes.
                  h("p", { className: "sc-pass-detail" }, f.detail),
                  h(Evidence, { finding: f, copy }),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

function History({ report, copy, level }: { report: ReportData; copy: ReportCopy; level: number }) {
  const later = report.later?.[0];
  const history = report.history ?? [];
  if (!later && history.length === 0) return null;
  const item = (ref: ReportRef) =>
    h(
      "li",
      { key: ref.id },
      h("a", { href: reportPath(ref.id) }, checkedTime(ref.checkedAt)),
      `: ${ref.score === null ? copy.noScoreLabel : `${ref.score}/100`}`,
    );
  return h(
    "section",
    { className: "sc-history", "aria-labelledby": "sc-history-heading" },
    later
      ? h(
          "p",
          { className: "sc-later" },
          h("a", { href: reportPath(later.id) }, `${copy.laterLabel}: ${checkedTime(later.checkedAt)}`),
        )
      : null,
    history.length === 0 ? null : heading(level, { id: "sc-history-heading" }, copy.historyHeading),
    history.length === 0 ? null : h("ol", null, ...history.map(item)),
  );
}

/** The consultation's ask: "Talk to a strategist about these N fixes", or about the report when nothing needs fixing. */
export function askLabel(report: Pick<ReportData, "findings">, copy: ReportCopy): string {
  const count = report.findings.filter((f) => f.status !== "pass").length;
  const close = copy.design.words.close;
  return count === 0 ? close.buttonNothing : fill(close.button, { count });
}

/** The props every section of the report gets: the report's own, its heading level settled. */
type SectionProps = ReportViewProps & { level: 1 | 2 };

/** The fixes, "Fix first" then "Worth fixing" (report-design.ts groupFixes says which is which). */
function Fixes({ report, copy, level }: SectionProps) {
  const { fixFirst, worthFixing } = groupFixes(report.findings);
  if (fixFirst.length + worthFixing.length === 0) return null;
  const words = copy.design.words;
  const wide = siteWideIds(report);
  const group = (key: string, title: string, note: string, findings: Finding[]) =>
    findings.length === 0
      ? null
      : h(
          "div",
          { key, className: `sc-group-fixes sc-${key}`, "data-group": key },
          heading(level + 2, { className: "sc-group-heading" }, fill(title, { count: findings.length })),
          h("p", { className: "sc-note" }, note),
          h(
            "ol",
            { className: "sc-cards" },
            ...findings.map((f) =>
              h(FixCard, {
                key: f.id,
                finding: f,
                copy,
                level: level + 3,
                change: report.changes?.findings[f.id],
                siteWide: wide.has(f.id),
              }),
            ),
          ),
        );
  return h(
    "section",
    { className: "sc-fixes", id: "sc-fixes", "aria-labelledby": "sc-fixes-heading" },
    heading(level + 1, { id: "sc-fixes-heading" }, copy.fixesHeading),
    group("fix-first", words.fixFirst, words.fixFirstNote, fixFirst),
    group("worth-fixing", words.worthFixing, words.worthFixingNote, worthFixing),
  );
}

/** A placeholder in a line of text, as the site marks one (components/ui/placeholder.tsx): dashed, in amber. */
const Placeholder = ({ text, title }: { text: string; title?: string }) =>
  h("span", { className: "sc-placeholder", "data-placeholder": "", ...(title ? { title } : {}) }, text);

/**
 * After the fixes, the one closing band: how many fixes, the service most of them name with its
 * starting price (the placeholder mark until the agency sets it), the consultation with this
 * report, and the strategist slot with the booking link, as the price cards have them.
 */
function Close({ report, copy, level }: SectionProps) {
  if (report.score === null && !report.unread) return null;
  const design: ReportDesign = copy.design;
  const words = design.words.close;
  const count = report.findings.filter((f) => f.status !== "pass").length;
  const service = mainService(report.findings) ?? report.unread?.service;
  const price = service === undefined ? undefined : design.offers[service.href];
  const person = design.people.strategist;
  return h(
    "section",
    { className: "sc-close", "aria-labelledby": "sc-close-heading" },
    heading(level + 1, { id: "sc-close-heading" }, count === 0 ? words.buttonNothing : fill(words.heading, { count })),
    h("p", null, words.intro),
    service === undefined
      ? null
      : h(
          "p",
          { className: "sc-close-service" },
          fill(words.service, { service: "\u0000" })
            .split("\u0000")
            .flatMap((part, i) => (i === 0 ? [part] : [h("a", { key: i, href: service.href }, service.label), part])),
          " ",
          price
            ? h("strong", { "data-price": "" }, price)
            : h(Placeholder, { text: design.people.placeholder, title: design.words.close.service }),
        ),
    h("p", { className: "sc-cta" }, h("a", { href: contactHref(report) }, askLabel(report, copy))),
    h(
      "div",
      { className: "sc-strategist", "data-reply-promise": "" },
      h("span", { className: "sc-face", "aria-hidden": "true" }),
      h(
        "div",
        null,
        h(
          "p",
          { className: "sc-person" },
          person
            ? `${person.name}, ${person.role}`
            : h(
                Fragment,
                null,
                h(Placeholder, { text: design.people.placeholder }),
                " ",
                h("span", { className: "sc-note" }, design.people.placeholderRole),
              ),
        ),
        h("p", null, design.people.replyPromise),
        h(
          "p",
          { className: "sc-note" },
          `${design.booking.note} `,
          design.booking.url
            ? h("a", { href: design.booking.url, target: "_blank", rel: "noopener noreferrer" }, design.booking.label)
            : h(
                Fragment,
                null,
                h("strong", null, design.booking.label),
                " ",
                h(Placeholder, { text: design.people.placeholder }),
              ),
        ),
      ),
    ),
  );
}

/**
 * Last, folded and labelled for developers: the pages checked (the site-wide findings marked),
 * what each AI bot was served, and a comparison's tables. Closed in print.
 */
function ForDevelopers({ report, copy, level }: SectionProps) {
  const parts = [
    h(Pages, { key: "pages", report, copy, level: level + 2 }),
    h(Bots, { key: "bots", report, copy, level: level + 2 }),
    h(Comparison, { key: "compare", report, copy, level: level + 2 }),
  ];
  const hasAny = (report.pages?.length ?? 0) >= 2 || report.bots !== undefined || (report.compared?.length ?? 0) > 0;
  if (!hasAny) return null;
  const words = copy.design.words.developer;
  return h(
    "section",
    { className: "sc-dev", "aria-labelledby": "sc-dev-heading" },
    h(
      "details",
      null,
      h("summary", null, heading(level + 1, { id: "sc-dev-heading" }, words.heading)),
      h("p", { className: "sc-note" }, words.intro),
      h("div", { className: "sc-dev-body" }, ...parts),
    ),
  );
}

/** Who can open the report and for how long; and, printed, the agency's name and contact. */
function Kept({ report, copy }: SectionProps) {
  const agency = copy.design.agency;
  const footer = fill(copy.design.words.printFooter, { name: agency.name, email: agency.email, phone: "\u0000" }).split(
    "\u0000",
  );
  return h(
    Fragment,
    null,
    h("p", { className: "sc-kept" }, report.id === undefined ? copy.ctaNote : copy.keptNote),
    h(
      "p",
      { className: "sc-print-footer" },
      ...footer.flatMap((part, i) =>
        i === 0
          ? [part]
          : [
              agency.phonePlaceholder
                ? h(Fragment, { key: i }, `${agency.phone} `, h(Placeholder, { text: copy.design.people.placeholder }))
                : agency.phone,
              part,
            ],
      ),
    ),
  );
}

const SummarySection = (props: SectionProps) => h(Summary, props);
const UnreadSection = ({ report, copy, level }: SectionProps) => h(Unread, { report, copy, level: level + 1 });
const ChangesSection = ({ report, copy, level }: SectionProps) => h(ChangesList, { report, copy, level: level + 1 });
const PassesSection = ({ report, copy, level }: SectionProps) => h(Passes, { report, copy, level: level + 1 });
const HistorySection = ({ report, copy, level }: SectionProps) => h(History, { report, copy, level: level + 1 });

/**
 * The report's sections, in the order a reader meets them. Each is one function of the report's
 * props that draws its part, or null when it has nothing to say; a new section (its heading one
 * level under the report's: `level + 1`) is added here, in its place: an owner's finding before
 * the closing band, a developer's detail inside ForDevelopers.
 */
export const REPORT_SECTIONS: ReadonlyArray<{ id: string; render: (props: SectionProps) => ReactNode }> = [
  { id: "summary", render: SummarySection },
  { id: "unread", render: UnreadSection },
  { id: "changes", render: ChangesSection },
  { id: "fixes", render: Fixes },
  { id: "walk", render: WalkSection },
  { id: "disagreements", render: DisagreementsSection },
  { id: "live", render: LiveSectionOf },
  { id: "close", render: Close },
  { id: "email", render: EmailSection },
  { id: "passes", render: PassesSection },
  { id: "developers", render: ForDevelopers },
  { id: "history", render: HistorySection },
  { id: "kept", render: Kept },
];

/** "Could an AI agent hire you?" (walk.ts): an owner's question, after the fixes. */
function WalkSection({ report, copy, level }: SectionProps) {
  return h(Walk, { report, copy, level: level + 1 });
}

/** "Your site argues with itself" (disagreements.ts): as the walk. */
function DisagreementsSection({ report, copy, level }: SectionProps) {
  return h(Disagreements, { report, copy, level: level + 1 });
}

/** The live answer check (live/view.ts): its offer, progress or answers, on a kept report that has one. */
function LiveSectionOf({ report, level }: SectionProps) {
  return report.live && report.id ? h(LiveAnswers, { live: report.live, reportId: report.id, level: level + 1 }) : null;
}

/**
 * "Email me this report" and "Email to my developer" (email/view.ts), after the closing band and
 * quieter than it: on a kept report's page, whose Function gives them.
 */
function EmailSection({ report, copy, level }: SectionProps) {
  return report.emailAsks && report.id
    ? h(EmailAsks, { section: report.emailAsks, agency: copy.design.agency.name, level: level + 1 })
    : null;
}

/** The whole report. */
export function ReportView(props: ReportViewProps) {
  const { report, level = 1 } = props;
  const section: SectionProps = { ...props, level };
  return h(
    "article",
    { className: "sc-report", "aria-labelledby": "sc-report-heading", "data-score": report.score ?? "none" },
    ...REPORT_SECTIONS.map(({ id, render }) => h(Fragment, { key: id }, render(section))),
  );
}

/** Why there is no report: the check's sentence, or a report that is not kept. */
export function ReportError({ message, copy, level = 1 }: { message: string; copy: ReportCopy; level?: 1 | 2 }) {
  return h(
    "section",
    { className: "sc-report sc-error", role: "alert", "aria-labelledby": "sc-error-heading" },
    heading(level, { id: "sc-error-heading", className: "sc-title" }, copy.errorHeading),
    h("p", null, message),
  );
}
