/**
 * The build's door of src/lib/site-check/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// The check's words and copy from data/ (gatsby-node.ts).
export { siteCheckCopy, siteCheckDesign, siteCheckWords } from "./copy-from-content";
// The report page's rewrite (gatsby-node.ts).
export { reportPageRewrite } from "./report-frame";
