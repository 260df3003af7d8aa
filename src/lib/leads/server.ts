/**
 * The servers' door of src/lib/leads/: what its Functions (src/api/, netlify/functions/) use of it,
 * which may reach the database, the file system or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts, the build build.ts (.dependency-cruiser.cjs, DOORS).
 */
// The email provider's events (src/api/leads/email-events.ts).
export { handleEmailEvents } from "./notify/email-events";
// The lead store for this environment (the lead jobs, the email events' Function).
export { leadStoreFor } from "./stores";
// The team's page and its sign-in (src/api/leads/).
export { teamAuthCallback, teamAuthStart, teamLeads, teamLinkSignIn, teamSignOut } from "./team";
// The team's Functions' adapter (src/api/leads/).
export { teamFunction } from "./team-function";
// The lead jobs (netlify/functions/leads-jobs.mts).
export { runLeadJobs } from "./worker";
