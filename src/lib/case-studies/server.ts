/**
 * The servers' door of src/lib/case-studies/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// Case study cards and the newest ones.
export { caseStudyCard, newestCaseStudies } from "./cards";
// Case studies' addresses.
export { CASE_STUDIES_PATH, caseStudyPath } from "./case-studies";
// A case study's node in Gatsby's data layer (gatsby-node.ts).
export { caseStudyNodeData, caseStudyNodeSchema } from "./model";
// A person's page's address.
export { teamPath } from "./team";
