/**
 * How the site reads to answer engines and AI agents, for `npm run bench` (issue 57), measured by
 * tools we do not write:
 * - aiseo-audit (pinned devDependency; deterministic, no AI calls): every indexable page of the
 *   served build, the routes the build's sitemap lists, audited at this server's address, with
 *   robots.txt and llms.txt read from it too. Budget: an average of at least 75, and no critical
 *   finding on dates, authorship, structured data, crawler access or headings.
 * - Lighthouse's Agentic Browsing category (13.5: the agents' accessibility tree, WebMCP's three
 *   audits, CLS, llms.txt and /.well-known/ard.json) on /, /contact/ and /ai-search-check/. Budget:
 *   every audit that applies passes, as Lighthouse's report counts a pass (a score of at least its
 *   PASS_THRESHOLD, 0.9); an audit that passes below 1 is listed with its notes.
 * A benchmark: it reports figures against the budgets; it never fails.
 */
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { Util } from "lighthouse/shared/util.js";
import * as chromeLauncher from "chrome-launcher";
import { analyzeUrl, loadConfig } from "aiseo-audit";

/**
 * Factors of the kinds the budget names (dates, authorship, structured data, crawler access,
 * headings), by their names in aiseo-audit 1.6: Publication Date, Content Freshness, Author
 * Attribution, Structured Data, Schema Completeness, AI Crawler Access, Heading Hierarchy.
 */
const WATCHED = /date|freshness|author attribution|structured|schema|crawler|robots|heading/i;
export const AGENTIC_ROUTES = ["/", "/contact/", "/ai-search-check/"];

/** The addresses the build's sitemap lists (public/sitemap-*.xml), as paths. */
export function indexableRoutes(root) {
  const dir = path.join(root, "public");
  const paths = fs
    .readdirSync(dir)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .flatMap((f) =>
      [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]).pathname,
      ),
    );
  return [...new Set(paths)].sort();
}

/** aiseo-audit over every indexable route of the server at `base`. */
export async function measureAiseo(root, base) {
  const config = await loadConfig();
  const pages = [];
  for (const route of indexableRoutes(root)) {
    const result = await analyzeUrl({ url: `${base}${route}`, signalsBase: base }, config);
    const factors = Object.values(result.categories).flatMap((c) => c.factors.map((f) => ({ category: c.name, ...f })));
    const critical = factors.filter((f) => f.status === "critical");
    pages.push({
      route,
      score: result.overallScore,
      grade: result.grade,
      categories: Object.fromEntries(
        Object.entries(result.categories).map(([key, c]) => [key, Math.round((c.score / c.maxScore) * 100)]),
      ),
      critical: critical.map((f) => `${f.name} (${f.value})`),
      watchedCritical: critical.filter((f) => WATCHED.test(f.name)).map((f) => f.name),
    });
  }
  const average = pages.reduce((sum, p) => sum + p.score, 0) / pages.length;
  return {
    version: JSON.parse(fs.readFileSync(path.join(root, "node_modules/aiseo-audit/package.json"), "utf8")).version,
    pages,
    average: Number(average.toFixed(1)),
    lowest: pages.reduce((low, p) => (p.score < low.score ? p : low)),
    criticalCount: pages.reduce((sum, p) => sum + p.critical.length, 0),
    watchedCriticalCount: pages.reduce((sum, p) => sum + p.watchedCritical.length, 0),
  };
}

/** Why an audit did not pass: its explanation, else the issues its table lists (ard-schema's notes). */
function whyFailed(audit) {
  if (audit.explanation) return audit.explanation;
  const issues = (audit.details?.items ?? []).map((item) =>
    [item.element, item.issue, item.severity].filter((part) => typeof part === "string").join(": "),
  );
  return issues.length > 0
    ? `score ${audit.score}; ${issues.join("; ")}`
    : (audit.displayValue ?? `score ${audit.score}`);
}

/**
 * Lighthouse's Agentic Browsing category on each route: each audit's score, or why it does not
 * apply. In a Chromium of its own with WebMCP on (`--enable-features=WebMCPTesting`): without it
 * the browser registers no tool and WebMCP's three audits do not apply.
 */
export async function measureAgentic(base) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--enable-features=WebMCPTesting"],
  });
  try {
    return await agenticPages(chrome.port, base);
  } finally {
    await chrome.kill();
  }
}

async function agenticPages(port, base) {
  const pages = [];
  for (const route of AGENTIC_ROUTES) {
    const { lhr } = await lighthouse(
      `${base}${route}`,
      { port, output: "json", logLevel: "error", onlyCategories: ["agentic-browsing"] },
      undefined,
    );
    const category = lhr.categories["agentic-browsing"];
    const audits = category.auditRefs.map((ref) => {
      const audit = lhr.audits[ref.id];
      return {
        id: ref.id,
        score: audit.score,
        mode: audit.scoreDisplayMode,
        ...(audit.score !== null && audit.score < 1 ? { why: whyFailed(audit) } : {}),
      };
    });
    const applying = audits.filter((a) => a.score !== null && a.mode !== "notApplicable" && a.mode !== "informative");
    const passes = (a) => a.score >= Util.PASS_THRESHOLD;
    const named = (a) => `${a.id}${a.why ? ` (${a.why})` : ""}`;
    pages.push({
      route,
      passed: applying.filter(passes).length,
      applying: applying.length,
      notApplicable: audits.filter((a) => a.mode === "notApplicable").map((a) => a.id),
      failing: applying.filter((a) => !passes(a)).map(named),
      passedWithNotes: applying.filter((a) => passes(a) && a.score < 1).map(named),
    });
  }
  return pages;
}

/** The section of bench/RESULTS.md. */
export function agentsSection(aiseo, agentic) {
  if (!aiseo) return "## Answer engines and agents\n\nNot measured (`BENCH_AGENTS=0`).\n";
  const rows = aiseo.pages.map(
    (p) =>
      `| ${p.route} | ${p.score} (${p.grade}) | ${Object.values(p.categories).join(" / ")} | ${p.critical.join("; ") || "none"} |`,
  );
  const agenticRows = agentic.map(
    (p) =>
      `| ${p.route} | ${p.passed} of ${p.applying} | ${p.failing.join("; ") || "none"} | ${p.passedWithNotes.join("; ") || "none"} | ${p.notApplicable.join(", ") || "none"} |`,
  );
  return [
    "## Answer engines and agents",
    "",
    `aiseo-audit ${aiseo.version} over the ${aiseo.pages.length} pages the sitemap lists (budget: an average of at least 75, no critical finding on dates, authorship, structured data, crawler access or headings): **average ${aiseo.average}**, lowest ${aiseo.lowest.score} (\`${aiseo.lowest.route}\`); ${aiseo.criticalCount} critical findings, ${aiseo.watchedCriticalCount} of them of the kinds the budget names.`,
    "",
    "| route | score (grade) | extractability / structure / answerability / entities / grounding / authority / readability | critical findings |",
    "|---|---|---|---|",
    ...rows,
    "",
    "Lighthouse's Agentic Browsing category (budget: every audit that applies passes, as Lighthouse's report counts a pass: a score of at least 0.9):",
    "",
    "| route | audits passed | failing | passed below 1, with its notes | not applicable |",
    "|---|---|---|---|---|",
    ...agenticRows,
    "",
  ].join("\n");
}
