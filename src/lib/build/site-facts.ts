/**
 * This site's own figures, measured by the build from the pages it wrote (the proof the site can
 * show honestly before it has a client's): the JavaScript a page runs before a visitor touches it,
 * the heaviest page's weight, the pages in the sitemap, the structured data types the pages
 * declare, and, where bench/results.json holds a run, Lighthouse's lowest performance score. A
 * siteFacts section (src/components/sections/site-facts.tsx) renders each figure as a template
 * with {placeholders} (its label and description, from YAML); this step fills them in every page
 * that has one, before the Content-Security-Policy seals the HTML.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import escapeHtml from "escape-html";
import { contentOf, htmlElements, htmlPages, splice, type HtmlElement } from "./html-elements";
import { SITE_MEASURES, type SiteMeasure } from "../content/vocabulary";
import type { PostBuildStep } from "./step";

/** The values of one measure's placeholders, or null when there is nothing to measure (no bench run). */
export type MeasuredFacts = { readonly [K in SiteMeasure]: Readonly<Record<string, string>> | null };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);
/** An address on this site, as the measures count files: written from its root. */
const ownAddress = (address: string | undefined): address is string =>
  address !== undefined && address.length > 1 && address.startsWith("/");

/** The JavaScript a page's HTML runs before any interaction: its inline scripts of a JavaScript type, and script files it names. */
function scriptBytes(html: string, elements: readonly HtmlElement[], publicDir: string): number {
  const scripts = elements.filter((e) => e.name === "script");
  const inline = scripts
    .filter((e) => e.attributes.src === undefined && JS_TYPES.has(e.attributes.type?.toLowerCase() ?? ""))
    .map((e) => contentOf(html, e))
    .join("");
  const files = scripts.flatMap(({ attributes: { src } }) =>
    ownAddress(src) ? [fileBytes(publicDir, src, true)] : [],
  );
  return (inline ? gzipSync(inline).length : 0) + files.reduce((sum, n) => sum + n, 0);
}

/**
 * The JavaScript a built page runs before any interaction, gzipped: the figure the site states and
 * the browser tests hold to their budget. Speculation rules and JSON data are not JavaScript.
 */
export function javascriptBeforeInteraction(html: string, publicDir: string): number {
  return scriptBytes(html, htmlElements(html), publicDir);
}

/** A file of the site's own, by its address, gzipped when text compresses in transit; 0 when not there. */
function fileBytes(publicDir: string, address: string, gzip: boolean): number {
  const file = path.join(publicDir, decodeURIComponent(address.split(/[?#]/)[0] ?? ""));
  if (!file.startsWith(publicDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return 0;
  const data = fs.readFileSync(file);
  return gzip ? gzipSync(data).length : data.length;
}

/** What a page downloads to show itself: its HTML (gzipped) and the files of its own it preloads, links as stylesheets, or shows as images. */
function pageBytes(html: string, elements: readonly HtmlElement[], publicDir: string): number {
  const files = elements.flatMap(({ name, attributes: { rel, href, src } }) => {
    if (name === "link" && rel === "preload" && ownAddress(href)) return [fileBytes(publicDir, href, false)];
    if (name === "link" && rel === "stylesheet" && ownAddress(href)) return [fileBytes(publicDir, href, true)];
    if (name === "img" && ownAddress(src)) return [fileBytes(publicDir, src, /\.svg$/i.test(src))];
    return [];
  });
  return gzipSync(html).length + files.reduce((sum, n) => sum + n, 0);
}

/** Every schema.org type a page's JSON-LD declares, nested ones included. */
export function structuredDataTypes(html: string, elements: readonly HtmlElement[] = htmlElements(html)): Set<string> {
  const types = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "@type") [inner].flat().forEach((t) => typeof t === "string" && types.add(t));
        else visit(inner);
      }
    }
  };
  for (const e of elements)
    if (e.name === "script" && e.attributes.type?.toLowerCase() === "application/ld+json")
      visit(JSON.parse(contentOf(html, e)));
  return types;
}

interface BenchSummary {
  summary?: { date?: string; runsPerRoute?: number };
  results?: Array<{ route?: unknown; performance?: unknown }>;
}

/**
 * bench/results.json's lowest performance score over the pages in the sitemap, and how many of
 * them it ran on, or null when there is no run to quote. The pages the site states ("23 pages in
 * the sitemap") are the pages this figure counts: a route the bench also ran that is not indexed
 * (/home-launch/) is left out, so the two figures side by side count the same pages.
 */
function lighthouseFacts(rootDir: string, listed: ReadonlySet<string>): Record<string, string> | null {
  const file = path.join(rootDir, "bench", "results.json");
  if (!fs.existsSync(file)) return null;
  const bench = JSON.parse(fs.readFileSync(file, "utf8")) as BenchSummary;
  const { date, runsPerRoute } = bench.summary ?? {};
  if (typeof date !== "string" || !Array.isArray(bench.results)) return null;
  const scores = bench.results.flatMap(({ route, performance }) =>
    typeof route === "string" && listed.has(route) && typeof performance === "number" ? [performance] : [],
  );
  if (scores.length === 0) return null;
  return {
    value: String(Math.min(...scores)),
    routes: String(scores.length),
    date: new Date(date).toLocaleDateString("en-AU", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Australia/Sydney",
    }),
    runs: String(runsPerRoute ?? 1),
  };
}

/** Measures the built site in `publicDir` (every page but the CMS), one page at a time. */
export function measureSite(rootDir: string, publicDir: string): MeasuredFacts {
  let javascript = 0;
  let heaviest: { route: string; bytes: number } | undefined;
  const types = new Set<string>();
  for (const { route, file } of htmlPages(publicDir).filter(({ route }) => !route.startsWith("/bench-"))) {
    const html = fs.readFileSync(file, "utf8");
    const elements = htmlElements(html);
    javascript = Math.max(javascript, scriptBytes(html, elements, publicDir));
    const bytes = pageBytes(html, elements, publicDir);
    // The first of equally heavy pages, in the order of htmlPages.
    if (!heaviest || bytes > heaviest.bytes) heaviest = { route, bytes };
    for (const type of structuredDataTypes(html, elements)) types.add(type);
  }
  const sitemap = fs.existsSync(publicDir) ? fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f)) : [];
  // Each page the sitemap lists, by its path (a <loc> is an absolute address, or a path in tests).
  const listed = new Set(
    sitemap.flatMap((f) =>
      [...fs.readFileSync(path.join(publicDir, f), "utf8").matchAll(/<loc>([^<]*)<\/loc>/g)].map(
        ([, loc = ""]) => new URL(loc, "https://site.invalid").pathname,
      ),
    ),
  );
  return {
    javascript: { value: kb(javascript) },
    pageWeight: heaviest ? { value: kb(heaviest.bytes), page: heaviest.route } : null,
    pages: listed.size > 0 ? { value: String(listed.size) } : null,
    structuredData: types.size > 0 ? { value: String(types.size), types: [...types].sort().join(", ") } : null,
    lighthouse: lighthouseFacts(rootDir, listed),
  };
}

