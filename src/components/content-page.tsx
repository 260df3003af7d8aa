import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "./layout/layout";
import { Sections } from "./sections";
import { Seo } from "./seo/seo";

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
    <Layout>
      <Sections sections={page.sections} />
    </Layout>
  );
}

export function ContentHead({ data, location }: HeadProps<PageQuery>) {
  const page = required(data.pageYaml, location.pathname);
  return <Seo seo={page.seo} path={page.path} noindex={page.noindex} />;
}
