/**
 * The build's door of src/lib/contact/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// The interests from data/, handed to the Function (gatsby-node.ts).
export { interestOptionsFromContent } from "./interests-from-content";
