/**
 * What one check is: its id, the category it counts in, its weight in the score, the evidence
 * behind it, the outcomes it can have (each a pass, a warning or a fail, with the values its words
 * may name), and how it decides from what the check read. Each check is one file beside this one,
 * listed in index.ts; its words (titles, why, what to do, the service that helps) are the editors',
 * in data/site-check.yaml, and the build refuses a check without them.
 */
import type { Fetched } from "../fetcher";
import type { PageFacts } from "../page-facts";
import type { BotWall } from "../read/bot-wall";
import type { RobotsReading } from "../robots";

export type Status = "pass" | "warn" | "fail";

export const CATEGORY_IDS = ["access", "indexing", "content", "trust", "files"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * How strong the evidence is: `documented` (an engine's own documentation says so), `research` (a
 * published study measured it), or `convention` (a proposal some tools follow). A convention is
 * reported and never counts in the score. `source` is a source's id in data/site-check.yaml.
 */
export type EvidenceKind = "documented" | "research" | "convention";
export const EVIDENCE_KINDS: readonly EvidenceKind[] = ["documented", "research", "convention"];
export type Evidence = { kind: "documented" | "research"; source: string } | { kind: "convention"; source?: string };

export interface Outcome {
  status: Status;
  /** The values its words may name, as {name} (and {name|one|other} for a count). */
  vars?: readonly string[];
  /**
   * The evidence behind this outcome when it is not the check's own (a stale date's research beside
   * the check's documentation). The check's evidence still decides whether it counts in the score.
   */
  evidence?: Evidence;
}

/** A file beside the page (llms.txt, a sitemap): its answer as text, or why there was none. */
export type FileRead = { ok: true; fetched: Fetched; text: string } | { ok: false; why: string; wall?: BotWall };

/** The page, read: what answered and what its HTML says. */
export interface PageRead {
  fetched: Fetched;
  facts: PageFacts;
  /** The meta refresh followed to reach it, when one was. */
  refresh?: { from: string; seconds: number };
}

export interface CheckInput {
  /** The address that answered last. */
  url: URL;
  robots: RobotsReading;
  llms: FileRead;
  /** The sitemap found, its address and the answer. */
  sitemap: { url: string; result: FileRead } | undefined;
  /** When the check ran: what a date on the page is judged against (injected in tests). */
  now: Date;
}

export type Vars = Readonly<Record<string, string | number | undefined>>;
export interface Result<O extends string> {
  outcome: O;
  vars?: Vars;
}

interface Base<O extends string> {
  id: string;
  category: CategoryId;
  /** Points of the score it can cost (0 for a convention: conventions never lower the score). */
  weight: number;
  evidence: Evidence;
  outcomes: Readonly<Record<O, Outcome>>;
}

/** A check of the page itself: it runs only when the page was read. */
export interface PageCheck<O extends string = string> extends Base<O> {
  reads: "page";
  run(page: PageRead, input: CheckInput): Result<O>;
}

/** A check of the site's files and address: it runs whether or not the page could be read. */
export interface SiteCheck<O extends string = string> extends Base<O> {
  reads: "site";
  run(input: CheckInput): Result<O>;
}

export type Check<O extends string = string> = PageCheck<O> | SiteCheck<O>;

/** A check of the page itself. */
export const pageCheck = <O extends string>(check: Omit<PageCheck<O>, "reads">): PageCheck<O> => ({
  ...check,
  reads: "page",
});

/** A check of the site's files and address. */
export const siteCheck = <O extends string>(check: Omit<SiteCheck<O>, "reads">): SiteCheck<O> => ({
  ...check,
  reads: "site",
});

/** Names in a list, comma-separated (the words around them are the editors'). */
export const list = (names: readonly string[]): string => names.join(", ");
export const kB = (bytes: number): number => Math.round(bytes / 1024);
