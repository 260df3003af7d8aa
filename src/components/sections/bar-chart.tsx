import React from "react";
import { graphql } from "gatsby";
import { SectionShell } from "./section-shell";
import { FigureCard } from "../ui/figure-card";
import { useSite } from "../../hooks/use-site";
import { IslandRoot } from "../ui/island-root";
import { BudgetChart } from "./budget-chart";
import { ChartRows } from "./chart-rows";
import { useTightOnPhones } from "./rhythm";

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
        follows
      }
    }
    calculator {
      label
      min
      max
      step
      hint
    }
  }
`;

/**
 * Numbers compared as bars drawn with CSS alone, in a figure card on the page's dark band: the
 * scenario on top, each row one unit, the qualifier as the caption. The figures are text (a
 * screen reader reads them); the bars are decoration beside them. With a budget calculator the
 * scenario and the rows are an island (budget-chart.tsx): the same HTML until the visitor
 * reaches for the slider.
 */
export function BarChart({ section }: { section: Queries.BarChartSectionFragment }) {
  const { example } = useSite();
  const tight = useTightOnPhones();
  const calculator = section.calculator
    ? {
        calculator: section.calculator,
        example,
        scenario: section.scenario,
        rows: section.rows,
        name: `${section.id ?? "chart"}-budget`,
      }
    : null;
  return (
    <SectionShell section={section} dark="band">
      <FigureCard scenario={calculator ? null : section.scenario} caption={section.qualifier}>
        {calculator ? (
          <IslandRoot name="budget-chart" props={calculator}>
            <BudgetChart {...calculator} />
          </IslandRoot>
        ) : (
          <ChartRows rows={section.rows} tight={tight} />
        )}
      </FigureCard>
    </SectionShell>
  );
}
