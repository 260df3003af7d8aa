/**
 * The one place the check's score is decided: every finding's weight, the category it counts in,
 * and what a warning earns. A pass earns its weight, a warning WARN_CREDIT of it, a fail nothing;
 * the overall score and each category's are the points earned out of the points possible, out of
 * 100. Weights add up to 100, so a finding's weight is the points it can cost.
 *
 * Why these weights: what stops a page being found or quoted at all (blocked for search crawlers,
 * an error status, noindex, text that only JavaScript writes) weighs most; what helps an answer
 * engine choose and quote a page (headings, structured data, authorship) less; llms.txt least, as
 * a proposal only some AI tools read so far.
 */

export type Status = "pass" | "warn" | "fail";

export const CATEGORIES = {
  access: "Crawler access",
  indexing: "Can be indexed",
  content: "Readable and quotable",
  trust: "Structured data and authorship",
  files: "Site files and weight",
} as const;
export type CategoryId = keyof typeof CATEGORIES;

/** Each finding's weight and category. */
export const WEIGHTS = {
  "crawlers-search": { category: "access", weight: 14 },
  "crawlers-user": { category: "access", weight: 5 },
  "crawlers-training": { category: "access", weight: 1 },
  status: { category: "indexing", weight: 10 },
  noindex: { category: "indexing", weight: 8 },
  canonical: { category: "indexing", weight: 3 },
  https: { category: "indexing", weight: 6 },
  "server-text": { category: "content", weight: 10 },
  title: { category: "content", weight: 5 },
  description: { category: "content", weight: 4 },
  h1: { category: "content", weight: 4 },
  questions: { category: "content", weight: 3 },
  "structured-data": { category: "trust", weight: 6 },
  "structured-data-valid": { category: "trust", weight: 4 },
  "author-dates": { category: "trust", weight: 3 },
  "llms-txt": { category: "files", weight: 3 },
  sitemap: { category: "files", weight: 5 },
  "page-weight": { category: "files", weight: 6 },
} as const satisfies Record<string, { category: CategoryId; weight: number }>;
export type FindingId = keyof typeof WEIGHTS;

/** What a warning earns of its weight. */
export const WARN_CREDIT = 0.5;

const EARNED: Record<Status, number> = { pass: 1, warn: WARN_CREDIT, fail: 0 };

export interface CategoryScore {
  id: CategoryId;
  title: string;
  score: number;
}

function percent(earned: number, possible: number): number {
  return possible === 0 ? 100 : Math.round((earned / possible) * 100);
}

export function scoreOf(results: readonly { id: FindingId; status: Status }[]): {
  score: number;
  categories: CategoryScore[];
} {
  const tally = new Map<CategoryId, { earned: number; possible: number }>();
  let earned = 0;
  let possible = 0;
  for (const { id, status } of results) {
    const { category, weight } = WEIGHTS[id];
    const entry = tally.get(category) ?? { earned: 0, possible: 0 };
    entry.earned += weight * EARNED[status];
    entry.possible += weight;
    tally.set(category, entry);
    earned += weight * EARNED[status];
    possible += weight;
  }
  const categories = (Object.keys(CATEGORIES) as CategoryId[])
    .filter((id) => tally.has(id))
    .map((id) => {
      const entry = tally.get(id) ?? { earned: 0, possible: 0 };
      return { id, title: CATEGORIES[id], score: percent(entry.earned, entry.possible) };
    });
  return { score: percent(earned, possible), categories };
}
