import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Icon } from "../ui/icon";
import { SectionShell } from "./section-shell";
import { gridColumns } from "./grid";

export const query = graphql`
  fragment TilesSection on SectionTiles {
    ...SectionBase
    items {
      title
      description
      icon
    }
  }
`;

/** Small labelled tiles: cities, industries, platforms, data sources. */
export function Tiles({ section }: { section: Queries.TilesSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.ul display="grid" gap="4" gridTemplateColumns={{ ...gridColumns(section.items.length, 4), sm: "repeat(2, minmax(0, 1fr))" }}>
        {section.items.map((item) => (
          <chakra.li key={item.title} display="flex" flexDirection="column" gap="2" p="5" bg="bg" borderRadius="lg" boxShadow="sm" css={{ overflowWrap: "normal", hyphens: "manual" }}>
            {item.icon ? (
              <chakra.span color="accent">
                <Icon name={item.icon} />
              </chakra.span>
            ) : null}
            <chakra.h3 fontWeight="semibold" lineHeight="snug">
              {item.title}
            </chakra.h3>
            {item.description ? (
              <chakra.p fontSize="sm" color="fg.muted">
                {item.description}
              </chakra.p>
            ) : null}
          </chakra.li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
