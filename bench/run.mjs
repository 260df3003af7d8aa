/**
 * npm run bench: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G, 4x CPU
 * slowdown) on every route of the served production build, and on each route's twin with every
 * script stripped, which is the best that page's content can score; the JavaScript each route carries, external
 * and inline; and the wait after clicking a header link, with and without speculation rules
 * (navigation.mjs); the CSS and font bytes each route brings, and each route's LCP against its twin
 * without web fonts. Writes bench/RESULTS.md and
 * bench/results.json. A benchmark: it reports figures against the budgets; it never fails.
 * Last, how the build grows with content: a clean build as is and with 1,000 generated articles,
 * time and peak memory (build-scale.mjs; `BENCH_SCALE=0` leaves it out and keeps the last figures);
 * and the contact form's full soak, `npm run test:soak`'s test (`BENCH_SOAK=0` leaves it out).
 * `node bench/run.mjs --sizes-only` prints just the CSS and font bytes of the last build, in seconds;
 * `node bench/run.mjs --only build-scale` (or `npm run bench:scale`) measures only the build;
 * `node bench/run.mjs --only lighthouse` only Lighthouse on the routes and their twins, printed
 * (`BENCH_ROUTES=/,/about/,/contact/` for some);
 * `node bench/run.mjs --only reports` only how fast a kept report of the AI search check loads;
 * `node bench/run.mjs --only walk` only what the bot table and the agent's walk (with the
 * disagreements) add to a check, against a stand-in site where the walk fetches pages of its own
 * (walk.mjs, check-site.mjs), written into bench/RESULTS.md and results.json beside the rest;
 * `node bench/run.mjs --only abuse` only the largest report a hostile page can make and what the
 * report read limit costs (abuse.mjs);
 * `node bench/run.mjs --only agents` only how answer engines and agents read the site: aiseo-audit on
 * every indexable page and Lighthouse's Agentic Browsing category (agents.mjs; `BENCH_AGENTS=0`
 * leaves it out of the full run);
 * `node bench/run.mjs --only phone-length` only each service page's height on a phone (390 × 844 px),
 * in pixels and screens, written into bench/RESULTS.md and results.json beside the rest (phone-length.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import yaml from "js-yaml";
import { gzipSync } from "node:zlib";
import os from "node:os";
import { createRequire } from "node:module";
import { bundleTs } from "../scripts/bundle-ts.mjs";
import { measureNavigation } from "./navigation.mjs";
import { buildScaleSection, measureBuildScale, writeBuildScale } from "./build-scale.mjs";
import { abuseSection, HOSTILE_PORT, measureLargestReport, measureReadLimit, startHostileSite } from "./abuse.mjs";
import { agentsSection, measureAgentic, measureAiseo } from "./agents.mjs";
import { measureWalk, walkSection, writeWalk } from "./walk.mjs";
import { measurePhoneLength, phoneLengthSection, writePhoneLength } from "./phone-length.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 9300);
const BASE = `http://127.0.0.1:${PORT}`;
const NO_JS_PATH = "/bench-no-js/";
const NO_FONTS_PATH = "/bench-no-fonts/";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function routes() {
  const read = (dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => yaml.load(fs.readFileSync(path.join(root, dir, f), "utf8")));
  const pages = read("data/pages")
    .filter((p) => p.path !== "/404")
    .map((p) => (p.path === "/" ? "/" : `${p.path}/`));
  const services = read("data/services").map((s) => `/services/${s.slug}/`);
  // /insights/ and every published article (the build leaves drafts out), from data/insights/*.md.
  const articles = fs.existsSync(path.join(root, "data/insights"))
    ? fs
        .readdirSync(path.join(root, "data/insights"))
        .filter((f) => f.endsWith(".md"))
        .filter(
          (f) =>
            !/^draft:\s*true\s*$/m.test(
              /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(root, "data/insights", f), "utf8"))?.[1] ?? "",
            ),
        )
        .map((f) => `/insights/${f.replace(/\.md$/, "")}/`)
    : [];
  const insights = articles.length ? ["/insights/", ...articles.sort()] : [];
  const all = [...pages.sort(), ...services.sort(), ...insights];
  // BENCH_ROUTES=/contact/,/about/ measures only those (a quick check; RESULTS.md then lists only them).
  const only = process.env.BENCH_ROUTES?.split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  return only?.length ? all.filter((r) => only.includes(r)) : all;
}

/** The service pages among the routes (not the services index). */
const serviceRoutes = () => routes().filter((r) => r.startsWith("/services/") && r !== "/services/");

