/**
 * Figures that repeat across pages live once in data/site.yaml (`figures`) and are written in copy
 * as `{{name}}`, so "4-5x" can never read "10x" on one page and "4-5x" on another.
 */

export const FIGURE_PATTERN = /\{\{\s*([A-Za-z][\w]*)\s*\}\}/g;

export type Figures = ReadonlyMap<string, string>;

export function figureMap(list: ReadonlyArray<{ name: string; value: string }> | null | undefined): Figures {
  return new Map((list ?? []).map((f) => [f.name, f.value]));
}

/** Replaces every `{{name}}` with its figure; an unknown name is left as written (validation reports it). */
export function fillFigures(text: string, figures: Figures): string {
  return text.replace(FIGURE_PATTERN, (whole, name: string) => figures.get(name) ?? whole);
}

export function figureNamesIn(text: string): string[] {
  return [...text.matchAll(FIGURE_PATTERN)].map((m) => m[1] ?? "");
}
