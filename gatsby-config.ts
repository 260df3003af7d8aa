import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { sitemapExcludes } from "./src/lib/seo/site-files";
import { adminDevServer } from "./src/lib/cms/admin-bundle";
import { adminPolicy } from "./src/lib/seo/csp";
import { SITE_URL } from "./src/lib/site-url";
import { githubBackend } from "./src/lib/cms/config";

export const siteUrl = SITE_URL;

/** YAML types are named by folder: data/site.yaml → SiteYaml, data/pages → PageYaml, data/services → ServiceYaml. */
const yamlTypeNames: Record<string, string> = { data: "SiteYaml", pages: "PageYaml", services: "ServiceYaml" };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Pages are the server's HTML (most load no framework; see README, How a page loads), so
  // `gatsby develop` must send that HTML too, as the build does; without it every page is blank.
  flags: { DEV_SSR: true },
  // The CMS at /admin/ (src/lib/cms/admin-bundle.ts).
  developMiddleware: (app: { use(handler: ReturnType<typeof adminDevServer>): void }) => app.use(adminDevServer(__dirname)),
  adapter: adapter(),
  headers: [
    {
      // Each page's Content-Security-Policy is written after the build, with the hashes of the
      // inline scripts it ships (src/lib/seo/csp.ts).
      source: "/*",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
      ],
    },
    {
      source: "/admin/*",
      headers: [
        { key: "Content-Security-Policy", value: adminPolicy(githubBackend(SITE_URL, process.env).api_root) },
        { key: "X-Robots-Tag", value: "noindex" },
      ],
    },
  ],
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(__dirname, "data") },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { dir: string } }) => {
          const folder = path.basename(node.dir);
          const name = yamlTypeNames[folder];
          if (!name) throw new Error(`data/${folder}: YAML files must live in data/, data/pages/ or data/services/`);
          return name;
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: sitemapExcludes(__dirname) },
    },
  ],
};

export default config;