/** The page's address with every script removed: the same HTML and CSS, so the ceiling for its content. */
const strippedPath = (route) => `${NO_JS_PATH.slice(0, -1)}${route}`;

/** Writes a route's scripts-stripped twin at strippedPath(route) (assets are addressed from the root, so they still load). */
function writeNoJs(route) {
  const file = route === "/" ? "index.html" : path.join(route, "index.html");
  const html = fs.readFileSync(path.join(root, "public", file), "utf8");
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]+rel="(preload|prefetch|modulepreload)"[^>]*as="script"[^>]*>/g, "");
  fs.mkdirSync(path.join(root, "public", strippedPath(route)), { recursive: true });
  fs.writeFileSync(path.join(root, "public", strippedPath(route), "index.html"), stripped);
}

/** The page's address without the brand faces: text in the fallback faces, the cost of web fonts left out. */
const noFontsPath = (route) => `${NO_FONTS_PATH.slice(0, -1)}${route}`;

/** Writes a route's twin without web fonts: its brand @font-face rules (files in /_fonts/ or data: URIs) and font preloads removed. */
function writeNoFonts(route) {
  const file = route === "/" ? "index.html" : path.join(route, "index.html");
  const html = fs.readFileSync(path.join(root, "public", file), "utf8");
  const bare = html
    .replace(/@font-face\{[^}]*url\((?:\/_fonts\/|data:font\/)[^}]*\}\n?/g, "")
    .replace(/<link[^>]+rel="preload"[^>]*as="font"[^>]*>/g, "");
  fs.mkdirSync(path.join(root, "public", noFontsPath(route)), { recursive: true });
  fs.writeFileSync(path.join(root, "public", noFontsPath(route), "index.html"), bare);
}

/** Every character of a page's visible text (scripts, styles and tags removed, entities decoded). */
function pageCodePoints(html) {
  const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  const text = html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
      e[0] === "#"
        ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (named[e] ?? m),
    );
  return new Set([...text].map((c) => c.codePointAt(0)).filter((c) => c >= 0x20));
}

/** Whether a `unicode-range` list names any of `points`. */
function rangeMeets(range, points) {
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (const c of points) if (c >= parseInt(from, 16) && c <= parseInt(to, 16)) return true;
    return false;
  });
}

