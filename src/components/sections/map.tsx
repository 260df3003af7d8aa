import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { MapPin } from "../ui/lucide";
import { useSite } from "../../hooks/use-site";
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
 * Where we are: the address and the ways to open it in a maps app beside an embedded map (from
 * 1024 px; the map follows them on phones), so the section uses its width (issue 34). The map is
 * loaded only when scrolled near, in a box of fixed ratio so nothing shifts. Beneath it lies a pin
 * and the map's title on a plain ground (DrawnMap), never a pretend map, so where the map provider
 * does not load the box says what belongs there, and the links beside it still open a real map.
 */
export function MapEmbed({ section }: { section: Queries.MapSectionFragment }) {
  const { contact } = useSite();
  const map = (
    <chakra.figure>
      <chakra.div
        position="relative"
        width="full"
        css={{ aspectRatio: "4 / 3" }}
        borderRadius="lg"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        bg="neutral.subtle"
      >
        <DrawnMap label={section.embedTitle} />
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
  );
  return (
    <SectionShell section={section} aside={map}>
      <chakra.address fontStyle="normal" display="flex" gap="3" alignItems="flex-start" fontSize="lg">
        <chakra.span color="accent" display="inline-flex" mt="1" flexShrink="0">
          <MapPin aria-hidden="true" size={22} />
        </chakra.span>
        <span>
          {contact.streetAddress}
          <br />
          {contact.locality} {contact.region} {contact.postcode}
        </span>
      </chakra.address>
    </SectionShell>
  );
}
