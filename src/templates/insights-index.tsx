import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/breadcrumbs";
import { PageHeader } from "../components/ui/page-header";
import { ArticleList } from "../components/insights/article-list";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { SiteLink } from "../components/ui/site-link";
import { useSite } from "../hooks/use-site";
import { type IndexPage, indexPagePath, INSIGHTS_PATH } from "../lib/insights/client";
import { articleTrail, breadcrumbs, cardPath, type DatedPage } from "../lib/seo/client";

export const query = graphql`
  query InsightsIndex($slugs: [String!]!) {
    allMarkdownRemark(
      filter: { fields: { slug: { in: $slugs } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...ArticleListFields
      }
    }
  }
`;

type Data = Queries.InsightsIndexQuery;
/** Gatsby keeps `path` out of a page's context; the page's own number gives it. */
type Context = Omit<IndexPage, "path"> & DatedPage;

function useWording() {
  const site = useSite();
  const wording = site.ui.insights;
  if (!wording) throw new Error("data/site.yaml needs ui.insights for /insights/");
  return { site, wording };
}

/** /insights/ and its later pages (/insights/page/2/ …): the articles newest first, nine a page. */
export default function InsightsIndexTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { site, wording } = useWording();
  const { page, pages, prev, next } = pageContext;
  const pageLabel = page > 1 ? ` · ${wording.page.replace("{page}", String(page))}` : "";
  return (
    <Layout path={indexPagePath(page)} updated={pageContext.lastmod}>
      <Breadcrumbs trail={articleTrail(site, wording.crumb)} label={site.ui.breadcrumb} />
      <PageHeader
        heading={
          <>
            {wording.indexHeading}
            {pageLabel}
          </>
        }
        lead={wording.indexIntro}
        narrow
      />
      <chakra.section aria-label={wording.indexHeading} py={{ base: "12", md: "16" }}>
        <chakra.div maxW="container" mx="auto" px={{ base: "4", md: "6" }}>
          <ArticleList articles={data.allMarkdownRemark.nodes} headingLevel="h2" />
          {pages > 1 ? (
            <chakra.nav
              aria-label={wording.pagination}
              mt="14"
              display="flex"
              justifyContent="space-between"
              gap="4"
              fontWeight="semibold"
            >
              {prev ? (
                <SiteLink
                  to={prev}
                  rel="prev"
                  color="accent"
                  textDecoration="underline"
                  textUnderlineOffset="0.25em"
                  minH="11"
                  display="inline-flex"
                  alignItems="center"
                >
                  ← {wording.newer}
                </SiteLink>
              ) : (
                <span />
              )}
              <chakra.span color="fg.muted" fontWeight="normal" alignSelf="center">
                {wording.page.replace("{page}", String(page))} / {pages}
              </chakra.span>
              {next ? (
                <SiteLink
                  to={next}
                  rel="next"
                  color="accent"
                  textDecoration="underline"
                  textUnderlineOffset="0.25em"
                  minH="11"
                  display="inline-flex"
                  alignItems="center"
                >
                  {wording.older} →
                </SiteLink>
              ) : (
                <span />
              )}
            </chakra.nav>
          ) : null}
        </chakra.div>
      </chakra.section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Data, Context>) {
  const { site, wording } = useWording();
  const siteUrl = useSiteUrl();
  const { page, prev, next } = pageContext;
  const path = indexPagePath(page);
  const numbered = (text: string) => (page > 1 ? `${text} (${wording.page.replace("{page}", String(page))})` : text);
  // Later pages are shared with the index's card.
  const seo = {
    title: numbered(wording.indexTitle),
    description: wording.indexDescription,
    image: page > 1 ? cardPath(INSIGHTS_PATH) : null,
    imageAlt: page > 1 ? `${wording.indexTitle}: ${wording.indexDescription}` : null,
  };
  return (
    <Seo
      seo={seo}
      path={path}
      prev={prev}
      next={next}
      structuredData={[breadcrumbs(articleTrail(site, wording.crumb), siteUrl)]}
      webPage={{ kind: "CollectionPage", dateModified: pageContext.lastmod }}
    />
  );
}
