/**
 * The build's door of src/lib/leads/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// The lead store's address (gatsby-node.ts).
export { databaseUrl } from "./db";
// The confirmation's words the build hands the Functions (gatsby-node.ts).
export { confirmationWording } from "./notify/confirmation";
// The team's page's headers (gatsby-config.ts).
export { TEAM_PAGE_HEADERS } from "./team-page";
