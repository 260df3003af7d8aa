import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "./layout/layout";
import { Sections } from "./sections";
import { Seo, useSiteUrl } from "./seo/seo";
import { toHref } from "../lib/content/pages";
import { type DatedPage, faqPage, type PageKind } from "../lib/seo/client";

/** Pages that describe the agency itself carry its ProfessionalService data in full; the others name it. */
const AGENCY_PAGES = new Set(["/", "/contact"]);
/** What kind of page a static page is, for its WebPage node; any other is a WebPage. */
const PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  "/about": "AboutPage",
  "/contact": "ContactPage",
  "/services": "CollectionPage",
};

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

/** Whether a section is an island (a React part the visitor interacts with: docs/architecture.md, How a page loads). */
const hasIsland = (section: Queries.PageContentFragment["sections"][number]): boolean =>
  section.__typename === "SectionContactForm" ||
  section.__typename === "SectionSiteCheck" ||
  (section.__typename === "SectionBarChart" && Boolean(section.calculator));

/** The body of every static page: the layout around the page's YAML sections, and its date unless it is kept out of search. */
export function ContentPage({ data, location, pageContext }: PageProps<PageQuery, DatedPage>) {
  const page = required(data.pageYaml, location.pathname);
  return (
    <Layout
      path={page.path}
      interactive={page.sections.some(hasIsland)}
      updated={page.noindex === true ? undefined : pageContext.lastmod}
    >
      <Sections sections={page.sections} />
    </Layout>
  );
}

export function ContentHead({ data, location, pageContext }: HeadProps<PageQuery, DatedPage>) {
  const page = required(data.pageYaml, location.pathname);
  const siteUrl = useSiteUrl();
  // The questions the page shows, as an FAQPage (as a service page's: src/templates/service.tsx).
  const faq = faqPage(
    page.sections.flatMap((section) => (section.__typename === "SectionFaq" ? section.items : [])),
    `${siteUrl}${toHref(page.path)}`,
  );
  const webPage = {
    kind: PAGE_KINDS[page.path],
    dateModified: pageContext.lastmod,
    agencyInFull: AGENCY_PAGES.has(page.path),
  };
  return (
    <Seo seo={page.seo} path={page.path} noindex={page.noindex} webPage={webPage} structuredData={faq ? [faq] : []} />
  );
}
