/**
 * The servers' door of src/lib/site-check/: what its Functions (src/api/, netlify/functions/) use of it,
 * which may reach the database, the file system or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts, the build build.ts (.dependency-cruiser.cjs, DOORS).
 */
// The check itself (src/api/site-check.ts).
export { handleSiteCheck } from "./handler";
// The MCP server (src/api/mcp.ts).
export { handleMcp } from "./mcp";
// A kept report's JSON and page (src/api/site-check/).
export { storedReportFunction } from "./report-handler";
// The kept reports' store (the check's Functions, the lead jobs).
export { reportStoreFor } from "./report-store";
// Old reports purged (the lead jobs).
export { purgeReports } from "./reports";
// The live answer check's form (src/api/site-check/live/[id].ts) and its runs' pass (the lead jobs).
export { liveStartFunction, liveJobsPass } from "./live/function";
// The report's email asks (src/api/site-check/email/[id].ts) and their unsubscribe link (src/api/unsubscribe.ts).
export { emailAskFunction, unsubscribeFunction } from "./email/function";
