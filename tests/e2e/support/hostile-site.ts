/**
 * Sites that try to stall the AI search check, each on its own 127.0.0.1 port (robots.txt and
 * llms.txt are per origin), and a name server that never answers. Written for the test that
 * checks them through `npm run serve` (site-check-hostile.test.ts): nothing here is a real site.
 */
import dgram from "node:dgram";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export interface HostileSite {
  origin: string;
  /** `127.0.0.1:port`, for SITE_CHECK_ALLOW_HOSTS. */
  hostPort: string;
  /** When the site last saw a connection it had written to close (ms since the epoch), by path. */
  closedAt: Map<string, number>;
  /** Every request's path, in order. */
  requests: string[];
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html lang="en"><head><title>A hostile fixture site for the check</title></head><body><h1>Fixture</h1><p>${"word ".repeat(250)}</p></body></html>`;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, site: HostileSite) => void;

async function serve(handler: Handler): Promise<HostileSite> {
  const sockets = new Set<import("node:net").Socket>();
  const closedAt = new Map<string, number>();
  const requests: string[] = [];
  const holder: { site?: HostileSite } = {};
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    requests.push(path);
    res.on("close", () => closedAt.set(path, Date.now()));
    if (holder.site) handler(req, res, holder.site);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const site: HostileSite = {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    closedAt,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  holder.site = site;
  return site;
}

const page = (res: http.ServerResponse) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGE);

/**
 * A plain site, its page and nothing else: the check's warm-up, so that the first hostile case's
 * figures hold only that case's work (the check's first run loads and compiles its code: some
 * 0.7 s of CPU in one go, which held a probe past 1 s beside CI's builds).
 */
export function plainSite(): Promise<HostileSite> {
  return serve((req, res) => {
    if (req.url === "/") page(res);
    else res.writeHead(404).end();
  });
}

/** An llms.txt of 500 kB of `[`: a link-counting regex that backtracks takes minutes over it. */
export function bracketsLlms(): Promise<HostileSite> {
  const llms = `# Brackets\n\n${"[".repeat(500 * 1024)}`;
  return serve((req, res) => {
    if (req.url === "/llms.txt") res.writeHead(200, { "Content-Type": "text/plain" }).end(llms);
    else if (req.url === "/") page(res);
    else res.writeHead(404).end();
  });
}

/** The address checked on the wildcard site: 2,000 characters of path. */
export const LONG_PATH = `/${"a".repeat(1_999)}`;

/**
 * A robots.txt of long wildcard rules (about 400 kB) that never match a 2,000-character path of
 * `a`: a matcher that costs pattern × path per rule and crawler stalls on it.
 */
export function wildcardRobots(): Promise<HostileSite> {
  const rule = `Disallow: /${"*a".repeat(2_000)}*b\n`;
  const robots = `User-agent: *\n${rule.repeat(100)}`;
  return serve((req, res) => {
    if (req.url === "/robots.txt") res.writeHead(200, { "Content-Type": "text/plain" }).end(robots);
    else if (req.url === LONG_PATH) page(res);
    else res.writeHead(404).end();
  });
}

/** A page (and robots.txt, llms.txt, sitemap) that each decompress to 200 MB of zeros. */
export function gzipBombs(): Promise<HostileSite> {
  const bomb = zlib.gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 });
  return serve((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }).end(bomb);
  });
}

/**
 * A page whose compressed body never ends and never decodes to much: empty gzip members one after
 * another, about 20 bytes each that decode to nothing, written as fast as the socket takes them.
 */
export function endlessCompressed(): Promise<HostileSite> {
  const member = zlib.gzipSync(Buffer.alloc(0));
  const chunk = Buffer.concat(Array.from({ length: 3_000 }, () => member));
  return serve((req, res) => {
    if (req.url !== "/") return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once("drain", write);
    };
    write();
  });
}

/** A redirect whose body never ends (64 kB at a time, as fast as the socket takes it), to a good page. */
export function endlessRedirectBody(): Promise<HostileSite> {
  const chunk = Buffer.alloc(64 * 1024, "x");
  return serve((req, res) => {
    if (req.url === "/") {
      res.writeHead(302, { Location: "/page", "Content-Type": "text/plain" });
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once("drain", write);
      };
      write();
    } else if (req.url === "/page") page(res);
    else res.writeHead(404).end();
  });
}

export interface SilentNameServer {
  /** `127.0.0.1:port`, for SITE_CHECK_DNS_SERVERS. */
  address: string;
  /** Queries received (each is read and dropped). */
  queries(): number;
  close(): Promise<void>;
}

/** A name server that reads every query and answers none. */
export async function silentNameServer(): Promise<SilentNameServer> {
  const socket = dgram.createSocket("udp4");
  let queries = 0;
  socket.on("message", () => (queries += 1));
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries: () => queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) used so far by the processes in process group `pgid` (Linux /proc). */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, … utime is the 12th, stime the 13th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * A site whose more pages (issue 47) try to stall the check: a home page of 10,000 links, a sitemap
 * that never ends (entries written as fast as the socket takes them), and behind its first entries
 * a page that never ends, a page that never answers, a page that is a gzip bomb, and another page
 * that never ends, which (with the bomb) the shared byte budget has no room left for. Its home page
 * gives the agent's walk (issue 56) a plain link to book, and leads it to a contact page that never
 * ends and to its prices: the silent page the more pages read too.
 */
export function endlessPages(): Promise<HostileSite> {
  const links = Array.from({ length: 10_000 }, (_, i) => `<a href="/x${i}/">x</a>`).join("");
  const home = `<!doctype html><html lang="en"><head><title>Many pages</title></head><body><h1>Many pages</h1><p>${"word ".repeat(250)}</p><a href="/contact/">Contact us</a> <a href="/book/">Book online</a> <a href="/p1/">Prices</a>${links}</body></html>`;
  const bomb = zlib.gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 });
  const endless = (res: http.ServerResponse, head: string, chunk: string) => {
    res.write(head);
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once("drain", write);
    };
    write();
  };
  return serve((req, res, site) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/") res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(home);
    else if (path === "/robots.txt")
      res
        .writeHead(200, { "Content-Type": "text/plain" })
        .end(`User-agent: *\nAllow: /\nSitemap: ${site.origin}/sitemap.xml\n`);
    else if (path === "/sitemap.xml") {
      res.writeHead(200, { "Content-Type": "application/xml" });
      let n = 0;
      res.write(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
      const write = () => {
        while (!res.destroyed && res.write(`<url><loc>${site.origin}/p${n}/</loc></url>`)) n += 1;
        if (!res.destroyed) res.once("drain", write);
      };
      write();
    } else if (path === "/p0/" || path === "/p3/" || path === "/contact/") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      endless(
        res,
        `<!doctype html><html lang="en"><head><title>Endless</title></head><body><h1>Endless</h1>`,
        `<p>${"word ".repeat(2_000)}</p>`,
      );
    } else if (path === "/p1/")
      res.writeHead(200, { "Content-Type": "text/html" }).write("<!doctype html><title>Slow</title>");
    else if (path === "/p2/") res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }).end(bomb);
    else res.writeHead(404).end();
  });
}
