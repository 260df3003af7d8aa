/**
 * One check of one address: the page first (its final address after redirects, and a meta refresh
 * followed as one more, is the site that is checked), then its robots.txt and llms.txt side by
 * side, then the sitemap robots.txt names. Everything shares one deadline (CHECK_DEADLINE_MS), and
 * what is read afterwards is read in time linear in what arrived, so the visitor has the report
 * within 10 s whatever the site does. Throws the fetcher's Refusal or FetchFailure when the page
 * itself cannot be fetched; a file that fails is a finding.
 *
 * A page the check could not read (the site's firewall answered, an error status, something other
 * than a web page) is reported as such, with no score: only the site's own files and address are
 * checked then, and the report says why the page was not.
 *
 * What the report quotes from the site is cut where it is read (quote.ts), and the report is kept
 * within MAX_SITE_REPORT_BYTES, so that three fit in a comparison's budget (report-bounds.ts).
 */
import { Refusal } from "./address";
import { CHECKS } from "./checks";
import type {
  CategoryId,
  Check,
  CheckInput,
  EvidenceKind,
  FileRead,
  PageRead,
  Result,
  Status,
  Vars,
} from "./checks/define";
import { BOT_SHARE, botTable, comparedWords, type BotTable } from "./bots";
import { ByteBudget, FetchFailure, OverBudget, safeFetch, type Fetched, type FetchOptions } from "./fetcher";
import {
  choosePages,
  firstChildSitemap,
  isSitemapIndex,
  PAGES_AT_ONCE,
  PAGES_BYTES,
  PAGES_DEADLINE_MS,
  sitemapLocs,
  type PageResult,
} from "./pages";
import { disagreementsReport, type SiteDisagreements } from "./disagreements";
import { pageFacts } from "./page-facts";
import { subjectOf, type SubjectGuess } from "./live/subject";
import { botWall, type BotWall } from "./read/bot-wall";
import { decodeBody } from "./read/charset";
import { keptAddress, quoted } from "./quote";
import { boundedReport, MAX_SITE_REPORT_BYTES } from "./report-bounds";
import { readRobots, robotsAllows, type RobotsSource } from "./robots";
import { counts, scoreOf, type CategoryScore } from "./scoring";
import type { UnreadId } from "./unread";
import { WALK_PAGE_BYTES, WALK_SHARE, walkReport, walkSite, type AgentWalk, type WalkRead } from "./walk";
import { fill, type ServiceLink, type Source, type Words } from "./words";

/**
 * Everything a check fetches, in all: 8 s, so that with the reading after it (well under a second
 * whatever the site sends) the visitor has the report within 10 s.
 */
export const CHECK_DEADLINE_MS = 8_000;
/** robots.txt, llms.txt and a sitemap are small: read no more of them than this. */
const FILE_BYTES = 512 * 1024;

export interface Finding {
  id: string;
  /** The check's short name, whatever its outcome (for a compact list of checks). */
  name: string;
  category: CategoryId;
  status: Status;
  /** Whether it counts in the score (a convention never does). */
  counts: boolean;
  title: string;
  detail: string;
  why: string;
  action: string;
  service: ServiceLink;
  evidence: { kind: EvidenceKind; source?: Source };
}

/** Why the page itself was not read, in the editors' words. */
export interface Unread {
  id: UnreadId;
  title: string;
  detail: string;
  why: string;
  action: string;
  service: ServiceLink;
}

/** One site's report: the address checked, its score, its categories and its findings. */
export interface SiteReport {
  /** The address asked for, normalised: the report is reused for it (handler.ts). */
  address: string;
  /** The address that answered last (up to MAX_ADDRESS_CHARS of it: quote.ts). */
  url: string;
  checkedAt: string;
  /** Out of 100; null when the page could not be read (see `unread`). */
  score: number | null;
  unread?: Unread;
  categories: CategoryScore[];
  findings: Finding[];
  /**
   * The pages checked, the address given first, each scored on the page's own checks (pages.ts).
   * Absent from a competitor's report and from reports kept before issue 47.
   */
  pages?: PageResult[];
  /**
   * What each AI bot is served (bots.ts): the visitor's own site only. Absent from a competitor's
   * report and from reports kept before issue 56.
   */
  bots?: BotTable;
  /**
   * The business as the page says it (live/subject.ts): the live answer check's form starts from
   * it. The visitor's own site only; absent when nothing was found, and from older reports.
   */
  subject?: SubjectGuess;
  /**
   * "Could an AI agent hire you?" (walk.ts): the visitor's own site only. Absent from a
   * competitor's report and from reports kept before it.
   */
  walk?: AgentWalk;
  /** "Your site argues with itself" across the pages read (disagreements.ts): as `walk`. */
  disagreements?: SiteDisagreements;
}

