/**
 * The checks: from what was fetched (the page, robots.txt, llms.txt, the sitemap) to findings,
 * each pass, warn or fail with one plain-English line (`title`), what was found (`detail`), why
 * it matters, what to do, and the service page that does it. The score is scoring.ts's alone.
 */
import type { Fetched } from "./fetcher";
import { answersFirst, isQuestion, type PageFacts } from "./page-facts";
import type { RobotsReading } from "./robots";
import { WEIGHTS, type CategoryId, type FindingId, type Status } from "./scoring";

export interface Finding {
  id: FindingId;
  category: CategoryId;
  status: Status;
  title: string;
  detail: string;
  why: string;
  action: string;
  service: { href: string; label: string };
}

/** A fetched file for the checks: the answer, or why there was none. */
export type FileResult = { ok: true; fetched: Fetched } | { ok: false; why: string };

export interface CheckInput {
  page: Fetched;
  /** The page's facts when it is HTML. */
  facts: PageFacts | undefined;
  robots: RobotsReading;
  llms: FileResult;
  /** The sitemap found, its address and the answer. */
  sitemap: { url: string; result: FileResult } | undefined;
}

const SERVICES = {
  voice: { href: "/services/ai-voice-search-optimization/", label: "AI & Voice Search Optimisation" },
  aiSeo: { href: "/services/ai-driven-seo/", label: "AI Driven SEO" },
  audit: { href: "/services/technical-seo-audits/", label: "Technical SEO Audits" },
  content: { href: "/services/content-strategy-creation/", label: "Content Strategy & Creation" },
} as const;

/** Why each check matters, what to do when it does not pass, and who helps. */
const ABOUT: Record<FindingId, { why: string; action: string; service: Finding["service"] }> = {
  "crawlers-search": {
    why: "Search engines and AI search tools can only list and quote pages their crawlers may read.",
    action: "Remove the Disallow rules that name these crawlers (or `*`) for your public pages in robots.txt.",
    service: SERVICES.audit,
  },
  "crawlers-user": {
    why: "When someone asks ChatGPT, Claude or Perplexity about your business, these fetchers read your page for them.",
    action: "Allow ChatGPT-User, Claude-User and Perplexity-User in robots.txt on the pages you want quoted.",
    service: SERVICES.voice,
  },
  "crawlers-training": {
    why: "Training crawlers collect pages for future AI models. Blocking them is your choice and does not hide you from search.",
    action: "Nothing needed: decide whether AI models may learn from your pages, and say so in robots.txt.",
    service: SERVICES.aiSeo,
  },
  status: {
    why: "A page that answers with an error is dropped from search results and cannot be quoted.",
    action: "Make the address answer 200 with the page, or redirect it permanently to the page that replaced it.",
    service: SERVICES.audit,
  },
  noindex: {
    why: "`noindex` tells search engines to leave the page out of their results, and AI search tools built on them follow.",
    action: "Remove `noindex` from the robots meta tag and the X-Robots-Tag header of pages you want found.",
    service: SERVICES.audit,
  },
  canonical: {
    why: "The canonical link tells search engines which address is the real one, so duplicates do not split its ranking.",
    action: 'Add <link rel="canonical" href="…"> with the page\'s own full address to every page.',
    service: SERVICES.audit,
  },
  https: {
    why: "Browsers mark plain-http pages as not secure, and search engines prefer the secure copy.",
    action: "Serve the site over https and redirect every http address to it.",
    service: SERVICES.audit,
  },
  "server-text": {
    why: "Many AI crawlers do not run JavaScript: text that scripts add after loading is invisible to them.",
    action: "Render the page's text on the server (or prerender it) so it is in the HTML itself.",
    service: SERVICES.audit,
  },
  title: {
    why: "The title is the headline search results and AI answers show for your page.",
    action: "Give each page its own title of about 30 to 65 characters naming what it offers.",
    service: SERVICES.content,
  },
  description: {
    why: "The meta description is the summary shown under your title; a good one earns the click.",
    action: "Write a description of about 70 to 160 characters for each page.",
    service: SERVICES.content,
  },
  h1: {
    why: "One main heading tells readers and machines what the page is about.",
    action: "Give the page exactly one <h1> stating its topic.",
    service: SERVICES.content,
  },
  questions: {
    why: "AI answer engines look for the question a person asked and a short, direct answer to quote.",
    action: "Add headings phrased as your customers' questions, each followed by a one- or two-sentence answer.",
    service: SERVICES.voice,
  },
  "structured-data": {
    why: "Structured data (schema.org JSON-LD) states who you are and what the page is in a form machines read exactly.",
    action:
      "Add JSON-LD for your organisation or local business, breadcrumbs, and the page's type (service, article, FAQ).",
    service: SERVICES.voice,
  },
  "structured-data-valid": {
    why: "A JSON-LD block with a syntax error is ignored as a whole.",
    action: "Fix the JSON of each structured data block (Google's Rich Results Test shows where).",
    service: SERVICES.audit,
  },
  "author-dates": {
    why: "Answer engines prefer sources that say who wrote them and when they were last updated.",
    action:
      "Name the author or business behind the page, and show when it was published and updated (in the page and its JSON-LD).",
    service: SERVICES.content,
  },
  "llms-txt": {
    why: "llms.txt is a proposed plain-text guide to your site for AI tools; some read it, many do not yet.",
    action:
      "Publish /llms.txt: a # title, a > one-line summary, and ## sections listing your key pages as Markdown links.",
    service: SERVICES.aiSeo,
  },
  sitemap: {
    why: "A sitemap lists every page you want found, so crawlers do not have to discover them by links alone.",
    action: "Publish an XML sitemap and name it in robots.txt with a Sitemap: line.",
    service: SERVICES.audit,
  },
  "page-weight": {
    why: "Heavy pages load slowly on phones, and crawlers stop reading very large ones.",
    action: "Keep the HTML under about 300 kB: move inline data and styles out, and remove what the page does not use.",
    service: SERVICES.audit,
  },
};

