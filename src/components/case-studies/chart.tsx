/**
 * A case study's before-and-after chart, drawn in SVG on the server from the client's Search
 * Console export: clicks and impressions a day (weekly averages) in two panels sharing the weeks,
 * the engagement's start marked, the weeks compared on each side shaded, and under it the change
 * the build worked out and where the data comes from. Nothing in it is typed by an editor.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint } from "../visuals/shared";
import { formatChange } from "../../lib/case-studies/search-console";
import { formatDate } from "../../lib/insights/articles";

export interface ChartWeek {
  readonly index: number;
  readonly clicksPerDay: number;
  readonly impressionsPerDay: number;
}
export interface ChartEngagement {
  readonly weeks: ReadonlyArray<ChartWeek>;
  readonly comparedWeeks: number;
  readonly before: number;
  readonly after: number;
  readonly change?: number | null;
  readonly from: string;
  readonly to: string;
  readonly first: string;
  readonly last: string;
}
export interface ChartWording {
  readonly clicks: string;
  readonly impressions: string;
  readonly startMark: string;
  readonly change: string;
  readonly source: string;
  readonly chartAlt: string;
}

const W = 720;
const LEFT = 8;
const RIGHT = 8;
const PANELS = [
  { key: "clicksPerDay", top: 34, height: 130, colour: "positive", area: true },
  { key: "impressionsPerDay", top: 214, height: 80, colour: "neutral", area: false },
] as const;
const H = 318;

/** A number of clicks a day as the caption states it: one decimal under 10, whole above. */
const perDay = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en-AU"));
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The words the chart and its caption use, filled with the engagement's figures. */
export function chartTexts(engagement: ChartEngagement, wording: ChartWording, client: string) {
  const values = {
    weeks: String(engagement.comparedWeeks),
    before: perDay(engagement.before),
    after: perDay(engagement.after),
    change: engagement.change === null || engagement.change === undefined ? "" : formatChange(engagement.change),
    client,
    from: formatDate(engagement.first),
    to: formatDate(engagement.last),
  };
  return { alt: fill(wording.chartAlt, values), change: fill(wording.change, values).replace(/\s*\(\)/, ""), source: fill(wording.source, values) };
}

export function CaseStudyChart({ engagement, wording, client }: { engagement: ChartEngagement; wording: ChartWording; client: string }) {
  const weeks = engagement.weeks;
  const first = Math.min(...weeks.map((w) => w.index));
  const last = Math.max(...weeks.map((w) => w.index));
  const span = last + 1 - first;
  /** The left edge of week `index`: the start is the left edge of week 0. */
  const x = (index: number) => LEFT + ((index - first) / span) * (W - LEFT - RIGHT);
  const texts = chartTexts(engagement, wording, client);
  return (
    <chakra.figure m="0" data-case-study-chart="">
      <chakra.svg viewBox={`0 0 ${W} ${H}`} w="full" h="auto" display="block" role="img" aria-label={texts.alt} fontFamily="body">
        <Paint color="bg.subtle">
          <rect x={x(-engagement.comparedWeeks)} y="24" width={x(engagement.comparedWeeks) - x(-engagement.comparedWeeks)} height={H - 44} fill="currentColor" />
        </Paint>
        {PANELS.map((panel) => {
          const values = weeks.map((w) => w[panel.key]);
          const max = Math.max(...values, 1);
          const y = (v: number) => panel.top + panel.height - (v / max) * panel.height;
          const points = weeks.map((w) => `${(x(w.index) + x(w.index + 1)) / 2},${y(w[panel.key])}`).join(" ");
          const label = panel.key === "clicksPerDay" ? wording.clicks : wording.impressions;
          return (
            <g key={panel.key}>
              <Paint color="border">
                <line x1={LEFT} x2={W - RIGHT} y1={panel.top + panel.height} y2={panel.top + panel.height} stroke="currentColor" strokeWidth="1" />
                <line x1={LEFT} x2={W - RIGHT} y1={panel.top} y2={panel.top} stroke="currentColor" strokeWidth="1" strokeDasharray="2 4" />
              </Paint>
              <Paint color="fg.muted">
                <text x={LEFT} y={panel.top - 8} fontSize="13" fill="currentColor">
                  {label}
                </text>
                <text x={W - RIGHT} y={panel.top - 8} fontSize="13" textAnchor="end" fill="currentColor">
                  {perDay(max)}
                </text>
              </Paint>
              <Paint color={panel.colour}>
                {panel.area ? <polygon points={`${(x(first) + x(first + 1)) / 2},${panel.top + panel.height} ${points} ${(x(last) + x(last + 1)) / 2},${panel.top + panel.height}`} fill="currentColor" fillOpacity="0.12" /> : null}
                <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
              </Paint>
            </g>
          );
        })}
        <Paint color="fg">
          <line x1={x(0)} x2={x(0)} y1="20" y2={H - 20} stroke="currentColor" strokeWidth="2" strokeDasharray="5 4" />
          <text x={x(0) + 6} y="16" fontSize="13" fontWeight="600" fill="currentColor" textAnchor={x(0) > W * 0.7 ? "end" : "start"} dx={x(0) > W * 0.7 ? -12 : 0}>
            {wording.startMark}
          </text>
        </Paint>
        <Paint color="fg.muted">
          <text x={LEFT} y={H - 2} fontSize="12" fill="currentColor">
            {formatDate(engagement.first)}
          </text>
          <text x={W - RIGHT} y={H - 2} fontSize="12" textAnchor="end" fill="currentColor">
            {formatDate(engagement.last)}
          </text>
        </Paint>
      </chakra.svg>
      <chakra.figcaption mt="4" display="grid" gap="1">
        <chakra.p fontWeight="semibold">{texts.change}</chakra.p>
        <chakra.p fontSize="sm" color="fg.muted">
          {texts.source}
        </chakra.p>
      </chakra.figcaption>
    </chakra.figure>
  );
}
