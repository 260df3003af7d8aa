/**
 * "Could an AI agent hire you?" (issue 56): from the page given, a walk of up to WALK_PAGES pages
 * of the same site as an agent that fetches pages without running JavaScript reads them, following
 * the links whose words or address lead to what it still lacks (contact, book, prices, services,
 * about…), WALK_AT_ONCE at a time; a page robots.txt keeps our fetcher out of is not read (the
 * owner's choice). The answer is a short journey: each page read and what was first found there,
 * each of the six things an agent needs with the page it was found on and a quote, or that it was
 * not found on the pages read; and what stood in its way or helped it.
 *
 * The reading itself is injected (run.ts reads a page once, whether the walk or the more pages ask
 * for it, within the walk's own share of the bytes and the check's deadline), so this file decides
 * and words; it fetches nothing.
 */
import type { EvidenceKind, Status } from "./checks/define";
import type { PageFacts } from "./page-facts";
import { pageOf, type NotChecked } from "./pages";
import { keptAddress, quoted } from "./quote";
import { hireFacts, HIRE_NEEDS, WALK_NOTES, type Found, type HireNeed, type WalkNoteId } from "./read/hire-facts";
import { fill, type Source, type WalkWords } from "./words";

/** Pages of the walk, the page given included. */
export const WALK_PAGES = 6;
/** Pages the walk reads at once. */
export const WALK_AT_ONCE = 2;
/** The most of one page the walk reads (a longer one is read to here). */
export const WALK_PAGE_BYTES = 192 * 1024;
/**
 * What the check sets apart of its pages' bytes for the walk (run.ts): the two pages it reads at
 * once, each to its cap, what one does not use left for the next (fetcher.ts ByteBudget.settle);
 * pages the more pages read are reused, not read again. Small beside the pages' 6 MB, so the more
 * pages lose little to it.
 */
export const WALK_SHARE = WALK_AT_ONCE * WALK_PAGE_BYTES;

/** Why a page of the walk was not read: robots.txt keeps our fetcher out, or as the more pages (pages.ts). */
export type WalkNotRead = NotChecked | "robots";

/** The evidence behind each need and each note: a source's id in data/site-check.yaml, or a convention. */
type EvidenceSpec = { kind: EvidenceKind; source?: string };
export const NEED_EVIDENCE: Readonly<Record<HireNeed, EvidenceSpec>> = {
  what: { kind: "convention" },
  where: { kind: "convention" },
  price: { kind: "research", source: "what-gets-cited" },
  phone: { kind: "convention" },
  email: { kind: "convention" },
  enquire: { kind: "convention" },
};
export const NOTE_RULES: Readonly<Record<WalkNoteId, { status: Status } & EvidenceSpec>> = {
  "webmcp-form": { status: "pass", kind: "convention", source: "chrome-webmcp-declarative" },
  "script-widget": { status: "warn", kind: "research", source: "vercel-ai-crawlers" },
  "frame-widget": { status: "warn", kind: "convention" },
  "unlabelled-form": { status: "warn", kind: "convention", source: "chrome-webmcp-declarative" },
  "hidden-email": { status: "warn", kind: "research", source: "vercel-ai-crawlers" },
};

export interface WalkStep {
  url: string;
  /** How the agent came to it: the page given, or the words of the link it followed. */
  label: string;
  /** The needs first found on this page. */
  found: HireNeed[];
  notRead?: WalkNotRead;
  /** Why it was not read, in the editors' words. */
  why?: string;
}

export interface WalkNeed {
  need: HireNeed;
  name: string;
  /** Null when not finding it is the owner's choice (no price published). */
  status: Status | null;
  title: string;
  found?: { url: string; quote: string; from?: boolean };
  action?: string;
  evidence: { kind: EvidenceKind; source?: Source };
}

export interface WalkNote {
  note: WalkNoteId;
  status: Status;
  title: string;
  detail: string;
  url: string;
  quote: string;
  evidence: { kind: EvidenceKind; source?: Source };
}