function finding(id: FindingId, status: Status, title: string, detail: string): Finding {
  return { id, category: WEIGHTS[id].category, status, title, detail, ...ABOUT[id] };
}

const list = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
const kB = (bytes: number): string => `${Math.round(bytes / 1024)} kB`;

function crawlerFindings(robots: RobotsReading): Finding[] {
  const { search, user, training } = robots.roles;
  if (robots.source === "unreachable") {
    const detail =
      "robots.txt answered with a server error or not at all; crawlers then treat the whole site as closed.";
    return [
      finding("crawlers-search", "fail", "Crawlers cannot read your robots.txt, so they stay away", detail),
      finding("crawlers-user", "warn", "AI assistants may not fetch your pages while robots.txt fails", detail),
      finding("crawlers-training", "pass", "Training crawlers: robots.txt did not answer", detail),
    ];
  }
  const none = robots.source === "none" ? " (there is no robots.txt, so nothing is blocked)" : "";
  return [
    search.blocked.length === 0
      ? finding(
          "crawlers-search",
          "pass",
          "Search engines and AI search can read this page",
          `Allowed: ${list(search.allowed)}${none}.`,
        )
      : finding(
          "crawlers-search",
          "fail",
          "Your robots.txt blocks search crawlers from this page",
          `Blocked: ${list(search.blocked)}.`,
        ),
    user.blocked.length === 0
      ? finding(
          "crawlers-user",
          "pass",
          "AI assistants can fetch this page when someone asks about you",
          `Allowed: ${list(user.allowed)}${none}.`,
        )
      : finding(
          "crawlers-user",
          "warn",
          "Some AI assistants may not fetch this page for the people who ask",
          `Blocked: ${list(user.blocked)}.`,
        ),
    training.blocked.length === 0
      ? finding(
          "crawlers-training",
          "pass",
          "AI training crawlers may read this page",
          `Allowed: ${list(training.allowed)}. This is a choice, not a fault.`,
        )
      : finding(
          "crawlers-training",
          "pass",
          "You block some AI training crawlers: your choice, and no harm to search",
          `Blocked: ${list(training.blocked)}.`,
        ),
  ];
}

