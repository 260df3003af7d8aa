import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { ActionList } from "../ui/action-link";

export const query = graphql`
  fragment HeroSection on Section {
    ...SectionBase
  }
`;

/** The top of a page: the page's only `<h1>`, its promise and its first calls to action. */
export function Hero({ section }: { section: Queries.HeroSectionFragment }) {
  return (
    <chakra.section bg="bg.inverted" color="fg.inverted" py={{ base: "14", md: "20" }} bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700">
      <chakra.div maxW="container" mx="auto" px={{ base: "4", md: "6" }}>
        {section.eyebrow ? (
          <chakra.p fontSize="sm" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="teal.100" mb="3">
            {section.eyebrow}
          </chakra.p>
        ) : null}
        <chakra.h1 fontSize={{ base: "4xl", md: "6xl", lg: "7xl" }} fontWeight="semibold" lineHeight="display" letterSpacing="display" maxW="headline">
          {section.heading}
        </chakra.h1>
        {section.intro ? (
          <chakra.p mt="5" fontSize={{ base: "lg", md: "xl" }} maxW="prose" color="navy.100">
            {section.intro}
          </chakra.p>
        ) : null}
        <ActionList actions={section.actions} inverted />
        {section.note ? (
          <chakra.p mt="6" fontSize="sm" color="navy.100" maxW="prose">
            {section.note}
          </chakra.p>
        ) : null}
      </chakra.div>
    </chakra.section>
  );
}
