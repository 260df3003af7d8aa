/**
 * The files crawlers and browsers ask for by name: robots.txt, the web app manifest, and what
 * the sitemap leaves out. Pure, so they are unit-tested; gatsby-node writes them at build.
 */
import path from "node:path";
import fs from "node:fs";
import yaml from "js-yaml";
import { normalisePath } from "../content/pages";

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

const withSlash = (p: string) => (p === "/" ? p : `${normalisePath(p)}/`);

/**
 * Paths the sitemap must not list: pages marked `noindex` in data/pages/, the not-found page,
 * and the old addresses that only redirect. Read from the YAML at config time.
 */
export function sitemapExcludes(root: string): string[] {
  const read = (file: string): unknown => yaml.load(fs.readFileSync(path.join(root, file), "utf8"));
  const pagesDir = path.join(root, "data", "pages");
  const noindex = fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => read(path.join("data", "pages", f)) as { path?: string; noindex?: boolean })
    .filter((p) => p.noindex && typeof p.path === "string")
    .map((p) => withSlash(String(p.path)));
  const site = read(path.join("data", "site.yaml")) as { redirects?: Array<{ from: string }> };
  const redirects = (site.redirects ?? []).map((r) => withSlash(r.from));
  return [...new Set([...noindex, "/404/", "/404.html", "/dev-404-page/", ...redirects])];
}
