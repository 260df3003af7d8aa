/**
 * What each AI bot is served (issue 56): the page asked for once more under each named crawler's
 * User-Agent (data/site-check.yaml, bots.crawlers), beside what robots.txt says for it, so a
 * firewall that refuses a crawler robots.txt lets in is seen. Within the check's own limits: the
 * same fetcher, its deadline, BOTS_AT_ONCE at a time, each answer read to BOT_BYTES at most from the
 * byte budget the check's pages share (pages.ts PAGES_BYTES), and each ask given BOT_FETCH_MS.
 *
 * Nothing the owner chose counts against them: a crawler robots.txt keeps out is reported as their
 * choice and not asked for. What a crawler robots.txt lets in met (a refusal, a challenge, much less
 * text than the check's own fetch got) is a finding, with what to do; where the answer carries
 * Cloudflare's signs, Cloudflare's setting is named. A site blocking by IP address cannot be seen
 * this way (we ask from our own server), and the table says so.
 */
import { Refusal } from "./address";
import type { Status } from "./checks/define";
import { ByteBudget, FetchFailure, OverBudget, safeFetch, type Fetched, type FetchOptions } from "./fetcher";
import { pageFacts } from "./page-facts";
import { quoted } from "./quote";
import { botWall } from "./read/bot-wall";
import { decodeBody } from "./read/charset";
import { countWords } from "./read/text";
import type { RobotsReading, RobotsSays } from "./robots";
import { BOT_OUTCOME_RULES, fill, type BotOutcome, type BotRole, type BotWords, type Source } from "./words";

/** Crawlers asked at once. */
export const BOTS_AT_ONCE = 4;
/** The most of one crawler's answer that is read (and of our own page, for the comparison). */
export const BOT_BYTES = 128 * 1024;
/**
 * What the check sets apart of its pages' bytes for each crawler (run.ts): BOT_BYTES, and the last
 * chunk on the wire, which may run past the cap and is spent too (fetcher.ts ByteBudget.settle).
 */
export const BOT_SHARE = BOT_BYTES + 64 * 1024;
/** The longest one crawler's ask may take, within the check's own deadline. */
export const BOT_FETCH_MS = 3_000;
/** An answer with less than this share of our own fetch's words is "much less text". */
const LESS_TEXT_SHARE = 0.5;
/** Below this many words on our own fetch, there is too little to compare. */
const MIN_COMPARED_WORDS = 50;

export interface BotAnswer {
  status: number;
  /** Words in what was read of it (up to BOT_BYTES). */
  words: number;
  /** Bytes read of it. */
  bytes: number;
  /** Whose firewall answered with a challenge or block page (read/bot-wall.ts). */
  wall?: string;
  /** Cloudflare's sign on the answer, as sent (`server: cloudflare`, `cf-ray`, or the wall's evidence). */
  cloudflare?: string;
}

export interface BotRow {
  /** Its robots.txt token. */
  name: string;
  owner: string;
  role: BotRole;
  robots: RobotsSays;
  /** What robots.txt says, in the editors' words. */
  robotsLabel: string;
  /** What the server answered, when the crawler was asked for the page. */
  answer?: BotAnswer;
  outcome: BotOutcome;
  /** Null when it was not judged (not asked for lack of time or bytes). */
  status: Status | null;
  title: string;
  detail: string;
  /** What to do, when robots.txt lets it in and the server did not serve it. */
  action?: string;
  /** The owner's documentation of the crawler. */
  evidence: { kind: "documented"; source: Source };
  /** The host's setting that does this, when the answer carries its signs. */
  setting?: { by: string; sources: Source[] };
}

export interface BotTable {
  title: string;
  intro: string;
  /** That a block by IP address cannot be seen this way. */
  ipNote: string;
  columns: { bot: string; robots: string; answer: string };
  rows: BotRow[];
}

/** What we were served: the words in the first BOT_BYTES of the page our own fetch read, to compare with. */
export function comparedWords(fetched: Fetched): number {
  return wordsIn({ ...fetched, body: fetched.body.subarray(0, BOT_BYTES) });
}

const isHtml = (fetched: Fetched): boolean =>
  /^(text\/html|application\/xhtml\+xml)\b/i.test(fetched.headers["content-type"]?.trim() ?? "");

function wordsIn(fetched: Fetched): number {
  const html = isHtml(fetched);
  const text = decodeBody(fetched.body, fetched.headers["content-type"], html).text;
  return html ? pageFacts(text).words : countWords(text);
}

function cloudflareSign(fetched: Fetched, wall: { by: string; evidence: string } | undefined): string | undefined {
  if (wall?.by === "Cloudflare") return wall.evidence;
  if ((fetched.headers.server ?? "").toLowerCase() === "cloudflare") return "server: cloudflare";
  if (fetched.headers["cf-ray"] !== undefined) return "cf-ray";
  return undefined;
}

