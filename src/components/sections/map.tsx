import React from "react";
import { graphql } from "gatsby";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import { MapPin } from "../ui/lucide";
import { buttonRecipe } from "../ui/button-styles";
import { SectionShell } from "./section-shell";
import { DrawnMap } from "./drawn-map";
import { AddressLines } from "./contact-details";

export const query = graphql`
  fragment MapSection on SectionMap {
    ...SectionBase
    caption
    embedUrl
    embedTitle
    showMap
  }
`;

/** Marks the link that asks for the map (the <template> holding the map's frame follows it). */
const SHOW = "data-map-show";

/**
 * The one script the map adds (inline: the page's Content-Security-Policy allows it by its hash,
 * src/lib/seo/csp.ts). A click on "Show the map" puts the map's frame, inert in the <template>
 * after the link until then, in the link's place, where it covers the box, and moves the focus
 * into it. Written small, and in the island loader's words, which gzip then shares: it is on the
 * page before any interaction, and Contact's inline scripts stay within 1.0 kB gzipped together
 * (1,010 bytes with it; 936 before).
 */
export const MAP_SCRIPT = `((d,a,f)=>{d.addEventListener("click",e=>{(a=e.target.closest?.("[${SHOW}]"))&&(e.preventDefault(),a.replaceWith(f=a.nextSibling.content.firstChild),f.focus())})})(document)`;

/**
 * Where we are: the address and the ways to open it in a maps app beside the map's box (from
 * 1024 px; the box follows them on phones), so the section uses its width (issue 34). The box is
 * a facade: a pin, the map's title and a "Show the map" link on a plain ground (DrawnMap), never
 * a pretend map; nothing from OpenStreetMap loads until the visitor asks (the frame, loaded with
 * the page, was Contact's late first paint: docs/performance.md). The link is the embed's own
 * address, so without JavaScript it opens the map as a page; with it, MAP_SCRIPT puts the frame
 * in the box, whose fixed ratio keeps anything from moving.
 */
export function MapEmbed({ section }: { section: Queries.MapSectionFragment }) {
  const button = useRecipe({ recipe: buttonRecipe });
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
        <DrawnMap label={section.embedTitle}>
          {/* Its ::after stretches over the whole box, so all of it answers a tap. */}
          <chakra.a
            href={section.embedUrl}
            {...{ [SHOW]: "" }}
            css={button({ variant: "secondary" })}
            bg="bg"
            _after={{ content: '""', position: "absolute", inset: "0" }}
          >
            {section.showMap}
          </chakra.a>
          {/* Its frame is positioned against the drawing, which fills the box. */}
          <template>
            <chakra.iframe
              src={section.embedUrl}
              title={section.embedTitle}
              referrerPolicy="no-referrer"
              position="absolute"
              inset="0"
              width="full"
              height="full"
              borderWidth="0"
              bg="bg"
            />
          </template>
        </DrawnMap>
        <script dangerouslySetInnerHTML={{ __html: MAP_SCRIPT }} />
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
          <AddressLines />
        </span>
      </chakra.address>
    </SectionShell>
  );
}
