import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { FigureCard } from "../ui/figure-card";
import { gridColumns } from "./grid";

export const query = graphql`
  fragment StatsSection on SectionStats {
    ...SectionBase
    scenario
    qualifier
    items {
      value
      label
      description
    }
  }
`;

/** Large figures in one figure card, with the scenario they describe and their qualifier as its caption. */
export function Stats({ section }: { section: Queries.StatsSectionFragment }) {
  const { items } = section;
  return (
    <SectionShell section={section}>
      <FigureCard scenario={section.scenario} caption={section.qualifier}>
        <chakra.dl display="grid" columnGap="8" rowGap="8" gridTemplateColumns={gridColumns(items.length, 4)}>
          {items.map((item) => (
            <chakra.div key={item.label} display="flex" flexDirection="column" gap="1" borderTopWidth="2px" borderColor="accent" pt="4">
              <chakra.dt fontWeight="semibold">{item.label}</chakra.dt>
              <chakra.dd order="-1" fontSize={{ base: "3xl", md: "5xl" }} fontWeight="semibold" color="accent" lineHeight="tight" css={{ fontVariantNumeric: "tabular-nums", overflowWrap: "normal", wordBreak: "normal" }}>
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
      </FigureCard>
    </SectionShell>
  );
}
