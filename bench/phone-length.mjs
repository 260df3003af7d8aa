/**
 * How long each service page is on a phone (issue 59: "service pages about five screens at 390
 * px"): the document's height at 390 × 844 px, a phone emulated as the browser tests emulate one
 * (touch, a mobile viewport, reduced motion), the header and footer included, in pixels and in
 * screens of 844 px. Budget: about five screens, at most 4,400 px. The browser tests hold each
 * page to that limit (tests/e2e/support/every-page.ts); this puts every service page's figure side
 * by side, for a before and after. A benchmark: it reports figures against the budget; it never fails.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

/* global document -- the measuring functions run in the page. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PHONE = { width: 390, height: 844 };
export const BUDGET_PX = 4400;
const SECTION = "## Service pages on a phone";

/** The height of each route at 390 × 844, in pixels and screens, with what its tallest bands take. */
export async function measurePhoneLength(base, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const pages = [];
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${base}${route}`);
      await page.waitForLoadState("load");
      await page.evaluate(() => document.fonts.ready);
      const { height, tallest } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        // The three tallest bands of <main>, by id (the hero, or their heading, without one): where the height goes.
        tallest: [...document.querySelectorAll("main > section")]
          .map((s) => ({
            band: s.id || (s.querySelector("h1") ? "hero" : s.querySelector("h2")?.textContent?.trim()) || "section",
            px: Math.round(s.getBoundingClientRect().height),
          }))
          .sort((a, b) => b.px - a.px)
          .slice(0, 3),
      }));
      pages.push({ route, height, screens: Number((height / PHONE.height).toFixed(1)), tallest });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { date: new Date().toISOString(), budgetPx: BUDGET_PX, pages };
}

export function phoneLengthSection(result) {
  if (!result) return `${SECTION}\n\nNot measured.\n`;
  const longest = result.pages.reduce((a, b) => (b.height > a.height ? b : a));
  return [
    SECTION,
    "",
    `Each service page's height at 390 × 844 px (a phone emulated as the browser tests do), header and footer included, in pixels and in screens of 844 px (${result.date}). Budget: about five screens, at most ${result.budgetPx.toLocaleString("en-AU")} px. Longest: \`${longest.route}\`, ${longest.height.toLocaleString("en-AU")} px (${longest.screens} screens).`,
    "",
    "| route | px | screens | within budget | tallest bands (px) |",
    "|---|---|---|---|---|",
    ...result.pages.map(
      (p) =>
        `| ${p.route} | ${p.height.toLocaleString("en-AU")} | ${p.screens} | ${p.height <= result.budgetPx ? "yes" : "**no**"} | ${p.tallest.map((t) => `${t.band} ${t.px}`).join(", ")} |`,
    ),
    "",
  ].join("\n");
}

/** Writes the section into bench/RESULTS.md (in place of the last, or at the end) and the figures into results.json. */
export function writePhoneLength(result) {
  const json = path.join(root, "bench", "results.json");
  const existing = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, "utf8")) : {};
  fs.writeFileSync(json, JSON.stringify({ ...existing, phoneLength: result }, null, 2));
  const md = path.join(root, "bench", "RESULTS.md");
  const text = fs.existsSync(md) ? fs.readFileSync(md, "utf8") : "# Benchmark\n";
  const section = `${phoneLengthSection(result).trimEnd()}\n\n`;
  const start = text.indexOf(SECTION);
  if (start < 0) {
    // Before the build's section, which is written last.
    const before = text.indexOf("\n## Build at scale");
    fs.writeFileSync(
      md,
      before < 0
        ? `${text.trimEnd()}\n\n${section}`
        : `${text.slice(0, before + 1)}${section}${text.slice(before + 1)}`,
    );
    return;
  }
  const next = text.indexOf("\n## ", start + SECTION.length);
  fs.writeFileSync(md, text.slice(0, start) + section + (next < 0 ? "" : text.slice(next + 1)));
}
