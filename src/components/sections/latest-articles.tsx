import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { SectionShell } from "./section-shell";
import { ArticleList } from "../insights/article-list";

export const query = graphql`
  fragment LatestArticlesSection on SectionLatestArticles {
    ...SectionBase
  }
`;

/** The newest articles, wherever they are (the build leaves drafts out of the data, so these are published). */
export function useLatestArticles(count: number): ReadonlyArray<Queries.ArticleListFieldsFragment> {
  const data = useStaticQuery<Queries.LatestArticlesQuery>(graphql`
    query LatestArticles {
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }], limit: 3) {
        nodes {
          ...ArticleListFields
        }
      }
    }
  `);
  return data.allMarkdownRemark.nodes.slice(0, count);
}

/** The three newest articles (their descriptions from 768 px), with the section's own heading, and a link to them all when the YAML gives none. */
export function LatestArticles({ section }: { section: Queries.LatestArticlesSectionFragment }) {
  const articles = useLatestArticles(3);
  if (articles.length === 0) return null;
  return (
    <SectionShell section={section}>
      <ArticleList articles={articles} brief />
    </SectionShell>
  );
}
