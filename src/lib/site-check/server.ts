/**
 * The servers' door of src/lib/site-check/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// The check's words and copy from data/ (gatsby-node.ts).
export { siteCheckCopy, siteCheckWords } from "./copy-from-content";
// The check itself (src/api/site-check.ts).
export { handleSiteCheck } from "./handler";
// The MCP server (src/api/mcp.ts).
export { handleMcp } from "./mcp";
// The report page's rewrite (gatsby-node.ts).
export { reportPageRewrite } from "./report-frame";
// A kept report's JSON and page (src/api/site-check/).
export { storedReportFunction } from "./report-handler";
// The kept reports' store (the check's Functions, the lead jobs).
export { reportStoreFor } from "./report-store";
// Old reports purged (the lead jobs).
export { purgeReports } from "./reports";
