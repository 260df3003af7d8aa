import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { TickList } from "./marks";
import { Visual } from "../visuals";

export const query = graphql`
  fragment SampleSection on SectionSample {
    ...SectionBase
    points
    pictureFold
    visual {
      ...HeroVisual
    }
  }
`;

/**
 * What a client receives, shown rather than told: the text (and what the deliverable shows, as a
 * ticked list) beside a picture of it (a report, a change log, an alert, a map pack, each drawn
 * from invented data and labelled Sample), on a navy stage like the heroes' pictures. On a service
 * page's phone the picture may fold under a line of its own (`pictureFold`), where the text says
 * what it shows.
 */
export function Sample({ section }: { section: Queries.SampleSectionFragment }) {
  const stage = section.visual ? (
    <chakra.div
      bg="bg.inverted"
      bgGradient="to-br"
      gradientFrom="navy.900"
      gradientTo="navy.700"
      borderRadius="2xl"
      px={{ base: "4", md: "10" }}
      py={{ base: "5", md: "10" }}
      data-stage=""
    >
      <Visual visual={section.visual} />
    </chakra.div>
  ) : null;
  return (
    <SectionShell section={section} aside={stage} pictureFold={section.pictureFold}>
      {section.points?.length ? <TickList points={section.points} fontSize="lg" /> : null}
    </SectionShell>
  );
}
