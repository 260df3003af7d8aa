/**
 * The files crawlers and browsers ask for by name: robots.txt, the web app manifest, and what
 * the sitemap leaves out. Pure, so they are unit-tested; gatsby-node writes them at build.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedContent } from "../content/parse";
import type { PostBuildStep } from "../build/step";
import { toHref } from "../content/pages";

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
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
 * and the old addresses that only redirect, from data/ as parsed at config time; a file that does
 * not parse is left to the content validation, which names it with its line and column.
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
    fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
    fs.writeFileSync(path.join(publicDir, "manifest.webmanifest"), JSON.stringify(webManifest(site), null, 2));
  },
};
