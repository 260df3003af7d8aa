import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";

export const query = graphql`
  fragment ComingSoonSection on SectionComingSoon {
    heading
    body
  }
`;

/** The launch placeholder: the brand as a large heading and one line of text. */
export function ComingSoon({ section }: { section: Queries.ComingSoonSectionFragment }) {
  return (
    <chakra.section
      minH="[70vh]"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      px="4"
      py="20"
      gap="6"
    >
      <chakra.h1 fontSize={{ base: "5xl", md: "7xl" }} fontWeight="semibold" lineHeight="tight" letterSpacing="tight">
        {section.heading}
      </chakra.h1>
      <chakra.p fontSize={{ base: "xl", md: "2xl" }} color="fg.muted">
        {section.body}
      </chakra.p>
    </chakra.section>
  );
}
