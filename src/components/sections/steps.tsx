import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { gridColumns } from "./grid";

export const query = graphql`
  fragment StepsSection on SectionSteps {
    ...SectionBase
    items {
      title
      description
    }
  }
`;

/** A numbered process; the numbers come from the ordered list, not from the copy. */
export function Steps({ section }: { section: Queries.StepsSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.ol display="grid" gap="6" gridTemplateColumns={gridColumns(section.items.length, 4)} css={{ counterReset: "step" }}>
        {section.items.map((item) => (
          <chakra.li key={item.title} css={{ counterIncrement: "step" }} p="6" bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg">
            <chakra.span
              aria-hidden="true"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              borderRadius="full"
              bg="accent"
              color="fg.inverted"
              fontWeight="bold"
              mb="3"
              css={{ "&::before": { content: "counter(step)" } }}
            />
            <chakra.h3 fontSize="lg" fontWeight="semibold" mb="2">
              {item.title}
            </chakra.h3>
            <chakra.p color="fg.muted">{item.description}</chakra.p>
          </chakra.li>
        ))}
      </chakra.ol>
    </SectionShell>
  );
}
