/**
 * The Functions as Netlify runs them: the handlers gatsby-adapter-netlify generated in
 * .netlify/functions-internal/ during the build, and events shaped as Netlify's edge hands them over.
 *
 * Behind Netlify's edge, `x-forwarded-for` ends in Netlify's own proxy and
 * `x-nf-client-connection-ip` is the visitor's address as the edge saw it.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
export const SITE = "https://www.harbouraiseo.com.au";
export const NETLIFY_PROXY = "100.64.12.34";

export interface NetlifyEvent {
  httpMethod: string;
  path: string;
  rawUrl: string;
  rawQuery: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  queryStringParameters: Record<string, string>;
  multiValueQueryStringParameters: Record<string, string[]>;
  body: string | null;
  isBase64Encoded: boolean;
}
export interface NetlifyResult {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  body?: string;
  isBase64Encoded?: boolean;
}
export type Handler = (event: NetlifyEvent, context: object) => Promise<NetlifyResult>;

/** The file of the adapter's handler for a Function's route, found through the manifest it wrote beside it. */
export function handlerPathFor(route: string): string {
  const dir = path.join(root, ".netlify/functions-internal");
  for (const id of fs.readdirSync(dir)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, id, `${id}.json`), "utf8")) as {
      config: { name: string };
    };
    if (manifest.config.name === route) return path.join(dir, id, `${id}.js`);
  }
  throw new Error(`no handler for ${route} in ${dir}: run npm run build first`);
}

/** The adapter's handler for a Function's route, loaded into this process (a CommonJS module: Jest's require, once per test file). */
export async function handlerFor(route: string): Promise<Handler> {
  return ((await import(handlerPathFor(route))) as { handler: Handler }).handler;
}

export interface Request {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  visitor: string;
  contentType?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** An event as Netlify's edge hands it to the Function: headers in both shapes, the visitor's address set by the edge. */
export function event({
  method = "POST",
  path: route = "/api/contact",
  query = {},
  visitor,
  contentType = "application/json",
  body,
  headers = {},
}: Request): NetlifyEvent {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  const all: Record<string, string> = {
    host: new URL(SITE).host,
    "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile",
    "x-forwarded-for": `${visitor}, ${NETLIFY_PROXY}`,
    "x-forwarded-proto": "https",
    "x-nf-client-connection-ip": visitor,
    "x-nf-request-id": `01TEST${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    ...(bytes ? { "content-type": contentType, "content-length": String(bytes.length) } : {}),
    ...headers,
  };
  const binary = bytes !== undefined && Buffer.isBuffer(body);
  const rawQuery = new URLSearchParams(query).toString();
  return {
    httpMethod: method,
    path: route,
    rawUrl: `${SITE}${route}${rawQuery ? `?${rawQuery}` : ""}`,
    rawQuery,
    headers: all,
    multiValueHeaders: Object.fromEntries(Object.entries(all).map(([k, v]) => [k, [v]])),
    queryStringParameters: query,
    multiValueQueryStringParameters: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])),
    body: bytes === undefined ? null : binary ? bytes.toString("base64") : bytes.toString("utf8"),
    isBase64Encoded: binary,
  };
}

export interface Answer {
  status: number;
  header(name: string): string | undefined;
  text: string;
}

/** A handler's result as the visitor receives it. */
export function answerOf(result: NetlifyResult): Answer {
  const body =
    result.body === undefined
      ? ""
      : result.isBase64Encoded
        ? Buffer.from(result.body, "base64").toString("utf8")
        : result.body;
  const headers = Object.fromEntries(
    Object.entries(result.multiValueHeaders ?? {}).map(([k, v]) => [k.toLowerCase(), v.join(", ")]),
  );
  return { status: result.statusCode, header: (name) => headers[name], text: body };
}
