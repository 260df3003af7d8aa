/**
 * The report's words, as the editors wrote them in data/site-check.yaml: each check's why, what to
 * do, the service that helps (from the services collection: its title and page) and a title and
 * detail for each outcome; the words for a page that could not be read; and the sources the
 * evidence cites. The build resolves them (resolveWords) and hands them to the Function; templates
 * name a finding's values as {name}, and {name|one|other} picks a word by whether the value is 1.
 * Free of Node APIs: the build, the Function and the CMS's validation read it.
 */
import type { CategoryId, Status, Vars } from "./checks/define";
import { DISAGREEMENTS, type DisagreementKind } from "./read/disagreements";
import { HIRE_NEEDS, WALK_NOTES, type HireNeed, type WalkNoteId } from "./read/hire-facts";
import type { UnreadId } from "./unread";
import type { LiveWords } from "./live/words";
import type { EmailAskWords } from "./email/words";

export interface ServiceLink {
  href: string;
  label: string;
}

export interface Source {
  title: string;
  publisher: string;
  year?: number;
  url: string;
}

export interface CheckWords {
  /** The check's short name, whatever its outcome: each finding carries it, for a compact list of checks. */
  name: string;
  why: string;
  action: string;
  service: ServiceLink;
  outcomes: Readonly<Record<string, { title: string; detail: string }>>;
}

export interface UnreadWords {
  title: string;
  detail: string;
  why: string;
  action: string;
  service: ServiceLink;
}

/** The roles a crawler has (content/crawlers.ts): search, a fetch a person asked for, or training. */
export type BotRole = "search" | "user" | "training";
export const BOT_OUTCOMES = [
  "served",
  "choice",
  "refused",
  "challenged",
  "less-text",
  "no-answer",
  "not-fetched",
] as const;
export type BotOutcome = (typeof BOT_OUTCOMES)[number];

/** Each outcome's status (null: not judged, as the check ran out of time or bytes) and the values its words may name. */
export const BOT_OUTCOME_RULES: Readonly<Record<BotOutcome, { status: Status | null; vars: readonly string[] }>> = {
  served: { status: "pass", vars: ["status", "words"] },
  choice: { status: "pass", vars: [] },
  refused: { status: "fail", vars: ["status"] },
  challenged: { status: "fail", vars: ["by", "evidence", "status"] },
  "less-text": { status: "warn", vars: ["words", "baseline"] },
  "no-answer": { status: "warn", vars: ["why"] },
  "not-fetched": { status: null, vars: [] },
};

/** One crawler the check asks for the page as (data/site-check.yaml, bots.crawlers), its documentation resolved. */
export interface BotSpec {
  name: string;
  owner: string;
  role: BotRole;
  userAgent: string;
  source: Source;
}

/** The table of what each crawler is served: its words and the crawlers (data/site-check.yaml, bots). */
export interface BotWords {
  title: string;
  intro: string;
  ipNote: string;
  columns: { bot: string; robots: string; answer: string };
  robots: { allowed: string; disallowed: string; unknown: string };
  outcomes: Readonly<Record<BotOutcome, { title: string; detail: string }>>;
  action: string;
  cloudflare: string;
  crawlers: BotSpec[];
  settingSources: Source[];
}

/** Why a page of the walk was not read. */
export type WalkNotReadId = "robots" | "budget" | "time" | "unread";

/** "Could an AI agent hire you?" (walk.ts): data/site-check.yaml, walk. */
export interface WalkWords {
  title: string;
  intro: string;
  /** How many pages were read: {pages}. */
  sample: string;
  /** The first step: the page given. */
  start: string;
  /** A step reached by a link: {link} is its words. */
  followed: string;
  /** Before the needs a step's page gave. */
  foundHere: string;
  notRead: Readonly<Record<WalkNotReadId, string>>;
  /** Each need: its name, what is said when found (foundFrom: a "from" price), and when not ({pages}) with what to do. */
  needs: Readonly<
    Record<HireNeed, { name: string; found: string; foundFrom?: string; missing: string; action: string }>
  >;
  notes: Readonly<Record<WalkNoteId, { title: string; detail: string }>>;
}

