/**
 * POST /api/contact: adapts Gatsby's request and response to handleContact. Nothing else lives here.
 * Gatsby's wrapper may not await this function, so every error is caught and an answer always sent,
 * using only the response methods every Gatsby adapter supports.
 */
import { functionSettings } from "../lib/env";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { ERROR_MESSAGES, handleContact } from "../lib/contact/handler";
import { send } from "../lib/platform/result";
import { visitorAddress, type VisitorRequest } from "../lib/platform/visitor";

// No `export const config` for the body parsers: Gatsby 5 mistakes that export for a page's
// rendering config and then builds SSR engines this static site does not need (and that fail
// validation here). Gatsby's default parsers, as patched (patches/gatsby+5.16.1.patch), count the
// bytes as they arrive and stop at 32 kB, chunked or not, then run the Function with
// `req.bodyTooLarge`, so handleContact answers its own 413 or redirect.

/** Set by the patched body parsers when a body went past their limit. */
interface ParsedRequest {
  bodyTooLarge?: boolean;
}

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  try {
    const result = await handleContact(
      {
        method: req.method ?? "",
        headers: req.headers,
        body: req.body as unknown,
        clientAddress: visitorAddress(req as GatsbyFunctionRequest & VisitorRequest),
        bodyTooLarge: (req as ParsedRequest).bodyTooLarge === true,
      },
      // Read at request time: Gatsby inlines `process.env.X` into Functions at build.
      // A preview's Functions never see the live site's store, key or webhooks (src/lib/env.ts).
      functionSettings(globalThis.process.env),
    );
    send(res, result);
  } catch {
    try {
      if (!res.headersSent) res.status(500).json({ ok: false, error: ERROR_MESSAGES.unexpected });
    } catch {
      // The connection is gone; nothing left to answer.
    }
  }
}
