import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { useClients } from "../../hooks/use-clients";
import { MIN_LOGOS } from "../../lib/answers/client";

export const query = graphql`
  fragment ClientLogosSection on SectionClientLogos {
    ...SectionBase
  }
`;

/** Fewer logos than this read as a list of exceptions, not a client base: the strip waits until there are this many. */
export { MIN_LOGOS };
/** Every logo is drawn this tall; its width follows from its own proportions, so its box is reserved before it loads. */
const LOGO_HEIGHT = 40;

/** A strip of clients' logos (each with the client's consent), greyed; nothing at all with fewer than four. */
export function ClientLogos({ section }: { section: Queries.ClientLogosSectionFragment }) {
  const clients = useClients();
  if (clients.length < MIN_LOGOS) return null;
  return (
    <SectionShell section={section}>
      <chakra.ul
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent={{ lg: "space-between" }}
        columnGap={{ base: "8", md: "14" }}
        rowGap="6"
        css={{ "& img": { filter: "grayscale(1)", opacity: "0.8" } }}
        data-client-logos=""
      >
        {clients.map((client) => {
          const width = Math.round((client.width / client.height) * LOGO_HEIGHT);
          const logo = (
            <img
              src={client.src}
              alt={client.name}
              width={width}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <chakra.li key={client.name} display="flex">
              {client.url ? (
                <chakra.a href={client.url} rel="noopener" display="inline-flex" minH="11" alignItems="center">
                  {logo}
                </chakra.a>
              ) : (
                logo
              )}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </SectionShell>
  );
}
