/**
 * A case study's before-and-after chart, drawn in SVG on the server from the client's Search
 * Console export: clicks and impressions a day (weekly averages) in two panels sharing the weeks,
 * the engagement's start marked, the weeks compared on each side shaded, and under it the change
 * the build worked out and where the data comes from. Nothing in it is typed by an editor. One
 * image to a screen reader (its description says what it shows).
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint } from "../visuals/shared";
import { chartTexts, perDay } from "../../lib/case-studies/client";
import { formatDate } from "../../lib/insights/client";

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

/**
 * The two panels. Their lines are drawn in a box 100 wide (a week's position is a percentage of the
 * period) stretched to the panel's size, with strokes that keep their width; every word and figure
 * is HTML beside them, so text stays legible and wraps at any width.
 */
const PANELS = [
  { key: "clicksPerDay", h: { base: "24", md: "32" }, colour: "positive", area: true },
  { key: "impressionsPerDay", h: { base: "16", md: "20" }, colour: "neutral", area: false },
] as const;
/** The drawing box's height; a panel stretches it to its own. */
const BOX = 100;

export function CaseStudyChart({
  engagement,
  wording,
  client,
}: {
  engagement: ChartEngagement;
  wording: ChartWording;
  client: string;
}) {
  const weeks = engagement.weeks;
  const first = Math.min(...weeks.map((w) => w.index));
  const last = Math.max(...weeks.map((w) => w.index));
  const span = last + 1 - first;
  /** The left edge of week `index`, as a percentage of the period: the start is the left edge of week 0. */
  const x = (index: number) => ((index - first) / span) * 100;
  const mid = (index: number) => (x(index) + x(index + 1)) / 2;
  const start = x(0);
  const texts = chartTexts(engagement, wording, client);
  // A label or figure sits on the card's colour, so the start line passes behind it.
  const onCard = { position: "relative", zIndex: "[1]", bg: "bg" } as const;
  return (
    <chakra.figure m="0" data-case-study-chart="">
      <chakra.div
        role="img"
        aria-label={texts.alt}
        fontSize="sm"
        lineHeight="snug"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
      >
        <chakra.div position="relative" h="6">
          <chakra.span
            position="absolute"
            insetInlineStart={`[${start.toFixed(2)}%]`}
            translate={start > 70 ? "[-100%]" : undefined}
            px="2"
            color="fg"
            fontWeight="semibold"
            whiteSpace="nowrap"
          >
            {wording.startMark}
          </chakra.span>
        </chakra.div>
        <chakra.div position="relative" display="grid" gap="3">
          <chakra.span
            position="absolute"
            insetBlock="0"
            insetInlineStart={`[${start.toFixed(2)}%]`}
            borderInlineStartWidth="2px"
            borderStyle="dashed"
            borderColor="fg"
          />
          {PANELS.map((panel) => {
            const values = weeks.map((w) => w[panel.key]);
            const max = Math.max(...values, 1);
            const y = (v: number) => BOX - (v / max) * BOX;
            const points = weeks.map((w) => `${mid(w.index).toFixed(2)},${y(w[panel.key]).toFixed(2)}`).join(" ");
            return (
              <chakra.div key={panel.key} display="grid" gap="1.5">
                <chakra.div display="flex" justifyContent="space-between" alignItems="baseline" gap="4">
                  <chakra.span {...onCard} pe="2">
                    {panel.key === "clicksPerDay" ? wording.clicks : wording.impressions}
                  </chakra.span>
                  <chakra.span {...onCard} ps="2">
                    {perDay(max)}
                  </chakra.span>
                </chakra.div>
                <chakra.svg
                  viewBox={`0 0 100 ${BOX}`}
                  preserveAspectRatio="none"
                  w="full"
                  h={panel.h}
                  display="block"
                  overflow="visible"
                >
                  <Paint color="bg.subtle">
                    <rect
                      x={x(-engagement.comparedWeeks)}
                      y="0"
                      width={x(engagement.comparedWeeks) - x(-engagement.comparedWeeks)}
                      height={BOX}
                      fill="currentColor"
                    />
                  </Paint>
                  <Paint color="border">
                    <line
                      x1="0"
                      x2="100"
                      y1={BOX}
                      y2={BOX}
                      stroke="currentColor"
                      strokeWidth="1"
                      vectorEffect="non-scaling-stroke"
                    />
                    <line
                      x1="0"
                      x2="100"
                      y1="0"
                      y2="0"
                      stroke="currentColor"
                      strokeWidth="1"
                      strokeDasharray="2 4"
                      vectorEffect="non-scaling-stroke"
                    />
                  </Paint>
                  <Paint color={panel.colour}>
                    {panel.area ? (
                      <polygon
                        points={`${mid(first).toFixed(2)},${BOX} ${points} ${mid(last).toFixed(2)},${BOX}`}
                        fill="currentColor"
                        fillOpacity="0.12"
                      />
                    ) : null}
                    <polyline
                      points={points}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                      vectorEffect="non-scaling-stroke"
                    />
                  </Paint>
                </chakra.svg>
              </chakra.div>
            );
          })}
        </chakra.div>
        <chakra.div display="flex" justifyContent="space-between" gap="4" mt="2" fontSize="xs">
          <span>{formatDate(engagement.first)}</span>
          <span>{formatDate(engagement.last)}</span>
        </chakra.div>
      </chakra.div>
      <chakra.figcaption mt="4" display="grid" gap="1">
        <chakra.p fontWeight="semibold">{texts.change}</chakra.p>
        <chakra.p fontSize="sm" color="fg.muted">
          {texts.source}
        </chakra.p>
      </chakra.figcaption>
    </chakra.figure>
  );
}
