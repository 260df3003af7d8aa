import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Photo } from "../ui/photo";
import { SiteLink } from "../ui/site-link";
import { usePeople } from "../../hooks/use-people";
import { teamPath } from "../../lib/case-studies/team";

export const query = graphql`
  fragment TeamMembersSection on SectionTeamMembers {
    ...SectionBase
  }
`;

/** The people of the team, each with their photo, role and a link to their profile; nothing at all until there is one. */
export function TeamMembers({ section }: { section: Queries.TeamMembersSectionFragment }) {
  const people = usePeople();
  if (people.length === 0) return null;
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
