/**
 * What changed between two checks of one address: the score's change, and each finding as fixed
 * (it passes now and did not), new (it does not pass now and did), better or worse (a fail became
 * a warning, or the other way), or unchanged. Free of Node APIs: the island renders it too.
 */
import type { Status } from "./checks/define";
import type { CheckReport } from "./run";

export const CHANGES = ["fixed", "new", "better", "worse", "unchanged"] as const;
export type Change = (typeof CHANGES)[number];

export interface ReportRef {
  id: string;
  checkedAt: string;
  score: number | null;
}

export interface Changes {
  previous: ReportRef;
  /** The score now minus the score then; null when either had none. */
  scoreDelta: number | null;
  /** Each finding of the report now, by id. */
  findings: Record<string, Change>;
}

const RANK: Record<Status, number> = { pass: 0, warn: 1, fail: 2 };

export function changeOf(before: Status | undefined, now: Status): Change {
  if (before === undefined) return now === "pass" ? "unchanged" : "new";
  if (before === now) return "unchanged";
  if (now === "pass") return "fixed";
  if (before === "pass") return "new";
  return RANK[now] < RANK[before] ? "better" : "worse";
}

export function changesSince(previous: CheckReport & { id: string }, now: CheckReport): Changes {
  const before = new Map(previous.findings.map((f) => [f.id, f.status]));
  return {
    previous: { id: previous.id, checkedAt: previous.checkedAt, score: previous.score },
    scoreDelta: previous.score === null || now.score === null ? null : now.score - previous.score,
    findings: Object.fromEntries(now.findings.map((f) => [f.id, changeOf(before.get(f.id), f.status)])),
  };
}
