/** GET /api/cms/callback: where GitHub sends the editor back (src/lib/cms/oauth.ts). Nothing else lives here. */
import { authCallback } from "../../lib/cms/server";
import { allSettings, gatsbyFunction } from "../../lib/platform/function";

// authCallback never throws: every failure is a page with Decap's error message. It reads the settings as they are.
export default gatsbyFunction((request, env) => authCallback(request, env), undefined, allSettings);
