import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { toneOf } from "./tones";
import { Mark } from "./marks";

export const query = graphql`
  fragment ComparisonSection on SectionComparison {
    ...SectionBase
    columns {
      title
      tone
      points
    }
  }
`;

/** Side-by-side lists: the problem and the solution, the traditional agency and the AI one. */
export function Comparison({ section }: { section: Queries.ComparisonSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.div display="grid" gap={{ base: "4", md: "6" }} gridTemplateColumns={{ base: "1fr", md: `repeat(${Math.min(section.columns.length, 3)}, minmax(0, 1fr))` }}>
        {section.columns.map((column) => {
          const tone = toneOf(column.tone);
          return (
            <chakra.div key={column.title} p={{ base: "5", md: "8" }} bg="bg" borderRadius="xl" borderWidth="1px" borderColor="border" borderTopWidth="4px" borderTopColor={tone.fg} boxShadow="sm">
              <chakra.h3 fontSize={{ base: "xl", md: "2xl" }} fontWeight="semibold" color={tone.fg} mb={{ base: "4", md: "5" }}>
                {column.title}
              </chakra.h3>
              <chakra.ul display="flex" flexDirection="column" gap="3">
                {column.points.map((point) => (
                  <chakra.li key={point} display="flex" gap="3" alignItems="flex-start">
                    <Mark tone={column.tone} />
                    {point}
                  </chakra.li>
                ))}
              </chakra.ul>
            </chakra.div>
          );
        })}
      </chakra.div>
    </SectionShell>
  );
}
