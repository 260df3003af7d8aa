/**
 * The build's door of src/lib/seo/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// The CMS's Content-Security-Policy (gatsby-config.ts).
export { adminPolicy } from "./csp";
// Every page's dates, from git, once a build (gatsby-node.ts).
export { buildPageDates } from "./dates";
// A page's sitemap entry (gatsby-config.ts).
export { sitemapEntry } from "./page-dates";
// The sitemap's exclusions (gatsby-config.ts).
export { sitemapExcludes } from "./site-files";
