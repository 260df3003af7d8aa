/**
 * POST /api/mcp: the AI search check as an MCP server for AI agents (src/lib/site-check/mcp.ts),
 * its reports kept where the check keeps them. Gatsby's wrapper may not await this function, so
 * every error is caught and an answer always sent.
 */
import { functionSettings } from "../lib/env";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleMcp } from "../lib/site-check/mcp";
import { queryOf, send } from "../lib/platform/result";
import { visitorAddress, type VisitorRequest } from "../lib/platform/visitor";
import { leadStoreFor } from "../lib/leads/stores";

export default async function mcp(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  try {
    const result = await handleMcp(
      {
        method: req.method ?? "",
        headers: req.headers,
        query: queryOf(req),
        body: req.body as unknown,
        clientAddress: visitorAddress(req as GatsbyFunctionRequest & VisitorRequest),
      },
      // Read at request time: Gatsby inlines `process.env.X` into Functions at build.
      functionSettings(globalThis.process.env),
      { reports: leadStoreFor },
    );
    send(res, result);
  } catch {
    try {
      if (!res.headersSent)
        res.status(500).json({
          jsonrpc: "2.0",
          error: { code: -32603, message: "Something went wrong on our side. Please try again shortly." },
          id: null,
        });
    } catch {
      // The connection is gone; nothing left to answer.
    }
  }
}
