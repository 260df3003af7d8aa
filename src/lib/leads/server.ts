/**
 * The servers' door of src/lib/leads/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// The lead store's address (gatsby-node.ts).
export { databaseUrl } from "./db";
// The confirmation's words the build hands the Functions (gatsby-node.ts).
export { confirmationWording } from "./notify/confirmation";
// The email provider's events (src/api/leads/email-events.ts).
export { handleEmailEvents } from "./notify/email-events";
// The lead store for this environment (the lead jobs, the email events' Function).
export { leadStoreFor } from "./stores";
// The team's page and its sign-in (src/api/leads/).
export { teamAuthCallback, teamAuthStart, teamLeads, teamLinkSignIn, teamSignOut } from "./team";
// The team's Functions' adapter (src/api/leads/).
export { teamFunction } from "./team-function";
// The team's page's headers (gatsby-config.ts).
export { TEAM_PAGE_HEADERS } from "./team-page";
// The lead jobs (netlify/functions/leads-jobs.mts).
export { runLeadJobs } from "./worker";
