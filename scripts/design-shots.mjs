/**
 * `node scripts/design-shots.mjs`: the screenshots in docs/design/, from the last build (`npm run
 * build`), as a prospective client sees the pages: each page's first screen (PNG) and the whole page
 * (JPEG, to keep the repository small) at 390×844 and 1440×900, in Debian's Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium). It serves the build itself (scripts/serve.mjs on a free
 * port, with a lead store of its own in a temporary directory) and, for the report, runs the AI
 * search check of that server's own home page, which keeps one (SITE_CHECK_ALLOW_HOSTS lets the
 * check reach 127.0.0.1 for this run only; the server says so in its log).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "design");
/** The pages shown: the name of their files, and their route. */
const PAGES = [
  ["home", "/"],
  ["service-local-seo", "/services/local-seo/"],
  ["service-technical-seo-audits", "/services/technical-seo-audits/"],
  ["ai-search-check", "/ai-search-check/"],
  ["contact", "/contact/"],
  ["about", "/about/"],
  ["methodology", "/methodology/"],
];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`scripts/serve.mjs did not answer at ${url}`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "design-shots-"));
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    SITE_CHECK_ALLOW_HOSTS: `127.0.0.1:${port}`,
    LEADS_STORE_DIR: path.join(scratch, "leads"),
    CONTACT_OUTBOX_DIR: path.join(scratch, "outbox"),
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let said = "";
server.stdout.on("data", (chunk) => (said += chunk));
server.stderr.on("data", (chunk) => (said += chunk));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  await waitFor(`${base}/`, server);
  const check = await fetch(`${base}/api/site-check?${new URLSearchParams({ url: `${base}/` })}`, {
    headers: { accept: "application/json" },
  });
  const report = await check.json().catch(() => ({}));
  const pages = [...PAGES];
  if (typeof report.id === "string") pages.push(["report", `/ai-search-check/report/${report.id}/`]);
  else console.warn(`No report: the check answered ${check.status}.\n${said}`);
  fs.mkdirSync(out, { recursive: true });
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, route] of pages) {
      await page.goto(`${base}${route}`, { waitUntil: "load" });
      await page.evaluate("document.fonts.ready.then(() => true)");
      await page.screenshot({ path: path.join(out, `${name}-${size.width}.png`) });
      await page.screenshot({ path: path.join(out, `${name}-${size.width}-whole.jpg`), fullPage: true, quality: 55 });
      const height = await page.evaluate("document.documentElement.scrollHeight");
      console.info(`${name} at ${size.width} px: ${height} px long (${(height / size.height).toFixed(1)} screens)`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(scratch, { recursive: true, force: true });
}
