import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Qualifier, SectionShell } from "./section-shell";
import { toneOf } from "./tones";

export const query = graphql`
  fragment BarChartSection on Section {
    ...SectionBase
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

/**
 * Numbers compared as bars drawn with CSS alone: the figures are text (a screen reader reads them),
 * the bars are decoration beside them.
 */
export function BarChart({ section }: { section: Queries.BarChartSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.div display="grid" gap="8" gridTemplateColumns={{ base: "1fr", lg: "repeat(2, minmax(0, 1fr))" }}>
        {section.rows?.map((row) => {
          const max = Math.max(...row.bars.map((b) => b.value));
          return (
            <chakra.div key={row.label} p="6" bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg">
              <chakra.h3 fontSize="lg" fontWeight="bold" mb="4">
                {row.label}
              </chakra.h3>
              <chakra.ul display="flex" flexDirection="column" gap="4">
                {row.bars.map((bar) => {
                  const tone = toneOf(bar.tone);
                  return (
                    <chakra.li key={bar.label}>
                      <chakra.div display="flex" justifyContent="space-between" gap="4" fontSize="sm" mb="1">
                        <span>{bar.label}</span>
                        <chakra.strong color={tone.fg} fontSize="md">
                          {bar.display}
                        </chakra.strong>
                      </chakra.div>
                      <chakra.div aria-hidden="true" h="4" bg="neutral.subtle" borderRadius="full" overflow="hidden">
                        <chakra.div h="full" bg={tone.fg} borderRadius="full" style={{ width: barWidth(bar.value, max) }} />
                      </chakra.div>
                    </chakra.li>
                  );
                })}
              </chakra.ul>
            </chakra.div>
          );
        })}
      </chakra.div>
      <Qualifier>{section.qualifier}</Qualifier>
    </SectionShell>
  );
}
