/** GET /api/cms/callback: where GitHub sends the editor back (src/lib/cms/oauth.ts). Nothing else lives here. */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { authCallback } from "../../lib/cms/oauth";
import { queryOf, send } from "../../lib/platform/result";

export default async function cmsCallback(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  // authCallback never throws: every failure is a page with Decap's error message.
  const result = await authCallback(
    { method: req.method ?? "", query: queryOf(req), headers: req.headers },
    globalThis.process.env,
  );
  try {
    send(res, result);
  } catch {
    // The connection is gone; nothing left to answer.
  }
}
