import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ArticleView, type ArticleViewData } from "../components/long-form/article";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { useAuthors } from "../hooks/use-authors";
import { usePeople } from "../hooks/use-people";
import { teamPath } from "../lib/case-studies/client";
import { articlePath } from "../lib/insights/client";
import { articleId, articleTrail, blogPosting, breadcrumbs, type DatedPage, socialImageFor } from "../lib/seo/client";

export const query = graphql`
  query ArticlePage($slug: String!, $more: [String!]!) {
    markdownRemark(fields: { slug: { eq: $slug } }) {
      html
      timeToRead
      fields {
        slug
      }
      frontmatter {
        title
        description
        date
        updated
        author
        services {
          slug
          title
          description
          summary
          aiFeature
          icon
        }
        seo {
          title
          description
          image
          imageAlt
        }
      }
    }
    more: allMarkdownRemark(filter: { fields: { slug: { in: $more } } }) {
      nodes {
        ...ArticleListFields
      }
    }
  }
`;

type Data = Queries.ArticlePageQuery;
interface Context extends DatedPage {
  slug: string;
  /** The two articles shown after this one, in order (gatsby-node, relatedArticles). */
  more: string[];
}

const required = (article: Data["markdownRemark"]) => {
  if (!article) throw new Error("An article page was created for a slug with no file in data/insights/");
  return article;
};

function useWording() {
  const site = useSite();
  const wording = site.ui.insights;
  if (!wording) throw new Error("data/site.yaml needs ui.insights for the articles' pages");
  return { site, wording };
}

/** Every /insights/<slug>/ page: one Markdown file in data/insights/. */
export default function ArticleTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const article = required(data.markdownRemark);
  const { site, wording } = useWording();
  const authors = useAuthors();
  const person = usePeople().find((p) => p.key === article.frontmatter.author);
  const f = article.frontmatter;
  const path = articlePath(article.fields.slug);
  const byOrder = (slug: string) => pageContext.more.indexOf(slug);
  const view: ArticleViewData = {
    title: f.title,
    description: f.description,
    date: f.date,
    updated: f.updated,
    timeToRead: article.timeToRead ?? 1,
    html: article.html ?? "",
    author: ((a) =>
      a
        ? { ...a, profile: person ? { path: teamPath(person.key), avatar: person.avatar, alt: person.photoAlt } : null }
        : null)(authors.find((a) => a.key === f.author)),
    services: f.services,
    more: [...data.more.nodes].sort((a, b) => byOrder(a.fields.slug) - byOrder(b.fields.slug)),
  };
  return (
    <Layout path={path}>
      <ArticleView
        article={view}
        trail={articleTrail(site, wording.crumb, { title: f.title, path })}
        wording={wording}
        breadcrumbLabel={site.ui.breadcrumb}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const article = required(data.markdownRemark);
  const { site, wording } = useWording();
  const authors = useAuthors();
  const siteUrl = useSiteUrl();
  const f = article.frontmatter;
  const path = articlePath(article.fields.slug);
  const seo = {
    title: f.seo?.title ?? f.title,
    description: f.seo?.description ?? f.description,
    image: f.seo?.image ?? null,
    imageAlt: f.seo?.imageAlt ?? null,
  };
  const authorName = authors.find((a) => a.key === f.author)?.name ?? site.name;
  const person = usePeople().find((p) => p.key === f.author);
  const image = `${siteUrl}${socialImageFor({ path, seo }, site.socialImage)}`;
  const structuredData = [
    blogPosting(
      {
        title: f.title,
        description: seo.description,
        date: f.date,
        updated: f.updated,
        authorName,
        ...(person ? { authorUrl: `${siteUrl}${teamPath(person.key)}` } : {}),
        url: `${siteUrl}${path}`,
        image,
      },
      site,
      siteUrl,
    ),
    breadcrumbs(articleTrail(site, wording.crumb, { title: f.title, path }), siteUrl),
  ];
  return (
    <Seo
      seo={seo}
      path={path}
      structuredData={structuredData}
      webPage={{ dateModified: pageContext.lastmod, mainEntity: { "@id": articleId(`${siteUrl}${path}`) } }}
      article={{ published: f.date, modified: f.updated, author: authorName, tags: f.services.map((s) => s.title) }}
    />
  );
}
