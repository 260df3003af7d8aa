import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { servicePath } from "../../lib/content/pages";
import { SectionShell } from "./section-shell";
import { Card, CardGrid } from "./card";

export const query = graphql`
  fragment ServiceCardsSection on SectionServiceCards {
    ...SectionBase
    brief
    foldOnPhones
    services {
      slug
      title
      description
      summary
      aiFeature
      icon
    }
  }
`;

/** Cards for the services named in YAML, drawn from each service's own file; brief ones leave out the AI advantage. */
export function ServiceCards({ section }: { section: Queries.ServiceCardsSectionFragment }) {
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      <CardGrid count={section.services.length} brief={section.brief === true}>
        {section.services.map((service) => (
          <chakra.li key={service.slug}>
            <Card card={{ ...service, link: servicePath(service.slug) }} brief={section.brief === true} />
          </chakra.li>
        ))}
      </CardGrid>
    </SectionShell>
  );
}
