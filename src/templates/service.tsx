import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Sections } from "../components/sections";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { servicePath } from "../lib/content/pages";
import { withRelatedServices } from "../lib/content/section-data";
import { breadcrumbs, serviceSchema, serviceTrail } from "../lib/seo/structured-data";

export const query = graphql`
  query ServicePage($slug: String!) {
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
  return (
    <Layout path={servicePath(service.slug)}>
      <Breadcrumbs trail={serviceTrail(site, service)} label={site.ui.breadcrumb} />
      <Sections sections={withRelatedServices(service.sections, site.ui.relatedServices, service.related)} />
    </Layout>
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
