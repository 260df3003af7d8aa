/**
 * POST /api/contact: adapts Gatsby's request and response to handleContact. Nothing else lives here.
 * Gatsby's wrapper may not await this function, so every error is caught and an answer always sent,
 * using only the response methods every Gatsby adapter supports.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { ERROR_MESSAGES, handleContact } from "../lib/contact/handler";

// No `export const config` for the body parsers: Gatsby 5 mistakes that export for a page's
// rendering config and then builds SSR engines this static site does not need (and that fail
// validation here). Gatsby's default parsers stop at 100 kB; handleContact refuses anything over
// its own 32 kB limit with a proper 413 or redirect.

/** The rightmost forwarded address is the one our own proxy saw; earlier ones are the client's word. */
function clientAddress(req: GatsbyFunctionRequest): string | undefined {
  const forwarded = req.headers["x-forwarded-for"];
  const list = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
  const last = list.map((part) => part.trim()).filter((part) => part !== "").pop();
  if (last) return last;
  const ip: unknown = (req as { ip?: unknown }).ip;
  return typeof ip === "string" && ip !== "" ? ip : req.socket?.remoteAddress;
}

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  try {
    const result = await handleContact(
      { method: req.method ?? "", headers: req.headers, body: req.body as unknown, clientAddress: clientAddress(req) },
      // Read at request time: Gatsby inlines `process.env.X` into Functions at build.
      globalThis.process.env,
    );
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    if (result.location !== undefined) {
      res.redirect(result.status, result.location);
    } else if (result.body !== undefined) {
      res.status(result.status).json(result.body);
    } else {
      res.status(result.status).end();
    }
  } catch {
    try {
      if (!res.headersSent) res.status(500).json({ ok: false, error: ERROR_MESSAGES.unexpected });
    } catch {
      // The connection is gone; nothing left to answer.
    }
  }
}
