import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Icon } from "../ui/icon";
import { SectionShell } from "./section-shell";
import { gridColumns, swipeRowOnPhones } from "../ui/grid";

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

/** Small labelled tiles: cities, industries, platforms, data sources; on phones one row to swipe through, two and a part in view (the icon above the title there, beside it from 768 px). */
export function Tiles({ section }: { section: Queries.TilesSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.ul
        {...swipeRowOnPhones(section.heading, { md: "4" }, "42%")}
        gridTemplateColumns={gridColumns(section.items.length, 4)}
      >
        {section.items.map((item) => (
          <chakra.li
            key={item.title}
            display="flex"
            flexDirection="column"
            gap={{ base: "1.5", md: "2" }}
            p={{ base: "3.5", md: "5" }}
            bg="bg"
            borderRadius="lg"
            boxShadow="sm"
            css={{ overflowWrap: "normal", hyphens: "manual" }}
          >
            <chakra.h3
              display="flex"
              flexDirection={{ base: "column", md: "row" }}
              alignItems="flex-start"
              gap={{ base: "1.5", md: "2" }}
              fontWeight="semibold"
              lineHeight="snug"
            >
              {item.icon ? (
                <chakra.span color="accent" flexShrink="0" display="inline-flex">
                  <Icon name={item.icon} size={20} />
                </chakra.span>
              ) : null}
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