export interface AgentWalk {
  title: string;
  intro: string;
  /** How many pages it read, in words: what every answer below rests on. */
  sample: string;
  pagesRead: number;
  /** Before the needs a step's page gave. */
  foundHere: string;
  steps: WalkStep[];
  needs: WalkNeed[];
  notes: WalkNote[];
}

/** A page the walk asked for: read, or why not. */
export type WalkRead = { kind: "page"; url: string; facts: PageFacts } | { kind: "not"; why: NotChecked };

export interface WalkInput {
  start: { url: string; facts: PageFacts };
  read(url: URL): Promise<WalkRead>;
  /** Whether robots.txt lets our fetcher read the page. */
  allowed(url: string): boolean;
  /** Addresses already counted as the page given (its redirects). */
  exclude?: readonly string[];
}

/** The walk as it went, before it is worded. */
export interface Walked {
  steps: Array<{ url: string; via: string | undefined; notRead?: WalkNotRead }>;
  /** Each need, where it was first found. */
  found: Partial<Record<HireNeed, Found & { url: string }>>;
  notes: Array<{ id: WalkNoteId; url: string; quote: string }>;
  /** The pages read, in order (the page given first): "across the pages read". */
  pages: Array<{ url: string; facts: PageFacts }>;
}

/** What a link's words or address must say to lead to each need. */
const LEADS: Readonly<Record<HireNeed, RegExp>> = {
  what: /servic|what we do|about|solution|product|treatment|offer/i,
  where: /area|location|suburb|where|find us|contact|about|region/i,
  price: /pric|cost|fee|rate|package|plans?\b|quote|tariff|menu|servic/i,
  phone: /contact|call|phone|get in touch|reach/i,
  email: /contact|e-?mail|get in touch|reach/i,
  enquire: /book|appointment|schedul|reserv|enquir|inquir|quote|contact|get in touch/i,
};

/** The links to follow next, best first: same origin, not yet seen, leading to what is still missing. */
export function nextLinks(
  pages: ReadonlyArray<{ url: string; facts: PageFacts }>,
  missing: readonly HireNeed[],
  seen: ReadonlySet<string>,
): Array<{ url: URL; via: string }> {
  const scored: Array<{ url: URL; via: string; score: number; order: number }> = [];
  const taken = new Set<string>();
  let order = 0;
  for (const page of pages) {
    const origin = new URL(page.url).origin;
    for (const anchor of page.facts.agent.anchors) {
      order += 1;
      const url = pageOf(anchor.href, page.url, origin);
      if (!url || seen.has(url.href) || taken.has(url.href)) continue;
      const score = missing.reduce(
        (sum, need) =>
          sum + (LEADS[need].test(anchor.text) ? 3 : 0) + (LEADS[need].test(decodeURIComponent(url.pathname)) ? 2 : 0),
        0,
      );
      if (score === 0) continue;
      taken.add(url.href);
      scored.push({ url, via: anchor.text || url.pathname, score, order });
    }
  }
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ url, via }) => ({ url, via }));
}

