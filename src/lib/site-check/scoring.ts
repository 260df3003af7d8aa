/**
 * The one place the check's score is decided: each check's weight and category are its own file's
 * (checks/), a pass earns its weight, a warning WARN_CREDIT of it, a fail nothing; the overall score
 * and each category's are the points earned out of the points possible, out of 100. The weights of
 * the checks that count add up to 100, so a check's weight is the points it can cost.
 *
 * Conventions (llms.txt, question headings) are reported but never counted: no engine documents
 * them, so they can neither lower nor raise the score. What stops a page being found or quoted at
 * all (blocked for search crawlers, an error status, noindex, text that only JavaScript writes)
 * weighs most; what helps an answer engine choose and quote a page less.
 */
import { CATEGORY_IDS, type CategoryId, type Check, type Status } from "./checks/define";

/** What a warning earns of its weight. */
export const WARN_CREDIT = 0.5;

const EARNED: Record<Status, number> = { pass: 1, warn: WARN_CREDIT, fail: 0 };

export interface CategoryScore {
  id: CategoryId;
  title: string;
  score: number;
}

/** Whether a check counts in the score: every check but a convention. */
export const counts = (check: Pick<Check, "evidence">): boolean => check.evidence.kind !== "convention";

function percent(earned: number, possible: number): number {
  return possible === 0 ? 100 : Math.round((earned / possible) * 100);
}

export function scoreOf(
  results: readonly { check: Pick<Check, "category" | "weight" | "evidence">; status: Status }[],
  titles: Readonly<Record<CategoryId, string>>,
): { score: number; categories: CategoryScore[] } {
  const tally = new Map<CategoryId, { earned: number; possible: number }>();
  let earned = 0;
  let possible = 0;
  for (const { check, status } of results) {
    if (!counts(check)) continue;
    const entry = tally.get(check.category) ?? { earned: 0, possible: 0 };
    entry.earned += check.weight * EARNED[status];
    entry.possible += check.weight;
    tally.set(check.category, entry);
    earned += check.weight * EARNED[status];
    possible += check.weight;
  }
  const categories = CATEGORY_IDS.filter((id) => tally.has(id)).map((id) => {
    const entry = tally.get(id) ?? { earned: 0, possible: 0 };
    return { id, title: titles[id], score: percent(entry.earned, entry.possible) };
  });
  return { score: percent(earned, possible), categories };
}
