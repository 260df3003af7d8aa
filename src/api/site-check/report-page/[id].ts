/**
 * A kept report's page, /ai-search-check/report/<id>/, rendered on the server
 * (src/lib/site-check/report-handler.ts). That address reaches this Function by a rewrite: on
 * Netlify the one gatsby-node.ts declares (the request keeps its own path), under `npm run serve`
 * src/lib/site-check/serve-rewrite.ts; either way the id is the path's last part. Gatsby's wrapper
 * may not await this function, so every error is caught and an answer always sent.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { functionSettings } from "../../../lib/env";
import { queryOf, send } from "../../../lib/http";
import { handleStoredReport } from "../../../lib/site-check/report-handler";

/** The address as asked for: Express (gatsby serve) keeps it in originalUrl, Netlify's adapter in both. */
const requestPath = (req: GatsbyFunctionRequest): string =>
  (req as GatsbyFunctionRequest & { originalUrl?: string }).originalUrl ?? req.url ?? "";

export default async function reportPage(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  try {
    const result = await handleStoredReport(
      { method: req.method ?? "", headers: req.headers, query: queryOf(req), path: requestPath(req) },
      // Read at request time: Gatsby inlines `process.env.X` into Functions at build.
      functionSettings(globalThis.process.env),
      "page",
    );
    send(res, result);
  } catch {
    try {
      if (!res.headersSent) res.status(500).send("Something went wrong on our side. Please try again shortly.");
    } catch {
      // The connection is gone; nothing left to answer.
    }
  }
}
