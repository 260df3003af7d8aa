/**
 * POST /api/mcp: the AI search check as an MCP server for AI agents (src/lib/site-check/mcp.ts)
 * as a Gatsby Function (src/lib/platform/function.ts), its reports kept where the check keeps
 * them: the check's own reports store for the request's settings (src/lib/site-check/report-store.ts).
 */
import { gatsbyFunction } from "../lib/platform/function";
import { handleMcp, reportStoreFor } from "../lib/site-check/server";

export default gatsbyFunction((request, env) => handleMcp(request, env, { reports: reportStoreFor }), {
  jsonrpc: "2.0",
  error: { code: -32603, message: "Something went wrong on our side. Please try again shortly." },
  id: null,
});
