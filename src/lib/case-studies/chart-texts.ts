/**
 * The words a case study's chart shows, filled with the engagement's figures: its description for
 * screen readers, the change line and the source line under it. One function for the chart
 * (src/components/case-studies/chart.tsx) and the case study's Markdown twin (src/lib/answers/).
 */
import { formatChange } from "./search-console";
import { formatDate } from "../insights";

export interface ChartFigures {
  readonly comparedWeeks: number;
  readonly before: number;
  readonly after: number;
  readonly change?: number | null;
  readonly first: string;
  readonly last: string;
}

export interface ChartTextWording {
  readonly change: string;
  readonly source: string;
  readonly chartAlt: string;
}

/** A number of clicks a day as the caption states it: one decimal under 10, whole above. */
export const perDay = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en-AU"));
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The words the chart and its caption use, filled with the engagement's figures. */
export function chartTexts(engagement: ChartFigures, wording: ChartTextWording, client: string) {
  const values = {
    weeks: String(engagement.comparedWeeks),
    before: perDay(engagement.before),
    after: perDay(engagement.after),
    change: engagement.change === null || engagement.change === undefined ? "" : formatChange(engagement.change),
    client,
    from: formatDate(engagement.first),
    to: formatDate(engagement.last),
  };
  return {
    alt: fill(wording.chartAlt, values),
    change: fill(wording.change, values).replace(/\s*\(\)/, ""),
    source: fill(wording.source, values),
  };
}
