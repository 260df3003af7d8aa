/** GET /api/cms/auth: the CMS login's first step (src/lib/cms/oauth.ts). Nothing else lives here. */
import { authStart } from "../../lib/cms/server";
import { allSettings, gatsbyFunction } from "../../lib/platform/function";

// authStart never throws: every failure is a page with Decap's error message. It reads the settings as they are.
export default gatsbyFunction((request, env) => authStart(request, env), undefined, allSettings);
