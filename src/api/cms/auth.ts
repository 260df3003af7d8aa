/** GET /api/cms/auth: the CMS login's first step (src/lib/cms/oauth.ts). Nothing else lives here. */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { authStart } from "../../lib/cms/oauth";
import { queryOf, send } from "../../lib/function-response";

export default function cmsAuth(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void {
  try {
    // Read at request time: Gatsby inlines `process.env.X` into Functions at build.
    send(res, authStart({ method: req.method ?? "", query: queryOf(req), headers: req.headers }, globalThis.process.env));
  } catch {
    if (!res.headersSent) res.status(500).send("The CMS login could not start. Please try again.");
  }
}
