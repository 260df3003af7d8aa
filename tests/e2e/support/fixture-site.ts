/**
 * A copy of the site with the test fixtures for the content editors add once they have it (case
 * studies with their Search Console exports, people with photos, client logos: in
 * tests/e2e/fixtures/content/, never in data/), built as a newcomer builds it, in a folder of its
 * own under the system's temp folder (node_modules linked, not copied). The photos, logos and
 * exports are generated here, so the fixtures hold no binary file and no real data.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** The checkout: the nearest folder above this file with the site's package.json. */
function checkout(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir))
    if (fs.existsSync(path.join(dir, "gatsby-config.ts"))) return dir;
  throw new Error(`no checkout above ${from}`);
}
const root = checkout(__dirname);
const FIXTURES = path.join(root, "tests", "e2e", "fixtures", "content");
/** Left behind: what is built, cached, installed or local to this checkout. */
const SKIP = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".data",
  ".scratch",
  ".netlify",
  "__screenshots__",
  ".artifacts",
  ".lighthouse",
]);

/** A day's clicks in the fixture export: about 20 a day before the start, about 30 after, with a weekly rhythm. */
export function fixtureClicks(dayIndex: number, startIndex: number): number {
  return (dayIndex < startIndex ? 20 : 30) + (dayIndex % 7);
}

/** A Search Console Dates.csv of `days` days from `first`, newest first as Search Console writes it. */
export function fixtureExport(first: string, days: number, start: string): string {
  const origin = Date.parse(`${first}T00:00:00Z`);
  const startIndex = Math.round((Date.parse(`${start}T00:00:00Z`) - origin) / 86_400_000);
  const rows = Array.from({ length: days }, (_, i) => {
    const clicks = fixtureClicks(i, startIndex);
    const impressions = clicks * 40 + (i % 5) * 10;
    const date = new Date(origin + i * 86_400_000).toISOString().slice(0, 10);
    return `${date},${clicks},${impressions},${((clicks / impressions) * 100).toFixed(2)}%,${(14 - i / 30).toFixed(2)}`;
  });
  return ["Date,Clicks,Impressions,CTR,Position", ...rows.reverse(), ""].join("\n");
}

/** A generated stand-in for a photo: a gradient with no face in it. */
async function fixturePhoto(file: string, from: string, to: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="1000" fill="url(#g)"/><circle cx="400" cy="380" r="170" fill="#ffffff" fill-opacity="0.25"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}

const logo = (text: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><rect width="180" height="48" rx="8" fill="${colour}"/><text x="90" y="30" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${text}</text></svg>`;

export interface FixtureSite {
  root: string;
}

/** What the global setup started: the copy's folder and the build's process group. */
const STATE_FILE = path.join(root, "tests", "e2e", ".artifacts", "fixture-site.json");
const BUILD_LOG = "fixture-build.log";
const BUILD_STATUS = "fixture-build.status";

/** Copies the site and the fixtures into a new folder under the system's temp folder. */
async function prepareFixtureSite(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fixture-site-"));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  fs.cpSync(FIXTURES, path.join(dir, "data"), { recursive: true });
  const data = path.join(dir, "data");
  fs.writeFileSync(
    path.join(data, "case-studies", "fixture-plumbing.csv"),
    fixtureExport("2026-01-05", 26 * 7, "2026-04-06"),
  );
  fs.writeFileSync(
    path.join(data, "case-studies", "fixture-store.csv"),
    fixtureExport("2026-02-02", 20 * 7, "2026-05-04"),
  );
  fs.mkdirSync(path.join(data, "team"), { recursive: true });
  await fixturePhoto(path.join(data, "team", "fixture-strategist.jpg"), "#0f766e", "#0b1f3a");
  await fixturePhoto(path.join(data, "team", "fixture-analyst.jpg"), "#475569", "#5eead4");
  fs.mkdirSync(path.join(data, "clients"), { recursive: true });
  const colours = { one: "#0b1f3a", two: "#0f766e", three: "#334155", four: "#1e3a64" };
  for (const [name, colour] of Object.entries(colours))
    fs.writeFileSync(path.join(data, "clients", `fixture-${name}.svg`), logo(`FIXTURE ${name.toUpperCase()}`, colour));
  return dir;
}

/**
 * Starts the copy's build in the background, as a newcomer builds it (`npm run build`), so that it
 * runs while the rest of the suite does (the global setup calls this); fixtureSite() waits for it.
 * The build's output goes to a log beside it and its exit code to a status file, so any process
 * can wait for it.
 */
export async function startFixtureBuild(): Promise<void> {
  const dir = await prepareFixtureSite();
  const child = spawn("sh", ["-c", `npm run --silent build > ${BUILD_LOG} 2>&1; echo $? > ${BUILD_STATUS}`], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", RESEND_API_KEY: "", GITHUB_OAUTH_CLIENT_SECRET: "" },
    stdio: "ignore",
    detached: true,
  });
  child.unref();
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ root: dir, pid: child.pid, startedAt: Date.now() }));
}

interface Started {
  root: string;
  pid: number;
  startedAt?: number;
}

function startedBuild(): Started | null {
  return fs.existsSync(STATE_FILE) ? (JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as Started) : null;
}

/** How old a fixture build started before the suite may be and still be used (CI starts it a few minutes before). */
const FRESH_MS = 20 * 60_000;

/**
 * The global setup's start: uses the fixture build `npm run build:e2e:fixture` started shortly
 * before (CI starts it once `npm test` is done, on the core the type check and the build leave
 * free), or starts one. The teardown removes it, so one found later is from a run that crashed:
 * it is too old, or its copy is gone, and a new one starts.
 */
export async function reuseOrStartFixtureBuild(): Promise<string> {
  const started = startedBuild();
  if (started?.startedAt && Date.now() - started.startedAt < FRESH_MS && fs.existsSync(started.root)) {
    return `the fixture site's build started ${Math.round((Date.now() - started.startedAt) / 1000)} s ago (${started.root})`;
  }
  stopFixtureBuild();
  await startFixtureBuild();
  return "the fixture site's build started beside the suite";
}

/** The copy of the site with the fixtures, built: waits for the build the global setup started (or starts one). */
export async function fixtureSite(timeoutMs = 600_000): Promise<FixtureSite> {
  if (!startedBuild()) await startFixtureBuild();
  const { root: dir } = startedBuild() as Started;
  const status = path.join(dir, BUILD_STATUS);
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(status) || fs.readFileSync(status, "utf8").trim() === "") {
    if (Date.now() > deadline)
      throw new Error(
        `the fixture site's build did not finish within ${timeoutMs / 1000} s (its log: ${path.join(dir, BUILD_LOG)})`,
      );
    await new Promise((r) => setTimeout(r, 500));
  }
  const code = fs.readFileSync(status, "utf8").trim();
  if (code !== "0")
    throw new Error(
      `the fixture site's build failed (${code}):\n${fs.readFileSync(path.join(dir, BUILD_LOG), "utf8").slice(-4000)}`,
    );
  return { root: dir };
}

/** Ends the fixture build if it is still running and removes its copy (the global teardown). */
export function stopFixtureBuild(): void {
  const started = startedBuild();
  if (!started) return;
  try {
    process.kill(-started.pid, "SIGTERM");
  } catch {
    // finished already
  }
  fs.rmSync(started.root, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
