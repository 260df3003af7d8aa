import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment TextSection on SectionText {
    ...SectionBase
    body
    points
    more {
      label
      body
    }
  }
`;

/** Paragraphs split at the empty lines between them in the YAML. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Paragraphs (an empty line between them in the YAML) and an optional plain list: for pages that
 * read as a document, such as the privacy policy. `more` folds further paragraphs under a label
 * (a native fold: open without JavaScript, and in the page for search engines), so an owner reads
 * the short version and a developer opens the rest (issue 59: the check's limits).
 */
export function Text({ section }: { section: Queries.TextSectionFragment }) {
  return (
    <SectionShell section={section} side>
      <chakra.div maxW="prose" display="grid" gap="4" fontSize="lg" lineHeight="tall">
        {paragraphsOf(section.body).map((paragraph) => (
          <chakra.p key={paragraph}>{paragraph}</chakra.p>
        ))}
        {section.points?.length ? (
          <chakra.ul pl="6" listStyleType="disc" display="grid" gap="2">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </chakra.ul>
        ) : null}
        {section.more ? (
          <chakra.details fontSize="md" borderTopWidth="1px" borderColor="border" pt="3">
            <chakra.summary cursor="pointer" fontWeight="semibold" color="accent" minH="6">
              {section.more.label}
            </chakra.summary>
            <chakra.div display="grid" gap="3" mt="3">
              {paragraphsOf(section.more.body).map((paragraph) => (
                <chakra.p key={paragraph}>{paragraph}</chakra.p>
              ))}
            </chakra.div>
          </chakra.details>
        ) : null}
      </chakra.div>
    </SectionShell>
  );
}
