import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Photo } from "../ui/photo";
import { SiteLink } from "../ui/site-link";
import { usePeople } from "../../hooks/use-people";
import { useSite } from "../../hooks/use-site";
import { PhotoPlaceholder, PlaceholderMark } from "../ui/placeholder";
import { teamPath } from "../../lib/case-studies/client";

export const query = graphql`
  fragment TeamMembersSection on SectionTeamMembers {
    ...SectionBase
  }
`;

/** How many frames stand in for the team until the agency adds its people. */
const PLACEHOLDER_FRAMES = 3;

/**
 * The people of the team, each with their photo, role and a link to their profile. Until the team
 * collection has a person, marked frames hold their places (a production build refuses them), so
 * the page shows where the people go rather than leaving them out.
 */
export function TeamMembers({ section }: { section: Queries.TeamMembersSectionFragment }) {
  const people = usePeople();
  const wording = useSite().people;
  if (people.length === 0)
    return (
      <SectionShell section={section}>
        <chakra.ul
          display="grid"
          columnGap={{ base: "3", md: "8" }}
          rowGap="8"
          gridTemplateColumns={{ base: "repeat(3, minmax(0, 1fr))", md: "repeat(3, minmax(0, 15rem))" }}
          data-team-placeholder=""
        >
          {Array.from({ length: PLACEHOLDER_FRAMES }, (_, i) => (
            <chakra.li key={i} display="flex" flexDirection="column" gap="2" fontSize="sm">
              <PhotoPlaceholder />
              <chakra.span alignSelf="flex-start" fontSize={{ base: "xs", md: "sm" }}>
                <PlaceholderMark>{wording.placeholder}</PlaceholderMark>
              </chakra.span>
              <chakra.span color="fg.muted" display={{ base: "none", md: "block" }}>
                {wording.placeholderRole}
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ul>
        <chakra.p mt="4" fontSize="sm" color="fg.muted" maxW="measure">
          {wording.placeholderNote}
        </chakra.p>
      </SectionShell>
    );
  return (
    // A team of up to three stands beside the heading from 1024 px, so the section uses its width (issue 34).
    <SectionShell section={section} side={people.length < 4}>
      <chakra.ul
        display="grid"
        columnGap="8"
        rowGap="10"
        gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(auto-fill, minmax(0, 15rem))" }}
      >
        {people.map((person) => (
          <chakra.li
            key={person.key}
            position="relative"
            display="flex"
            flexDirection="column"
            gap="1"
            css={{ "&:hover h3": { color: "accent" } }}
          >
            <Photo image={person.card} alt={person.photoAlt} borderRadius="lg" mb="3" w="full" />
            <chakra.h3 fontSize={{ base: "lg", md: "xl" }} fontWeight="semibold" lineHeight="snug">
              <SiteLink
                to={teamPath(person.key)}
                color="inherit"
                css={{ "&::after": { content: '""', position: "absolute", inset: "0" } }}
              >
                {person.name}
              </SiteLink>
            </chakra.h3>
            <chakra.p fontSize="sm" color="fg.muted">
              {person.role}
            </chakra.p>
          </chakra.li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
