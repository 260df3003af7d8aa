/**
 * POST /api/mcp: the AI search check as an MCP server for AI agents (src/lib/site-check/mcp.ts)
 * as a Gatsby Function (src/lib/platform/function.ts), its reports kept where the check keeps
 * them: the lead store for the request's settings.
 */
import { gatsbyFunction } from "../lib/platform/function";
import { handleMcp } from "../lib/site-check/mcp";
import { leadStoreFor } from "../lib/leads/stores";

export default gatsbyFunction((request, env) => handleMcp(request, env, { reports: leadStoreFor }), {
  jsonrpc: "2.0",
  error: { code: -32603, message: "Something went wrong on our side. Please try again shortly." },
  id: null,
});
