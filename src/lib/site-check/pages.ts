/**
 * A few pages, not one (issue 47): besides the address given, up to MORE_PAGES more pages of the
 * same site, from its sitemap (a sitemap index: its first child sitemap), else the home page and the
 * page's own internal links. They are fetched within one budget, PAGES_BYTES and PAGES_DEADLINE_MS
 * in all with the page itself, at most PAGES_AT_ONCE at a time (run.ts), and each is scored on the
 * checks of a page alone (robots.txt, llms.txt, the sitemap and https are the site's, shared).
 *
 * Choosing reads what the check already holds (the sitemap's text, at most 512 kB, and the page's
 * first MAX_LINKS links) in time linear in it: an endless sitemap or a page of 10,000 links costs
 * no more than the first entries read. Free of Node APIs.
 */
import type { Status } from "./checks/define";
import { MAX_ADDRESS_CHARS } from "./quote";

/** More pages checked besides the address given, at most. */
export const MORE_PAGES = 4;
/** The pages' bytes in all, the address given included. */
export const PAGES_BYTES = 6 * 1024 * 1024;
/** The pages' time in all, the address given included (never past the check's own deadline, run.ts). */
export const PAGES_DEADLINE_MS = 15_000;
/** Pages of one site fetched at the same time, at most. */
export const PAGES_AT_ONCE = 2;
/** Sitemap entries read at most, whatever the sitemap holds. */
const MAX_LOCS = 1_000;

/** Why a page was not checked: no bytes or time left of the budget, or it did not answer with a page. */
export const NOT_CHECKED = ["budget", "time", "unread"] as const;
export type NotChecked = (typeof NOT_CHECKED)[number];

/** One page of the site as the report lists it: its score on the page's own checks and their outcomes. */
export interface PageResult {
  url: string;
  /** Out of 100, on the page's own checks; null when it was not checked. */
  score: number | null;
  /** Each page check's outcome, by id. */
  statuses: Record<string, Status>;
  notChecked?: NotChecked;
}

/** Addresses that name a file rather than a page. */
const FILE =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|zip|gz|tgz|rar|7z|mp[34]|m4a|mov|avi|webm|wav|ogg|docx?|xlsx?|pptx?|csv|txt|xml|json|js|mjs|css|woff2?|ttf|otf|eot|exe|dmg|apk|rss|atom)$/i;

/** `href` as a page of the site at `origin`: same origin, http(s), without fragment or query, not a file. */
export function pageOf(href: string, base: string, origin: string): URL | undefined {
  if (!URL.canParse(href, base)) return undefined;
  const url = new URL(href, base);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== origin) return undefined;
  url.hash = "";
  url.search = "";
  return FILE.test(url.pathname) ? undefined : url;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An address in a sitemap, up to MAX_ADDRESS_CHARS (a longer one is not read). */
const LOC = new RegExp(`<loc>([^<]{0,${MAX_ADDRESS_CHARS}})</loc>`, "gi");

/** The `<loc>` entries of a sitemap (or sitemap index), the first MAX_LOCS of them. */
export function sitemapLocs(text: string): string[] {
  const locs: string[] = [];
  for (const match of text.matchAll(LOC)) {
    locs.push(
      (match[1] ?? "").trim().replace(/&(amp|lt|gt|quot|apos);/g, (_all, name: string) => ENTITIES[name] ?? ""),
    );
    if (locs.length >= MAX_LOCS) break;
  }
  return locs;
}

export const isSitemapIndex = (text: string): boolean => /<sitemapindex[\s>]/i.test(text.slice(0, 4096));

/** A sitemap index's first child sitemap on the site's own origin. */
export function firstChildSitemap(text: string, origin: string): URL | undefined {
  for (const loc of sitemapLocs(text)) {
    if (!URL.canParse(loc, origin)) continue;
    const url = new URL(loc, origin);
    if (url.origin === origin) return url;
  }
  return undefined;
}

const section = (url: URL): string => url.pathname.split("/").find((part) => part !== "") ?? "";

/**
 * Up to `max` more pages to check from `candidates` (a sitemap's entries, or links), best first:
 * pages of the site at `origin` other than those in `exclude`, one from each section of the site
 * (its first path segment) before a second from any.
 */
export function choosePages(
  candidates: readonly string[],
  base: string,
  exclude: readonly string[],
  max = MORE_PAGES,
): URL[] {
  const origin = new URL(base).origin;
  const seen = new Set(
    exclude.flatMap((href) => {
      const url = pageOf(href, base, origin);
      return url ? [url.href] : [];
    }),
  );
  const pages: URL[] = [];
  for (const href of candidates) {
    const url = pageOf(href, base, origin);
    if (!url || seen.has(url.href)) continue;
    seen.add(url.href);
    pages.push(url);
  }
  const sections = new Set<string>(
    exclude.filter((href) => URL.canParse(href, base)).map((href) => section(new URL(href, base))),
  );
  const first: URL[] = [];
  const rest: URL[] = [];
  for (const url of pages) {
    const name = section(url);
    if (sections.has(name)) rest.push(url);
    else {
      sections.add(name);
      first.push(url);
    }
  }
  return [...first, ...rest].slice(0, max);
}