/** Gzipped bytes of the inline scripts a route's HTML carries (Lighthouse counts only script files). */
function inlineScriptKb(route) {
  const file = route === "/" ? "index.html" : path.join(route, "index.html");
  const html = fs.readFileSync(path.join(root, "public", file), "utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    // Scripts the browser runs: no type, a JavaScript type or speculation rules; data blocks
    // (JSON-LD, an island's props) are not JavaScript.
    .filter(
      ([, attributes]) =>
        !/\ssrc=/.test(attributes) &&
        (/\stype="(text\/javascript|module|speculationrules)"/.test(attributes) || !/\stype=/.test(attributes)),
    )
    .map(([, , text]) => text);
  return scripts.length === 0 ? 0 : Number((gzipSync(scripts.join("")).length / 1024).toFixed(1));
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** The file in public/ that the site address `ref` (absolute, or relative to the address `from`) names, or null. */
function publicFile(ref, from) {
  const url = new URL(ref, `http://site${from}`);
  if (url.host !== "site") return null;
  const file = path.join(root, "public", decodeURIComponent(url.pathname));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? { file, at: url.pathname } : null;
}

/**
 * The CSS and fonts a route brings. CSS: its HTML's inline <style> and the stylesheets it links,
 * raw and gzipped. Fonts: the files it preloads (<link rel=preload as=font>) and, from that CSS,
 * the first url() of each @font-face src (the browser takes the first format it supports), each
 * file once, raw (woff2 is compressed already), when the face's unicode-range (if it has one)
 * names a character of the page's text: what the browser fetches for that page. A face written
 * into the CSS as a data: URI counts as a font (its decoded bytes), and its text not as CSS.
 */
function assetSizes(route) {
  const file = route === "/" ? "index.html" : path.join(route, "index.html");
  const html = fs.readFileSync(path.join(root, "public", file), "utf8");
  const attr = (tag, name) => {
    const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
    return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  };
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => ({
    tag,
    rel: (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/),
    href: attr(tag, "href"),
  }));
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css).join("\n");
  const sheets = [
    ...new Map(
      links
        .filter((l) => l.rel.includes("stylesheet") && l.href)
        .map((l) => publicFile(l.href, route))
        .filter(Boolean)
        .map((s) => [s.file, s]),
    ).values(),
  ];
  const css = [
    { text: inline, at: route },
    ...sheets.map((s) => ({ text: fs.readFileSync(s.file, "utf8"), at: s.at })),
  ];
  const fonts = new Set(
    links
      .filter((l) => l.rel.includes("preload") && attr(l.tag, "as") === "font" && l.href)
      .map((l) => publicFile(l.href, route)?.file)
      .filter(Boolean),
  );
  const shown = pageCodePoints(html);
  // A face written into the CSS as a data: URI: its decoded bytes count as a font, not as CSS.
  const inlineFonts = new Set();
  for (const { text, at } of css) {
    for (const [, face] of text.matchAll(/@font-face\s*\{([^}]*)\}/gi)) {
      const range = /unicode-range\s*:\s*([^;}]+)/i.exec(face);
      if (range && !rangeMeets(range[1], shown)) continue;
      const src = /(?:^|[;\s])src\s*:[^;]*?url\(\s*(["']?)([^"')]+)\1\s*\)/i.exec(face);
      if (src?.[2].startsWith("data:")) {
        inlineFonts.add(src[2]);
        continue;
      }
      const font = src && publicFile(src[2], at);
      if (font) fonts.add(font.file);
    }
  }
  const size = (f) => fs.statSync(f).size;
  const inlineBytes = [...inlineFonts].reduce(
    (sum, uri) => sum + Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64").length,
    0,
  );
  const withoutInlineFonts = [...inlineFonts].reduce((text, uri) => text.split(uri).join(""), inline);
  return {
    cssKb: kb(Buffer.byteLength(withoutInlineFonts) + sheets.reduce((sum, s) => sum + size(s.file), 0)),
    cssGzipKb: kb(
      (withoutInlineFonts ? gzipSync(withoutInlineFonts).length : 0) +
        sheets.reduce((sum, s) => sum + gzipSync(fs.readFileSync(s.file)).length, 0),
    ),
    cssFiles: sheets.length,
    fontKb: kb([...fonts].reduce((sum, f) => sum + size(f), 0) + inlineBytes),
    fontFiles: fonts.size + inlineFonts.size,
  };
}

async function serve(cwd = root, port = PORT) {
  const BASE = `http://127.0.0.1:${port}`;
  // A server already answering there (one a stopped bench left) would be measured in this one's place.
  const taken = await fetch(`${BASE}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers on port ${port}: stop it, or set BENCH_PORT to a free port.`);
  const child = spawn("npm", ["run", "--silent", "serve"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      LEADS_STORE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-")),
      // The AI search check may check this server itself, to keep a report to time (measureReports),
      // and the stand-in hostile site (abuse.mjs).
      SITE_CHECK_ALLOW_HOSTS: `127.0.0.1:${port},127.0.0.1:${HOSTILE_PORT}`,
    },
    stdio: "ignore",
    detached: true,
  });
  let exited = null;
  child.on("exit", (code) => (exited = code));
  for (let i = 0; i < 240 && exited === null; i += 1) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // It may have stopped by itself: another server holding the embedded lead store (.data/leads), or the port taken.
  if (exited !== null)
    throw new Error(
      `npm run serve stopped (exit code ${exited}) before answering on port ${port}: is another server running from this checkout?`,
    );
  process.kill(-child.pid);
  throw new Error("npm run serve did not start");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
      lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      fcp: Math.round(lhr.audits["first-contentful-paint"].numericValue),
      speedIndex: Math.round(lhr.audits["speed-index"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      jsKb: Number((scriptBytes / 1024).toFixed(1)),
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "manual" &&
            a.scoreDisplayMode !== "notApplicable",
        )
        .map((a) => a.id),
    });
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    tbt: pick("tbt"),
    lcp: pick("lcp"),
    fcp: pick("fcp"),
    speedIndex: pick("speedIndex"),
    cls: pick("cls"),
    jsKb: pick("jsKb"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

function table(results) {
  const head =
    "| route | performance | accessibility | best practices | SEO | TBT ms (stripped) | LCP ms (stripped) | LCP vs stripped | LCP ms without web fonts | LCP vs without | Speed Index ms (stripped) | SI vs stripped | CLS | JS kB (gzip): files + inline = total | CSS kB raw (gzip) | font kB (files) | audits under 0.9 |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.tbt} (${r.stripped.tbt}) | ${r.lcp} (${r.stripped.lcp}) | ${r.lcpVsStripped} | ${r.noFonts.lcp} | ${r.lcpVsNoFonts}x | ${r.speedIndex} (${r.stripped.speedIndex}) | ${r.siVsStripped}x | ${r.cls} | ${r.jsKb} + ${r.inlineJsKb} = ${r.totalJsKb} | ${r.cssKb} (${r.cssGzipKb}) | ${r.fontKb} (${r.fontFiles}) | ${r.failing.join(", ")} |`,
  );
  return [head, ...rows].join("\n");
}

