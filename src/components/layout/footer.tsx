import React, { type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import type { SiteContent } from "../../hooks/use-site";
import { useServices } from "../../hooks/use-services";
import { servicePath } from "../../lib/content/pages";
import { SiteLink } from "../ui/site-link";
import { Logo } from "./logo";
import { useCaseStudies } from "../../hooks/use-case-studies";
import { CASE_STUDIES_PATH } from "../../lib/case-studies/client";
import { PhoneFold, WIDE } from "../ui/phone-fold";
import { PlaceholderMark } from "../ui/placeholder";
import { isFictionNumber, isValidAbn } from "../../lib/content/placeholders";

/** The year the site was built: the copyright line's, so it is never out of date for long. */
const BUILD_YEAR = new Date().getFullYear();

const linkStyle = {
  display: "inline-flex",
  alignItems: "center",
  minH: "10",
  color: "fg.invertedMuted",
  _hover: { color: "fg.inverted", textDecoration: "underline" },
} as const;

const headingStyle = {
  fontSize: "xs",
  fontWeight: "semibold",
  textTransform: "uppercase",
  letterSpacing: "wide",
  color: "accent.onDark",
} as const;

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <chakra.div>
      <chakra.h2 css={headingStyle} mb="3">
        {heading}
      </chakra.h2>
      {children}
    </chakra.div>
  );
}

/**
 * A list of links that folds on phones under the column's heading (PhoneFold), so the footer is a
 * few lines tall until a visitor opens one; from 768 px the list always shows.
 */
function FoldingColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <PhoneFold
      summary={<chakra.h2 css={headingStyle}>{heading}</chakra.h2>}
      chevron="accent.onDark"
      borderBottomWidth="1px"
      borderColor="navy.800"
      wide={{ borderBottomWidth: "0" }}
    >
      <chakra.div pb="3" css={{ [WIDE]: { pb: "0" } }}>
        {children}
      </chakra.div>
    </PhoneFold>
  );
}

/**
 * Every page's foot, on navy-950: the agency and its trust details, every service offered (from
 * the service files, so a new one is listed without editing the footer), the footer's own link
 * columns, and how to reach us.
 */
export function Footer({ site }: { site: SiteContent }) {
  const { footer, contact } = site;
  // Pages that exist only once editors publish them (case studies) join the last link column then, never before.
  const caseStudies = useCaseStudies();
  const added =
    caseStudies.length > 0 && site.ui.caseStudies ? [{ label: site.ui.caseStudies.crumb, to: CASE_STUDIES_PATH }] : [];
  const services = useServices()
    .filter((service) => service.offered !== false)
    .sort((a, b) => a.title.localeCompare(b.title, "en-AU"));
  return (
    <chakra.footer bg="bg.footer" color="fg.inverted" mt="auto">
      <chakra.div
        maxW="container"
        mx="auto"
        px={{ base: "4", md: "6" }}
        pt={{ base: "8", md: "16" }}
        pb={{ base: "6", md: "10" }}
        display="grid"
        columnGap="10"
        rowGap={{ base: "4", md: "10" }}
        gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))", lg: "1.4fr 1.2fr 0.8fr 1fr" }}
      >
        <chakra.div display="flex" flexDirection="column" gap="3" color="fg.invertedMuted">
          <chakra.span color="fg.inverted">
            <Logo name={site.name} />
          </chakra.span>
          <chakra.p maxW="sm">{site.tagline}</chakra.p>
          <chakra.p fontSize="sm">{footer.agencyLine}</chakra.p>
          <chakra.p fontSize="sm">
            {isValidAbn(site.abn) ? (
              site.abn
            ) : (
              <PlaceholderMark>
                {site.people.placeholder}: {site.abn}
              </PlaceholderMark>
            )}
          </chakra.p>
        </chakra.div>
        <FoldingColumn heading={footer.servicesHeading}>
          <chakra.ul>
            {services.map((service) => (
              <chakra.li key={service.slug}>
                <SiteLink to={servicePath(service.slug)} css={linkStyle}>
                  {service.title}
                </SiteLink>
              </chakra.li>
            ))}
          </chakra.ul>
        </FoldingColumn>
        {footer.columns.map((column, i) => (
          <FoldingColumn key={column.heading} heading={column.heading}>
            <chakra.ul>
              {[...column.links, ...(i === footer.columns.length - 1 ? added : [])].map((link) => (
                <chakra.li key={link.to}>
                  <SiteLink to={link.to} css={linkStyle}>
                    {link.label}
                  </SiteLink>
                </chakra.li>
              ))}
            </chakra.ul>
          </FoldingColumn>
        ))}
        <Column heading={footer.contactHeading}>
          <chakra.ul>
            <chakra.li>
              <chakra.a href={`mailto:${contact.email}`} css={linkStyle}>
                {contact.email}
              </chakra.a>
            </chakra.li>
            <chakra.li>
              {isFictionNumber(contact.phoneHref) ? (
                <PlaceholderMark>
                  {site.people.placeholder}: {contact.phone}
                </PlaceholderMark>
              ) : (
                <chakra.a href={contact.phoneHref} css={linkStyle}>
                  {contact.phone}
                </chakra.a>
              )}
            </chakra.li>
          </chakra.ul>
          <chakra.dl mt="3" fontSize="sm" color="fg.invertedMuted">
            {site.hours.map((h) => (
              <chakra.div key={h.label} display="flex" flexWrap="wrap" columnGap="2">
                <chakra.dt fontWeight="semibold">{h.label}</chakra.dt>
                <chakra.dd>{h.value}</chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
        </Column>
      </chakra.div>
      <chakra.div borderTopWidth="1px" borderColor="navy.800">
        <chakra.p
          maxW="container"
          mx="auto"
          px={{ base: "4", md: "6" }}
          py={{ base: "4", md: "5" }}
          fontSize="sm"
          color="fg.invertedMuted"
        >
          © {BUILD_YEAR} {footer.copyright}
        </chakra.p>
      </chakra.div>
    </chakra.footer>
  );
}
