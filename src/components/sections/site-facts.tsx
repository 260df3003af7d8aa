import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { Caption } from "../ui/figure-card";
import { TickList } from "./marks";
import { ActionList } from "../ui/action-link";
import { PhoneFold } from "../ui/phone-fold";
import { columnsFor } from "../ui/grid";

export const query = graphql`
  fragment SiteFactsSection on SectionSiteFacts {
    ...SectionBase
    facts {
      measure
      value
      label
      description
    }
    checksHeading
    checks
    source
  }
`;

/**
 * A text with a measure's {placeholders}, which the build fills from the pages it wrote
 * (src/lib/build/site-facts.ts): until then (the CMS preview) each placeholder shows as "…". A
 * text without one is just text.
 */
function Measured({
  as,
  measure,
  template,
  ...style
}: { as: "dt" | "dd"; measure: string; template: string } & Omit<React.ComponentProps<typeof chakra.dd>, "as">) {
  const Element = as === "dt" ? chakra.dt : chakra.dd;
  if (!/\{\w+\}/.test(template)) return <Element {...style}>{template}</Element>;
  return (
    <Element {...style} data-site-fact={measure} data-template={template}>
      {template.replace(/\{\w+\}/g, "…")}
    </Element>
  );
}

/**
 * Proof the site can show honestly before it has a client's: this site's own figures, measured by
 * the build (JavaScript before interaction, the heaviest page, pages, structured data, the last
 * Lighthouse run), with how anyone can check them (and the section's links to the tools), folded
 * on phones under its heading. Not conceptual, so no qualifier: the source line says where each
 * figure comes from.
 */
export function SiteFacts({ section }: { section: Queries.SiteFactsSectionFragment }) {
  // From 768 px: as many columns as leave no lone figure, and the last one wide enough to end the row.
  const columns = columnsFor(section.facts.length, 3);
  const lastSpan = section.facts.length % columns === 0 ? 1 : columns - (section.facts.length % columns) + 1;
  return (
    <SectionShell section={{ ...section, actions: null }}>
      <chakra.div
        display="grid"
        gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 7fr) minmax(0, 4fr)" }}
        gap={{ base: "6", lg: "10" }}
        alignItems="start"
      >
        <chakra.div
          p={{ base: "4", md: "8" }}
          bg="bg"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="border"
          boxShadow="sm"
        >
          <chakra.dl
            display="grid"
            gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: `repeat(${columns}, minmax(0, 1fr))` }}
            columnGap={{ base: "4", md: "8" }}
            rowGap={{ base: "5", md: "8" }}
          >
            {section.facts.map((fact, i) => (
              <chakra.div
                key={fact.measure}
                display="flex"
                flexDirection="column"
                gap="1"
                borderTopWidth="2px"
                borderColor="navy.900"
                pt={{ base: "3", md: "4" }}
                // The last fact of an odd count takes a phone's whole row (the list of structured data types reads as a paragraph there).
                gridColumn={
                  i === section.facts.length - 1
                    ? {
                        base: section.facts.length % 2 === 1 ? "span 2" : undefined,
                        md: lastSpan > 1 ? `span ${lastSpan}` : "auto",
                      }
                    : undefined
                }
                data-site-fact-item={fact.measure}
              >
                <Measured
                  as="dt"
                  measure={fact.measure}
                  template={fact.label}
                  fontWeight="semibold"
                  lineHeight="snug"
                />
                <Measured
                  as="dd"
                  measure={fact.measure}
                  template={fact.value}
                  order="-1"
                  fontSize={{ base: "2xl", md: "4xl" }}
                  fontWeight="semibold"
                  lineHeight="tight"
                  fontVariantNumeric="tabular-nums"
                />
                {fact.description ? (
                  <Measured as="dd" measure={fact.measure} template={fact.description} fontSize="sm" color="fg.muted" />
                ) : null}
              </chakra.div>
            ))}
          </chakra.dl>
          <Caption>{section.source}</Caption>
        </chakra.div>
        <PhoneFold
          p={{ base: "4", md: "6" }}
          bg="bg"
          borderRadius="xl"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.strong"
          chevron="accent"
          data-checks=""
          summary={
            <chakra.h3 fontSize="lg" fontWeight="semibold">
              {section.checksHeading}
            </chakra.h3>
          }
        >
          <TickList points={section.checks} ordered mt={{ base: "3", md: "0" }} />
          <ActionList actions={section.actions} style="links" />
        </PhoneFold>
      </chakra.div>
    </SectionShell>
  );
}
