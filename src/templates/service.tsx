import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Sections } from "../components/sections";
import { Seo } from "../components/seo/seo";
import { servicePath } from "../lib/content/pages";

export const query = graphql`
  query ServicePage($slug: String!) {
    serviceYaml(slug: { eq: $slug }) {
      slug
      title
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
  return (
    <Layout>
      <Sections sections={required(data.serviceYaml).sections} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const service = required(data.serviceYaml);
  return <Seo seo={service.seo} path={servicePath(service.slug)} />;
}
