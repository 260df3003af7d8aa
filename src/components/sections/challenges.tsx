import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { gridColumns, positionCue, swipeRowOnPhones } from "../ui/grid";
import { useSite } from "../../hooks/use-site";

export const query = graphql`
  fragment ChallengesSection on SectionChallenges {
    ...SectionBase
    foldOnPhones
    challengeLabel
    solutionLabel
    items {
      challenge
      solution
    }
  }
`;

/** Pairs of a problem the visitor has and how the service answers it. */
export function Challenges({ section }: { section: Queries.ChallengesSectionFragment }) {
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      <chakra.ul
        {...swipeRowOnPhones(
          section.heading,
          { md: "6" },
          positionCue(useSite().ui.swipePosition, section.items.length),
        )}
        gridTemplateColumns={gridColumns(section.items.length)}
      >
        {section.items.map((item) => (
          <chakra.li
            key={item.challenge}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            overflow="hidden"
          >
            <chakra.p px={{ base: "4", md: "6" }} py={{ base: "3", md: "4" }} bg="negative.subtle">
              <chakra.strong color="negative">{section.challengeLabel}</chakra.strong> {item.challenge}
            </chakra.p>
            <chakra.p px={{ base: "4", md: "6" }} py={{ base: "3", md: "4" }}>
              <chakra.strong color="positive">{section.solutionLabel}</chakra.strong> {item.solution}
            </chakra.p>
          </chakra.li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
