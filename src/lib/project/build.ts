/**
 * The build's door of src/lib/project/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// data/ read and checked (gatsby-node.ts, gatsby-config.ts).
export { loadProject, validateProject } from "./load";
// data/ parsed once a build (gatsby-node.ts, gatsby-config.ts).
export { projectContent } from "./once";