/** "Your site argues with itself" (disagreements.ts): data/site-check.yaml, disagreements. */
export interface DisagreementWords {
  title: string;
  intro: string;
  /** How many pages were read: {pages}. */
  sample: string;
  /** When nothing was found: {pages}. */
  none: string;
  kinds: Readonly<Record<DisagreementKind, { title: string; detail: string; action: string }>>;
}

export interface Words {
  /** Absent from words made before the bot table (a test's own words). */
  bots?: BotWords;
  /** The live answer check's words (absent from a test's own words made before it). */
  live?: LiveWords;
  /** The report's two email asks (email/): absent, the report offers neither. */
  emailAsks?: EmailAskWords;
  /** Absent from words made before the agent walk (a test's own words). */
  walk?: WalkWords;
  disagreements?: DisagreementWords;
  categories: Readonly<Record<CategoryId, string>>;
  checks: Readonly<Record<string, CheckWords>>;
  unread: Readonly<Record<UnreadId, UnreadWords>>;
  sources: Readonly<Record<string, Source>>;
  /** A finding's detail in place of what it found, when that was too long to keep (report-bounds.ts). */
  leftOut: string;
}

/** data/site-check.yaml as its schema parses it (src/lib/content/schema/site-check.ts). */
export interface SiteCheckData {
  categories: ReadonlyArray<{ id: CategoryId; title: string }>;
  sources: ReadonlyArray<Source & { id: string; says: string }>;
  checks: ReadonlyArray<{
    id: string;
    name: string;
    why: string;
    action: string;
    service: string;
    outcomes: ReadonlyArray<{ key: string; title: string; detail: string }>;
  }>;
  unread: ReadonlyArray<{ id: UnreadId; title: string; detail: string; why: string; action: string; service: string }>;
  leftOut: string;
  live?: LiveWords;
  emailAsks?: EmailAskWords;
  bots?: {
    title: string;
    intro: string;
    ipNote: string;
    columns: { bot: string; robots: string; answer: string };
    robots: { allowed: string; disallowed: string; unknown: string };
    outcomes: ReadonlyArray<{ key: BotOutcome; title: string; detail: string }>;
    action: string;
    cloudflare: string;
    crawlers: ReadonlyArray<{ name: string; owner: string; role: BotRole; userAgent: string; source: string }>;
    settingSources: readonly string[];
  };
  walk?: {
    title: string;
    intro: string;
    sample: string;
    start: string;
    followed: string;
    foundHere: string;
    notRead: Readonly<Record<WalkNotReadId, string>>;
    needs: ReadonlyArray<{
      key: HireNeed;
      name: string;
      found: string;
      foundFrom?: string;
      missing: string;
      action: string;
    }>;
    notes: ReadonlyArray<{ key: WalkNoteId; title: string; detail: string }>;
  };
  disagreements?: {
    title: string;
    intro: string;
    sample: string;
    none: string;
    kinds: ReadonlyArray<{ key: DisagreementKind; title: string; detail: string; action: string }>;
  };
}

/** A list of keyed words as a record, every key given (a key the data lacks gets its own name). */
function byKey<K extends string, W extends { key: K }>(
  keys: readonly K[],
  list: readonly W[],
  empty: (key: K) => Omit<W, "key">,
): Record<K, Omit<W, "key">> {
  return Object.fromEntries(
    keys.map((key) => {
      const found = list.find((w) => w.key === key);
      if (!found) return [key, empty(key)];
      const { key: _key, ...rest } = found;
      return [key, rest];
    }),
  ) as Record<K, Omit<W, "key">>;
}

/** The services a check's words may name, by slug: their title and page. */
export type ServicesBySlug = ReadonlyMap<string, ServiceLink>;

