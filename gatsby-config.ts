import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { sitemapExcludes } from "./src/lib/seo/site-files";
import { adminDevServer } from "./src/lib/cms/admin-bundle";

/** The one place the production domain is set: canonicals, sitemap, robots.txt and social tags derive from it. */
export const siteUrl = "https://www.harbouraiseo.com.au";

/** The map on the contact page is the only thing the site loads from another origin. */
const MAP_ORIGIN = "https://www.openstreetmap.org";

/**
 * Only what the site uses. Gatsby inlines small scripts and Emotion inlines styles, so both need
 * 'unsafe-inline'; nothing else may run, connect, or frame this site.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${MAP_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");

/**
 * The CMS at /admin/ runs Decap's prebuilt bundle, which evaluates code and loads blob: and data:
 * resources; the more specific source below replaces the site's policy for it alone.
 */
const adminContentSecurityPolicy = contentSecurityPolicy
  .replace("script-src 'self' 'unsafe-inline'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")
  .replace("img-src 'self' data:", "img-src 'self' data: blob:");

/** YAML types are named by folder: data/site.yaml → SiteYaml, data/pages → PageYaml, data/services → ServiceYaml. */
const yamlTypeNames: Record<string, string> = { data: "SiteYaml", pages: "PageYaml", services: "ServiceYaml" };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Pages are static islands that keep the server's HTML (src/components/island.tsx), so
  // `gatsby develop` must send that HTML too, as the build does; without it every page is blank.
  flags: { DEV_SSR: true },
  // The CMS at /admin/ (src/lib/cms/admin-bundle.ts).
  developMiddleware: (app: { use(handler: ReturnType<typeof adminDevServer>): void }) => app.use(adminDevServer(__dirname)),
  adapter: adapter(),
  headers: [
    {
      source: "/*",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy },
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
        { key: "Content-Security-Policy", value: adminContentSecurityPolicy },
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
