/**
 * Sends what a Function's framework-free handler decided through Gatsby's response, using only
 * the methods every Gatsby adapter supports (gatsby serve's express and Netlify's Lambda shim).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export interface FunctionResult {
  status: number;
  headers: Readonly<Record<string, string | readonly string[]>>;
  /** With a 3xx status: where to. */
  location?: string;
  /** Text is sent as it is (with its own Content-Type header); anything else as JSON. */
  body?: unknown;
}

export function send(res: GatsbyFunctionResponse, result: FunctionResult): void {
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, typeof value === "string" ? value : [...value]);
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
