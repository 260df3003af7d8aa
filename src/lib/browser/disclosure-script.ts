/**
 * The script every page runs, bundled on its own (gatsby-node.ts) and written into the page by
 * gatsby-ssr.tsx: the menus' behaviour, and the visit's attribution kept in the tab's
 * sessionStorage for the contact form (src/lib/leads/visit.ts, through leads/client.ts). Pages without interactive sections
 * load no other JavaScript.
 */
import { enhanceDisclosures } from "./disclosure";
import { recordVisit } from "../leads/client";

enhanceDisclosures(document);
recordVisit(document);
