/** The front door of src/lib/leads/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
// A new lead's whole arrival: kept, its team email and other messages sent within the answer, the outcome marked (the contact Function).
export { acceptLead, type AcceptDeps, type Accepted } from "./accept";
// The visit's attribution read from the form's hidden fields, for the lead handed to acceptLead.
export { parseAttribution } from "./attribution";
// The lead acceptLead takes, and the type of a store handed to it in place of the request's (the contact Function's deps).
export type { LeadStore, NewLead } from "./store";
// The request's lead store (DATABASE_URL, else the server's), for a feature that keeps an enquiry itself (the check's live answers).
export { leadStoreFor } from "./stores";
// Work an enquiry asks for on the same job runner (the check's live answer runs).
export { claimTask, completeTask, enqueueTask, failTask, type TaskJob } from "./tasks";
// Addresses that unsubscribed from our emails (the check's report emails and their unsubscribe link).
export { isUnsubscribed, markUnsubscribed } from "./unsubscribes";
