/**
 * GET or POST /api/site-check: adapts Gatsby's request and response to handleSiteCheck. Nothing
 * else lives here. Gatsby's wrapper may not await this function, so every error is caught and an
 * answer always sent.
 */
import { functionSettings } from "../lib/env";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleSiteCheck } from "../lib/site-check/handler";
import { queryOf, send } from "../lib/platform/result";
import { visitorAddress, type VisitorRequest } from "../lib/platform/visitor";
import { leadStoreFor } from "../lib/leads/stores";

export default async function siteCheck(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  try {
    const result = await handleSiteCheck(
      {
        method: req.method ?? "",
        headers: req.headers,
        query: queryOf(req),
        body: req.body as unknown,
        clientAddress: visitorAddress(req as GatsbyFunctionRequest & VisitorRequest),
      },
      // Read at request time: Gatsby inlines `process.env.X` into Functions at build.
      functionSettings(globalThis.process.env),
      // Reports are kept in the lead store for these settings (none on a Function without a database).
      { reports: leadStoreFor },
    );
    send(res, result);
  } catch {
    try {
      if (!res.headersSent)
        res
          .status(500)
          .json({ error: "Something went wrong on our side. Please try again shortly.", code: "unexpected" });
    } catch {
      // The connection is gone; nothing left to answer.
    }
  }
}
