/**
 * The check under abuse, for `npm run bench`: how large a kept report can grow, and what the report
 * read limit costs.
 * - The largest stored report: a stand-in site on 127.0.0.1 whose page carries what once made a
 *   1.5 MB report (a 1.5 MB author in its JSON-LD, a 1 MB title and description, 5,000 long
 *   headings), checked alone and compared with two more such pages, through the served site's own
 *   check; then the kept report's JSON (`/api/site-check/reports/<id>`) and page are fetched and
 *   weighed. Budgets: 256 kB a report, 400 kB its page.
 * - The read limit's cost: the per-visitor count the report's page, its JSON and MCP's get_report
 *   share (platform/rate-limit.ts hitVisitor on the in-memory limiter), timed over many reads, for
 *   an IPv4 visitor (one count) and an IPv6 visitor (three: the /64, /56 and /48).
 */
import http from "node:http";
import { createRequire } from "node:module";
import { bundleTs } from "../scripts/bundle-ts.mjs";

export const HOSTILE_PORT = Number(process.env.BENCH_HOSTILE_PORT ?? 9301);

const big = (size, unit) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** A page built to make the largest report it can. */
function hostilePage(tag) {
  const author = big(1_500_000, "Ada Lovelace ");
  const title = big(1_000_000, `${tag} title `);
  const description = big(1_000_000, "description ");
  const headings = Array.from({ length: 5_000 }, (_, i) => `<h2>${big(300, `Heading ${i} `)}</h2>`).join("");
  const jsonLd = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    author: { "@type": "Person", name: author },
    datePublished: "2026-01-01",
  });
  return `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${description}"><script type="application/ld+json">${jsonLd}</script></head><body><h1>${title}</h1>${headings}<p>${"word ".repeat(400)}</p></body></html>`;
}

/** The stand-in site: three such pages, a robots.txt that lets everyone in. */
export function startHostileSite(port = HOSTILE_PORT) {
  const pages = new Map(["/a/", "/b/", "/c/"].map((path) => [path, hostilePage(path)]));
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("User-agent: *\nAllow: /\n");
      return;
    }
    const page = pages.get(path);
    res.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(page ?? "not here");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The served site's check of the stand-in pages (alone, and compared with two more): each kept report's bytes. */
export async function measureLargestReport(base, port = HOSTILE_PORT) {
  const site = `http://127.0.0.1:${port}`;
  const runs = [
    { name: "one page", query: { url: `${site}/a/` } },
    { name: "a comparison of three", query: { url: `${site}/a/`, compare1: `${site}/b/`, compare2: `${site}/c/` } },
  ];
  const measured = [];
  for (const run of runs) {
    // Each from a visitor of its own (the check runs one at a time per visitor, and counts each).
    const check = await fetch(`${base}/api/site-check?${new URLSearchParams(run.query)}`, {
      headers: { accept: "application/json" },
    });
    const answered = await check.json().catch(() => ({}));
    if (typeof answered.id !== "string") {
      measured.push({ name: run.name, skipped: `the check answered ${check.status} without a kept report` });
      continue;
    }
    const json = await (await fetch(`${base}/api/site-check/reports/${answered.id}`)).arrayBuffer();
    const page = await (await fetch(`${base}/ai-search-check/report/${answered.id}/`)).arrayBuffer();
    measured.push({ name: run.name, reportKb: kb(json.byteLength), pageKb: kb(page.byteLength) });
  }
  return measured;
}

/** What one counted read costs: microseconds per hitVisitor on the in-memory limiter. */
export async function measureReadLimit(reads = 20_000) {
  const { createMemoryRateLimiter, hitVisitor } = createRequire(import.meta.url)(
    await bundleTs("src/lib/platform/rate-limit.ts"),
  );
  const time = async (address) => {
    const limiter = createMemoryRateLimiter({ windowSeconds: 3600 });
    // Warm the limiter and the code paths first.
    for (let i = 0; i < 1_000; i += 1) await hitVisitor(limiter, address, 1_000_000);
    const started = process.hrtime.bigint();
    for (let i = 0; i < reads; i += 1) await hitVisitor(limiter, address, 1_000_000);
    return Number(process.hrtime.bigint() - started) / 1_000 / reads;
  };
  const round = (us) => Math.round(us * 10) / 10;
  return { reads, ipv4Us: round(await time("203.0.113.9")), ipv6Us: round(await time("2001:db8:1:100::1")) };
}

export const abuseSection = (largest, readLimit) =>
  [
    "## The check under abuse",
    "",
    !largest
      ? "The largest stored report: not measured."
      : `The largest stored report: the served site's check of a stand-in page built to grow its report (a 1.5 MB author in its JSON-LD, a 1 MB title and description, 5,000 headings of 300 characters: once a 1.5 MB report, its page 1.6 MB): ${largest
          .map((m) =>
            m.skipped
              ? `${m.name}: not measured (${m.skipped})`
              : `${m.name}: the kept report ${m.reportKb} kB, its page ${m.pageKb} kB`,
          )
          .join("; ")}. Budgets: 256 kB a report, 400 kB its page.`,
    "",
    !readLimit
      ? "The read limit's cost: not measured."
      : `The read limit's cost: one counted read (the report's page, its JSON or MCP's get_report) takes ${readLimit.ipv4Us} µs for an IPv4 visitor and ${readLimit.ipv6Us} µs for an IPv6 visitor (its /64, /56 and /48 counted), on this instance's in-memory count, over ${readLimit.reads.toLocaleString("en-AU")} reads; through Redis it is one round trip per count.`,
    "",
  ].join("\n");