/** A competitor checked beside the visitor's site (compare.ts): its report, or why it could not be checked. */
export type Competitor = SiteReport | { address: string; error: string };

/** A check's report: one site's, with up to two competitors' beside it when the visitor asked for a comparison. */
export interface CheckReport extends SiteReport {
  compared?: Competitor[];
}

export interface RunOptions extends Omit<FetchOptions, "signal"> {
  words: Words;
  deadlineMs?: number;
  now?: () => Date;
  /** Check up to MORE_PAGES more pages of the site besides the address (the visitor's own site; not a competitor's). */
  morePages?: boolean;
  /** Ask for the page as each crawler of the bot table too (the visitor's own site; not a competitor's). */
  bots?: boolean;
}

/** A page of the site asked for: read, or why not (pages.ts NotChecked). */
type PageOutcome = { kind: "page"; page: PageRead } | { kind: "not"; why: NonNullable<PageResult["notChecked"]> };

/** The token the walk reads robots.txt for: our fetcher's, so the `*` group unless the site names it. */
const WALK_AGENT = "HarbourAISEO-SiteCheck";

const isHtml = (fetched: Fetched): boolean =>
  /^(text\/html|application\/xhtml\+xml)\b/i.test(fetched.headers["content-type"]?.trim() ?? "");

const textOf = (fetched: Fetched, html: boolean) =>
  decodeBody(fetched.body, fetched.headers["content-type"], html).text;

const wallOf = (fetched: Fetched, text: string): BotWall | undefined =>
  botWall({ status: fetched.status, headers: fetched.headers, text });

async function file(url: URL, options: FetchOptions): Promise<FileRead> {
  try {
    const fetched = await safeFetch(url, {
      ...options,
      maxBytes: FILE_BYTES,
      accept: "text/plain,application/xml,text/xml,*/*;q=0.5",
    });
    const text = textOf(fetched, false);
    const wall = wallOf(fetched, text);
    return wall ? { ok: false, why: wall.by, wall } : { ok: true, fetched, text };
  } catch (error) {
    // A failure names the host it failed at, which the site may have chosen (a redirect's).
    return {
      ok: false,
      why:
        error instanceof Refusal || error instanceof FetchFailure ? quoted(error.message) : "It could not be fetched.",
    };
  }
}

function robotsSource(result: FileRead): RobotsSource {
  if (!result.ok)
    return result.wall ? { kind: "walled", by: result.wall.by } : { kind: "unreachable", why: result.why };
  const { status } = result.fetched;
  if (status >= 200 && status < 300) return { kind: "rules", text: result.text };
  // RFC 9309: a 4xx means no rules; a 5xx (or no answer) means the site is closed for now.
  if (status >= 400 && status < 500) return { kind: "none" };
  return { kind: "unreachable", why: `robots.txt answered ${status}.` };
}

/**
 * The sitemaps to try, best first: those robots.txt names (one on the page's own host first; a
 * copy of a site, such as a staging address, often names the live site's), then /sitemap.xml.
 */
function sitemapCandidates(named: readonly string[], origin: string): URL[] {
  const urls = named.filter((href) => URL.canParse(href, origin)).map((href) => new URL(href, origin));
  const own = urls.filter((url) => url.origin === origin);
  const moved = urls
    .filter((url) => url.origin !== origin)
    .map((url) => new URL(`${url.pathname}${url.search}`, origin));
  const seen = new Set<string>();
  return [...own, ...moved, ...urls, new URL("/sitemap.xml", origin)]
    .filter((url) => !seen.has(url.href) && seen.add(url.href))
    .slice(0, 3);
}

/** What answered at the address, read: the page, a wall, or why it is not a page to read. */
type Answered = { kind: "page"; page: PageRead } | { kind: "unread"; fetched: Fetched; id: UnreadId; vars: Vars };

