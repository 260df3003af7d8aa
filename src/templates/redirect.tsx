import React from "react";
import { type HeadProps, type PageProps } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Layout } from "../components/layout/layout";
import { useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { SiteLink } from "../components/ui/site-link";
import { toHref } from "../lib/content/pages";

type Context = { to: string };

/**
 * An old address that moved (data/site.yaml `redirects`). Hosts that honour Gatsby's redirects
 * answer 301 before this page is reached; static hosts and `gatsby serve` serve this page, which
 * sends browsers on at once and tells crawlers where the page lives now.
 */
export default function RedirectPage({ pageContext, location }: PageProps<object, Context>) {
  const { ui } = useSite();
  return (
    <Layout path={location.pathname}>
      <chakra.section maxW="container" mx="auto" px={{ base: "4", md: "6" }} py="20">
        <chakra.h1 fontSize="3xl" fontWeight="semibold">
          {ui.pageMoved}
        </chakra.h1>
        <chakra.p mt="4">
          <SiteLink to={pageContext.to} color="accent" textDecoration="underline">
            {ui.pageMovedLink}
          </SiteLink>
        </chakra.p>
      </chakra.section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const { ui, name } = useSite();
  const siteUrl = useSiteUrl();
  const target = toHref(pageContext.to);
  return (
    <>
      <title>{`${ui.pageMoved} | ${name}`}</title>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={`${siteUrl}${target}`} />
    </>
  );
}
