import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { positionCue, swipeRowOnPhones } from "../ui/grid";
import { useSite } from "../../hooks/use-site";
import { SectionShell } from "./section-shell";
import { Caption } from "../ui/figure-card";

export const query = graphql`
  fragment TimelineSection on SectionTimeline {
    ...SectionBase
    foldOnPhones
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
  // On phones the events are a row to swipe through along a line across their tops; from 768 px a column down a line.
  const swipe = swipeRowOnPhones(
    section.heading,
    { md: "8" },
    positionCue(useSite().ui.swipePosition, section.items.length),
  );
  return (
    <SectionShell section={section} side fold={section.foldOnPhones === true}>
      <chakra.ol
        {...swipe}
        mx={{ base: "-4", md: "[0.5rem 0]" }}
        borderStartWidth={{ base: "0", md: "3px" }}
        borderColor="accent"
        gap={{ base: "3", md: "8" }}
        maxW="prose"
      >
        {section.items.map((item) => (
          <chakra.li
            key={`${item.label}-${item.title}`}
            position="relative"
            ps={{ base: "0", md: "6" }}
            pt={{ base: "6", md: "0" }}
            borderTopWidth={{ base: "3px", md: "0" }}
            borderColor="accent"
          >
            <chakra.span
              aria-hidden="true"
              position="absolute"
              left={{ base: "0", md: "-2.5" }}
              top={{ base: "-2.5", md: "1.5" }}
              boxSize="4"
              borderRadius="full"
              bg="accent"
              borderWidth="3px"
              borderColor="bg"
            />
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
