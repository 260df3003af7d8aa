/**
 * The navy top of a page that has no hero section (an article, a case study, a list of them): its
 * one h1, its standfirst, and anything it adds below them (a byline) or beside them (a case
 * study's facts, from 1024 px).
 */
import React, { type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";

export function PageHeader({
  heading,
  lead,
  children,
  aside,
  narrow = false,
}: {
  heading: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  narrow?: boolean;
}) {
  return (
    <chakra.header bg="bg.inverted" color="fg.inverted" pt={{ base: "8", md: "10" }} pb={{ base: "12", md: "16" }}>
      <chakra.div
        maxW="container"
        mx="auto"
        px={{ base: "4", md: "6" }}
        {...(aside
          ? {
              display: "grid",
              gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
              columnGap: "12",
              rowGap: "8",
              alignItems: "end",
            }
          : {})}
      >
        <div>
          <chakra.h1
            fontSize={{ base: "4xl", md: "6xl" }}
            fontWeight="semibold"
            lineHeight="display"
            letterSpacing="display"
            maxW={narrow ? "headline" : "[24ch]"}
          >
            {heading}
          </chakra.h1>
          <chakra.p mt="5" fontSize={{ base: "lg", md: "xl" }} color="fg.invertedMuted" maxW="measure">
            {lead}
          </chakra.p>
          {children}
        </div>
        {aside}
      </chakra.div>
    </chakra.header>
  );
}
