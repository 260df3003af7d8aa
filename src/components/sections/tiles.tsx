import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Icon } from "../ui/icon";
import { SectionShell } from "./section-shell";
import { gridColumns, positionCue, swipeRowOnPhones } from "../ui/grid";
import { useSite } from "../../hooks/use-site";

export const query = graphql`
  fragment TilesSection on SectionTiles {
    ...SectionBase
    foldOnPhones
    oneLine
    alongside {
      heading
      items {
        title
      }
    }
    items {
      title
      description
      icon
    }
  }
`;

/**
 * Small labelled tiles: cities, industries, platforms, data sources; on phones one row to swipe
 * through, two and a part in view, each with its place in the row (the icon above the title
 * there, beside it from 768 px). Given `oneLine`, the titles are one line of text instead, still a
 * list, beside the heading from 1024 px (issue 59: cities and industries in a line each), and a
 * second such list (`alongside`) follows under its own smaller heading in the same band, so two
 * short lists take one band, not two.
 */
export function Tiles({ section }: { section: Queries.TilesSectionFragment }) {
  const cue = positionCue(useSite().ui.swipePosition, section.items.length);
  if (section.oneLine) {
    const { alongside } = section;
    return (
      <SectionShell section={section} side fold={section.foldOnPhones === true}>
        <NamesInALine names={section.items} />
        {alongside ? (
          <>
            <chakra.h3 mt={{ base: "4", md: "6" }} mb="1" fontSize={{ base: "md", md: "lg" }} fontWeight="semibold">
              {alongside.heading}
            </chakra.h3>
            <NamesInALine names={alongside.items} />
          </>
        ) : null}
      </SectionShell>
    );
  }
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      <chakra.ul
        {...swipeRowOnPhones(section.heading, { md: "4" }, cue, "42%")}
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

/** Names as one line of text, still a list: "Sydney · Melbourne · …". */
function NamesInALine({ names }: { names: ReadonlyArray<{ readonly title: string }> }) {
  return (
    <chakra.ul
      fontSize="lg"
      lineHeight="tall"
      maxW="prose"
      css={{ "& > li": { display: "inline" }, "& > li:not(:last-child)::after": { content: '" · "' } }}
    >
      {names.map((name) => (
        <li key={name.title}>{name.title}</li>
      ))}
    </chakra.ul>
  );
}
