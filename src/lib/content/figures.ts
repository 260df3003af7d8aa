/**
 * Figures that repeat across pages live once in data/site.yaml (`figures`) and are written in copy
 * as `{{name}}`, so "4-5x" can never read "10x" on one page and "4-5x" on another.
 */

import type { Env } from "../env";
import { describeRetention, retentionDays } from "../leads/retention";

export const FIGURE_PATTERN = /\{\{\s*([A-Za-z][\w]*)\s*\}\}/g;

export type Figures = ReadonlyMap<string, string>;

/**
 * Figures the build takes from a setting rather than from data/site.yaml, so that copy and
 * behaviour cannot disagree: `{{leadRetention}}`, how long the lead store keeps an enquiry
 * (LEADS_RETENTION_DAYS, which the scheduled job applies).
 */
export function settingFigures(env: Env): Map<string, string> {
  return new Map([["leadRetention", describeRetention(retentionDays(env))]]);
}

/** The names settingFigures fills, which site.yaml need not (and must not) list. */
export const SETTING_FIGURE_NAMES: ReadonlySet<string> = new Set(settingFigures({}).keys());

/** The build's environment where there is one (Node); none in a browser (the CMS preview shows the default). */
const buildEnv = (): Env => (typeof process === "undefined" ? {} : process.env);

export function figureMap(list: ReadonlyArray<{ name: string; value: string }> | null | undefined, env: Env = buildEnv()): Figures {
  return new Map([...settingFigures(env), ...(list ?? []).map((f): [string, string] => [f.name, f.value])]);
}

/** Replaces every `{{name}}` with its figure; an unknown name is left as written (validation reports it). */
export function fillFigures(text: string, figures: Figures): string {
  return text.replace(FIGURE_PATTERN, (whole, name: string) => figures.get(name) ?? whole);
}

export function figureNamesIn(text: string): string[] {
  return [...text.matchAll(FIGURE_PATTERN)].map((m) => m[1] ?? "");
}
