import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Card, CardGrid } from "./card";

export const query = graphql`
  fragment FeatureCardsSection on SectionFeatureCards {
    ...SectionBase
    foldOnPhones
    tone
    items {
      title
      description
      aiFeature
      link
      icon
      points
    }
  }
`;

export function FeatureCards({ section }: { section: Queries.FeatureCardsSectionFragment }) {
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      <CardGrid count={section.items.length} swipe={{ label: section.heading }}>
        {section.items.map((item) => (
          <chakra.li key={item.title}>
            <Card card={item} tone={section.tone} />
          </chakra.li>
        ))}
      </CardGrid>
    </SectionShell>
  );
}