/** One route, its twin with every script stripped and its twin without web fonts, each the median of RUNS Lighthouse runs. */
async function measureRoute(port, route) {
  const measured = await measure(port, `${BASE}${route}`);
  const { tbt, lcp, fcp, speedIndex, performance } = await measure(port, `${BASE}${strippedPath(route)}`);
  const noFonts = await measure(port, `${BASE}${noFontsPath(route)}`);
  const inlineJsKb = inlineScriptKb(route);
  const result = {
    route,
    ...measured,
    ...assetSizes(route),
    stripped: { tbt, lcp, fcp, speedIndex, performance },
    lcpVsStripped: `${Math.round((measured.lcp / lcp - 1) * 100)}%`,
    siVsStripped: Number((measured.speedIndex / speedIndex).toFixed(2)),
    noFonts: { lcp: noFonts.lcp, cls: noFonts.cls },
    lcpVsNoFonts: Number((measured.lcp / noFonts.lcp).toFixed(2)),
    inlineJsKb,
    totalJsKb: Number((measured.jsKb + inlineJsKb).toFixed(1)),
  };
  console.log(JSON.stringify(result));
  return result;
}

async function main() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  for (const route of routes()) {
    writeNoJs(route);
    writeNoFonts(route);
  }
  const server = await serve();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const results = [];
  let navigation;
  let phoneLength;
  let reports;
  let walk;
  let largestReport;
  let fixtures = [];
  let aiseo;
  let agentic = [];
  try {
    for (const route of routes()) results.push(await measureRoute(chrome.port, route));
    navigation = await measureNavigation(BASE);
    console.log(JSON.stringify(navigation));
    phoneLength = await measurePhoneLength(BASE, serviceRoutes());
    console.log(JSON.stringify({ phoneLength: phoneLength.pages.map((p) => [p.route, p.height, p.screens]) }));
    reports = await measureReports(BASE);
    console.log(JSON.stringify(reports));
    walk = await measureWalk(root);
    console.log(JSON.stringify({ walk }));
    const hostile = await startHostileSite();
    try {
      largestReport = await measureLargestReport(BASE);
      console.log(JSON.stringify({ largestReport }));
    } finally {
      hostile.close();
    }
    if (process.env.BENCH_AGENTS !== "0") {
      aiseo = await measureAiseo(root, BASE);
      agentic = await measureAgentic(BASE);
      console.log(JSON.stringify({ aiseo: { average: aiseo.average, lowest: aiseo.lowest.score }, agentic }));
    }
    if (process.env.BENCH_FIXTURES !== "0") fixtures = await measureFixtures(chrome.port);
  } finally {
    await chrome.kill();
    process.kill(-server.pid);
    fs.rmSync(path.join(root, "public", NO_JS_PATH), { recursive: true, force: true });
    fs.rmSync(path.join(root, "public", NO_FONTS_PATH), { recursive: true, force: true });
  }
  // After Lighthouse, whose timings the builds would disturb; the last figures stay when left out.
  const previous = fs.existsSync(path.join(root, "bench/results.json"))
    ? JSON.parse(fs.readFileSync(path.join(root, "bench/results.json"), "utf8")).buildScale
    : undefined;
  const buildScale =
    process.env.BENCH_SCALE === "0"
      ? previous
      : await measureBuildScale({ runs: Number(process.env.BENCH_SCALE_RUNS ?? 1) });
  const soak = process.env.BENCH_SOAK === "0" ? undefined : measureSoak();
  const readLimit = await measureReadLimit();
  const site = results;
  const staticRoutes = site.filter((r) => r.route !== "/contact/");
  // The CMS at /admin/ (editors only, never loaded by a visitor's page): what an editor downloads.
  const adminKb = (name) =>
    Math.round(gzipSync(fs.readFileSync(path.join(root, "public/admin", name))).length / 102.4) / 10;
  const summary = {
    date: new Date().toISOString(),
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
    runsPerRoute: RUNS,
    minPerformance: Math.min(...site.map((r) => r.performance)),
    maxTbt: Math.max(...site.map((r) => r.tbt)),
    maxCls: Math.max(...site.map((r) => r.cls)),
    maxJsKb: Math.max(...site.map((r) => r.totalJsKb)),
    maxStaticJsKb: Math.max(...staticRoutes.map((r) => r.totalJsKb)),
    maxCssGzipKb: Math.max(...site.map((r) => r.cssGzipKb)),
    maxFontKb: Math.max(...site.map((r) => r.fontKb)),
    maxStaticTbt: Math.max(...staticRoutes.map((r) => r.tbt)),
    maxStrippedTbt: Math.max(...site.map((r) => r.stripped.tbt)),
    maxTbtOverStripped: Math.max(...site.map((r) => r.tbt - r.stripped.tbt)),
    maxLcpVsStripped: `${Math.max(...site.map((r) => Math.round((r.lcp / r.stripped.lcp - 1) * 100)))}%`,
    maxLcpVsNoFonts: Math.max(...site.map((r) => r.lcpVsNoFonts)),
    maxSiVsStripped: Math.max(...site.map((r) => r.siVsStripped)),
    navigation,
    reports,
    largestReport,
    readLimit,
    aiseo,
    agentic,
    fixtures,
    soak,
    adminScriptKb: adminKb("admin.js"),
    decapKb: adminKb("decap-cms.js"),
  };
  fs.writeFileSync(
    path.join(root, "bench/results.json"),
    JSON.stringify(
      { summary, results, phoneLength, ...(buildScale ? { buildScale } : {}), ...(walk ? { walk } : {}) },
      null,
      2,
    ),
  );
  const nav = navigation?.skipped
    ? `Not measured: ${navigation.skipped}.`
    : `Median of ${navigation.trials} runs, a header link (/ to /about/) clicked after the pointer rested on it for 1 s, in a real Chromium window (Xvfb, xdotool; no DevTools attached, which would disable prerendering), timed by the pages themselves from the click event to the next page's first contentful paint (or its activation, if it painted while prerendered): **${navigation.withRulesMs} ms with the speculation rules** (${navigation.prerenderedWith} of ${navigation.trials} prerendered, \`activationStart > 0\`), **${navigation.withoutRulesMs} ms without** (${navigation.prerenderedWithout} prerendered). Local server, no network throttling.`;
  fs.writeFileSync(
    path.join(root, "bench/RESULTS.md"),
    [
      "# Benchmark",
      "",
      `Lighthouse ${summary.lighthouse}, mobile defaults (emulated mid-range phone, simulated slow 4G, 4x CPU slowdown), against \`npm run serve\` on this 2-core machine; median of ${RUNS} run(s) per route. Written by \`npm run bench\` on ${summary.date}.`,
      "",
      "Budgets: performance 100 on every route; accessibility, best practices and SEO 100 (`/home-launch/` is noindex on purpose, so its SEO score is lower); TBT at most 30 ms on static routes and 50 ms on `/contact/`; LCP within 15% of the same page with every script stripped, and at most 1.15x the same page without web fonts; Speed Index within 1.3x of the page with every script stripped; CLS 0; fonts at most 35 kB a page; at most 10 kB of JavaScript (gzip, script files and inline scripts together) on every route but `/contact/`, the one page with an interactive section.",
      "",
      "Each route is measured three times over: as shipped; as its twin with every script stripped (the same HTML and CSS: the physical limit for that content), shown in brackets; and as its twin without the brand faces (their `@font-face` rules and preloads removed, so text is set in the local fallback faces), which is what the brand type costs.",
      "",
      `Worst across the site: performance ${summary.minPerformance}, TBT ${summary.maxTbt} ms (static routes ${summary.maxStaticTbt} ms; the stripped twins up to ${summary.maxStrippedTbt} ms; at most ${summary.maxTbtOverStripped} ms over a route's own twin), LCP ${summary.maxLcpVsStripped} over a route's stripped twin at most and ${summary.maxLcpVsNoFonts}x its twin without web fonts at most, Speed Index ${summary.maxSiVsStripped}x its stripped twin at most, CLS ${summary.maxCls}, JavaScript ${summary.maxStaticJsKb} kB on static routes, ${summary.maxJsKb} kB at most; CSS ${summary.maxCssGzipKb} kB gzipped at most, fonts ${summary.maxFontKb} kB at most.`,
      "",
      "CSS counts the page's inline `<style>` and the stylesheets it links, raw and gzipped. Fonts count each font file the page preloads or its CSS names in an `@font-face` (the first `url()` of each `src`), once, raw (woff2 is compressed already), when the face's `unicode-range` names a character of the page's text: the files that page fetches. A face the page carries in its CSS as a `data:` URI (the body face) counts as a font, its decoded bytes, and not as CSS.",
      "",
      table(results),
      "",
      "## Following a link",
      "",
      nav,
      "",
      phoneLengthSection(phoneLength),
      reportsSection(reports),
      walkSection(walk),
      abuseSection(largestReport, readLimit),
      agentsSection(aiseo, agentic),
      "## With case studies, people and logos",
      "",
      fixtures.length === 0
        ? "Not measured (`BENCH_FIXTURES=0`)."
        : `The pages editors fill once they have proof to publish, measured on a build made with the browser tests' fixtures (tests/e2e/fixtures/content/: two case studies with their Search Console exports, two people with photos, four client logos), the same way: ${fixtures.map((f) => `\`${f.route}\` performance ${f.performance}, accessibility ${f.accessibility}, CLS ${f.cls}, LCP ${f.lcp} ms, JavaScript files ${f.jsKb} kB`).join("; ")}.`,
      "",
      "## The full soak",
      "",
      soak
        ? `\`npm run test:soak\` (the contact form's full soak, against \`npm run serve\`): ${soak}.`
        : "Not measured (`BENCH_SOAK=0`).",
      "",
      `## The CMS`,
      "",
      `At \`/admin/\` (editors only; no visitor's page loads it): \`admin.js\` (preview templates and the check before saving) ${summary.adminScriptKb} kB gzipped, on top of Decap's \`decap-cms.js\` ${summary.decapKb} kB gzipped.`,
      "",
      buildScale ? buildScaleSection(buildScale) : "## Build at scale\n\nNot measured (`BENCH_SCALE=0`).\n",
    ].join("\n"),
  );
  console.log(
    `\nWorst: performance ${summary.minPerformance}, TBT ${summary.maxTbt} ms, CLS ${summary.maxCls}, JS ${summary.maxJsKb} kB. Table in bench/RESULTS.md`,
  );
}

