/**
 * The live site as a test can build it: a copy of the site with the test fixtures for the content
 * editors add once they have it (case studies with their Search Console exports, people with
 * photos, client logos: in tests/e2e/fixtures/content/, never in data/) and the agency's own facts
 * filled by stand-ins (launch-facts.ts), built by Netlify's own CLI in the production context, as
 * the live site is (netlify-live-build.mjs: the build refuses placeholders, and the IndexNow
 * plugin announces the changed pages to a stand-in). The photos, logos and exports are generated
 * here, so the fixtures hold no binary file and no real data; the copy is a git repository of one
 * commit, so its pages have dates, as a clone has.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BackgroundCopy, copySite, root } from "./copies";
import { fillLaunchFacts } from "./launch-facts";
import { SITE_URL } from "../../../src/lib/site-url";

const FIXTURES = path.join(root, "tests", "e2e", "fixtures", "content");
/** The one commit's date: every page's lastmod in the copy. */
export const COPY_COMMIT_DATE = "2026-11-20T09:00:00+11:00";
/** The IndexNow key the copy is built with (a test value, 32 hex digits as `openssl rand -hex 16` makes). */
export const FIXTURE_INDEXNOW_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
/** A page the previous deploy's IndexNow record has and the copy has not: announced as removed. */
export const REMOVED_PAGE = `${SITE_URL}/services/a-service-since-removed/`;

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

const live = new BackgroundCopy("live");

/** Copies the site, the fixtures and the stand-ins for the agency's facts into a new folder, committed once. */
async function prepareFixtureSite(): Promise<string> {
  const dir = copySite("live-site-");
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
  fillLaunchFacts(dir);
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      stdio: "ignore",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Fixture",
        GIT_AUTHOR_EMAIL: "fixture@example.com",
        GIT_COMMITTER_NAME: "Fixture",
        GIT_COMMITTER_EMAIL: "fixture@example.com",
        GIT_AUTHOR_DATE: COPY_COMMIT_DATE,
        GIT_COMMITTER_DATE: COPY_COMMIT_DATE,
      },
    });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "The live site's copy, with fixtures");
  return dir;
}

/**
 * Starts the copy's build in the background (netlify-live-build.mjs, in the copy), so that it
 * runs while the rest of CI does (`npm run build:e2e:netlify`, or the global setup); fixtureSite()
 * waits for it.
 */
export async function startFixtureBuild(): Promise<void> {
  const dir = await prepareFixtureSite();
  live.start(dir, "node tests/e2e/support/netlify-live-build.mjs", {
    INDEXNOW_KEY: FIXTURE_INDEXNOW_KEY,
    FIXTURE_REMOVED_PAGE: REMOVED_PAGE,
    RESEND_API_KEY: "",
    GITHUB_OAUTH_CLIENT_SECRET: "",
    SITE_BUILD_DATE: "",
  });
}

/**
 * The global setup's start: uses the build `npm run build:e2e:netlify` started shortly before, or
 * starts one. The teardown removes it, so one found later is from a run that crashed: it is too
 * old, or its copy is gone, and a new one starts.
 */
export async function reuseOrStartFixtureBuild(): Promise<string> {
  const started = live.started();
  if (started && live.fresh())
    return `the live copy's build started ${Math.round((Date.now() - started.startedAt) / 1000)} s ago (${started.root})`;
  stopFixtureBuild();
  await startFixtureBuild();
  return "the live copy's build started beside the suite";
}

/** The live copy, built: waits for the build the global setup started (or starts one). */
export async function fixtureSite(timeoutMs = 600_000): Promise<FixtureSite> {
  if (!live.started()) await startFixtureBuild();
  return { root: (await live.finished(timeoutMs)).root };
}

/** What the live copy's build printed (Netlify's build log). */
export const fixtureBuildLog = (): string => live.log();

/** Ends the build if it is still running and removes its copy (the global teardown). */
export function stopFixtureBuild(): void {
  live.stop();
}
