/**
 * The one adapter from Gatsby's request and response to a framework-free handler, for every
 * Function (src/api/**): it hands the handler the request (method, headers, query, the body as the
 * Function's parser read it, the address asked for, the visitor's address, whether the body went
 * past the parsers' limit) and the settings read at request time (Gatsby inlines `process.env.X`
 * into Functions at build), sends the FunctionResult it returns, and catches every error with an
 * answer always sent, since Gatsby's wrapper may not await the Function.
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

/** What every Function's handler is given. */
export interface FunctionRequest extends VisitorHttpRequest {
  /** The body as the Function's body parser read it (undefined when it read none). */
  body: unknown;
  /** The address as asked for: Express (gatsby serve) keeps it in originalUrl, Netlify's adapter in both. */
  path: string;
  /** Set by the patched body parsers (patches/gatsby+5.16.1.patch) when a body went past their limit. */
  bodyTooLarge: boolean;
}

/** What Gatsby's request carries besides its type: the address as asked for, the parsers' mark. */
interface AdaptedRequest {
  originalUrl?: string;
  bodyTooLarge?: boolean;
}

export type GatsbyHandler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;

/** Gatsby's request as a handler's. */
export function functionRequest(req: GatsbyFunctionRequest): FunctionRequest {
  const adapted = req as GatsbyFunctionRequest & AdaptedRequest & VisitorRequest;
  return {
    method: req.method ?? "",
    headers: req.headers,
    query: queryOf(req),
    body: req.body as unknown,
    path: adapted.originalUrl ?? req.url ?? "",
    clientAddress: visitorAddress(adapted),
    bodyTooLarge: adapted.bodyTooLarge === true,
  };
}

/** The settings as they are, for a handler that reads what it needs itself (the CMS's sign-in). */
export const allSettings = (env: Env): Env => env;

/**
 * The Function: `handle` answers. `unexpected` is the 500's JSON when it throws (or its answer
 * cannot be sent), a bare 500 without it; `settings` what it is given of the environment:
 * functionSettings by default (a preview's Functions never see the live site's, src/lib/env.ts).
 */
export function gatsbyFunction(
  handle: (request: FunctionRequest, env: Env) => FunctionResult | Promise<FunctionResult>,
  unexpected?: unknown,
  settings: (env: Env) => Env = functionSettings,
): GatsbyHandler {
  return async function handler(req, res) {
    try {
      const result = await handle(functionRequest(req), settings(globalThis.process.env));
      send(res, result);
    } catch {
      try {
        if (res.headersSent) return;
        if (unexpected === undefined) res.status(500).end();
        else res.status(500).json(unexpected);
      } catch {
        // The connection is gone; nothing left to answer.
      }
    }
  };
}
