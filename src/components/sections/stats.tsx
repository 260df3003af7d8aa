import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Qualifier, SectionShell } from "./section-shell";

export const query = graphql`
  fragment StatsSection on Section {
    ...SectionBase
    qualifier
    items {
      value
      label
      description
    }
  }
`;

export function Stats({ section }: { section: Queries.StatsSectionFragment }) {
  return (
    <SectionShell section={section}>
      <chakra.dl display="grid" gap="6" gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}>
        {section.items?.map((item) => (
          <chakra.div key={item.label} p="6" bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" display="flex" flexDirection="column" gap="1">
            <chakra.dt fontWeight="semibold">{item.label}</chakra.dt>
            <chakra.dd order="-1" fontSize="4xl" fontWeight="bold" color="accent" lineHeight="tight">
              {item.value}
            </chakra.dd>
            {item.description ? (
              <chakra.dd fontSize="sm" color="fg.muted">
                {item.description}
              </chakra.dd>
            ) : null}
          </chakra.div>
        ))}
      </chakra.dl>
      <Qualifier>{section.qualifier}</Qualifier>
    </SectionShell>
  );
}
