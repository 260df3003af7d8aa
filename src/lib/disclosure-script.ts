/**
 * The script every page runs for its menus, bundled on its own (gatsby-node.ts) and written into
 * the page by gatsby-ssr.tsx: pages without interactive sections load no other JavaScript.
 */
import { enhanceDisclosures } from "./disclosure";

enhanceDisclosures(document);
