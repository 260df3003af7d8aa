/**
 * The servers' door of src/lib/project/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// data/ read and checked (gatsby-node.ts, gatsby-config.ts).
export { loadProject, validateProject } from "./load";
// data/ parsed once a build (gatsby-node.ts, gatsby-config.ts).
export { projectContent } from "./once";
