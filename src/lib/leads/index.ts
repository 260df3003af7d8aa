/** The front door of src/lib/leads/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { describeAttribution, parseAttribution } from "./attribution";
export { notifyNewLead } from "./notify/send";
export { renderNotification } from "./notify/team-email";
export { CLAIM_LEASE_MS, type LeadStore, type NewLead } from "./store";
export { leadStoreFor } from "./stores";