/** Read through a function: the signal may have ended while the fetch was awaited. */
const ended = (signal: AbortSignal): boolean => signal.aborted;

type Judged = { outcome: BotOutcome; vars?: Record<string, string | number>; answer?: BotAnswer };

async function ask(url: URL, userAgent: string, options: FetchOptions, baseline: number | undefined): Promise<Judged> {
  if (ended(options.signal)) return { outcome: "not-fetched" };
  let fetched: Fetched;
  try {
    fetched = await safeFetch(url, {
      ...options,
      userAgent,
      maxBytes: BOT_BYTES,
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(BOT_FETCH_MS)]),
    });
  } catch (error) {
    // Out of bytes or time (the check's, or this ask's own): not judged, as the site may be slow for everyone.
    if (error instanceof OverBudget || (error instanceof FetchFailure && error.timedOut) || ended(options.signal))
      return { outcome: "not-fetched" };
    const why =
      error instanceof Refusal || error instanceof FetchFailure ? quoted(error.message) : "It could not be fetched.";
    return { outcome: "no-answer", vars: { why } };
  }
  const html = isHtml(fetched);
  const text = decodeBody(fetched.body, fetched.headers["content-type"], html).text;
  const found = botWall({ status: fetched.status, headers: fetched.headers, text });
  const words = html ? pageFacts(text).words : countWords(text);
  const sign = cloudflareSign(fetched, found);
  const answer: BotAnswer = {
    status: fetched.status,
    words,
    bytes: fetched.body.length,
    ...(found ? { wall: found.by } : {}),
    ...(sign ? { cloudflare: quoted(sign) } : {}),
  };
  if (found)
    return { outcome: "challenged", vars: { by: found.by, evidence: found.evidence, status: fetched.status }, answer };
  if (fetched.status < 200 || fetched.status >= 300)
    return { outcome: "refused", vars: { status: fetched.status }, answer };
  if (baseline !== undefined && baseline >= MIN_COMPARED_WORDS && words < baseline * LESS_TEXT_SHARE)
    return { outcome: "less-text", vars: { words, baseline }, answer };
  return { outcome: "served", vars: { status: fetched.status, words }, answer };
}

/**
 * The table: each crawler robots.txt lets in (or that robots.txt could not say about) asked for
 * `url`, BOTS_AT_ONCE at a time, within `budget` and the check's deadline; `baseline` is what our
 * own fetch got (comparedWords), when the page was read.
 */
export async function botTable(
  url: URL,
  robots: RobotsReading,
  words: BotWords,
  options: FetchOptions & { budget: ByteBudget },
  baseline: number | undefined,
): Promise<BotTable> {
  const { crawlers } = words;
  const judged: Judged[] = [];
  let next = 0;
  const worker = async () => {
    while (next < crawlers.length) {
      const i = next++;
      const crawler = crawlers[i];
      if (!crawler) continue;
      judged[i] =
        robots.named[crawler.name] === "disallowed"
          ? { outcome: "choice" }
          : await ask(url, crawler.userAgent, options, baseline);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BOTS_AT_ONCE, crawlers.length) }, worker));
  const rows = crawlers.map((crawler, i): BotRow => {
    const { outcome, vars, answer } = judged[i] ?? { outcome: "not-fetched" };
    const rule = BOT_OUTCOME_RULES[outcome];
    const said = words.outcomes[outcome];
    const says = robots.named[crawler.name] ?? "unknown";
    const faulted = outcome === "refused" || outcome === "challenged" || outcome === "less-text";
    const cloudflare = faulted ? answer?.cloudflare : undefined;
    // Training crawlers a firewall refuses: worth knowing, but far less than being kept out of search.
    const status = rule.status === "fail" && crawler.role === "training" ? "warn" : rule.status;
    return {
      name: crawler.name,
      owner: crawler.owner,
      role: crawler.role,
      robots: says,
      robotsLabel: words.robots[says],
      ...(answer ? { answer } : {}),
      outcome,
      status,
      title: fill(said.title, vars),
      detail: fill(said.detail, vars),
      ...(faulted
        ? { action: cloudflare !== undefined ? fill(words.cloudflare, { evidence: cloudflare }) : words.action }
        : {}),
      evidence: { kind: "documented", source: crawler.source },
      ...(cloudflare !== undefined ? { setting: { by: "Cloudflare", sources: [...words.settingSources] } } : {}),
    };
  });
  return { title: words.title, intro: words.intro, ipNote: words.ipNote, columns: words.columns, rows };
}