function indexingFindings(input: CheckInput): Finding[] {
  const { page, facts } = input;
  const html = facts !== undefined;
  const type = (page.headers["content-type"] ?? "no content type").split(";")[0]?.trim() ?? "";
  const status =
    page.status >= 200 && page.status < 300 && html
      ? finding(
          "status",
          "pass",
          "The page loads",
          `It answered ${page.status}${page.redirects.length > 0 ? ` after ${page.redirects.length} redirect${page.redirects.length > 1 ? "s" : ""}` : ""}.`,
        )
      : page.status >= 200 && page.status < 300
        ? finding(
            "status",
            "fail",
            "This address is not a web page",
            `It answered with ${type}, so the page checks below could not run.`,
          )
        : finding(
            "status",
            "fail",
            `The page answers with an error (${page.status})`,
            "Search engines drop pages that answer with an error.",
          );
  const header = (page.headers["x-robots-tag"] ?? "").toLowerCase();
  const noindexIn = [
    ...(facts?.robotsMeta.some((content) => /\b(noindex|none)\b/.test(content)) ? ["the robots meta tag"] : []),
    ...(/\b(noindex|none)\b/.test(header) ? ["the X-Robots-Tag header"] : []),
  ];
  const noindex =
    noindexIn.length === 0
      ? finding("noindex", "pass", "Search engines may index this page", "No noindex in the page or its headers.")
      : finding("noindex", "fail", "This page asks search engines not to list it", `noindex in ${list(noindexIn)}.`);
  let canonical: Finding;
  if (!facts?.canonical)
    canonical = finding("canonical", "warn", "No canonical address", "The page has no canonical link.");
  else if (!URL.canParse(facts.canonical, page.url))
    canonical = finding(
      "canonical",
      "warn",
      "The canonical link is not a valid address",
      `It says "${facts.canonical.slice(0, 120)}".`,
    );
  else {
    const named = new URL(facts.canonical, page.url);
    const trim = (path: string) => path.replace(/\/+$/, "");
    canonical =
      trim(named.pathname) === trim(new URL(page.url).pathname)
        ? finding("canonical", "pass", "The page names its canonical address", named.href)
        : finding(
            "canonical",
            "warn",
            "The canonical link points to another page",
            `It names ${named.href}, so that page is indexed instead of this one.`,
          );
  }
  const secure = new URL(page.url).protocol === "https:";
  const https = secure
    ? finding("https", "pass", "The site is served securely (https)", page.url)
    : finding("https", "fail", "The page is served without https", page.url);
  return [status, noindex, canonical, https];
}

