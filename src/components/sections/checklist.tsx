import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Mark } from "./marks";

export const query = graphql`
  fragment ChecklistSection on Section {
    ...SectionBase
    tone
    points
  }
`;

export function Checklist({ section }: { section: Queries.ChecklistSectionFragment }) {
  const points = section.points ?? [];
  return (
    <SectionShell section={section}>
      <chakra.ul display="grid" columnGap="10" rowGap="4" gridTemplateColumns={{ base: "1fr", md: points.length > 3 ? "repeat(2, minmax(0, 1fr))" : "1fr" }} maxW={points.length > 3 ? undefined : "measure"}>
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
