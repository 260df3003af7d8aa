import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { toHref } from "../../lib/content/pages";
import { ARD_PATH } from "../../lib/content/agent-api";
import { inlineJson } from "../../lib/build/inline-json";
import { CARD_HEIGHT, CARD_WIDTH, type PageFacts, pageGraph, socialImageFor } from "../../lib/seo/client";
import type { Thing } from "schema-dts";
import { useSite } from "../../hooks/use-site";

export const query = graphql`
  fragment SeoFields on Seo {
    title
    description
    image
    imageAlt
  }
`;

export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? "";
}

interface Props {
  seo: Queries.SeoFieldsFragment;
  /** The page's route, e.g. `/services/local-seo/`. */
  path: string;
  noindex?: boolean | null;
  /** This page's own JSON-LD nodes (a Service, a BreadcrumbList…), joined to its WebPage in one @graph (src/lib/seo/structured-data.ts). */
  structuredData?: ReadonlyArray<Thing | undefined>;
  /** What its WebPage node says beyond the head's title and description: its kind, date (the sitemap's lastmod), main entity; the agency in full. */
  webPage?: Pick<PageFacts, "kind" | "dateModified" | "mainEntity"> & { agencyInFull?: boolean };
  /** An article: og:type article, with its dates (YYYY-MM-DD). */
  article?: { published: string; modified?: string | null; author?: string; tags?: ReadonlyArray<string> };
  /** A page of a series (the Insights index): its neighbours' paths. */
  prev?: string | null;
  next?: string | null;
}

/** Head tags for one page (Gatsby Head API): in the static HTML, no client JavaScript. */
export function Seo({ seo, path, noindex, structuredData = [], webPage, article, prev, next }: Props) {
  const site = useSite();
  const siteUrl = useSiteUrl();
  const url = `${siteUrl}${toHref(path)}`;
  const ownImage = socialImageFor({ path, seo, noindex }, site.socialImage);
  const image = `${siteUrl}${ownImage}`;
  // A generated card shows the page's title and the brand; an image set by hand or the default has its own description.
  const imageAlt =
    seo.imageAlt ?? (ownImage === site.socialImage ? site.socialImageAlt : `${seo.title}: ${seo.description}`);
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {/* Who wrote the page: an article's author as its byline names them, every other page the agency's. */}
      <meta name="author" content={article?.author ?? site.name} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex ? null : <link rel="alternate" type="text/markdown" href={`${url}index.html.md`} />}
      {/* The agents' manifest, by the discovery link ARD's draft names (§6.1); relative, so a preview names its own. */}
      {noindex ? null : <link rel="ai-catalog" href={ARD_PATH} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:type" content={article ? "article" : "website"} />
      {article ? (
        <>
          <meta property="article:published_time" content={article.published.slice(0, 10)} />
          <meta property="article:modified_time" content={(article.modified ?? article.published).slice(0, 10)} />
          {article.author ? <meta property="article:author" content={article.author} /> : null}
          {article.tags?.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      ) : null}
      {prev ? <link rel="prev" href={`${siteUrl}${toHref(prev)}`} /> : null}
      {next ? <link rel="next" href={`${siteUrl}${toHref(next)}`} /> : null}
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content="#0b1f3a" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {noindex ? null : (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: inlineJson(
              pageGraph(
                { url, name: seo.title, description: seo.description, ...webPage },
                site,
                siteUrl,
                structuredData,
              ),
            ),
          }}
        />
      )}
    </>
  );
}
