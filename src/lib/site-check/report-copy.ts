/**
 * The report's words: the check page's siteCheck section (data/pages/ai-search-check.yaml), which
 * the build hands the Functions (content/function-data.ts) and the island as props. In a
 * text, `{count}` is a number the report gives and `{count|one|other}` picks a word by it
 * (words.ts fill). Free of Node APIs: the island bundles it.
 */
import type { EvidenceKind, Status } from "./checks/define";
import type { Change } from "./changes";
import type { NotChecked } from "./pages";
import type { CheckReport } from "./run";
import { reportPath } from "../content/report-address";
import type { ReportDesign } from "./report-design";

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
  /** Under the score: how many findings do not pass, e.g. "{count} {count|thing|things} to fix". */
  toFix: string;
  nothingToFix: string;
  /** Names the category bars for screen readers. */
  categoriesLabel: string;
  /** Over the cards of what does not pass. */
  fixesHeading: string;
  /** The folded checklist of what passes, e.g. "{count} {count|check|checks} passed". */
  passedHeading: string;
  /** Before the date and time the report was made. */
  checkedLabel: string;
  /** Before the report's own address. */
  linkLabel: string;
  copyLabel: string;
  copiedLabel: string;
  /** The button that checks the same address again, comparing the new report with this one. */
  recheckLabel: string;
  recheckNote: string;
  /** Over what changed since the report this one re-checked: "{date}" is that report's. */
  changesHeading: string;
  /** Under the changes heading when no finding changed. */
  nothingChanged: string;
  changeLabels: Record<Change, string>;
  /** The address's earlier reports. */
  historyHeading: string;
  /** A link to a newer report of the same address. */
  laterLabel: string;
  /** Who can open the report and how long it is kept. */
  keptNote: string;
  /** A report that is not (or no longer) kept. */
  missingText: string;
  /** Compare with competitors: the form's optional fields and the comparison in the report. */
  compare: CompareCopy;
  /** A few pages, not one: the pages checked and what differs between them (pages.ts). */
  pages: PagesCopy;
  /** What an AI agent in the visitor's browser reads about the check's forms (WebMCP: content/agent-forms.ts). */
  agents: AgentFormsCopy;
  /**
   * The verdict, the fixes' groups and tags, the closing band's service, price and strategist slot,
   * the printed footer: data/site-check.yaml's report words and the site's own facts (report-design.ts).
   */
  design: ReportDesign;
}

/** The check's forms as an agent's tools: what they do, and what each field means. */
export interface AgentFormsCopy {
  /** The address form (check_site). */
  description: string;
  url: string;
  /** Each competitor's field. */
  competitor: string;
  /** A report's Check again (check_site_again). */
  recheck: string;
}

/** The words of the pages checked. */
export interface PagesCopy {
  heading: string;
  /** Under the heading: which pages were checked, and that the site's own files are shared. */
  intro: string;
  caption: string;
  pageColumn: string;
  scoreColumn: string;
  /** In place of a page's score, by why it was not checked. */
  notChecked: Record<NotChecked, string>;
  /** Over the findings that differ between pages. */
  differHeading: string;
  /** One outcome's pages, e.g. "{status} on {count} of {total} {total|page|pages}", before their paths. */
  onPages: string;
  /** When every page had the same outcome on every check. */
  sameEverywhere: string;
}

/** The words of a comparison (compare.ts). */
export interface CompareCopy {
  /** The fold that discloses the competitors' fields. */
  toggle: string;
  firstLabel: string;
  secondLabel: string;
  /** Under the fields: that they are optional and what a comparison counts as. */
  hint: string;
  /** Over the comparison in the report. */
  heading: string;
  /** Beside the visitor's own site in the comparison. */
  youLabel: string;
  categoryColumn: string;
  checkColumn: string;
  categoriesCaption: string;
  findingsCaption: string;
  /** In place of a competitor's score when it could not be checked. */
  notChecked: string;
  /** A competitor's address that is the visitor's own or the other competitor's. */
  sameAddress: string;
}