export function resolveWords(data: SiteCheckData, services: ServicesBySlug): Words {
  const service = (slug: string): ServiceLink => services.get(slug) ?? { href: `/services/${slug}/`, label: slug };
  const sources: Record<string, Source> = Object.fromEntries(
    data.sources.map(({ id, title, publisher, year, url }) => [
      id,
      { title, publisher, ...(year ? { year } : {}), url },
    ]),
  );
  const sourceOf = (id: string): Source => sources[id] ?? { title: id, publisher: "", url: "" };
  const bots = data.bots;
  const walk = data.walk;
  const argues = data.disagreements;
  return {
    ...(data.live ? { live: data.live } : {}),
    ...(data.emailAsks ? { emailAsks: data.emailAsks } : {}),
    ...(walk
      ? {
          walk: {
            title: walk.title,
            intro: walk.intro,
            sample: walk.sample,
            start: walk.start,
            followed: walk.followed,
            foundHere: walk.foundHere,
            notRead: walk.notRead,
            needs: byKey(HIRE_NEEDS, walk.needs, (key) => ({ name: key, found: key, missing: key, action: "" })),
            notes: byKey(WALK_NOTES, walk.notes, (key) => ({ title: key, detail: "" })),
          },
        }
      : {}),
    ...(argues
      ? {
          disagreements: {
            title: argues.title,
            intro: argues.intro,
            sample: argues.sample,
            none: argues.none,
            kinds: byKey(DISAGREEMENTS, argues.kinds, (key) => ({ title: key, detail: "", action: "" })),
          },
        }
      : {}),
    ...(bots
      ? {
          bots: {
            title: bots.title,
            intro: bots.intro,
            ipNote: bots.ipNote,
            columns: bots.columns,
            robots: bots.robots,
            outcomes: Object.fromEntries(
              BOT_OUTCOMES.map((key) => {
                const said = bots.outcomes.find((o) => o.key === key);
                return [key, { title: said?.title ?? key, detail: said?.detail ?? "" }];
              }),
            ) as Record<BotOutcome, { title: string; detail: string }>,
            action: bots.action,
            cloudflare: bots.cloudflare,
            crawlers: bots.crawlers.map(({ source, ...crawler }) => ({ ...crawler, source: sourceOf(source) })),
            settingSources: bots.settingSources.map(sourceOf),
          },
        }
      : {}),
    categories: Object.fromEntries(data.categories.map((c) => [c.id, c.title])) as Record<CategoryId, string>,
    checks: Object.fromEntries(
      data.checks.map((check) => [
        check.id,
        {
          name: check.name,
          why: check.why,
          action: check.action,
          service: service(check.service),
          outcomes: Object.fromEntries(check.outcomes.map((o) => [o.key, { title: o.title, detail: o.detail }])),
        },
      ]),
    ),
    unread: Object.fromEntries(
      data.unread.map((u) => [
        u.id,
        { title: u.title, detail: u.detail, why: u.why, action: u.action, service: service(u.service) },
      ]),
    ) as Record<UnreadId, UnreadWords>,
    sources,
    leftOut: data.leftOut,
  };
}

/** Every {name} and {name|one|other} in a template, by name. */
export function templateNames(template: string): string[] {
  return [...template.matchAll(/\{([a-z][a-z0-9-]*)(?:\|[^{}|]*\|[^{}|]*)?\}/gi)].map((m) => m[1] ?? "");
}

/**
 * A template with its values filled in; a value it does not have is left out. Each value goes in
 * as written (by a replacer function: a `$&` a site wrote is never read as a replacement pattern).
 */
export function fill(template: string, vars: Vars = {}): string {
  return template.replace(
    /\{([a-z][a-z0-9-]*)(?:\|([^{}|]*)\|([^{}|]*))?\}/gi,
    (_all, name: string, one?: string, other?: string) => {
      const value = vars[name];
      if (one !== undefined && other !== undefined) return Number(value) === 1 ? one : other;
      return value === undefined ? "" : String(value);
    },
  );
}
