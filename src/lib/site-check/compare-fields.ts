/** A comparison's form fields and its entries, free of Node APIs: the island's report view reads them (compare.ts runs them). */
import type { Competitor, SiteReport } from "./run";

/** The form's fields for the competitors' addresses, in order. */
export const COMPARE_FIELDS = ["compare1", "compare2"] as const;
export type CompareField = (typeof COMPARE_FIELDS)[number];

/** Whether a competitor's entry is a report (not why it could not be checked). */
export const isSiteReport = (competitor: Competitor): competitor is SiteReport => "findings" in competitor;
