/**
 * `npm run serve`'s headers for the team's page of enquiries: `gatsby serve` sends none of the
 * headers gatsby-config.ts names (Netlify gets those from public/_headers and netlify.toml), so
 * this preload (scripts/serve.mjs, `node --require`) has every HTTP server the process makes send
 * the team's page and its files the headers Netlify sends them (TEAM_PAGE_HEADERS): the page is as
 * strict on the server started with `npm start` as on the live site. Every other request passes
 * untouched.
 */
import http from "node:http";
import { TEAM_PAGE, TEAM_PAGE_HEADERS } from "./team-page";

/** Whether `url` (a request's path and query) is the team's page or one of its files. */
export function isTeamPageFile(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? "";
  return path === TEAM_PAGE.slice(0, -1) || path.startsWith(TEAM_PAGE);
}

const createServer = http.createServer.bind(http) as (...args: unknown[]) => http.Server;
(http as { createServer: (...args: unknown[]) => http.Server }).createServer = (...args: unknown[]) => {
  const server = createServer(...args);
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!isTeamPageFile(req.url ?? "")) return;
    for (const [name, value] of Object.entries(TEAM_PAGE_HEADERS)) res.setHeader(name, value);
  });
  return server;
};