/**
 * The pages with proof on them (case studies, the team with photos, a profile, the logo strip),
 * on a copy of the site built with the browser tests' fixtures (tests/e2e/support/fixture-site.ts).
 */
async function measureFixtures(port) {
  const require = createRequire(import.meta.url);
  const { startFixtureBuild, fixtureSite, stopFixtureBuild } = require(
    await bundleTs("tests/e2e/support/fixture-site.ts"),
  );
  // The browser suite's fixture build, started here and waited for (its copy is removed at the end).
  await startFixtureBuild();
  const site = await fixtureSite();
  const fixturePort = PORT + 1;
  const server = await serve(site.root, fixturePort);
  try {
    const measured = [];
    for (const route of ["/", "/about/", "/team/fixture-strategist/", "/case-studies/fixture-plumbing/"]) {
      const result = { route, ...(await measure(port, `http://127.0.0.1:${fixturePort}${route}`)) };
      console.log(JSON.stringify({ fixture: true, ...result }));
      measured.push(result);
    }
    return measured;
  } finally {
    process.kill(-server.pid);
    stopFixtureBuild();
  }
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
};

/**
 * A kept report of the AI search check, from the embedded lead store `npm run serve` opens: the
 * check of this server's own home page keeps one; then its JSON (`/api/site-check/reports/<id>`)
 * and its page (`/ai-search-check/report/<id>/`) are each asked for once on that Function's first
 * load, then REPORT_LOADS times more, one request at a time, timed to the last byte.
 */
