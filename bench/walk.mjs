/**
 * What the bot table and the agent's walk (with the disagreements) add to a check (issue 56), in
 * time and bytes: the check's own code (src/lib/site-check/run.ts, bundled as the bench bundles the
 * Functions' modules) against a local stand-in small-business site (check-site.mjs: ten pages of
 * about 30 kB, whose contact and pricing pages the more pages do not read, so the walk fetches them
 * itself), with its more pages, as a visitor's check runs. Four ways, WALK_RUNS checks each, one
 * check at a time, in turn: neither part, the bot table alone, the walk alone, both (the check as
 * it runs). Bytes are what the site sent (bodies); time is to the report. Twice: answers at once
 * (what the parts cost in our own work), and with every answer waiting WALK_LATENCY_MS first (a
 * stand-in for a site's own delay, not a measured one).
 *
 * `node bench/run.mjs --only walk` runs it alone and writes its section into bench/RESULTS.md and
 * its figures into bench/results.json (`walk`), beside the rest; the full run includes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { bundleTs } from "../scripts/bundle-ts.mjs";
import { PAGES, startCheckSite } from "./check-site.mjs";

const WALK_RUNS = Number(process.env.BENCH_WALK_RUNS ?? 15);
const WALK_LATENCY_MS = Number(process.env.BENCH_WALK_LATENCY_MS ?? 100);
const WAYS = ["neither", "bots", "walk", "both"];
const SECTION = "## What the bot table and the agent's walk add to a check";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** WALK_RUNS checks each way against the stand-in site answering after `latencyMs`: each way's medians. */
async function measureAt(checkSite, words, latencyMs) {
  const site = await startCheckSite({ latencyMs });
  const withoutWalk = Object.fromEntries(
    Object.entries(words).filter(([key]) => key !== "walk" && key !== "disagreements"),
  );
  const runs = Object.fromEntries(WAYS.map((way) => [way, []]));
  try {
    for (let i = 0; i < WALK_RUNS * WAYS.length; i += 1) {
      const way = WAYS[i % WAYS.length];
      const walk = way === "walk" || way === "both";
      const before = { bytes: site.sent.bytes, requests: site.sent.requests.length };
      const started = performance.now();
      const report = await checkSite(new URL(`${site.origin}/`), {
        userAgent: "bench",
        allowHosts: new Set([site.hostPort]),
        words: walk ? words : withoutWalk,
        morePages: true,
        bots: way === "bots" || way === "both",
      });
      const ms = performance.now() - started;
      const asked = site.sent.requests.slice(before.requests);
      const checked = new Set((report.pages ?? []).map((p) => new URL(p.url).pathname));
      runs[way].push({
        ms,
        bytes: site.sent.bytes - before.bytes,
        requests: asked.length,
        json: Buffer.byteLength(JSON.stringify(report)),
        botRows: report.bots?.rows.filter((r) => r.status !== null).length ?? 0,
        walked: report.walk?.pagesRead ?? 0,
        // The walk's pages that the more pages did not read: fetched by the walk itself.
        walkedNew: (report.walk?.steps ?? []).filter((s) => !s.notRead && !checked.has(new URL(s.url).pathname)).length,
        items: report.disagreements?.items.length ?? 0,
      });
    }
  } finally {
    await site.close();
  }
  const of = (way, key) => median(runs[way].map((r) => r[key]));
  const figures = Object.fromEntries(
    WAYS.map((way) => [
      way,
      {
        ms: Math.round(of(way, "ms")),
        kb: Math.round(of(way, "bytes") / 1024),
        requests: of(way, "requests"),
        jsonKb: Math.round(of(way, "json") / 1024),
      },
    ]),
  );
  const added = (way) => ({
    ms: Math.round(of(way, "ms") - of("neither", "ms")),
    kb: Math.round((of(way, "bytes") - of("neither", "bytes")) / 1024),
    requests: of(way, "requests") - of("neither", "requests"),
    jsonKb: Math.round((of(way, "json") - of("neither", "json")) / 1024),
  });
  return {
    latencyMs,
    ways: figures,
    bots: { ...added("bots"), asked: of("bots", "botRows") },
    walk: {
      ...added("walk"),
      walked: of("walk", "walked"),
      walkedNew: of("walk", "walkedNew"),
      items: of("walk", "items"),
    },
    both: added("both"),
  };
}

