import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { toHref } from "../../lib/content/pages";

export const query = graphql`
  fragment SeoFields on Seo {
    title
    description
    image
  }
`;

interface Props {
  seo: Queries.SeoFieldsFragment;
  /** The page's route, e.g. `/services/local-seo/`. */
  path: string;
  noindex?: boolean | null;
}

/** Head tags for one page (Gatsby Head API): in the static HTML, no client JavaScript. */
export function Seo({ seo, path, noindex }: Props) {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const canonical = `${siteUrl}${toHref(path)}`;
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </>
  );
}
