import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment TextSection on SectionText {
    ...SectionBase
    body
    points
  }
`;

/** Paragraphs (an empty line between them in the YAML) and an optional plain list: for pages that read as a document, such as the privacy policy. */
export function Text({ section }: { section: Queries.TextSectionFragment }) {
  const paragraphs = section.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <SectionShell section={section} side>
      <chakra.div maxW="prose" display="grid" gap="4" fontSize="lg" lineHeight="tall">
        {paragraphs.map((paragraph) => (
          <chakra.p key={paragraph}>{paragraph}</chakra.p>
        ))}
        {section.points?.length ? (
          <chakra.ul pl="6" listStyleType="disc" display="grid" gap="2">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </chakra.ul>
        ) : null}
      </chakra.div>
    </SectionShell>
  );
}
