import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Caption } from "../ui/figure-card";

export const query = graphql`
  fragment TimelineSection on SectionTimeline {
    ...SectionBase
    qualifier
    items {
      label
      title
      description
    }
  }
`;

/** Events in order, each with when it happens; where they give times, their qualifier under them. */
export function Timeline({ section }: { section: Queries.TimelineSectionFragment }) {
  return (
    <SectionShell section={section} side>
      <chakra.ol borderStartWidth="3px" borderColor="accent" ms="2" display="flex" flexDirection="column" gap="8" maxW="prose">
        {section.items.map((item) => (
          <chakra.li key={`${item.label}-${item.title}`} position="relative" ps="6">
            <chakra.span aria-hidden="true" position="absolute" left="-2.5" top="1.5" boxSize="4" borderRadius="full" bg="accent" borderWidth="3px" borderColor="bg" />
            <chakra.p fontSize="sm" fontWeight="bold" color="accent" textTransform="uppercase" letterSpacing="wide">
              {item.label}
            </chakra.p>
            <chakra.h3 fontSize="lg" fontWeight="semibold">
              {item.title}
            </chakra.h3>
            <chakra.p color="fg.muted">{item.description}</chakra.p>
          </chakra.li>
        ))}
      </chakra.ol>
      {section.qualifier ? <Caption methodology>{section.qualifier}</Caption> : null}
    </SectionShell>
  );
}