const REPORT_LOADS = 30;
async function measureReports(base) {
  const check = await fetch(`${base}/api/site-check?${new URLSearchParams({ url: `${base}/` })}`, {
    headers: { accept: "application/json" },
  });
  const report = await check.json().catch(() => ({}));
  if (typeof report.id !== "string") return { skipped: `the check answered ${check.status} without a kept report` };
  const timed = async (url, accept) => {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const jsonUrl = `${base}/api/site-check/reports/${report.id}`;
  const pageUrl = `${base}/ai-search-check/report/${report.id}/`;
  const firstJson = await timed(jsonUrl, "application/json");
  const firstPage = await timed(pageUrl, "text/html");
  const json = [];
  const page = [];
  for (let i = 0; i < REPORT_LOADS; i += 1) {
    json.push(await timed(jsonUrl, "application/json"));
    page.push(await timed(pageUrl, "text/html"));
  }
  const ms = (value) => Math.round(value);
  return {
    loads: REPORT_LOADS,
    json: { firstMs: ms(firstJson), medianMs: ms(median(json)), p95Ms: ms(percentile(json, 0.95)) },
    page: { firstMs: ms(firstPage), medianMs: ms(median(page)), p95Ms: ms(percentile(page, 0.95)) },
  };
}

const reportsSection = (reports) =>
  [
    "## A kept report",
    "",
    !reports
      ? "Not measured."
      : reports.skipped
        ? `Not measured: ${reports.skipped}.`
        : `A report of the AI search check kept in the embedded lead store (PGlite), from \`npm run serve\` on this machine, one request at a time, to the last byte: its JSON ${reports.json.medianMs} ms median, ${reports.json.p95Ms} ms p95 over ${reports.loads} loads (${reports.json.firstMs} ms the first time, which loads the Function); its page ${reports.page.medianMs} ms median, ${reports.page.p95Ms} ms p95 (${reports.page.firstMs} ms the first time). Budget: under 300 ms.`,
    "",
  ].join("\n");

/**
 * `--only lighthouse`: Lighthouse alone (median of RUNS) on each route (BENCH_ROUTES=/,/about/ for
 * some) and its two twins, printed as RESULTS.md's table (nothing written): a quick before and after.
 */
async function lighthouseOnly() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  for (const route of routes()) {
    writeNoJs(route);
    writeNoFonts(route);
  }
  const server = await serve();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results = [];
  try {
    for (const route of routes()) results.push(await measureRoute(chrome.port, route));
  } finally {
    await chrome.kill();
    process.kill(-server.pid);
    fs.rmSync(path.join(root, "public", NO_JS_PATH), { recursive: true, force: true });
    fs.rmSync(path.join(root, "public", NO_FONTS_PATH), { recursive: true, force: true });
  }
  console.log(table(results));
}

