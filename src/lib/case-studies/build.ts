/**
 * The build's door of src/lib/case-studies/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// Case study cards and the newest ones.
export { caseStudyCard, newestCaseStudies } from "./cards";
// Case studies' addresses.
export { CASE_STUDIES_PATH, caseStudyPath } from "./case-studies";
// A case study's node in Gatsby's data layer (gatsby-node.ts).
export { caseStudyNodeData, caseStudyNodeSchema } from "./model";
// A person's page's address.
export { teamPath } from "./team";
