/**
 * How long a visitor waits after clicking a header link: from the click to the next page's first
 * contentful paint, with the pages' speculation rules and with them removed.
 *
 * Chromium refuses to prerender while DevTools is attached to a page (Playwright, Puppeteer and a
 * bare CDP session all get "PrerenderingDisabledByDevTools"), so this drives a real Chromium
 * window under Xvfb with real pointer events (xdotool), and the pages report their own timings:
 * a small proxy in front of the served site adds a measuring script to each page (and, for the
 * runs without, removes the speculation rules) and collects what the script sends.
 *
 * Needs Xvfb and xdotool (apt-get install -y xvfb xdotool); without them it reports nothing.
 */
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";

const DISPLAY = ":97";
const TRIALS = Number(process.env.BENCH_NAV_TRIALS ?? 5);

/** Runs in every page the proxy serves; reports to the proxy with sendBeacon. */
const MEASURE = `<script>(() => {
  const report = (data) => navigator.sendBeacon("/__bench/report", JSON.stringify({ path: location.pathname, ...data }));
  addEventListener("click", (e) => report({ clickAt: performance.timeOrigin + e.timeStamp }), { capture: true });
  const onShown = () => {
    const nav = performance.getEntriesByType("navigation")[0];
    new PerformanceObserver((list, observer) => {
      const fcp = list.getEntriesByName("first-contentful-paint")[0];
      if (!fcp) return;
      observer.disconnect();
      const activationStart = nav.activationStart || 0;
      const link = document.querySelector('header nav a[href="/about/"]').getBoundingClientRect();
      report({
        paintedAt: performance.timeOrigin + Math.max(fcp.startTime, activationStart),
        prerendered: activationStart > 0,
        link: {
          x: Math.round(window.screenX + (window.outerWidth - window.innerWidth) / 2 + link.x + link.width / 2),
          y: Math.round(window.screenY + window.outerHeight - window.innerHeight + link.y + link.height / 2),
        },
      });
    }).observe({ type: "paint", buffered: true });
  };
  if (document.prerendering) document.addEventListener("prerenderingchange", onShown, { once: true });
  else onShown();
})();</script>`;

const have = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The served site behind a proxy that adds MEASURE to each page and, when told, drops the rules. */
function startProxy(base) {
  const state = { withRules: true, reports: [] };
  const server = http.createServer(async (req, res) => {
    if (req.url === "/__bench/report") {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        state.reports.push(JSON.parse(body));
        res.writeHead(204).end();
      });
      return;
    }
    const upstream = await fetch(`${base}${req.url}`, {
      headers: { "accept-encoding": "identity" },
      redirect: "manual",
    });
    const type = upstream.headers.get("content-type") ?? "";
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.includes("text/html")) {
      let html = body.toString("utf8");
      if (!state.withRules) html = html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, "");
      body = Buffer.from(html.replace("</body>", `${MEASURE}</body>`));
    }
    const headers = {
      "content-type": type || "application/octet-stream",
      "cache-control": upstream.headers.get("cache-control") ?? "no-cache",
    };
    const location = upstream.headers.get("location");
    if (location) headers.location = location;
    res.writeHead(upstream.status, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, state, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

async function waitFor(state, predicate, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = state.reports.find(predicate);
    if (found) return found;
    await sleep(50);
  }
  return undefined;
}

async function trial(proxy, withRules) {
  proxy.state.withRules = withRules;
  proxy.state.reports = [];
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nav-"));
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--no-sandbox",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-gpu",
      `--user-data-dir=${profile}`,
      "--window-position=0,0",
      "--window-size=1280,800",
      `--app=${proxy.url}/`,
    ],
    { env: { ...process.env, DISPLAY }, stdio: "ignore", detached: true },
  );
  try {
    const home = await waitFor(proxy.state, (r) => r.path === "/" && r.link, 20000);
    if (!home) throw new Error("the home page did not report");
    await sleep(500);
    spawnSync("xdotool", ["mousemove", String(home.link.x), String(home.link.y)], { env: { ...process.env, DISPLAY } });
    await sleep(1000); // a visitor's pointer resting on the link
    spawnSync("xdotool", ["click", "1"], { env: { ...process.env, DISPLAY } });
    const click = await waitFor(proxy.state, (r) => r.clickAt, 5000);
    const about = await waitFor(proxy.state, (r) => r.path === "/about/" && r.paintedAt, 10000);
    if (!click || !about) throw new Error("the click or the next page did not report");
    return { ms: Math.round(about.paintedAt - click.clickAt), prerendered: about.prerendered };
  } finally {
    process.kill(-chrome.pid);
    await sleep(300);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median click-to-first-paint in ms for a header link after hovering, with and without the rules. */
export async function measureNavigation(base) {
  if (!have("Xvfb") || !have("xdotool")) return { skipped: "needs Xvfb and xdotool (apt-get install -y xvfb xdotool)" };
  const xvfb = spawn("Xvfb", [DISPLAY, "-screen", "0", "1280x900x24", "-nolisten", "tcp"], {
    stdio: "ignore",
    detached: true,
  });
  const proxy = await startProxy(base);
  try {
    await sleep(1000);
    const runs = { with: [], without: [] };
    for (let i = 0; i < TRIALS; i += 1) {
      for (const withRules of [true, false]) runs[withRules ? "with" : "without"].push(await trial(proxy, withRules));
    }
    return {
      trials: TRIALS,
      withRulesMs: median(runs.with.map((r) => r.ms)),
      withoutRulesMs: median(runs.without.map((r) => r.ms)),
      prerenderedWith: runs.with.filter((r) => r.prerendered).length,
      prerenderedWithout: runs.without.filter((r) => r.prerendered).length,
      runs,
    };
  } finally {
    proxy.server.close();
    process.kill(-xvfb.pid);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureNavigation(process.argv[2] ?? "http://127.0.0.1:9000").then((r) => console.log(JSON.stringify(r, null, 2)));
}