/** Fetches the page, following a meta refresh as one more redirect hop (under the same rules), and reads it. */
async function answerAt(start: URL, options: FetchOptions): Promise<Answered> {
  let fetched = await safeFetch(start, options);
  let refresh: PageRead["refresh"];
  for (;;) {
    const html = isHtml(fetched);
    const text = textOf(fetched, html);
    const wall = wallOf(fetched, text);
    if (wall)
      return {
        kind: "unread",
        fetched,
        id: "blocked",
        vars: { by: wall.by, evidence: wall.evidence, status: fetched.status },
      };
    if (fetched.status < 200 || fetched.status >= 300)
      return { kind: "unread", fetched, id: "error-status", vars: { status: fetched.status } };
    if (!html) {
      const type = (fetched.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
      return { kind: "unread", fetched, id: "not-html", vars: { type: quoted(type) || "?" } };
    }
    const facts = pageFacts(text);
    const next = facts.refresh?.url;
    const target = next !== undefined && URL.canParse(next, fetched.url) ? new URL(next, fetched.url) : undefined;
    if (target) target.hash = "";
    if (!target || target.href === fetched.url || !facts.refresh)
      return { kind: "page", page: { fetched, facts, ...(refresh ? { refresh } : {}) } };
    refresh = { from: fetched.url, seconds: facts.refresh.seconds };
    fetched = await safeFetch(target, options, [...fetched.redirects, fetched.url]);
  }
}

const PAGE_CHECKS = CHECKS.filter((check) => check.reads === "page");

/** A page's result on the page's own checks: their outcomes, and the score they make out of 100. */
function pageResult(page: PageRead, input: CheckInput, titles: Words["categories"]): PageResult {
  const results = PAGE_CHECKS.map((check) => ({
    check,
    status: check.outcomes[check.run(page, input).outcome]?.status ?? "warn",
  }));
  return {
    url: keptAddress(page.fetched.url),
    score: scoreOf(results, titles).score,
    statuses: Object.fromEntries(results.map(({ check, status }) => [check.id, status])),
  };
}

/** The sitemap's entries (a sitemap index: its first child sitemap's on the same site), or none. */
async function sitemapEntries(sitemap: CheckInput["sitemap"], origin: string, options: FetchOptions) {
  if (!sitemap?.result.ok || sitemap.result.fetched.status !== 200) return [];
  const text = sitemap.result.text;
  if (!isSitemapIndex(text)) return sitemapLocs(text);
  const child = firstChildSitemap(text, origin);
  if (!child) return [];
  const result = await file(child, options);
  return result.ok && result.fetched.status === 200 ? sitemapLocs(result.text) : [];
}

/** One page of the site, read (or why not) within `options`' bytes and time. */
async function readPage(url: URL, options: FetchOptions): Promise<PageOutcome> {
  if (options.signal.aborted) return { kind: "not", why: "time" };
  try {
    const answered = await answerAt(url, options);
    return answered.kind === "unread" ? { kind: "not", why: "unread" } : answered;
  } catch (error) {
    if (error instanceof OverBudget) return { kind: "not", why: "budget" };
    // The deadline ends a fetch as a FetchFailure that timed out (fetcher.ts failureOf).
    return { kind: "not", why: error instanceof FetchFailure && error.timedOut ? "time" : "unread" };
  }
}

/**
 * The more pages, fetched PAGES_AT_ONCE at a time within what is left of the byte budget and the
 * deadline. `reads` holds each page's read, by address, from the start (so the walk can wait for a
 * page these will read rather than read it again); `done` each page's read, in order.
 */
function morePages(
  urls: readonly URL[],
  options: FetchOptions,
): { reads: ReadonlyMap<string, Promise<PageOutcome>>; done: Promise<PageOutcome[]> } {
  const settle: Array<(outcome: PageOutcome) => void> = [];
  const promises = urls.map((_url, i) => new Promise<PageOutcome>((resolve) => (settle[i] = resolve)));
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      const url = urls[i];
      if (url) settle[i]?.(await readPage(url, options));
    }
  };
  void Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, urls.length) }, worker));
  return {
    reads: new Map(urls.map((url, i) => [url.href, promises[i] ?? Promise.resolve(skippedRead)])),
    done: Promise.all(promises),
  };
}

const skippedRead: PageOutcome = { kind: "not", why: "time" };

