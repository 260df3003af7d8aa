import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { DrawnMap } from "./drawn-map";

export const query = graphql`
  fragment MapSection on SectionMap {
    ...SectionBase
    caption
    embedUrl
    embedTitle
  }
`;

/**
 * An embedded map, loaded only when scrolled near, in a box of fixed ratio so nothing shifts; at
 * most half the width, so it never outweighs the form. A drawing of the place lies beneath it, so
 * the box is never empty where the map provider does not load.
 */
export function MapEmbed({ section }: { section: Queries.MapSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.figure maxW={{ lg: "[50%]" }}>
        <chakra.div position="relative" width="full" css={{ aspectRatio: "4 / 3" }} borderRadius="lg" overflow="hidden" borderWidth="1px" borderColor="border" bg="neutral.subtle">
          <DrawnMap />
          <chakra.iframe
            src={section.embedUrl}
            title={section.embedTitle}
            loading="lazy"
            referrerPolicy="no-referrer"
            position="absolute"
            inset="0"
            width="full"
            height="full"
            borderWidth="0"
            bg="transparent"
          />
        </chakra.div>
        <chakra.figcaption mt="3" fontWeight="semibold">
          {section.caption}
        </chakra.figcaption>
      </chakra.figure>
    </SectionShell>
  );
}
