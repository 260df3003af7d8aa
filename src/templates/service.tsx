import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Sections } from "../components/sections";
import { TightOnPhones } from "../components/sections/rhythm";
import { SectionShell } from "../components/sections/section-shell";
import { ArticleList, type ArticleListItem } from "../components/insights/article-list";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { servicePath } from "../lib/content/pages";
import { sectionOf, withRelatedServices } from "../lib/content/section-data";
import {
  breadcrumbs,
  type DatedPage,
  faqPage,
  serviceId,
  serviceOffer,
  serviceSchema,
  serviceTrail,
} from "../lib/seo/client";
import { CaseStudyCard } from "../components/case-studies/card";
import type { CaseStudyCardData } from "../lib/case-studies/client";
import { ServiceResultsSlot } from "../components/case-studies/results-slot";

export const query = graphql`
  query ServicePage($slug: String!, $insights: [String!]!) {
    insights: allMarkdownRemark(
      filter: { fields: { slug: { in: $insights } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...ArticleListFields
      }
    }
    serviceYaml(slug: { eq: $slug }) {
      slug
      title
      offered
      description
      related {
        slug
        title
        description
        summary
        aiFeature
        icon
      }
      seo {
        ...SeoFields
      }
      sections {
        ...PageSections
      }
    }
  }
`;

type Data = Queries.ServicePageQuery;
/** The service's newest case study, when it has one (gatsby-node). */
interface Context extends DatedPage {
  caseStudy?: CaseStudyCardData;
}

const required = (service: Data["serviceYaml"]) => {
  if (!service) throw new Error("A service page was created for a slug with no file in data/services/");
  return service;
};

/**
 * Every /services/<slug> page: one YAML file in data/services/, rendered through the section
 * registry, under a breadcrumb and with the services it names as related before its closing call.
 */
export default function ServiceTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const service = required(data.serviceYaml);
  const site = useSite();
  // After the service's own sections: its newest case study, its related services, the articles about it, then its closing call to action.
  const sections = withRelatedServices(service.sections, site.ui.relatedServices, service.related);
  const split = sections[sections.length - 1]?.type === "callToAction" ? sections.length - 1 : sections.length;
  const [beforeClosing, closing] = [sections.slice(0, split), sections.slice(split)];
  // withRelatedServices puts the related services last before the closing call.
  const [body, related] =
    service.related.length > 0 ? [beforeClosing.slice(0, -1), beforeClosing.slice(-1)] : [beforeClosing, []];
  return (
    <Layout path={servicePath(service.slug)} updated={pageContext.lastmod}>
      <Breadcrumbs trail={serviceTrail(site, service)} label={site.ui.breadcrumb} />
      {/* About five screens on a phone (issue 59): the bands sit closer there, the closing panel is leaner. */}
      <TightOnPhones>
        <Sections sections={body} />
        <FeaturedCaseStudy study={pageContext.caseStudy} offered={service.offered !== false} />
        <Sections sections={related} />
        <ServiceInsights articles={data.insights.nodes} heading={site.ui.insights?.onService} />
        <Sections sections={closing} />
      </TightOnPhones>
    </Layout>
  );
}

/**
 * The service's newest case study, as one card beside the wording's heading; without one, the
 * marked slot where it goes (issue 59), on a service the agency offers.
 */
function FeaturedCaseStudy({ study, offered }: { study: CaseStudyCardData | undefined; offered: boolean }) {
  const site = useSite();
  const wording = site.ui.caseStudies;
  if (!study && offered) return <ServiceResultsSlot id="case-study" />;
  if (!study || !wording) return null;
  return (
    // Beside its heading from 1024 px, so the section uses its width (issue 34: no right third left empty).
    <SectionShell side section={sectionOf("caseStudies", { id: "case-study", heading: wording.onService })}>
      <CaseStudyCard study={study} wording={wording} />
    </SectionShell>
  );
}

/** Up to three of the newest articles about this service, before the closing call to action. */
function ServiceInsights({
  articles,
  heading,
}: {
  articles: ReadonlyArray<ArticleListItem>;
  heading: string | null | undefined;
}) {
  if (articles.length === 0 || !heading) return null;
  return (
    <SectionShell section={sectionOf("latestArticles", { id: "insights", heading })}>
      {/* The newest alone on a phone (issue 59: about five screens there); up to three from 768 px. */}
      <ArticleList articles={articles} brief onPhones={1} />
    </SectionShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const service = required(data.serviceYaml);
  const site = useSite();
  const siteUrl = useSiteUrl();
  const url = `${siteUrl}${servicePath(service.slug)}`;
  // The FAQ's questions and answers, for the engines that read FAQPage (Bing; Google no longer shows them: DESIGN.md).
  const faq = faqPage(
    service.sections.flatMap((section) => (section.__typename === "SectionFaq" ? section.items : [])),
    url,
  );
  const offer = service.sections.find((section) => section.__typename === "SectionOffer");
  const offers = offer?.__typename === "SectionOffer" ? serviceOffer(offer, site.engagement, url) : undefined;
  const structuredData = [
    serviceSchema({ title: service.title, description: service.description, url, offers }, site, siteUrl),
    breadcrumbs(serviceTrail(site, service), siteUrl),
    ...(faq ? [faq] : []),
  ];
  return (
    <Seo
      seo={service.seo}
      path={servicePath(service.slug)}
      structuredData={structuredData}
      webPage={{ dateModified: pageContext.lastmod, mainEntity: { "@id": serviceId(url) } }}
    />
  );
}
