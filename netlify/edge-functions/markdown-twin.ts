/**
 * Netlify Edge Function (declared in netlify.toml), run on Deno: a page requested with
 * `Accept: text/markdown` is answered with its Markdown twin; any other request gets the page as it
 * stands. Deno code: every import is a relative file with its `.ts` extension, inside
 * src/lib/edge/ (no npm module, no Node API, nothing of the content layer), which `npm run
 * lint:deps` and a test that asks Deno for the module graph hold.
 */
import { answerMarkdown, type EdgeContext } from "../../src/lib/edge/markdown-twin.ts";

export default (request: Request, context: EdgeContext): Promise<Response> => answerMarkdown(request, context);