function contentFindings(facts: PageFacts | undefined): Finding[] {
  if (!facts) {
    const skipped = "Not checked: the address did not answer with a web page.";
    return [
      finding("server-text", "fail", "No page text to read", skipped),
      finding("title", "fail", "No page title", skipped),
      finding("description", "fail", "No meta description", skipped),
      finding("h1", "fail", "No main heading", skipped),
      finding("questions", "fail", "No question headings", skipped),
    ];
  }
  const { words } = facts;
  const serverText =
    words >= 200
      ? finding(
          "server-text",
          "pass",
          "The page's text is in the HTML, readable without JavaScript",
          `${words} words of text arrive with the page.`,
        )
      : words >= 50
        ? finding(
            "server-text",
            "warn",
            "Little of the page's text is in the HTML",
            `Only ${words} words arrive with the page${facts.scripts > 0 ? "; scripts may add the rest, which many AI crawlers never see" : ""}.`,
          )
        : finding(
            "server-text",
            "fail",
            "The page's text needs JavaScript to appear",
            `${words} word${words === 1 ? "" : "s"} arrive with the page${facts.scripts > 0 ? `, with ${facts.scripts} script${facts.scripts > 1 ? "s" : ""}` : ""}: crawlers that do not run scripts see an empty page.`,
          );
  const titleLength = facts.title?.length ?? 0;
  const title = !facts.title
    ? finding("title", "fail", "The page has no title", "No <title> in the page.")
    : titleLength < 15 || titleLength > 70
      ? finding(
          "title",
          "warn",
          `The title is ${titleLength < 15 ? "very short" : "long and may be cut off"}`,
          `"${facts.title.slice(0, 120)}" (${titleLength} characters).`,
        )
      : finding("title", "pass", "The page has a clear title", `"${facts.title}" (${titleLength} characters).`);
  const descriptionLength = facts.description?.length ?? 0;
  const description = !facts.description
    ? finding(
        "description",
        "fail",
        "The page has no meta description",
        "Search results will show whatever text they pick from the page.",
      )
    : descriptionLength < 50 || descriptionLength > 170
      ? finding(
          "description",
          "warn",
          `The meta description is ${descriptionLength < 50 ? "very short" : "long and may be cut off"}`,
          `${descriptionLength} characters.`,
        )
      : finding("description", "pass", "The page has a meta description", `${descriptionLength} characters.`);
  const h1 =
    facts.h1.length === 1 && facts.h1[0] !== ""
      ? finding("h1", "pass", "The page has one main heading", `"${facts.h1[0] ?? ""}".`)
      : facts.h1.length === 0
        ? finding("h1", "fail", "The page has no main heading (h1)", "No <h1> in the HTML as sent.")
        : finding(
            "h1",
            "warn",
            `The page has ${facts.h1.length} main headings`,
            `${facts.h1.length} <h1> elements; one says most clearly what the page is about.`,
          );
  const questions = facts.headings.filter((heading) => heading.level > 1 && isQuestion(heading.text));
  const answered = questions.filter(answersFirst);
  const questionsFinding =
    questions.length === 0
      ? finding(
          "questions",
          "warn",
          "No headings ask the questions your customers ask",
          "No h2 to h6 heading is phrased as a question.",
        )
      : answered.length === questions.length
        ? finding(
            "questions",
            "pass",
            "Question headings with short, direct answers",
            `${questions.length} question heading${questions.length > 1 ? "s" : ""}, each answered first in a short paragraph.`,
          )
        : finding(
            "questions",
            "warn",
            "Some question headings bury their answer",
            `${answered.length} of ${questions.length} question headings are followed by a short, direct answer.`,
          );
  return [serverText, title, description, h1, questionsFinding];
}

const KNOWN_TYPES = [
  "Organization",
  "LocalBusiness",
  "ProfessionalService",
  "Corporation",
  "BreadcrumbList",
  "Article",
  "BlogPosting",
  "NewsArticle",
  "FAQPage",
  "Service",
  "Product",
  "WebSite",
  "WebPage",
];

function trustFindings(page: Fetched, facts: PageFacts | undefined): Finding[] {
  const data = facts?.structuredData;
  const found = (data?.types ?? []).filter(
    (type) => KNOWN_TYPES.includes(type) || /Business$|Organization$/.test(type),
  );
  const business = found.some(
    (type) => /Organization$|Business$|Service$|Corporation$/.test(type) && type !== "Service",
  );
  const structured =
    !data || data.blocks === 0
      ? finding("structured-data", "fail", "No structured data", "No JSON-LD in the page.")
      : business
        ? finding(
            "structured-data",
            "pass",
            "Structured data says who you are",
            `Found: ${list(data.types.slice(0, 8))}.`,
          )
        : finding(
            "structured-data",
            "warn",
            "Structured data does not name your business",
            `Found: ${list(data.types.slice(0, 8)) || "nothing recognised"}; no Organization or LocalBusiness.`,
          );
  const valid =
    !data || data.blocks === 0
      ? finding("structured-data-valid", "warn", "No structured data to validate", "Nothing to check.")
      : data.invalid === 0
        ? finding(
            "structured-data-valid",
            "pass",
            "The structured data parses",
            `${data.blocks} JSON-LD block${data.blocks > 1 ? "s" : ""}, all valid JSON.`,
          )
        : finding(
            "structured-data-valid",
            "fail",
            "Some structured data does not parse",
            `${data.invalid} of ${data.blocks} JSON-LD blocks are not valid JSON and are ignored.`,
          );
  const author = facts
    ? (facts.structuredData.authors[0] ??
      facts.metaAuthor ??
      (business ? "the business named in its structured data" : undefined))
    : undefined;
  const lastModified = page.headers["last-modified"];
  const date = facts
    ? (facts.structuredData.dates[0] ??
      facts.metaDates[0] ??
      (facts.timeElements > 0 ? "a dated <time> element" : lastModified))
    : undefined;
  const authorDates =
    author && date
      ? finding(
          "author-dates",
          "pass",
          "The page says who stands behind it and when it changed",
          `By ${author}; dated ${date}.`,
        )
      : author || date
        ? finding(
            "author-dates",
            "warn",
            author ? "The page does not say when it was written or updated" : "The page does not say who wrote it",
            author ? `By ${author}; no date found.` : `Dated ${date ?? ""}; no author found.`,
          )
        : finding("author-dates", "warn", "No author and no date", "Nothing says who wrote the page or when.");
  return [structured, valid, authorDates];
}

