/**
 * A kept report's page, /ai-search-check/report/<id>/, rendered on the server
 * (src/lib/site-check/report-handler.ts). That address reaches this Function by a rewrite: on
 * Netlify the one gatsby-node.ts declares (the request keeps its own path), under `npm run serve`
 * src/lib/site-check/serve-rewrite.ts; either way the id is the path's last part.
 */
import { reportStoreFor, storedReportFunction } from "../../../lib/site-check/server";

export default storedReportFunction("page", reportStoreFor);
