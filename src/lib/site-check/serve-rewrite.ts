/**
 * `npm run serve`'s stand-in for the rewrite Netlify applies (gatsby-node.ts declares it): a kept
 * report's page, /ai-search-check/report/<id>/, is answered by its Function. `gatsby serve` has no
 * rewrites, so this preload (scripts/serve.mjs, `node --require`) has every HTTP server the
 * process makes hand such a request to the Function's own address before anything else sees it,
 * the address bar unchanged, as Netlify's 200 rewrite does. The check's files for agents (the API
 * catalog, the API's description) get the types public/_headers gives them on Netlify. A path that
 * begins with more than one slash (or a backslash) is read as the one path it names on this site:
 * `gatsby serve` would otherwise answer `//other.host` with a redirect to `//other.host/`, which a
 * browser follows to another host. Every other request passes untouched.
 */
import http from "node:http";
import { reportIdIn, REPORT_PAGE } from "../content/report-address";
import { AGENT_FILE_TYPES } from "../content/agent-api";

/** The Function that renders a report's page (src/api/site-check/report-page/[id].ts). */
export const REPORT_PAGE_FUNCTION = "/api/site-check/report-page/";

/** Where `url` is served from: a report page's address becomes its Function's, anything else stays. */
export function rewrite(requested: string): string {
  // Never a scheme-relative address: `//host`, `/\host` and the like are this site's `/host`.
  const url = requested.replace(/^[/\\]{2,}/, "/");
  if (!url.startsWith(REPORT_PAGE)) return url;
  const path = url.split(/[?#]/)[0] ?? "";
  const id = reportIdIn(path);
  // Only the page itself (with or without its final slash), never something beneath it.
  if (id === undefined || !/^\/ai-search-check\/report\/[^/]+\/?$/.test(path)) return url;
  return `${REPORT_PAGE_FUNCTION}${id}${url.slice(path.length)}`;
}

const createServer = http.createServer.bind(http) as (...args: unknown[]) => http.Server;
(http as { createServer: (...args: unknown[]) => http.Server }).createServer = (...args: unknown[]) => {
  const server = createServer(...args);
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url) req.url = rewrite(req.url);
    // The check's files for agents, in the types Netlify gives them (express's static files keep a type already set).
    const type = AGENT_FILE_TYPES[req.url?.split(/[?#]/)[0] ?? ""];
    if (type) res.setHeader("Content-Type", type);
  });
  return server;
};