function fileFindings(input: CheckInput): Finding[] {
  const { llms, sitemap, page } = input;
  let llmsFinding: Finding;
  if (!llms.ok || llms.fetched.status !== 200) {
    llmsFinding = finding(
      "llms-txt",
      "warn",
      "No llms.txt",
      llms.ok ? `/llms.txt answered ${llms.fetched.status}.` : llms.why,
    );
  } else {
    const text = llms.fetched.body.toString("utf8").replace(/^\uFEFF/, "");
    const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
    const isHtml = /^\s*<(!doctype|html)/i.test(text);
    const links = (text.match(/\[[^\]]+\]\([^)\s]+\)/g) ?? []).length;
    llmsFinding =
      !isHtml && /^# \S/.test(firstLine) && links > 0
        ? finding(
            "llms-txt",
            "pass",
            "llms.txt is published in its format",
            `Titled "${firstLine.slice(2, 100)}", with ${links} link${links > 1 ? "s" : ""}.`,
          )
        : finding(
            "llms-txt",
            "warn",
            "llms.txt is there but not in its format",
            isHtml
              ? "/llms.txt answers with a web page, not Markdown text."
              : "It should start with a # title and list pages as Markdown links.",
          );
  }
  let sitemapFinding: Finding;
  if (!sitemap)
    sitemapFinding = finding(
      "sitemap",
      "warn",
      "No sitemap found",
      "robots.txt names none, and none is at /sitemap.xml.",
    );
  else if (!sitemap.result.ok)
    sitemapFinding = finding(
      "sitemap",
      "warn",
      "The sitemap could not be read",
      `${sitemap.url}: ${sitemap.result.why}`,
    );
  else {
    const xml = sitemap.result.fetched.body.toString("utf8");
    sitemapFinding =
      sitemap.result.fetched.status === 200 && /<(urlset|sitemapindex)[\s>]/.test(xml)
        ? finding("sitemap", "pass", "The site has a sitemap", sitemap.url)
        : finding(
            "sitemap",
            "warn",
            "The sitemap could not be read",
            `${sitemap.url} answered ${sitemap.result.fetched.status}${sitemap.result.fetched.status === 200 ? " without a sitemap in it" : ""}.`,
          );
  }
  const size = page.body.length;
  const weight = page.truncated
    ? finding("page-weight", "fail", "The page is over 2 MB of HTML", "We stopped reading at 2 MB; crawlers may too.")
    : size <= 300 * 1024
      ? finding(
          "page-weight",
          "pass",
          "The page is light",
          `${kB(size)} of HTML${page.transferBytes < size ? ` (${kB(page.transferBytes)} compressed)` : ""}, in ${(page.ms / 1000).toFixed(1)} s.`,
        )
      : size <= 1024 * 1024
        ? finding("page-weight", "warn", "The page's HTML is heavy", `${kB(size)} of HTML.`)
        : finding("page-weight", "fail", "The page's HTML is very heavy", `${kB(size)} of HTML.`);
  return [llmsFinding, sitemapFinding, weight];
}

/** Every finding, in the order the report lists them (category by category). */
export function runChecks(input: CheckInput): Finding[] {
  return [
    ...crawlerFindings(input.robots),
    ...indexingFindings(input),
    ...contentFindings(input.facts),
    ...trustFindings(input.page, input.facts),
    ...fileFindings(input),
  ];
}