/** A page's line in the report's pages: scored on the page's own checks, or why it was not checked. */
function pageLine(url: URL, outcome: PageOutcome, input: CheckInput, titles: Words["categories"]): PageResult {
  if (outcome.kind === "page")
    return pageResult(outcome.page, { ...input, url: new URL(outcome.page.fetched.url) }, titles);
  return { url: keptAddress(url.href), score: null, statuses: {}, notChecked: outcome.why };
}

export async function checkSite(start: URL, options: RunOptions): Promise<CheckReport> {
  const {
    words,
    deadlineMs = CHECK_DEADLINE_MS,
    now = () => new Date(),
    morePages: more = false,
    bots: askBots = false,
    ...rest
  } = options;
  const began = Date.now();
  const signal = AbortSignal.timeout(deadlineMs);
  const fetchOptions: FetchOptions = { ...rest, signal };
  const answered = await answerAt(start, fetchOptions);
  const fetched = answered.kind === "page" ? answered.page.fetched : answered.fetched;
  const final = new URL(fetched.url);
  const [robotsResult, llms] = await Promise.all([
    file(new URL("/robots.txt", final.origin), fetchOptions),
    file(new URL("/llms.txt", final.origin), fetchOptions),
  ]);
  const botWords = askBots ? words.bots : undefined;
  const robots = readRobots(
    fetched.url,
    robotsSource(robotsResult),
    (botWords?.crawlers ?? []).map((c) => c.name),
  );
  // The pages' bytes, the page itself counted in them, shared by the more pages and the bot table:
  // the bot table's share (BOT_SHARE a crawler it will ask: those robots.txt does not keep out) is set apart first, so which of the more pages fit
  // does not depend on how fast the crawlers' answers come.
  const pagesBudget = new ByteBudget(PAGES_BYTES - Math.max(fetched.body.length, fetched.transferBytes));
  const asked = (botWords?.crawlers ?? []).filter((c) => robots.named[c.name] !== "disallowed").length;
  const botsBudget = new ByteBudget(pagesBudget.reserve(BOT_SHARE * asked));
  // Then the agent's walk's (the visitor's own site, when the page was read): pages the more pages
  // read are reused, so this is only for the pages the walk alone asks for.
  const walkWords = more && answered.kind === "page" ? words.walk : undefined;
  const walkBudget = new ByteBudget(walkWords ? pagesBudget.reserve(WALK_SHARE) : 0);
  // Asked while the sitemap and the more pages are read, within the same deadline.
  const bots = botWords
    ? botTable(
        final,
        robots,
        botWords,
        { ...fetchOptions, budget: botsBudget },
        answered.kind === "page" ? comparedWords(fetched) : undefined,
      )
    : undefined;
  let sitemap: CheckInput["sitemap"];
  for (const candidate of sitemapCandidates(robots.sitemaps, final.origin)) {
    const result = await file(candidate, fetchOptions);
    const found = result.ok && result.fetched.status === 200;
    // The first that answers, or failing all, the one robots.txt named.
    if (found || sitemap === undefined) sitemap = { url: candidate.href, result };
    if (found || signal.aborted) break;
  }
  if (sitemap && !sitemap.result.ok && !sitemap.result.wall && robots.sitemaps.length === 0) sitemap = undefined;
  if (sitemap?.result.ok && sitemap.result.fetched.status === 404 && robots.sitemaps.length === 0) sitemap = undefined;

  const today = now();
  const input: CheckInput = { url: final, robots, llms, sitemap, now: today };
  let pages: PageResult[] | undefined;
  let walk: AgentWalk | undefined;
  let disagreements: SiteDisagreements | undefined;
  if (more && answered.kind === "page") {
    // The pages' own budget, the page itself counted in it, and never past the check's deadline.
    const pageOptions: FetchOptions = {
      ...fetchOptions,
      signal: AbortSignal.any([signal, AbortSignal.timeout(Math.max(0, PAGES_DEADLINE_MS - (Date.now() - began)))]),
      budget: pagesBudget,
    };
    const entries = await sitemapEntries(sitemap, final.origin, pageOptions);
    const exclude = [start.href, fetched.url, ...fetched.redirects];
    let urls = choosePages(entries, final.href, exclude);
    if (urls.length === 0) urls = choosePages([final.origin + "/", ...answered.page.facts.links], final.href, exclude);
    const extra = morePages(urls, pageOptions);
    const allowed = robotsAllows(robotsSource(robotsResult), WALK_AGENT);
    const walking = walkWords
      ? walkSite({
          start: { url: fetched.url, facts: answered.page.facts },
          exclude: [start.href, ...fetched.redirects],
          allowed,
          read: async (url): Promise<WalkRead> => {
            const outcome =
              (await extra.reads.get(url.href)) ??
              (await readPage(url, { ...pageOptions, budget: walkBudget, maxBytes: WALK_PAGE_BYTES }));
            return outcome.kind === "page"
              ? { kind: "page", url: outcome.page.fetched.url, facts: outcome.page.facts }
              : { kind: "not", why: outcome.why };
          },
        })
      : undefined;
    const outcomes = await extra.done;
    const walked = await walking;
    pages = [
      pageResult(answered.page, input, words.categories),
      ...urls.map((url, i) => pageLine(url, outcomes[i] ?? skippedRead, input, words.categories)),
    ];
    if (walked && walkWords) walk = walkReport(walked, walkWords, words.sources);
    if (words.disagreements) {
      // Across every page read: the page given, the more pages and the walk's, each once.
      const read = new Map<string, { url: string; facts: PageRead["facts"] }>();
      for (const page of [
        { url: fetched.url, facts: answered.page.facts },
        ...outcomes.flatMap((o) => (o.kind === "page" ? [{ url: o.page.fetched.url, facts: o.page.facts }] : [])),
        ...(walked?.pages ?? []),
      ])
        if (!read.has(page.url)) read.set(page.url, { url: keptAddress(page.url), facts: page.facts });
      // The page given's stale date is the author and dates check's finding: not told twice.
      disagreements = disagreementsReport(
        [...read.values()],
        today,
        words.disagreements,
        words.sources,
        new Set([keptAddress(fetched.url)]),
      );
    }
  }
  const botsTable = await bots;
  const results = CHECKS.flatMap((check): Array<{ check: Check } & Result<string>> => {
    if (check.reads === "page") return answered.kind === "page" ? [{ check, ...check.run(answered.page, input) }] : [];
    return [{ check, ...check.run(input) }];
  });
  const findings: Finding[] = results.map(({ check, outcome, vars }) => {
    const said = words.checks[check.id];
    const outcomeWords = said?.outcomes[outcome];
    // An outcome may rest on evidence of its own (a stale date: research); the check's decides whether it counts.
    const evidence = check.outcomes[outcome]?.evidence ?? check.evidence;
    const source = evidence.source === undefined ? undefined : words.sources[evidence.source];
    return {
      id: check.id,
      name: said?.name ?? check.id,
      category: check.category,
      status: check.outcomes[outcome]?.status ?? "warn",
      counts: counts(check),
      title: fill(outcomeWords?.title ?? check.id, vars),
      detail: fill(outcomeWords?.detail ?? "", vars),
      why: said?.why ?? "",
      action: said?.action ?? "",
      service: said?.service ?? { href: "/services/", label: "" },
      evidence: { kind: evidence.kind, ...(source ? { source } : {}) },
    };
  });
  const base = {
    address: start.href,
    url: keptAddress(fetched.url),
    checkedAt: now().toISOString(),
  };
  const bounded = (report: CheckReport) => boundedReport(report, words.leftOut, MAX_SITE_REPORT_BYTES);
  if (answered.kind === "unread") {
    const said = words.unread[answered.id];
    return bounded({
      ...base,
      score: null,
      unread: {
        id: answered.id,
        title: fill(said.title, answered.vars),
        detail: fill(said.detail, answered.vars),
        why: said.why,
        action: said.action,
        service: said.service,
      },
      categories: [],
      findings,
      ...(botsTable ? { bots: botsTable } : {}),
    });
  }
  const statusOf = new Map(findings.map((f) => [f.id, f.status]));
  const { score, categories } = scoreOf(
    results.map(({ check }) => ({ check, status: statusOf.get(check.id) ?? "warn" })),
    words.categories,
  );
  const subject = askBots ? subjectOf(answered.page.facts) : undefined;
  return bounded({
    ...base,
    score,
    categories,
    findings,
    ...(pages ? { pages } : {}),
    ...(botsTable ? { bots: botsTable } : {}),
    ...(subject && Object.keys(subject).length > 0 ? { subject } : {}),
    ...(walk ? { walk } : {}),
    ...(disagreements ? { disagreements } : {}),
  });
}
