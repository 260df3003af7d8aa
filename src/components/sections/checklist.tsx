import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Mark } from "./marks";

export const query = graphql`
  fragment ChecklistSection on SectionChecklist {
    ...SectionBase
    foldOnPhones
    tone
    points
  }
`;

export function Checklist({ section }: { section: Queries.ChecklistSectionFragment }) {
  const points = section.points ?? [];
  // Two or three columns when they fill every row; otherwise one, at reading width.
  const columns =
    points.length > 3 && points.length % 2 === 0 ? 2 : points.length > 3 && points.length % 3 === 0 ? 3 : 1;
  return (
    <SectionShell section={section} side={columns === 1} fold={section.foldOnPhones === true}>
      <chakra.ul
        display="grid"
        columnGap="10"
        rowGap="4"
        gridTemplateColumns={{ base: "1fr", md: `repeat(${columns}, minmax(0, 1fr))` }}
        maxW={columns === 1 ? "measure" : undefined}
      >
        {points.map((point) => (
          <chakra.li key={point} display="flex" gap="3" alignItems="flex-start" fontSize="lg">
            <Mark tone={section.tone} />
            {point}
          </chakra.li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