/** Used only when the build gave none (unit tests, a site without data/site-check.yaml): its report group's words, copied; data/site.yaml has the facts. */
export const FALLBACK_DESIGN: ReportDesign = {
  words: {
    verdicts: {
      good: "Search engines and AI answers can find, read and quote this page. {count} {count|thing is|things are} still worth fixing.",
      average:
        "Google can read this page, but AI answers will struggle to quote it: {count} {count|thing stands|things stand} in the way.",
      poor: "Search engines and AI answers will struggle to find or quote this page at all: {count} {count|thing stands|things stand} in the way, so start with Fix first.",
      clear: "Search engines and AI answers can find, read and quote this page. Nothing here needs fixing.",
    },
    legend: {
      label: "Colours as PageSpeed Insights uses them:",
      good: "90–100 good",
      average: "50–89 needs work",
      poor: "0–49 poor",
    },
    fixFirst: "Fix first ({count})",
    fixFirstNote:
      "These stop search engines or AI answers finding, reading or quoting the page, and cost the most score.",
    worthFixing: "Worth fixing ({count})",
    worthFixingNote: "These help engines choose and quote you. None of them stops you being found.",
    effortLabel: "Effort",
    efforts: { minutes: "minutes", hours: "hours", rewrite: "a rewrite" },
    fixForYou: "We can fix this for you",
    siteWide: "Site-wide",
    siteWideNote:
      "Site-wide findings (robots.txt, llms.txt, the sitemap, https) count once, for the whole site, so they lower the score above but not each page's.",
    close: {
      heading:
        "Want {count|the|these} {count} {count|fix|fixes} done? A strategist reads this report before your call.",
      intro:
        "You get what we would do first, the price for your site in writing and no obligation. Your enquiry carries this report's link, never your site's content.",
      service: "Most of these are covered by {service}:",
      button: "Talk to a strategist about {count|the|these} {count} {count|fix|fixes}",
      buttonNothing: "Talk to a strategist about this report",
    },
    developer: {
      heading: "For your developer: page by page",
      intro:
        "The pages checked and what differs between them, what each AI bot was served, and any comparison check by check.",
    },
    compared: "How you compare",
    printFooter: "{name} · {email} · {phone}",
  },
  efforts: {},
  offers: {},
  people: {
    placeholder: "Placeholder",
    placeholderRole: "Name, photo and role of a Sydney strategist",
    replyPromise: "A strategist replies within 24 hours.",
    strategist: null,
  },
  booking: { label: "Book a call", note: "Prefer to talk first?", url: null },
  agency: { name: "Harbour AI SEO", email: "hello@harbouraiseo.com.au", phone: "Placeholder", phonePlaceholder: true },
};

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
  ctaLabel: "Talk to a strategist about this report",
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
  toFix: "{count} {count|thing|things} to fix",
  nothingToFix: "Nothing to fix",
  categoriesLabel: "Score by category",
  fixesHeading: "What to fix first",
  passedHeading: "{count} {count|check|checks} passed",
  checkedLabel: "Checked",
  linkLabel: "Link to this report",
  copyLabel: "Copy link",
  copiedLabel: "Link copied",
  recheckLabel: "Check again",
  recheckNote: "Fixed something? Check again and see what changed.",
  changesHeading: "Since the check of {date}",
  nothingChanged: "No finding changed since then.",
  changeLabels: { fixed: "Fixed", new: "New", better: "Better", worse: "Worse", unchanged: "Unchanged" },
  historyHeading: "Earlier checks of this address",
  laterLabel: "A newer check of this address",
  keptNote: "Anyone with the link can open this report. We keep it 90 days, then delete it.",
  missingText: "This report is not here: the link may be mistyped, or the report is older than we keep them.",
  compare: {
    toggle: "Compare with up to two competitors",
    firstLabel: "A competitor's address",
    secondLabel: "Another competitor's address",
    hint: "Optional. Each site is checked the same way, and each counts as one check.",
    heading: "How you compare",
    youLabel: "you",
    categoryColumn: "Category",
    checkColumn: "Check",
    categoriesCaption: "Score by category",
    findingsCaption: "Check by check",
    notChecked: "Not checked",
    sameAddress: "This address is already in the comparison: type another site's.",
  },
  pages: {
    heading: "Pages checked",
    intro: "Besides the address you gave, up to four more pages of your site, each scored on the checks of a page.",
    caption: "Score by page",
    pageColumn: "Page",
    scoreColumn: "Score",
    notChecked: {
      budget: "Not checked (budget)",
      time: "Not checked (time)",
      unread: "Not checked (no page)",
    },
    differHeading: "What differs between pages",
    onPages: "{status} on {count} of {total} {total|page|pages}",
    sameEverywhere: "Every page had the same result on every check.",
  },
  agents: {
    description: "Checks how well a website can be found, read and quoted by search engines and AI assistants.",
    url: "The address of the page to check, for example yourbusiness.com.au.",
    competitor: "A competitor's website address, checked the same way beside it.",
    recheck: "Checks the same address again and shows what changed since this report.",
  },
  design: FALLBACK_DESIGN,
};

/**
 * Where the report's call leads: the contact form, with the address, the score (when there is
 * one), the stored report (when it was kept) and a comparison's other addresses filled in.
 */
export function contactHref(report: Pick<CheckReport, "url" | "score" | "compared"> & { id?: string }): string {
  const fields: Record<string, string> = { checkedUrl: report.url };
  if (report.score !== null) fields.checkScore = String(report.score);
  if (report.id !== undefined) fields.checkReport = report.id;
  // A comparison's enquiry carries the competitors' addresses too (as they answered, or as asked when they did not).
  const compared = (report.compared ?? []).map((site) => ("url" in site ? site.url : site.address));
  if (compared.length > 0) fields.checkCompared = compared.join(" ");
  return `/contact/?${new URLSearchParams(fields).toString()}#contact-form`;
}

/** A stored report's page, absolute when the origin is known. */
export const reportHref = (id: string, origin = ""): string => `${origin}${reportPath(id)}`;
