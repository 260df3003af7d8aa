import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Sections } from "../components/sections";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { servicePath, toHref } from "../lib/content/pages";
import { breadcrumbs, serviceSchema } from "../lib/seo/structured-data";

export const query = graphql`
  query ServicePage($slug: String!) {
    serviceYaml(slug: { eq: $slug }) {
      slug
      title
      description
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

/** Every /services/<slug> page: one YAML file in data/services/, rendered through the section registry. */
export default function ServiceTemplate({ data }: PageProps<Data>) {
  const service = required(data.serviceYaml);
  return (
    <Layout path={servicePath(service.slug)}>
      <Sections sections={service.sections} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const service = required(data.serviceYaml);
  const site = useSite();
  const siteUrl = useSiteUrl();
  const url = `${siteUrl}${servicePath(service.slug)}`;
  const servicesNav = site.header.nav.find((item) => item.children?.length);
  const trail = [
    { name: site.header.nav[0]?.label ?? site.name, url: `${siteUrl}/` },
    { name: servicesNav?.label ?? "Services", url: `${siteUrl}${toHref("/services")}` },
    { name: service.title, url },
  ];
  const structuredData = [serviceSchema({ title: service.title, description: service.description, url }, site, siteUrl), breadcrumbs(trail)];
  return <Seo seo={service.seo} path={servicePath(service.slug)} structuredData={structuredData} />;
}
