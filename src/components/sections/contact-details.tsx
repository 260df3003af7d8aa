import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Clock, Mail, MapPin, Phone } from "../ui/lucide";
import { useSite } from "../../hooks/use-site";
import { isFictionNumber } from "../../lib/content/placeholders";
import { PlaceholderMark } from "../ui/placeholder";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment ContactDetailsSection on SectionContactDetails {
    ...SectionBase
    emailLabel
    phoneLabel
    addressLabel
    hoursHeading
  }
`;

/** One term and its value, directly inside the list (screen readers need dt/dd as the dl's own items). */
const Row = ({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) => (
  <div>
    <chakra.dt display="flex" alignItems="center" gap="2" fontWeight="semibold">
      <chakra.span color="accent" display="inline-flex">
        {icon}
      </chakra.span>
      {label}
    </chakra.dt>
    <chakra.dd ps="7">{children}</chakra.dd>
  </div>
);

const linkStyles = {
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  display: "inline-flex",
  alignItems: "center",
  minH: "6",
} as const;

export interface DetailLabels {
  readonly emailLabel: string | null;
  readonly phoneLabel: string | null;
  readonly addressLabel: string | null;
  readonly hoursHeading: string | null;
}

/**
 * The office's street address in two lines; while data/site.yaml marks it as not yet confirmed
 * (`contact.addressPlaceholder`), inside the dashed Placeholder mark the phone and the ABN wear,
 * so no visitor reads a stand-in as fact (a production build refuses it: placeholders.ts).
 */
export function AddressLines() {
  const { contact, people } = useSite();
  const lines = (
    <>
      {contact.streetAddress}
      <br />
      {contact.locality} {contact.region} {contact.postcode}
    </>
  );
  return contact.addressPlaceholder ? (
    <PlaceholderMark>
      {people.placeholder}: {lines}
    </PlaceholderMark>
  ) : (
    lines
  );
}

/** How to reach the agency and when, from data/site.yaml (the same details the structured data uses). */
export function ContactDetailsList({ labels, columns = 2 }: { labels: DetailLabels; columns?: 1 | 2 }) {
  const { contact, hours, people } = useSite();
  return (
    <chakra.div
      display="grid"
      gap="8"
      gridTemplateColumns={{ base: "1fr", md: columns === 2 ? "repeat(2, minmax(0, 1fr))" : "1fr" }}
    >
      <chakra.dl display="flex" flexDirection="column" gap="5">
        <Row icon={<Mail aria-hidden="true" size={20} />} label={labels.emailLabel ?? ""}>
          <chakra.a href={`mailto:${contact.email}`} css={linkStyles}>
            {contact.email}
          </chakra.a>
        </Row>
        <Row icon={<Phone aria-hidden="true" size={20} />} label={labels.phoneLabel ?? ""}>
          {isFictionNumber(contact.phoneHref) ? (
            <PlaceholderMark>
              {people.placeholder}: {contact.phone}
            </PlaceholderMark>
          ) : (
            <chakra.a href={contact.phoneHref} css={linkStyles}>
              {contact.phone}
            </chakra.a>
          )}
        </Row>
        {/* Left out where the page shows the address once elsewhere (the contact page's map). */}
        {labels.addressLabel ? (
          <Row icon={<MapPin aria-hidden="true" size={20} />} label={labels.addressLabel}>
            <chakra.address fontStyle="normal">
              <AddressLines />
              <br />
              {contact.areaServed}
            </chakra.address>
          </Row>
        ) : null}
      </chakra.dl>
      <div>
        <chakra.h3 display="flex" alignItems="center" gap="2" fontSize="lg" fontWeight="semibold" mb="3">
          <chakra.span color="accent">
            <Clock aria-hidden="true" size={20} />
          </chakra.span>
          {labels.hoursHeading}
        </chakra.h3>
        <chakra.dl display="flex" flexDirection="column" gap="3">
          {hours.map((h) => (
            <div key={h.label}>
              <chakra.dt fontWeight="semibold">{h.label}</chakra.dt>
              <chakra.dd color="fg.muted">{h.value}</chakra.dd>
            </div>
          ))}
        </chakra.dl>
      </div>
    </chakra.div>
  );
}

export function ContactDetails({ section }: { section: Queries.ContactDetailsSectionFragment }) {
  return (
    <SectionShell section={section}>
      <ContactDetailsList labels={section} />
    </SectionShell>
  );
}
