import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "./layout/layout";
import { Sections } from "./sections";
import { Seo, useSiteUrl } from "./seo/seo";
import { useSite } from "../hooks/use-site";
import { professionalService } from "../lib/seo/structured-data";

/** Pages that describe the agency itself carry its ProfessionalService data. */
const AGENCY_PAGES = new Set(["/", "/contact"]);

export const query = graphql`
  fragment PageContent on PageYaml {
    path
    noindex
    seo {
      ...SeoFields
    }
    sections {
      ...PageSections
    }
  }
`;

type PageQuery = { readonly pageYaml: Queries.PageContentFragment | null };

const required = (page: Queries.PageContentFragment | null, pathname: string) => {
  if (!page) throw new Error(`No file in data/pages/ has "path: ${pathname}"`);
  return page;
};

/** The body of every static page: the layout around the page's YAML sections. */
export function ContentPage({ data, location }: PageProps<PageQuery>) {
  const page = required(data.pageYaml, location.pathname);
  return (
    <Layout path={page.path}>
      <Sections sections={page.sections} />
    </Layout>
  );
}

export function ContentHead({ data, location }: HeadProps<PageQuery>) {
  const page = required(data.pageYaml, location.pathname);
  const site = useSite();
  const siteUrl = useSiteUrl();
  const structuredData = AGENCY_PAGES.has(page.path) ? [professionalService(site, siteUrl)] : [];
  return <Seo seo={page.seo} path={page.path} noindex={page.noindex} structuredData={structuredData} />;
}
