/**
 * GET or POST /api/site-check: handleSiteCheck as a Gatsby Function (src/lib/platform/function.ts).
 * Nothing else lives here. Reports are kept in the check's own reports store for the request's
 * settings (src/lib/site-check/report-store.ts, apart from the leads; none on a Function without a database).
 */
import { gatsbyFunction } from "../lib/platform/function";
import { handleSiteCheck, reportStoreFor } from "../lib/site-check/server";

export default gatsbyFunction((request, env) => handleSiteCheck(request, env, { reports: reportStoreFor }), {
  error: "Something went wrong on our side. Please try again shortly.",
  code: "unexpected",
});
