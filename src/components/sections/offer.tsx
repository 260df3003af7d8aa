import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { monthLabel, priceText, termText } from "../../lib/content/offer";
import { SectionShell } from "./section-shell";
import { Mark } from "./marks";
import { PlaceholderMark } from "../ui/placeholder";
import { ReplyPromise } from "../ui/reply-promise";
import { ActionList } from "../ui/action-link";
import { PhoneFold } from "../ui/phone-fold";

export const query = graphql`
  fragment OfferSection on SectionOffer {
    ...SectionBase
    billing
    price
    minimumMonths
    months {
      focus
      work
    }
  }
`;

/**
 * How an engagement with this service works: its starting price and term (from the service's
 * file; a placeholder until the agency sets them), its first 90 days month by month, what the
 * free consultation includes in three lines (data/site.yaml, the same for every service), who
 * replies and how to book a call, and the one next step. Compact on phones: the price and term
 * side by side, and the three months folded under "Your first 90 days" (a `<details>`, no script).
 */
export function Offer({ section }: { section: Queries.OfferSectionFragment }) {
  const wording = useSite().engagement;
  const price = priceText(section, wording);
  const term = termText(section, wording);
  return (
    <SectionShell section={{ ...section, actions: null }} actions="buttons">
      <chakra.div
        display="grid"
        gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }}
        columnGap="14"
        rowGap={{ base: "4", md: "10" }}
        alignItems="start"
      >
        <chakra.div bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: "4", md: "6" }}>
          <chakra.dl display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="4">
            <div>
              <chakra.dt fontSize="sm" color="fg.muted">
                {wording.priceLabel}
              </chakra.dt>
              <chakra.dd
                fontFamily="heading"
                fontSize={{ base: "lg", md: "2xl" }}
                fontWeight="semibold"
                lineHeight="snug"
                mt="1"
                data-offer-price=""
              >
                {price ?? <PlaceholderMark>{wording.placeholder}</PlaceholderMark>}
              </chakra.dd>
            </div>
            <div>
              <chakra.dt fontSize="sm" color="fg.muted">
                {wording.termLabel}
              </chakra.dt>
              {/* The term is a phrase ("One-off, no ongoing commitment"), set as text beside the price, not at its size. */}
              <chakra.dd
                fontSize={{ base: "md", md: "lg" }}
                fontWeight="semibold"
                lineHeight="snug"
                mt="1"
                data-offer-term=""
              >
                {term ?? <PlaceholderMark>{wording.placeholder}</PlaceholderMark>}
              </chakra.dd>
            </div>
          </chakra.dl>
          <chakra.p mt="3" fontSize="sm" color="fg.muted">
            {price === null || term === null ? `${wording.priceNote} ${wording.placeholderNote}` : wording.priceNote}
          </chakra.p>
          {/* What the free consultation includes, in three lines beside the price, then who replies and how to book a call. */}
          <chakra.div mt="4" pt="4" borderTopWidth="1px" borderColor="border">
            <chakra.h3 fontSize="md" fontWeight="semibold" lineHeight="snug">
              {wording.consultation.heading}
            </chakra.h3>
            <chakra.ul mt="2" display="grid" gap="1.5" fontSize="sm" data-consultation="">
              {wording.consultation.points.map((point) => (
                <chakra.li key={point} display="flex" gap="2" alignItems="flex-start">
                  <Mark tone="positive" />
                  {point}
                </chakra.li>
              ))}
            </chakra.ul>
          </chakra.div>
          {/* The one next step inside the card: the main button, then who replies, the promise and the booking link. */}
          <ActionList actions={section.actions} person={<ReplyPromise />} />
        </chakra.div>
        {/* On a phone the months fold under their heading: the steps above already say how the work goes,
            and the price card is what a phone should reach (issue 59); from 768 px they always show. */}
        <PhoneFold
          summary={
            <chakra.h3 fontSize={{ base: "md", lg: "lg" }} fontWeight="semibold" lineHeight="snug" mb={{ lg: "1" }}>
              {wording.plan}
            </chakra.h3>
          }
          chevron="accent"
          borderTopWidth="1px"
          borderBottomWidth="1px"
          borderColor="border"
          wide={{ borderTopWidth: "0", borderBottomWidth: "0" }}
          data-offer-plan=""
        >
          <chakra.ol
            display="grid"
            gap={{ base: "3", md: "5" }}
            pb={{ base: "4", md: "0" }}
            pt={{ base: "1", md: "0" }}
            data-offer-months=""
          >
            {section.months.map((month, i) => (
              <chakra.li
                key={month.focus}
                borderLeftWidth="3px"
                borderColor="accent"
                pl={{ base: "3", md: "4" }}
                fontSize={{ base: "sm", md: "md" }}
                lineHeight="normal"
              >
                <chakra.strong fontWeight="semibold">
                  <chakra.span color="accent">{monthLabel(wording.month, i + 1)}:</chakra.span> {month.focus}.
                </chakra.strong>{" "}
                {month.work}
              </chakra.li>
            ))}
          </chakra.ol>
        </PhoneFold>
      </chakra.div>
    </SectionShell>
  );
}
