import React from "react";
import { graphql } from "gatsby";
import { chakra, type Tokens } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { FigureCard } from "../ui/figure-card";
import { gridColumns } from "./grid";

export const query = graphql`
  fragment BarChartSection on SectionBarChart {
    ...SectionBase
    scenario
    qualifier
    rows {
      label
      bars {
        label
        value
        display
        tone
      }
    }
  }
`;

/** Bar width as a share of the row's largest value, so each comparison reads at a glance. */
export function barWidth(value: number, max: number): string {
  if (max <= 0) return "0%";
  return `${Math.max(2, Math.round((value / max) * 100))}%`;
}

/** The AI way in teal; the traditional model (or neither) in slate, never teal. */
const barColours = (tone: string): { bar: Tokens["colors"]; text: Tokens["colors"] } => (tone === "positive" ? { bar: "positive", text: "positive" } : { bar: "slate.400", text: "slate.700" });

/**
 * Numbers compared as bars drawn with CSS alone, in a figure card on the page's dark band: the
 * scenario on top, each row one unit, the qualifier as the caption. The figures are text (a
 * screen reader reads them); the bars are decoration beside them.
 */
export function BarChart({ section }: { section: Queries.BarChartSectionFragment }) {
  const rows = section.rows;
  return (
    <SectionShell section={section} dark="band">
      <FigureCard scenario={section.scenario} caption={section.qualifier}>
        <chakra.div display="grid" columnGap="12" rowGap="8" gridTemplateColumns={gridColumns(rows.length, 3)} data-chart="">
          {rows.map((row) => {
            const max = Math.max(...row.bars.map((b) => b.value));
            return (
              <chakra.div key={row.label}>
                <chakra.h3 fontSize="lg" fontWeight="semibold" mb="4">
                  {row.label}
                </chakra.h3>
                <chakra.ul display="flex" flexDirection="column" gap="4">
                  {row.bars.map((bar) => {
                    const colours = barColours(bar.tone);
                    return (
                      <chakra.li key={bar.label}>
                        <chakra.div display="flex" justifyContent="space-between" alignItems="baseline" gap="4" fontSize="sm" mb="1.5">
                          <span>{bar.label}</span>
                          <chakra.strong color={colours.text} fontSize="lg" whiteSpace="nowrap" css={{ fontVariantNumeric: "tabular-nums" }}>
                            {bar.display}
                          </chakra.strong>
                        </chakra.div>
                        <chakra.div aria-hidden="true" h="3" bg="neutral.subtle" borderRadius="full" overflow="hidden">
                          <chakra.div h="full" bg={colours.bar} borderRadius="full" style={{ width: barWidth(bar.value, max) }} />
                        </chakra.div>
                      </chakra.li>
                    );
                  })}
                </chakra.ul>
              </chakra.div>
            );
          })}
        </chakra.div>
      </FigureCard>
    </SectionShell>
  );
}
