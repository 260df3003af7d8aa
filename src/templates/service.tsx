import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Sections } from "../components/sections";
import { SectionShell } from "../components/sections/section-shell";
import { ArticleList, type ArticleListItem } from "../components/insights/article-list";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { servicePath } from "../lib/content/pages";
import { sectionOf, withRelatedServices } from "../lib/content/section-data";
import { breadcrumbs, serviceSchema, serviceTrail } from "../lib/seo/structured-data";

export const query = graphql`
  query ServicePage($slug: String!, $insights: [String!]!) {
    insights: allMarkdownRemark(filter: { fields: { slug: { in: $insights } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
      nodes {
        ...ArticleListFields
      }
    }
    serviceYaml(slug: { eq: $slug }) {
      slug
      title
      description
      related {
        slug
        title
        description
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

const required = (service: Data["serviceYaml"]) => {
  if (!service) throw new Error("A service page was created for a slug with no file in data/services/");
  return service;
};

/**
 * Every /services/<slug> page: one YAML file in data/services/, rendered through the section
 * registry, under a breadcrumb and with the services it names as related before its closing call.
 */
export default function ServiceTemplate({ data }: PageProps<Data>) {
  const service = required(data.serviceYaml);
  const site = useSite();
  // The articles about the service come after its related services, before its closing call to action.
  const sections = withRelatedServices(service.sections, site.ui.relatedServices, service.related);
  const split = sections[sections.length - 1]?.type === "callToAction" ? sections.length - 1 : sections.length;
  const [body, closing] = [sections.slice(0, split), sections.slice(split)];
  return (
    <Layout path={servicePath(service.slug)}>
      <Breadcrumbs trail={serviceTrail(site, service)} label={site.ui.breadcrumb} />
      <Sections sections={body} />
      <ServiceInsights articles={data.insights.nodes} heading={site.ui.insights?.onService} />
      <Sections sections={closing} />
    </Layout>
  );
}

/** Up to three of the newest articles about this service, before the closing call to action. */
function ServiceInsights({ articles, heading }: { articles: ReadonlyArray<ArticleListItem>; heading: string | null | undefined }) {
  if (articles.length === 0 || !heading) return null;
  return (
    <SectionShell section={sectionOf("latestArticles", { id: "insights", heading })}>
      <ArticleList articles={articles} brief />
    </SectionShell>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const service = required(data.serviceYaml);
  const site = useSite();
  const siteUrl = useSiteUrl();
  const url = `${siteUrl}${servicePath(service.slug)}`;
  const structuredData = [serviceSchema({ title: service.title, description: service.description, url }, site, siteUrl), breadcrumbs(serviceTrail(site, service), siteUrl)];
  return <Seo seo={service.seo} path={servicePath(service.slug)} structuredData={structuredData} />;
}
