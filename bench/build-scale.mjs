/**
 * How the build grows with content: the site built as it is, and built again with 1,000
 * generated articles added (bench/scale-site.mjs: in a copy of the site under the temp folder,
 * never in data/), each from a clean copy (no .cache, no public/), timed, with the peak resident
 * memory of the whole process tree (npm, Gatsby and the workers it starts for the HTML render,
 * summed at each 200 ms sample: bench/measure.mjs) and of its largest single process. From the
 * two, the memory and the seconds each article costs.
 *
 * `npm run bench` runs it and writes its section of bench/RESULTS.md and `buildScale` in
 * bench/results.json; alone, `node bench/build-scale.mjs` (or `npm run bench:scale`) runs it and
 * rewrites only those two parts. Options: `--articles N` (1000), `--runs N` (1; each build N
 * times, the figures of each run kept and the lowest reported), `--keep` (leave the copies for a
 * look), `--dry-run` (print, write nothing), `--trace` (a timeline of each build in the temp
 * folder: every process's memory every 200 ms between Gatsby's lines, with the main process's own
 * figures after each step, BUILD_MEMORY_LOG: where the memory goes).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureCommand } from "./measure.mjs";
import { makeSiteCopy, root } from "./scale-site.mjs";

const SECTION = "## Build at scale";

/** One clean build of a copy of the site with `articles` generated articles. */
async function measureBuild(articles, { keep = false, trace = false } = {}) {
  const dir = makeSiteCopy({ articles });
  const timeline = trace ? path.join(os.tmpdir(), `build-scale-${articles}-${Date.now()}.log`) : undefined;
  let output = "";
  try {
    const result = await measureCommand("npm", ["run", "--silent", "build"], {
      cwd: dir,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        RESEND_API_KEY: "",
        GITHUB_OAUTH_CLIENT_SECRET: "",
        ...(trace ? { BUILD_MEMORY_LOG: "1" } : {}),
      },
      onOutput: (text) => (output = (output + text).slice(-20_000)),
      trace: timeline,
    });
    if (timeline) console.log(`timeline of the build with ${articles} generated articles: ${timeline}`);
    if (result.code !== 0)
      throw new Error(
        `the build with ${articles} generated articles failed (exit code ${result.code}) in ${dir}:\n${output.slice(-4000)}`,
      );
    const pages = countPages(path.join(dir, "public"));
    return {
      articles,
      pages,
      seconds: result.seconds,
      peakTreeMb: result.peakTreeMb,
      peakProcessMb: result.peakProcessMb,
    };
  } finally {
    if (keep) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The HTML pages a build wrote (the CMS aside). */
function countPages(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (
      entry.isFile() &&
      entry.name.endsWith(".html") &&
      !path.join(entry.parentPath ?? entry.path, entry.name).includes(`${path.sep}admin${path.sep}`)
    )
      n += 1;
  }
  return n;
}

const best = (runs, key) => Math.min(...runs.map((r) => r[key]));

/**
 * The plain build and the build with `articles` more, `runs` times each (alternating, so a busy
 * moment on the machine touches both), and what an article costs between the two.
 */
export async function measureBuildScale({
  articles = 1000,
  runs = 1,
  keep = false,
  trace = false,
  log = console.log,
} = {}) {
  const plain = [];
  const scaled = [];
  for (let i = 0; i < runs; i += 1) {
    plain.push(await measureBuild(0, { keep, trace }));
    log(JSON.stringify({ buildScale: "plain", ...plain.at(-1) }));
    scaled.push(await measureBuild(articles, { keep, trace }));
    log(JSON.stringify({ buildScale: `${articles} articles`, ...scaled.at(-1) }));
  }
  const summary = (list) => ({
    seconds: best(list, "seconds"),
    peakTreeMb: best(list, "peakTreeMb"),
    peakProcessMb: best(list, "peakProcessMb"),
    pages: list[0].pages,
    runs: list,
  });
  const a = summary(plain);
  const b = summary(scaled);
  return {
    date: new Date().toISOString(),
    articles,
    cpus: process.env.GATSBY_CPU_COUNT ?? "default",
    plain: a,
    scaled: b,
    mbPerArticle: Number(((b.peakTreeMb - a.peakTreeMb) / articles).toFixed(2)),
    processMbPerArticle: Number(((b.peakProcessMb - a.peakProcessMb) / articles).toFixed(2)),
    msPerArticle: Math.round(((b.seconds - a.seconds) * 1000) / articles),
  };
}

/** The section of bench/RESULTS.md for a result of measureBuildScale. */
export function buildScaleSection(r) {
  const row = (name, s) =>
    `| ${name} | ${s.pages} | ${s.runs.map((x) => x.seconds).join(", ")} | ${s.runs.map((x) => x.peakTreeMb).join(", ")} | ${s.runs.map((x) => x.peakProcessMb).join(", ")} |`;
  return [
    SECTION,
    "",
    `A clean build (no \`.cache\`, no \`public/\`) of a copy of the site as it is, and of a copy with ${r.articles.toLocaleString("en-AU")} generated articles added (\`bench/scale-site.mjs\`: an existing article's body under a title, date and slug of its own; never in \`data/\`), ${r.plain.runs.length} time(s) each, on this 2-core machine (\`node bench/build-scale.mjs\`, ${r.date}). Peak memory is the resident memory of the whole process tree (npm, Gatsby and its HTML render workers) summed at each 200 ms sample, and, beside it, of the largest single process.`,
    "",
    "| build | HTML pages | seconds | peak MB, process tree | peak MB, largest process |",
    "|---|---|---|---|---|",
    row("as in data/", r.plain),
    row(`with ${r.articles.toLocaleString("en-AU")} more articles`, r.scaled),
    "",
    `Each article costs **${r.mbPerArticle} MB** of peak memory (the tree; ${r.processMbPerArticle} MB in the largest process) and **${r.msPerArticle} ms** of build time (lowest of the runs each).`,
    "",
  ].join("\n");
}

/** Writes `buildScale` into bench/results.json and its section into bench/RESULTS.md, leaving the rest as it was. */
export function writeBuildScale(result) {
  const json = path.join(root, "bench", "results.json");
  const existing = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, "utf8")) : {};
  fs.writeFileSync(json, JSON.stringify({ ...existing, buildScale: result }, null, 2));
  const md = path.join(root, "bench", "RESULTS.md");
  const text = fs.existsSync(md) ? fs.readFileSync(md, "utf8") : "# Benchmark\n";
  const start = text.indexOf(SECTION);
  const section = buildScaleSection(result);
  if (start < 0) {
    fs.writeFileSync(md, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf("\n## ", start + SECTION.length);
  fs.writeFileSync(md, text.slice(0, start) + section + (next < 0 ? "" : text.slice(next + 1)));
}

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  measureBuildScale({
    articles: option("--articles", 1000),
    runs: option("--runs", 1),
    keep: process.argv.includes("--keep"),
    trace: process.argv.includes("--trace"),
  })
    .then((result) => {
      console.log(buildScaleSection(result));
      if (!process.argv.includes("--dry-run")) writeBuildScale(result);
    })
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    });
}
