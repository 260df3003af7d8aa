/**
 * The build's door of src/lib/cms/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// /admin/ under `gatsby develop` (gatsby-config.ts).
export { adminDevServer } from "./admin-bundle";
// The CMS's GitHub backend (gatsby-config.ts).
export { githubBackend } from "./config";
