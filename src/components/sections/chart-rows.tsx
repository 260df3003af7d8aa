/**
 * A bar chart's scenario chip and rows, with no Gatsby import: the page renders them, and so does
 * the budget calculator's island in the browser.
 */
import React from "react";
import { chakra, type Tokens } from "@chakra-ui/react/styled-system";
import { gridColumns } from "../ui/grid";

/** A chart's rows as the island receives them: the GraphQL rows, each bar with what it follows. */
export type ChartRowData = Queries.BarChartSectionFragment["rows"][number];

/**
 * A bar's length: its typed value or, with none, the number its text starts with ("92 pages",
 * "4.6x", "$12,000"), so a figure worked out from the example (and again for the visitor's
 * budget) is drawn at its own size, never at a length typed by hand. The content rules require
 * one or the other.
 */
export function barValue(bar: { value: number | null; display: string }): number {
  return bar.value ?? leadingNumber(bar.display) ?? 0;
}

/** The number a bar's text starts with, or undefined: "92 pages" → 92, "$12,000" → 12000, "Same day" → undefined. */
export function leadingNumber(display: string): number | undefined {
  const shown = /^\$?(\d[\d,]*(?:\.\d+)?)/.exec(display.trim())?.[1];
  return shown === undefined ? undefined : Number(shown.replace(/,/g, ""));
}

/** Bar width as a share of the row's largest value, so each comparison reads at a glance. */
export function barWidth(value: number, max: number): string {
  if (max <= 0) return "0%";
  return `${Math.max(2, Math.round((value / max) * 100))}%`;
}

/** The AI way in teal; the traditional model (or neither) in slate, never teal. */
const barColours = (tone: string): { bar: Tokens["colors"]; text: Tokens["colors"] } =>
  tone === "positive" ? { bar: "positive", text: "positive" } : { bar: "slate.400", text: "slate.700" };

/** The rows of a bar chart: each row a unit, its bars' figures as text and their lengths as decoration. */
export function ChartRows({
  rows,
  tight = false,
}: {
  rows: ReadonlyArray<ChartRowData>;
  /** Rows closer together on a phone (a service page, held to about five screens there: issue 59). */
  tight?: boolean;
}) {
  return (
    <chakra.div
      display="grid"
      columnGap="12"
      rowGap={tight ? { base: "4", md: "8" } : "8"}
      gridTemplateColumns={gridColumns(rows.length, 3)}
      data-chart=""
    >
      {rows.map((row) => {
        const max = Math.max(...row.bars.map(barValue));
        return (
          <chakra.div key={row.label}>
            <chakra.h3
              fontSize={tight ? { base: "md", md: "lg" } : "lg"}
              fontWeight="semibold"
              mb={tight ? { base: "1.5", md: "4" } : "4"}
            >
              {row.label}
            </chakra.h3>
            <chakra.ul display="flex" flexDirection="column" gap={tight ? { base: "1.5", md: "4" } : "4"}>
              {row.bars.map((bar) => {
                const colours = barColours(bar.tone);
                return (
                  <chakra.li key={bar.label}>
                    <chakra.div
                      display="flex"
                      justifyContent="space-between"
                      alignItems="baseline"
                      gap="4"
                      fontSize="sm"
                      mb={tight ? { base: "1", md: "1.5" } : "1.5"}
                    >
                      <span>{bar.label}</span>
                      <chakra.strong
                        color={colours.text}
                        fontSize={tight ? { base: "md", md: "lg" } : "lg"}
                        whiteSpace="nowrap"
                        css={{ fontVariantNumeric: "tabular-nums" }}
                      >
                        {bar.display}
                      </chakra.strong>
                    </chakra.div>
                    <chakra.div
                      aria-hidden="true"
                      h={tight ? { base: "2", md: "3" } : "3"}
                      bg="neutral.subtle"
                      borderRadius="full"
                      overflow="hidden"
                    >
                      <chakra.div
                        h="full"
                        bg={colours.bar}
                        borderRadius="full"
                        style={{ width: barWidth(barValue(bar), max) }}
                      />
                    </chakra.div>
                  </chakra.li>
                );
              })}
            </chakra.ul>
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}