export async function measureWalk(rootDir = root) {
  // The check's words as the build hands them to the Function, made from data/ here (no build needed).
  const load = createRequire(import.meta.url);
  const { parseProject } = load(await bundleTs("src/lib/project/load.ts"));
  const { siteCheckWords } = load(await bundleTs("src/lib/site-check/copy-from-content.ts"));
  const words = siteCheckWords(parseProject(rootDir, {}));
  if (!words?.walk || !words?.bots) return { skipped: "data/site-check.yaml has no walk or bot table" };
  const { checkSite } = load(await bundleTs("src/lib/site-check/run.ts"));
  const pageKb = Math.round(
    Object.values(PAGES).reduce((sum, html) => sum + Buffer.byteLength(html), 0) / Object.keys(PAGES).length / 1024,
  );
  return {
    at: new Date().toISOString(),
    // How busy the machine was: the times, not the bytes, follow it.
    load: Number(os.loadavg()[0].toFixed(1)),
    cores: os.cpus().length,
    runs: WALK_RUNS,
    pages: Object.keys(PAGES).length,
    pageKb,
    at0: await measureAt(checkSite, words, 0),
    atLatency: await measureAt(checkSite, words, WALK_LATENCY_MS),
  };
}

const line = (m) =>
  `| ${m.latencyMs} ms | ${m.ways.neither.ms} ms, ${m.ways.neither.kb} kB, ${m.ways.neither.requests} requests | +${m.bots.ms} ms, +${m.bots.kb} kB, +${m.bots.requests} requests (${m.bots.asked} crawlers asked) | +${m.walk.ms} ms, +${m.walk.kb} kB, +${m.walk.requests} requests (${m.walk.walked} pages walked, ${m.walk.walkedNew} fetched by the walk) | +${m.both.ms} ms, +${m.both.kb} kB, +${m.both.requests} requests | ${m.ways.neither.jsonKb} kB; +${m.bots.jsonKb} kB bots, +${m.walk.jsonKb} kB walk |`;

export const walkSection = (walk) =>
  [
    SECTION,
    "",
    !walk
      ? "Not measured."
      : walk.skipped
        ? `Not measured: ${walk.skipped}.`
        : [
            `The check's own code (\`bench/walk.mjs\`, ${walk.at}) against a local stand-in site (\`bench/check-site.mjs\`: ${walk.pages} pages of about ${walk.pageKb} kB of HTML, a sitemap listing the blog first, so the check's four more pages are a blog post, a service, the about page and a location, and the walk must fetch the contact and pricing pages itself), as a visitor's check with its more pages; ${walk.runs} checks each way, in turn, medians (the machine's load average at the start: ${walk.load} on ${walk.cores} cores; the times follow it, the bytes do not). Time is to the report; bytes are what the site sent; added is over the check with neither part. Each answer at once, then after a stand-in server delay.`,
            "",
            "| site's delay | neither part | the bot table adds | the walk and the disagreements add | both add | the report's JSON |",
            "|---|---|---|---|---|---|",
            line(walk.at0),
            line(walk.atLatency),
          ].join("\n"),
    "",
  ].join("\n");

/** Writes the section into bench/RESULTS.md (replacing its last figures) and the figures into results.json. */
export function writeWalk(walk) {
  const json = path.join(root, "bench", "results.json");
  const existing = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, "utf8")) : {};
  fs.writeFileSync(json, JSON.stringify({ ...existing, walk }, null, 2));
  const md = path.join(root, "bench", "RESULTS.md");
  const text = fs.existsSync(md) ? fs.readFileSync(md, "utf8") : "# Benchmark\n";
  const section = walkSection(walk);
  const start = text.indexOf(SECTION);
  if (start < 0) {
    // Where the full run puts it: before the first of the sections that follow it there, else at the end.
    const after = ["## The check under abuse", "## Answer engines and agents", "## With case studies, people and logos"]
      .map((heading) => text.indexOf(`\n${heading}\n`))
      .filter((at) => at >= 0);
    const at = after.length > 0 ? Math.min(...after) + 1 : -1;
    fs.writeFileSync(
      md,
      at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at)}${section}\n${text.slice(at)}`,
    );
    return;
  }
  const next = text.indexOf("\n## ", start + SECTION.length);
  fs.writeFileSync(md, text.slice(0, start) + section + (next < 0 ? "" : `\n${text.slice(next + 1)}`));
}
