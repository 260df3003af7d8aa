/**
 * One check of one address: the page first (its final address after redirects is the site that
 * is checked), then its robots.txt and llms.txt side by side, then the sitemap robots.txt names.
 * Everything shares one deadline (CHECK_DEADLINE_MS), so a visitor has the report within it
 * whatever the site does. Throws the fetcher's Refusal or FetchFailure when the page itself cannot
 * be checked; a file that fails is a finding.
 */
import { runChecks, type FileResult, type Finding } from "./checks";
import { FetchFailure, safeFetch, type Fetched, type FetchOptions } from "./fetcher";
import { pageFacts } from "./page-facts";
import { readRobots, type RobotsSource } from "./robots";
import { Refusal } from "./address";
import { scoreOf, type CategoryScore } from "./scoring";

/** Everything a check fetches, in all. */
export const CHECK_DEADLINE_MS = 10_000;
/** robots.txt, llms.txt and a sitemap are small: read no more of them than this. */
const FILE_BYTES = 512 * 1024;

export interface CheckReport {
  url: string;
  checkedAt: string;
  score: number;
  categories: CategoryScore[];
  findings: Finding[];
}

export interface RunOptions extends Omit<FetchOptions, "signal"> {
  deadlineMs?: number;
  now?: () => Date;
}

const isHtml = (fetched: Fetched): boolean =>
  /^(text\/html|application\/xhtml\+xml)\b/i.test(fetched.headers["content-type"]?.trim() ?? "");

async function file(url: URL, options: FetchOptions): Promise<FileResult> {
  try {
    return {
      ok: true,
      fetched: await safeFetch(url, {
        ...options,
        maxBytes: FILE_BYTES,
        accept: "text/plain,application/xml,text/xml,*/*;q=0.5",
      }),
    };
  } catch (error) {
    return {
      ok: false,
      why: error instanceof Refusal || error instanceof FetchFailure ? error.message : "It could not be fetched.",
    };
  }
}

function robotsSource(result: FileResult): RobotsSource {
  if (!result.ok) return { kind: "unreachable", why: result.why };
  const { status } = result.fetched;
  if (status >= 200 && status < 300) return { kind: "rules", text: result.fetched.body.toString("utf8") };
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

export async function checkSite(start: URL, options: RunOptions): Promise<CheckReport> {
  const signal = AbortSignal.timeout(options.deadlineMs ?? CHECK_DEADLINE_MS);
  const fetchOptions: FetchOptions = { ...options, signal };
  const page = await safeFetch(start, fetchOptions);
  const final = new URL(page.url);
  const [robotsResult, llms] = await Promise.all([
    file(new URL("/robots.txt", final.origin), fetchOptions),
    file(new URL("/llms.txt", final.origin), fetchOptions),
  ]);
  const robots = readRobots(new URL("/robots.txt", final.origin).href, page.url, robotsSource(robotsResult));
  let sitemap: { url: string; result: FileResult } | undefined;
  for (const candidate of sitemapCandidates(robots.sitemaps, final.origin)) {
    const result = await file(candidate, fetchOptions);
    const found = result.ok && result.fetched.status === 200;
    // The first that answers, or failing all, the one robots.txt named.
    if (found || sitemap === undefined) sitemap = { url: candidate.href, result };
    if (found || signal.aborted) break;
  }
  if (sitemap && !sitemap.result.ok && robots.sitemaps.length === 0) sitemap = undefined;
  if (sitemap?.result.ok && sitemap.result.fetched.status === 404 && robots.sitemaps.length === 0) sitemap = undefined;
  const facts = isHtml(page) ? pageFacts(page.body.toString("utf8")) : undefined;
  const findings = runChecks({ page, facts, robots, llms, sitemap });
  const { score, categories } = scoreOf(findings);
  return { url: page.url, checkedAt: (options.now ?? (() => new Date()))().toISOString(), score, categories, findings };
}
