/**
 * A Gatsby Function made from a handler that takes the request (its body and the visitor's
 * address with it) and returns a FunctionResult: the settings read at request time (Gatsby inlines
 * `process.env.X` into Functions at build), and every error caught with an answer always sent,
 * since Gatsby's wrapper may not await the Function.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { functionSettings, type Env } from "../env";
import { queryOf, send, type FunctionResult, type HttpRequest } from "./result";
import { visitorAddress, type VisitorRequest } from "./visitor";

export interface VisitorHttpRequest extends HttpRequest {
  /** The body as the Function's body parser read it. */
  body?: unknown;
  clientAddress?: string;
}

/** The Function: `handle` answers; `unexpected` is the 500's JSON when it throws. */
export function gatsbyFunction(
  handle: (request: VisitorHttpRequest, env: Env) => Promise<FunctionResult>,
  unexpected: unknown,
): (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void> {
  return async function handler(req, res) {
    try {
      const result = await handle(
        {
          method: req.method ?? "",
          headers: req.headers,
          query: queryOf(req),
          body: req.body as unknown,
          clientAddress: visitorAddress(req as GatsbyFunctionRequest & VisitorRequest),
        },
        functionSettings(globalThis.process.env),
      );
      send(res, result);
    } catch {
      try {
        if (!res.headersSent) res.status(500).json(unexpected);
      } catch {
        // The connection is gone; nothing left to answer.
      }
    }
  };
}
