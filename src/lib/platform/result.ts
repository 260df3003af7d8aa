/**
 * A Function's request and answer without a framework: each handler (contact/handler.ts,
 * cms/oauth.ts, leads/team.ts) takes an HttpRequest and returns a FunctionResult, and its file in
 * src/api/ adapts Gatsby's request and response to them with queryOf and send, using only the
 * methods every Gatsby adapter supports (gatsby serve's express and Netlify's Lambda shim).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

/** Header names in lower case, as Node gives them. */
export type RequestHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface HttpRequest {
  method: string;
  headers: RequestHeaders;
  /** The query string's parameters (the first value of each). */
  query: Readonly<Record<string, string | undefined>>;
}

export interface FunctionResult<Body = unknown> {
  status: number;
  headers: Readonly<Record<string, string | readonly string[]>>;
  /** With a 3xx status: where to. */
  location?: string;
  /** Text is sent as it is (with its own Content-Type header); anything else as JSON. */
  body?: Body;
}

/** Every answer that names a person or a session: never cached, never sniffed, never a referrer. */
export const NO_STORE = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
} as const;

/** A header's first value, trimmed; undefined when it is missing or blank. */
export function header(request: Pick<HttpRequest, "headers">, name: string): string | undefined {
  const value = request.headers[name];
  return (typeof value === "string" ? value : value?.[0])?.trim() || undefined;
}

export function send(res: GatsbyFunctionResponse, result: FunctionResult): void {
  for (const [name, value] of Object.entries(result.headers))
    res.setHeader(name, typeof value === "string" ? value : [...value]);
  if (result.location !== undefined) res.redirect(result.status, result.location);
  else if (typeof result.body === "string") res.status(result.status).send(result.body);
  else if (result.body !== undefined) res.status(result.status).json(result.body);
  else res.status(result.status).end();
}

/** The query string as plain text values (the first of repeated ones), whichever adapter parsed it. */
export function queryOf(req: GatsbyFunctionRequest): Record<string, string | undefined> {
  const query: unknown = req.query;
  if (typeof query !== "object" || query === null) return {};
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") out[key] = first;
  }
  return out;
}