/** The walk: from the page given, up to WALK_PAGES pages, WALK_AT_ONCE at a time, until nothing is missing or nothing leads further. */
export async function walkSite(input: WalkInput): Promise<Walked> {
  const start = { url: keptAddress(input.start.url), facts: input.start.facts };
  const walked: Walked = { steps: [{ url: start.url, via: undefined }], found: {}, notes: [], pages: [] };
  const seen = new Set<string>(
    [start.url, ...(input.exclude ?? [])].flatMap((href) => {
      const url = URL.canParse(href) ? new URL(href) : undefined;
      if (!url) return [];
      url.hash = "";
      url.search = "";
      return [url.href];
    }),
  );
  const take = (page: { url: string; facts: PageFacts }) => {
    walked.pages.push(page);
    const { found, notes } = hireFacts(page.url, page.facts);
    for (const need of HIRE_NEEDS) {
      const it = found[need];
      if (it && !walked.found[need]) walked.found[need] = { ...it, url: page.url };
    }
    for (const note of notes)
      if (!walked.notes.some((n) => n.id === note.id)) walked.notes.push({ ...note, url: page.url });
  };
  take(start);
  const missing = () => HIRE_NEEDS.filter((need) => !walked.found[need]);
  while (walked.steps.length < WALK_PAGES && missing().length > 0) {
    const links = nextLinks(walked.pages, missing(), seen).slice(
      0,
      Math.min(WALK_AT_ONCE, WALK_PAGES - walked.steps.length),
    );
    if (links.length === 0) break;
    for (const { url } of links) seen.add(url.href);
    const reads = await Promise.all(
      links.map(async ({ url, via }) => {
        if (!input.allowed(url.href)) return { url, via, read: { kind: "not" as const, why: "robots" as const } };
        const read = await input.read(url);
        return { url, via, read };
      }),
    );
    for (const { url, via, read } of reads) {
      if (read.kind === "page") {
        walked.steps.push({ url: keptAddress(read.url), via });
        seen.add(read.url);
        take({ url: keptAddress(read.url), facts: read.facts });
      } else walked.steps.push({ url: keptAddress(url.href), via, notRead: read.why });
    }
  }
  return walked;
}

/** The walk in the editors' words, each need and note with its evidence. */
export function walkReport(walked: Walked, words: WalkWords, sources: Readonly<Record<string, Source>>): AgentWalk {
  const evidence = (spec: EvidenceSpec) => {
    const source = spec.source === undefined ? undefined : sources[spec.source];
    return { kind: spec.kind, ...(source ? { source } : {}) };
  };
  const pagesRead = walked.steps.filter((s) => s.notRead === undefined).length;
  const firstOn = new Map<string, HireNeed[]>();
  for (const need of HIRE_NEEDS) {
    const at = walked.found[need]?.url;
    if (at !== undefined) firstOn.set(at, [...(firstOn.get(at) ?? []), need]);
  }
  const steps = walked.steps.map((step, i): WalkStep => {
    const label = i === 0 ? words.start : fill(words.followed, { link: quoted(step.via ?? "", 80) });
    const found = step.notRead === undefined ? (firstOn.get(step.url) ?? []) : [];
    // A page found twice (the given page again by a redirect) names its needs once.
    if (step.notRead === undefined) firstOn.delete(step.url);
    return {
      url: step.url,
      label,
      found,
      ...(step.notRead ? { notRead: step.notRead, why: words.notRead[step.notRead] } : {}),
    };
  });
  const needs = HIRE_NEEDS.map((need): WalkNeed => {
    const said = words.needs[need];
    const found = walked.found[need];
    if (found)
      return {
        need,
        name: said.name,
        status: "pass",
        title: found.from ? (said.foundFrom ?? said.found) : said.found,
        found: { url: found.url, quote: found.quote, ...(found.from ? { from: true } : {}) },
        evidence: evidence(NEED_EVIDENCE[need]),
      };
    return {
      need,
      name: said.name,
      // Not publishing prices is the owner's choice: said, never counted.
      status: need === "price" ? null : "warn",
      title: fill(said.missing, { pages: pagesRead }),
      action: said.action,
      evidence: evidence(NEED_EVIDENCE[need]),
    };
  });
  const notes = WALK_NOTES.flatMap((id): WalkNote[] => {
    const note = walked.notes.find((n) => n.id === id);
    if (!note) return [];
    const said = words.notes[id];
    return [
      {
        note: id,
        status: NOTE_RULES[id].status,
        title: said.title,
        detail: said.detail,
        url: note.url,
        quote: note.quote,
        evidence: evidence(NOTE_RULES[id]),
      },
    ];
  });
  return {
    title: words.title,
    intro: words.intro,
    sample: fill(words.sample, { pages: pagesRead }),
    pagesRead,
    foundHere: words.foundHere,
    steps,
    needs,
    notes,
  };
}
