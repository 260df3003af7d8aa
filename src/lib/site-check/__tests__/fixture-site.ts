/**
 * A fixture website on 127.0.0.1 for the site check's tests: each test names the routes it needs,
 * and the server is started and stopped by the test. The fetcher reaches it only through the
 * allow list (SITE_CHECK_ALLOW_HOSTS), as the e2e test reaches the built site.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface FixtureSite {
  origin: string;
  /** `127.0.0.1:port`, for the allow list. */
  hostPort: string;
  /** Every request's path and headers, in order. */
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startFixtureSite(routes: Record<string, Route>): Promise<FixtureSite> {
  const requests: FixtureSite["requests"] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    requests.push({ path, headers: req.headers });
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, headers: Record<string, string> = {}): Route =>
  (_req, res) =>
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers }).end(body);

export const text =
  (body: string, type = "text/plain; charset=utf-8"): Route =>
  (_req, res) =>
    res.writeHead(200, { "Content-Type": type }).end(body);

export const redirect =
  (location: string, status = 302): Route =>
  (_req, res) =>
    res.writeHead(status, { Location: location }).end();
