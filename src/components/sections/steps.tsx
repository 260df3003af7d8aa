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

/** A numbered process; the numbers come from the ordered list, not from the copy. On phones the number sits beside the title. */
export function Steps({ section }: { section: Queries.StepsSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.ol display="grid" gap={{ base: "3", md: "6" }} gridTemplateColumns={gridColumns(section.items.length, 4)} css={{ counterReset: "step" }}>
        {section.items.map((item) => (
          <chakra.li
            key={item.title}
            css={{ counterIncrement: "step" }}
            display="grid"
            gridTemplateColumns={{ base: "auto minmax(0, 1fr)", lg: "minmax(0, 1fr)" }}
            columnGap="3"
            alignItems="center"
            p={{ base: "4", md: "6" }}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
          >
            <chakra.span
              aria-hidden="true"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize={{ base: "8", md: "10" }}
              borderRadius="full"
              bg="accent"
              color="fg.inverted"
              fontWeight="bold"
              mb={{ base: "0", lg: "3" }}
              css={{ "&::before": { content: "counter(step)" } }}
            />
            <chakra.h3 fontSize="lg" fontWeight="semibold" lineHeight="snug" mb={{ base: "0", lg: "2" }}>
              {item.title}
            </chakra.h3>
            <chakra.p color="fg.muted" gridColumn="1 / -1" mt={{ base: "2", lg: "0" }}>
              {item.description}
            </chakra.p>
          </chakra.li>
        ))}
      </chakra.ol>
    </SectionShell>
  );
}