/** `--only reports`: how fast a kept report loads, printed (nothing written). */
async function reportsOnly() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  const server = await serve();
  try {
    const reports = await measureReports(BASE);
    console.log(JSON.stringify(reports));
    console.log(reportsSection(reports));
  } finally {
    process.kill(-server.pid);
  }
}

/** `--only abuse`: the largest report a hostile page makes, and the read limit's cost, printed (nothing written). */
async function abuseOnly() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  const server = await serve();
  const hostile = await startHostileSite();
  try {
    const largest = await measureLargestReport(BASE);
    const readLimit = await measureReadLimit();
    console.log(JSON.stringify({ largest, readLimit }));
    console.log(abuseSection(largest, readLimit));
  } finally {
    hostile.close();
    process.kill(-server.pid);
  }
}

/** `--only agents`: aiseo-audit on every indexable page and Lighthouse's Agentic Browsing category, printed (nothing written). */
async function agentsOnly() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  const server = await serve();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const aiseo = await measureAiseo(root, BASE);
    const agentic = await measureAgentic(BASE);
    console.log(JSON.stringify({ aiseo, agentic }, null, 2));
    console.log(agentsSection(aiseo, agentic));
  } finally {
    await chrome.kill();
    process.kill(-server.pid);
  }
}

/** `--sizes-only`: the CSS and font bytes of each route of the last build, without serving or Lighthouse. */
function sizesOnly() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  const rows = routes().map((route) => ({ route, ...assetSizes(route) }));
  console.table(rows);
  console.log(
    `At most: CSS ${Math.max(...rows.map((r) => r.cssGzipKb))} kB gzipped, fonts ${Math.max(...rows.map((r) => r.fontKb))} kB.`,
  );
}

