/**
 * GET or POST /api/site-check: handleSiteCheck as a Gatsby Function (src/lib/platform/function.ts).
 * Nothing else lives here. Reports are kept in the lead store for the request's settings (none on
 * a Function without a database).
 */
import { gatsbyFunction } from "../lib/platform/function";
import { handleSiteCheck } from "../lib/site-check/handler";
import { leadStoreFor } from "../lib/leads/stores";

export default gatsbyFunction((request, env) => handleSiteCheck(request, env, { reports: leadStoreFor }), {
  error: "Something went wrong on our side. Please try again shortly.",
  code: "unexpected",
});