/** A template's {placeholders} filled with a measure's values; an unknown one is left as written (the content rules refuse it). */
export const fillFacts = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const isMeasure = (name: string): name is SiteMeasure => (SITE_MEASURES as readonly string[]).includes(name);

/** A page's HTML with its siteFacts filled, and how many figures were left unfilled (a measure this step does not know). */
function fill(html: string, facts: MeasuredFacts): { html: string; unfilled: number } {
  const elements = htmlElements(html);
  const taken = elements.filter(
    ({ attributes: { "data-site-fact-item": measure } }) =>
      measure !== undefined && isMeasure(measure) && facts[measure] === null,
  );
  const edits = taken.map(({ start, end }) => ({ start, end, text: "" }));
  let unfilled = 0;
  for (const element of elements) {
    const { "data-site-fact": measure, "data-template": template } = element.attributes;
    const span = element.attributeSpans["data-template"];
    if (
      measure === undefined ||
      template === undefined ||
      !span ||
      taken.some((t) => element.start >= t.start && element.start < t.end)
    )
      continue;
    const values = isMeasure(measure) ? facts[measure] : null;
    if (!values) {
      unfilled += 1;
      continue;
    }
    // The attribute goes with the space before it; the text is the template filled.
    edits.push(
      { start: /\s/.test(html[span[0] - 1] ?? "") ? span[0] - 1 : span[0], end: span[1], text: "" },
      { start: element.startTagEnd, end: element.endTagStart, text: escapeHtml(fillFacts(template, values)) },
    );
  }
  return { html: splice(html, edits), unfilled };
}

/**
 * A page's HTML with its siteFacts filled: each element marked `data-site-fact="<measure>"` gets
 * its `data-template` filled as its text; a figure whose measure has nothing to show (no bench
 * run) is taken out whole (its `data-site-fact-item` element).
 */
export const fillPage = (html: string, facts: MeasuredFacts): string => fill(html, facts).html;

export const siteFactsStep: PostBuildStep = {
  name: "this site's own figures, measured and filled in",
  run({ rootDir, publicDir }) {
    const pages = htmlPages(publicDir).filter(({ file }) => fs.readFileSync(file, "utf8").includes("data-site-fact"));
    if (pages.length === 0) return;
    const facts = measureSite(rootDir, publicDir);
    for (const { route, file } of pages) {
      const { html, unfilled } = fill(fs.readFileSync(file, "utf8"), facts);
      if (unfilled > 0)
        throw new Error(
          `${route}: a measured figure was left unfilled; its measure may be unknown (use one of: ${SITE_MEASURES.join(", ")})`,
        );
      fs.writeFileSync(file, html);
    }
  },
};