/**
 * The full soak (`npm run test:soak`'s test, SOAK=1: 1,200 contact posts in a row, every one kept,
 * the server's memory within its budget) on the build just measured; its own report line, or why not.
 */
function measureSoak() {
  const run = spawnSync(
    process.execPath,
    ["node_modules/jest/bin/jest.js", "--config", "tests/e2e/jest.config.js", "tests/e2e/serve-load.test.ts"],
    {
      cwd: root,
      env: { ...process.env, SOAK: "1" },
      encoding: "utf8",
    },
  );
  const report = /\[soak\] ([^\n]+)/.exec(`${run.stdout}${run.stderr}`)?.[1];
  if (run.status !== 0) return `failed (exit ${run.status}): ${(run.stderr || run.stdout).slice(-500)}`;
  return report ?? "passed, without its report line";
}

/** `--only build-scale`: the build's time and memory as is and with 1,000 more articles, written into bench/RESULTS.md and results.json beside the rest. */
async function buildScaleOnly() {
  const result = await measureBuildScale({ runs: Number(process.env.BENCH_SCALE_RUNS ?? 1) });
  console.log(buildScaleSection(result));
  writeBuildScale(result);
}

/** `--only phone-length`: each service page's height on a phone, printed and written into bench/RESULTS.md and results.json beside the rest. */
async function phoneLengthOnly() {
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("Build first: npm run build");
  const server = await serve();
  try {
    const result = await measurePhoneLength(BASE, serviceRoutes());
    console.log(phoneLengthSection(result));
    writePhoneLength(result);
  } finally {
    process.kill(-server.pid);
  }
}

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
if (
  only !== undefined &&
  !["build-scale", "reports", "abuse", "agents", "lighthouse", "walk", "phone-length"].includes(only)
)
  throw new Error(`--only knows build-scale, reports, abuse, agents, lighthouse, walk and phone-length, not ${only}`);
(process.argv.includes("--sizes-only")
  ? Promise.resolve().then(sizesOnly)
  : only === "phone-length"
    ? phoneLengthOnly()
    : only === "walk"
      ? measureWalk(root).then((walk) => {
          console.log(JSON.stringify(walk));
          console.log(walkSection(walk));
          if (!walk.skipped) writeWalk(walk);
        })
      : only === "reports"
        ? reportsOnly()
        : only === "abuse"
          ? abuseOnly()
          : only === "agents"
            ? agentsOnly()
            : only === "lighthouse"
              ? lighthouseOnly()
              : only
                ? buildScaleOnly()
                : main()
).catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
