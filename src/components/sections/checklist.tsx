import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Check } from "lucide-react";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment ChecklistSection on Section {
    ...SectionBase
    points
  }
`;

export function Checklist({ section }: { section: Queries.ChecklistSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.ul display="grid" gap="3" gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }}>
        {section.points?.map((point) => (
          <chakra.li key={point} display="flex" gap="3" alignItems="flex-start">
            <chakra.span flexShrink="0" mt="0.5" display="inline-flex" boxSize="6" alignItems="center" justifyContent="center" borderRadius="full" bg="accent" color="fg.inverted">
              <Check aria-hidden="true" size={14} strokeWidth={3} />
            </chakra.span>
            {point}
          </chakra.li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
