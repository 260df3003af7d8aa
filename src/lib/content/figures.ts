/**
 * Figures that repeat across pages live once in data/site.yaml (`figures`) and are written in copy
 * as `{{name}}`, so "4-5x" can never read "10x" on one page and "4-5x" on another.
 */

import type { Env } from "../env";
import { describeRetention, reportDays, retentionDays } from "./retention";
import { EXAMPLE_FIGURE_NAMES, exampleFigures, type ExampleInputs } from "./example";

export const FIGURE_PATTERN = /\{\{\s*([A-Za-z][\w]*)\s*\}\}/g;

export type Figures = ReadonlyMap<string, string>;

/**
 * Figures the build takes from a setting rather than from data/site.yaml, so that copy and
 * behaviour cannot disagree: `{{leadRetention}}`, how long the lead store keeps an enquiry
 * (LEADS_RETENTION_DAYS, which the scheduled job applies), and `{{reportRetention}}`, how long
 * a stored AI search check report is kept (SITE_CHECK_REPORT_DAYS).
 */
export function settingFigures(env: Env): Map<string, string> {
  return new Map([
    ["leadRetention", describeRetention(retentionDays(env))],
    ["reportRetention", describeRetention(reportDays(env))],
  ]);
}

/**
 * The engagement's answers (data/site.yaml `engagement`), written in service pages' questions:
 * {{priceAndTerm}} says where the page states its price and term, {{ownership}} who owns what.
 * Kept with the offer they describe, so there is one place for the agency's terms.
 */
export function engagementFigures(engagement: { priceAndTerm: string; ownership: string }): Map<string, string> {
  return new Map([
    ["priceAndTerm", engagement.priceAndTerm],
    ["ownership", engagement.ownership],
  ]);
}

/** The names settingFigures, the worked example and the engagement fill, which site.yaml's figures need not (and must not) list. */
export const SETTING_FIGURE_NAMES: ReadonlySet<string> = new Set([
  ...settingFigures({}).keys(),
  ...EXAMPLE_FIGURE_NAMES,
  ...engagementFigures({ priceAndTerm: "", ownership: "" }).keys(),
]);

/** The build's environment where there is one (Node); none in a browser (the CMS preview shows the default). */
const buildEnv = (): Env => (typeof process === "undefined" ? {} : process.env);

/** Every figure: the settings', the worked example's (data/site.yaml's `example`), the engagement's and data/site.yaml's own list. */
export function figureMap(
  site: {
    figures?: ReadonlyArray<{ name: string; value: string }> | null;
    example?: ExampleInputs | null;
    engagement?: { priceAndTerm: string; ownership: string } | null;
  },
  env: Env = buildEnv(),
): Figures {
  return new Map([
    ...settingFigures(env),
    ...(site.example ? exampleFigures(site.example) : []),
    ...(site.engagement ? engagementFigures(site.engagement) : []),
    ...(site.figures ?? []).map((f): [string, string] => [f.name, f.value]),
  ]);
}

/** Replaces every `{{name}}` with its figure; an unknown name is left as written (validation reports it). */
export function fillFigures(text: string, figures: Figures): string {
  return text.replace(FIGURE_PATTERN, (whole, name: string) => figures.get(name) ?? whole);
}

export function figureNamesIn(text: string): string[] {
  return [...text.matchAll(FIGURE_PATTERN)].map((m) => m[1] ?? "");
}
