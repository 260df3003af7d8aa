import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Breadcrumbs } from "../breadcrumbs";
import { PageHeader } from "../ui/page-header";
import { ServiceCards } from "../sections/service-cards";
import { CallToAction } from "../sections/call-to-action";
import { sectionOf } from "../../lib/content/section-data";
import type { Crumb } from "../../lib/seo/client";
import { formatDate } from "../../lib/insights/client";
import { CaseStudyChart, type ChartEngagement } from "../case-studies/chart";
import { articleBodyStyles } from "./article";

type Wording = NonNullable<NonNullable<Queries.SiteContentQuery["siteYaml"]>["ui"]["caseStudies"]>;
type ServiceCard = NonNullable<Queries.ServiceCardsSectionFragment["services"]>[number];

export interface CaseStudyViewData {
  title: string;
  summary: string;
  client: string;
  industry: string;
  city: string;
  start: string;
  quote: { readonly text: string; readonly name: string; readonly role: string } | null;
  logo: { src: string; width: number; height: number } | null;
  /** The story as HTML. */
  html: string;
  engagement: ChartEngagement;
  services: ReadonlyArray<ServiceCard>;
}

/**
 * One case study as a prospective client reads it: where it sits (breadcrumb), its title and
 * summary with the client, industry, city and start; the before-and-after chart drawn from the
 * client's Search Console export; the story; the client's own words with their name; the services
 * of the engagement; and the call to contact. Rendered by the template and by the CMS preview.
 */
export function CaseStudyView({
  study,
  trail,
  wording,
  breadcrumbLabel,
}: {
  study: CaseStudyViewData;
  trail: ReadonlyArray<Crumb>;
  wording: Wording;
  breadcrumbLabel: string;
}) {
  const facts: Array<[string, string]> = [
    [wording.client, study.client],
    [wording.industry, study.industry],
    [wording.city, study.city],
    [wording.started, formatDate(study.start)],
  ];
  return (
    <>
      <Breadcrumbs trail={trail} label={breadcrumbLabel} />
      <chakra.article>
        <PageHeader
          heading={study.title}
          lead={study.summary}
          aside={
            <chakra.div fontSize="sm" p="5" bg="navy.800" borderRadius="lg">
              {study.logo ? (
                <chakra.span display="inline-flex" mb="4" p="3" bg="white" borderRadius="md">
                  <img
                    src={study.logo.src}
                    alt={study.client}
                    width={Math.round((study.logo.width / study.logo.height) * 32)}
                    height={32}
                  />
                </chakra.span>
              ) : null}
              <chakra.dl display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2">
                {facts.map(([label, value]) => (
                  <React.Fragment key={label}>
                    <chakra.dt color="fg.invertedMuted">{label}</chakra.dt>
                    <chakra.dd m="0" fontWeight="semibold">
                      {value}
                    </chakra.dd>
                  </React.Fragment>
                ))}
              </chakra.dl>
            </chakra.div>
          }
        />
        <chakra.div
          maxW="container"
          mx="auto"
          px={{ base: "4", md: "6" }}
          py={{ base: "10", md: "14" }}
          display="grid"
          gap={{ base: "10", md: "14" }}
        >
          <chakra.div
            p={{ base: "4", md: "8" }}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            boxShadow="sm"
            maxW="[56rem]"
          >
            <CaseStudyChart engagement={study.engagement} wording={wording} client={study.client} />
          </chakra.div>
          <chakra.div
            data-case-study-body=""
            css={articleBodyStyles}
            dangerouslySetInnerHTML={{ __html: study.html }}
          />
          {study.quote ? (
            <chakra.figure m="0" maxW="measure" ps="6" borderStartWidth="4px" borderColor="accent">
              <chakra.blockquote m="0" fontSize={{ base: "xl", md: "2xl" }} lineHeight="snug">
                <p>{study.quote.text}</p>
              </chakra.blockquote>
              <chakra.figcaption mt="4" color="fg.muted">
                <chakra.span fontWeight="semibold" color="fg">
                  {study.quote.name}
                </chakra.span>
                , {study.quote.role}
              </chakra.figcaption>
            </chakra.figure>
          ) : null}
        </chakra.div>
      </chakra.article>
      {study.services.length > 0 ? (
        <ServiceCards
          section={sectionOf("serviceCards", {
            id: "services",
            heading: wording.services,
            services: [...study.services],
            brief: true,
          })}
        />
      ) : null}
      <CallToAction
        section={sectionOf("callToAction", {
          id: "contact-us",
          heading: wording.cta.heading,
          intro: wording.cta.intro,
          actions: [{ label: wording.cta.label, to: "/contact", external: null, variant: null }],
        })}
      />
    </>
  );
}
