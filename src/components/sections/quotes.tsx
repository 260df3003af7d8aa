import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment QuotesSection on Section {
    ...SectionBase
    items {
      quote
      attribution
    }
  }
`;

export function Quotes({ section }: { section: Queries.QuotesSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.ul display="grid" gap="6" gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }}>
        {section.items?.map((item) => (
          <chakra.li key={item.quote}>
            <chakra.figure p="6" bg="bg" borderStartWidth="4px" borderColor="accent" borderRadius="md" boxShadow="sm" height="full">
              <chakra.blockquote fontSize="lg" fontStyle="italic">
                <p>{item.quote}</p>
              </chakra.blockquote>
              <chakra.figcaption mt="3" fontSize="sm" color="fg.muted">
                {item.attribution}
              </chakra.figcaption>
            </chakra.figure>
          </chakra.li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
