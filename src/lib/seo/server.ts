/**
 * The servers' door of src/lib/seo/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// The CMS's Content-Security-Policy (gatsby-config.ts).
export { adminPolicy } from "./csp";
// Every page's dates, from git, once a build (gatsby-node.ts).
export { buildPageDates } from "./dates";
// A page's sitemap entry (gatsby-config.ts).
export { sitemapEntry } from "./page-dates";
// The sitemap's exclusions (gatsby-config.ts).
export { sitemapExcludes } from "./site-files";
