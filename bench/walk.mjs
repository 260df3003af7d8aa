/**
 * What the agent's walk and the disagreements (issue 56) add to a check, in time and bytes: the
 * check's own code (src/lib/site-check/run.ts, bundled as the bench bundles the Functions' modules)
 * runs against a local stand-in small-business site (the walk's HTML fixtures, each padded to about
 * 17 kB of ordinary text, the size of our own home page's words), with its more pages, WALK_RUNS
 * times with the walk's words and WALK_RUNS times without (the check then skips both parts), one
 * check at a time, alternating. Bytes are what the stand-in sent; time is to the report. No bot
 * table (it is measured apart), so the figures are the walk's and the disagreements' own.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";
import { bundleTs } from "../scripts/bundle-ts.mjs";

const WALK_RUNS = Number(process.env.BENCH_WALK_RUNS ?? 15);
const FIXTURES = "src/lib/site-check/__tests__/walk-pages";

function startSite(root) {
  const read = (name) => fs.readFileSync(path.join(root, FIXTURES, `${name}.html`), "utf8");
  const pad = (html) =>
    html.replace("</body>", `<p>${"Ordinary words about the business and its work. ".repeat(300)}</p></body>`);
  const pages = {
    "/": pad(read("plumber-home")),
    "/contact/": pad(read("plumber-contact")),
    "/services/": pad(read("plumber-services").replace("/book/", "/prices/")),
    "/prices/": pad(read("plumber-prices")),
    "/about/": pad(
      "<!doctype html><html lang=en><head><title>About</title></head><body><h1>About us</h1></body></html>",
    ),
  };
  const sent = { bytes: 0 };
  const server = http.createServer((req, res) => {
    const at = (req.url ?? "/").split("?")[0];
    const body = at === "/robots.txt" ? "User-agent: *\nAllow: /\n" : (pages[at] ?? undefined);
    const out = body === undefined ? "not found" : body;
    sent.bytes += Buffer.byteLength(out);
    res
      .writeHead(body === undefined ? 404 : 200, {
        "Content-Type": at === "/robots.txt" || body === undefined ? "text/plain" : "text/html; charset=utf-8",
      })
      .end(out);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, sent, port: server.address().port })),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function measureWalk(root) {
  const data = JSON.parse(fs.readFileSync(path.join(root, "src/generated/function-data.json"), "utf8"));
  const words = data.siteCheckWords;
  if (!words?.walk) return { skipped: "the build's words have no walk (build first: npm run build)" };
  const { checkSite } = createRequire(import.meta.url)(await bundleTs("src/lib/site-check/run.ts"));
  const { server, sent, port } = await startSite(root);
  // Without the bot table (measured apart); with and without the walk's and the disagreements' words.
  const withWalk = Object.fromEntries(Object.entries(words).filter(([key]) => key !== "bots"));
  const without = Object.fromEntries(
    Object.entries(withWalk).filter(([key]) => key !== "walk" && key !== "disagreements"),
  );
  const runs = { with: [], without: [] };
  try {
    for (let i = 0; i < WALK_RUNS * 2; i += 1) {
      const kind = i % 2 === 0 ? "with" : "without";
      const before = sent.bytes;
      const started = performance.now();
      const report = await checkSite(new URL(`http://127.0.0.1:${port}/`), {
        userAgent: "bench",
        allowHosts: new Set([`127.0.0.1:${port}`]),
        words: kind === "with" ? withWalk : without,
        morePages: true,
      });
      runs[kind].push({
        ms: performance.now() - started,
        bytes: sent.bytes - before,
        json: Buffer.byteLength(JSON.stringify(report)),
        walked: report.walk?.pagesRead ?? 0,
        items: report.disagreements?.items.length ?? 0,
      });
    }
  } finally {
    server.close();
  }
  const of = (kind, key) => median(runs[kind].map((r) => r[key]));
  return {
    runs: WALK_RUNS,
    withMs: Math.round(of("with", "ms")),
    withoutMs: Math.round(of("without", "ms")),
    addedMs: Math.round(of("with", "ms") - of("without", "ms")),
    addedKb: Math.round((of("with", "bytes") - of("without", "bytes")) / 1024),
    pageKb: Math.round(Buffer.byteLength(fs.readFileSync(path.join(root, FIXTURES, "plumber-home.html"))) / 1024 + 15),
    addedJsonKb: Math.round((of("with", "json") - of("without", "json")) / 1024),
    walked: of("with", "walked"),
    items: of("with", "items"),
  };
}

export const walkSection = (walk) =>
  [
    "## The agent's walk and the disagreements (the AI search check)",
    "",
    !walk
      ? "Not measured."
      : walk.skipped
        ? `Not measured: ${walk.skipped}.`
        : `The check's own code against a local stand-in site of five pages of about ${walk.pageKb} kB, with its more pages, ${walk.runs} checks with the walk and ${walk.runs} without, alternating (medians): ${walk.withMs} ms with, ${walk.withoutMs} ms without, so the walk and the disagreements add ${walk.addedMs} ms and ${walk.addedKb} kB fetched to a check (the walk read ${walk.walked} pages, reusing the more pages'; ${walk.items} disagreements found), and ${walk.addedJsonKb} kB to the report's JSON.`,
    "",
  ].join("\n");
