/**
 * POST /api/contact: adapts Gatsby's request and response to handleContact. Nothing else lives here.
 * Gatsby's wrapper may not await this function, so every error is caught and an answer always sent,
 * using only the response methods every Gatsby adapter supports.
 */
import { ERROR_MESSAGES, handleContact } from "../lib/contact/server";
import { gatsbyFunction } from "../lib/platform/function";

// No `export const config` for the body parsers: Gatsby 5 mistakes that export for a page's
// rendering config and then builds SSR engines this static site does not need (and that fail
// validation here). Gatsby's default parsers, as patched (patches/gatsby+5.16.1.patch), count the
// bytes as they arrive and stop at 32 kB, chunked or not, then run the Function with
// `req.bodyTooLarge`, so handleContact answers its own 413 or redirect.

// Settings are read at request time; a preview's Functions never see the live site's store, key
// or webhooks (src/lib/env.ts). The adapter (src/lib/platform/function.ts) hands over
// `req.bodyTooLarge` as the request's bodyTooLarge.
export default gatsbyFunction((request, env) => handleContact(request, env), {
  ok: false,
  error: ERROR_MESSAGES.unexpected,
});
