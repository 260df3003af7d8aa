/**
 * The files crawlers and browsers ask for by name: robots.txt (written by ../content/crawlers.ts from the
 * agency's choices in data/site.yaml), the web app manifest, and what the sitemap leaves out. Pure, so they are unit-tested; gatsby-node writes them at build.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedContent } from "../content/parse";
import type { PostBuildStep } from "../build/step";
import { toHref } from "../content/pages";
import { OPEN_POLICY, robotsTxt, type CrawlerPolicy } from "../content/crawlers";

/** robots.txt from the site's address and the agency's crawler choices (all allowed when data/site.yaml says nothing). */
export function siteRobotsTxt(site: { crawlers?: CrawlerPolicy }, siteUrl: string): string {
  return robotsTxt(siteUrl, site.crawlers ?? OPEN_POLICY);
}

export function webManifest(site: { name: string; shortName: string; description: string }) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: "en-AU",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b1f3a",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}

/**
 * Paths the sitemap must not list: pages marked `noindex` in data/pages/, the not-found page,
 * and the old addresses that only redirect. Read from the parsed content at config time; a file
 * that does not parse is left to the content validation, which names it with its line and column.
 */
export function sitemapExcludes({ pages, site }: Pick<ParsedContent, "pages" | "site">): string[] {
  const noindex = pages.flatMap(({ data }) => (data.noindex === true ? [toHref(data.path)] : []));
  const from = site.redirects.map((r) => toHref(r.from));
  return [...new Set([...noindex, "/404/", "/404.html", "/dev-404-page/", ...from])];
}

/** robots.txt and the web app manifest, from the site's address and data/site.yaml. */
export const siteFilesStep: PostBuildStep = {
  name: "robots.txt and the web app manifest",
  run({ publicDir, siteUrl, content }) {
    const { site } = content;
    fs.writeFileSync(path.join(publicDir, "robots.txt"), siteRobotsTxt(site, siteUrl));
    fs.writeFileSync(path.join(publicDir, "manifest.webmanifest"), JSON.stringify(webManifest(site), null, 2));
  },
};
