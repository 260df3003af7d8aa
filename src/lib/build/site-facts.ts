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
import { htmlPages } from "../seo/csp";
import { SITE_MEASURES, type SiteMeasure } from "../content/vocabulary";
import type { PostBuildStep } from "./step";

/** The values of one measure's placeholders, or null when there is nothing to measure (no bench run). */
export type MeasuredFacts = { readonly [K in SiteMeasure]: Readonly<Record<string, string>> | null };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The JavaScript a page's HTML runs before any interaction: its inline scripts of a JavaScript type, and script files it names. */
function scriptBytes(html: string, publicDir: string): number {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes) && JS_TYPES.has(/\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ""))
    .map(([, , text = ""]) => text)
    .join("");
  const files = [...html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+)"/gi)].map(([, src = ""]) => fileBytes(publicDir, src, true));
  return (inline ? gzipSync(inline).length : 0) + files.reduce((sum, n) => sum + n, 0);
}

/** A file of the site's own, by its address, gzipped when text compresses in transit; 0 when not there. */
function fileBytes(publicDir: string, address: string, gzip: boolean): number {
  const file = path.join(publicDir, decodeURIComponent(address.split(/[?#]/)[0] ?? ""));
  if (!file.startsWith(publicDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return 0;
  const data = fs.readFileSync(file);
  return gzip ? gzipSync(data).length : data.length;
}

/** What a page downloads to show itself: its HTML (gzipped) and the files of its own it preloads, links as stylesheets, or shows as images. */
function pageBytes(html: string, publicDir: string): number {
  const fonts = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*href="(\/[^"]+)"/gi)].map(([, href = ""]) => fileBytes(publicDir, href, false));
  const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/gi)].map(([, href = ""]) => fileBytes(publicDir, href, true));
  const images = [...html.matchAll(/<img\b[^>]*\ssrc="(\/[^"]+)"/gi)].map(([, src = ""]) => fileBytes(publicDir, src, /\.svg$/i.test(src)));
  return gzipSync(html).length + [...fonts, ...sheets, ...images].reduce((sum, n) => sum + n, 0);
}

/** Every schema.org type a page's JSON-LD declares, nested ones included. */
export function structuredDataTypes(html: string): Set<string> {
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
  for (const [, json = ""] of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) visit(JSON.parse(json));
  return types;
}

interface BenchSummary {
  summary?: { date?: string; runsPerRoute?: number; minPerformance?: number };
  results?: unknown[];
}

/** bench/results.json's lowest performance score over its routes, or null when there is no run to quote. */
function lighthouseFacts(rootDir: string): Record<string, string> | null {
  const file = path.join(rootDir, "bench", "results.json");
  if (!fs.existsSync(file)) return null;
  const bench = JSON.parse(fs.readFileSync(file, "utf8")) as BenchSummary;
  const { date, runsPerRoute, minPerformance } = bench.summary ?? {};
  if (typeof minPerformance !== "number" || typeof date !== "string" || !Array.isArray(bench.results)) return null;
  return {
    value: String(minPerformance),
    routes: String(bench.results.length),
    date: new Date(date).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" }),
    runs: String(runsPerRoute ?? 1),
  };
}

/** Measures the built site in `publicDir` (every page but the CMS). */
export function measureSite(rootDir: string, publicDir: string): MeasuredFacts {
  const pages = htmlPages(publicDir)
    .filter(({ route }) => !route.startsWith("/bench-"))
    .map(({ route, file }) => ({ route, html: fs.readFileSync(file, "utf8") }));
  const heaviest = pages.map(({ route, html }) => ({ route, bytes: pageBytes(html, publicDir) })).sort((a, b) => b.bytes - a.bytes)[0];
  const types = new Set(pages.flatMap(({ html }) => [...structuredDataTypes(html)]));
  const sitemap = fs.existsSync(publicDir) ? fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f)) : [];
  const listed = sitemap.reduce((sum, f) => sum + (fs.readFileSync(path.join(publicDir, f), "utf8").match(/<loc>/g) ?? []).length, 0);
  return {
    javascript: { value: kb(Math.max(0, ...pages.map(({ html }) => scriptBytes(html, publicDir)))) },
    pageWeight: heaviest ? { value: kb(heaviest.bytes), page: heaviest.route } : null,
    pages: listed > 0 ? { value: String(listed) } : null,
    structuredData: types.size > 0 ? { value: String(types.size), types: [...types].sort().join(", ") } : null,
    lighthouse: lighthouseFacts(rootDir),
  };
}

/** A template's {placeholders} filled with a measure's values; an unknown one is left as written (the content rules refuse it). */
export const fillFacts = (template: string, values: Readonly<Record<string, string>>): string => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const isMeasure = (name: string): name is SiteMeasure => (SITE_MEASURES as readonly string[]).includes(name);

/**
 * A page's HTML with its siteFacts filled: each element marked `data-site-fact="<measure>"` gets
 * its `data-template` filled as its text; a figure whose measure has nothing to show (no bench
 * run) is taken out whole (its `data-site-fact-item` element, which holds no other div).
 */
export function fillPage(html: string, facts: MeasuredFacts): string {
  const withoutMissing = html.replace(/<div\b[^>]*\sdata-site-fact-item="(\w+)"[^>]*>[\s\S]*?<\/div>/g, (whole, measure: string) => (isMeasure(measure) && facts[measure] === null ? "" : whole));
  return withoutMissing.replace(/<(\w+)\b([^>]*?)\sdata-site-fact="(\w+)"([^>]*?)\sdata-template="([^"]*)"([^>]*)>[^<]*<\/\1>/g, (whole, tag: string, before: string, measure: string, between: string, template: string, after: string) => {
    const values = isMeasure(measure) ? facts[measure] : null;
    if (!values) return whole;
    const text = fillFacts(unescapeAttribute(template), values);
    return `<${tag}${before} data-site-fact="${measure}"${between}${after}>${escapeHtml(text)}</${tag}>`;
  });
}

const unescapeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

export const siteFactsStep: PostBuildStep = {
  name: "this site's own figures, measured and filled in",
  run({ rootDir, publicDir }) {
    const pages = htmlPages(publicDir).filter(({ file }) => fs.readFileSync(file, "utf8").includes("data-site-fact"));
    if (pages.length === 0) return;
    const facts = measureSite(rootDir, publicDir);
    for (const { route, file } of pages) {
      const filled = fillPage(fs.readFileSync(file, "utf8"), facts);
      if (/\sdata-template="/.test(filled)) throw new Error(`${route}: a measured figure was left unfilled; its measure may be unknown (use one of: ${SITE_MEASURES.join(", ")})`);
      fs.writeFileSync(file, filled);
    }
  },
};
