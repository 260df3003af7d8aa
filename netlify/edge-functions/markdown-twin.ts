/**
 * Netlify Edge Function (declared in netlify.toml): a page requested with `Accept: text/markdown`
 * is answered with its Markdown twin (src/lib/answers/negotiate.ts); any other request gets the
 * page as it stands.
 */
import { answerMarkdown, type EdgeContext } from "../../src/lib/answers/negotiate";

export default (request: Request, context: EdgeContext): Promise<Response> => answerMarkdown(request, context);
