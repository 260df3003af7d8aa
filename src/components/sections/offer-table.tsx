import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { hasPlaceholder, priceText, termText, type OfferFacts } from "../../lib/content/offer";
import { servicePath } from "../../lib/content/pages";
import { SiteLink } from "../ui/site-link";
import { SectionShell } from "./section-shell";
import { PlaceholderMark } from "../ui/placeholder";

export const query = graphql`
  fragment OfferTableSection on SectionOfferTable {
    ...SectionBase
    services {
      slug
      title
      sections {
        __typename
        ... on SectionOffer {
          billing
          price
          minimumMonths
        }
      }
    }
  }
`;

type TableService = Queries.OfferTableSectionFragment["services"][number];

/** The service's offer, from its own offer section (the content rules make sure it has one). */
export function offerOf(service: TableService): OfferFacts | undefined {
  const section = service.sections.find((s) => s.__typename === "SectionOffer");
  return section?.__typename === "SectionOffer" ? section : undefined;
}

/**
 * The services page's comparison: each service's starting price and term, linked to its page
 * (where its first 90 days are). A table, as it is one: three short columns fit a phone.
 */
export function OfferTable({ section }: { section: Queries.OfferTableSectionFragment }) {
  const wording = useSite().engagement;
  const rows = section.services.flatMap((service) => {
    const offer = offerOf(service);
    return offer ? [{ service, offer }] : [];
  });
  const cell = {
    py: "3",
    pr: { base: "2", md: "4" },
    borderBottomWidth: "1px",
    borderColor: "border",
    verticalAlign: "top",
  } as const;
  return (
    <SectionShell section={section}>
      <chakra.table
        width="full"
        maxW="[56rem]"
        fontSize={{ base: "sm", md: "md" }}
        css={{ borderCollapse: "collapse" }}
        data-offer-table=""
      >
        <thead>
          <tr>
            {[wording.table.service, wording.table.price, wording.table.term].map((label) => (
              <chakra.th
                key={label}
                scope="col"
                textAlign="start"
                fontSize="sm"
                fontWeight="semibold"
                color="fg.muted"
                {...cell}
                borderColor="border.strong"
              >
                {label}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ service, offer }) => (
            <tr key={service.slug}>
              <chakra.th scope="row" textAlign="start" fontWeight="semibold" {...cell}>
                <SiteLink
                  to={servicePath(service.slug)}
                  css={{
                    color: "accent",
                    textDecoration: "underline",
                    textUnderlineOffset: "0.2em",
                    // A target of at least 24 px tall (WCAG 2.5.8), in the row's height as it was.
                    display: "inline-block",
                    paddingBlock: "0.25rem",
                    marginBlock: "-0.25rem",
                  }}
                >
                  {service.title}
                </SiteLink>
              </chakra.th>
              <chakra.td {...cell}>
                {priceText(offer, wording) ?? <PlaceholderMark>{wording.placeholder}</PlaceholderMark>}
              </chakra.td>
              <chakra.td {...cell}>
                {termText(offer, wording) ?? <PlaceholderMark>{wording.placeholder}</PlaceholderMark>}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <chakra.p mt="3" fontSize="sm" color="fg.muted" maxW="measure">
        {rows.some(({ offer }) => hasPlaceholder(offer, wording))
          ? `${wording.priceNote} ${wording.placeholderNote}`
          : wording.priceNote}
      </chakra.p>
    </SectionShell>
  );
}
