/** GET /api/cms/auth: the CMS login's first step (src/lib/cms/oauth.ts). Nothing else lives here. */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { authStart } from "../../lib/cms/oauth";
import { queryOf, send } from "../../lib/platform/result";

export default function cmsAuth(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void {
  // authStart never throws: every failure is a page with Decap's error message.
  // Settings are read at request time: Gatsby inlines `process.env.X` into Functions at build.
  const result = authStart(
    { method: req.method ?? "", query: queryOf(req), headers: req.headers },
    globalThis.process.env,
  );
  try {
    send(res, result);
  } catch {
    // The connection is gone; nothing left to answer.
  }
}
