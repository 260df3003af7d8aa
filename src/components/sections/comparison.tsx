import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Check, X } from "lucide-react";
import { SectionShell } from "./section-shell";
import { toneOf } from "./tones";

export const query = graphql`
  fragment ComparisonSection on Section {
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
      <chakra.div display="grid" gap="6" gridTemplateColumns={{ base: "1fr", md: `repeat(${Math.min(section.columns?.length ?? 2, 3)}, minmax(0, 1fr))` }}>
        {section.columns?.map((column) => {
          const tone = toneOf(column.tone);
          const Mark = column.tone === "negative" ? X : Check;
          return (
            <chakra.div key={column.title} p="6" bg="bg" borderRadius="lg" borderWidth="1px" borderColor="border" borderTopWidth="6px" borderTopColor={tone.fg}>
              <chakra.h3 fontSize="xl" fontWeight="bold" color={tone.fg} mb="4">
                {column.title}
              </chakra.h3>
              <chakra.ul display="flex" flexDirection="column" gap="3">
                {column.points.map((point) => (
                  <chakra.li key={point} display="flex" gap="3" alignItems="flex-start">
                    <chakra.span flexShrink="0" mt="0.5" display="inline-flex" boxSize="5" alignItems="center" justifyContent="center" borderRadius="full" bg={tone.bg} color={tone.fg}>
                      <Mark aria-hidden="true" size={14} strokeWidth={3} />
                    </chakra.span>
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
