/**
 * A page's Markdown twin at the edge: the one rule for where a twin lives, and the content
 * negotiation that serves it. The Netlify Edge Function (netlify/edge-functions/markdown-twin.ts)
 * runs this file on Deno, and the build (src/lib/answers/) writes the twins by the same rule, so
 * this module imports nothing: no npm module, no Node API, no other file of the site (docs/netlify.md,
 * Netlify on this machine; `npm run lint:deps` and a test that asks Deno for the module
 * graph hold it so).
 */

export const MARKDOWN_TYPE = "text/markdown; charset=utf-8";

/** The address a twin lives at: the page's address + `index.html.md`, the llms.txt convention for addresses ending in `/`. */
export const twinPath = (route: string): string => `${route.endsWith("/") ? route : `${route}/`}index.html.md`;

/**
 * A path a page of this site can have: `/`, or `/`-separated segments of the characters a path
 * may hold unescaped or percent-encoded, none of them empty, `.` or `..`, and no slash or
 * backslash written as `%2F` or `%5C`. Nothing else can be read as another host: a path starting
 * `//` (or `/\`, which URL parsers read as `//`) names one, and a server that decodes `%2F` may
 * make one; no page's address looks like that, so no twin is looked for.
 */
const PAGE_PATH = /^(?:\/(?:[\w\-.~!$&'()*+,;=:@]|%(?!2f|5c)[0-9a-f]{2})+)*\/?$/i;
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/** The twin of the page at `pathname`, or null for an address that is no page: a file, the Functions, the CMS, or no path of this site. */
export function twinOf(pathname: string): string | null {
  if (!PAGE_PATH.test(pathname) || DOT_SEGMENT.test(pathname)) return null;
  if (/^\/(api|admin)(\/|$)/.test(pathname)) return null;
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  return twinPath(pathname);
}

/**
 * Where a twin is fetched from: the site's own origin and the twin's path, written one after the
 * other (never the path resolved against the request's address, which reads `//other.host/` as
 * another host), and only if that is still the site's own origin.
 */
export function twinUrl(twin: string, origin: string): URL | null {
  if (!twin.startsWith("/") || twin.startsWith("//") || !URL.canParse(`${origin}${twin}`)) return null;
  const url = new URL(`${origin}${twin}`);
  return url.origin === origin ? url : null;
}

/** One media range of an Accept header, as RFC 9110 §12.5.1 writes it. */
interface MediaRange {
  type: string;
  subtype: string;
  params: ReadonlyMap<string, string>;
  q: number;
  /** Its place in the header. */
  order: number;
}

const isOWS = (c: string | undefined): boolean => c === " " || c === "\t";
const trimOWS = (text: string): string => text.replace(/^[ \t]+|[ \t]+$/g, "");

/**
 * An Accept header's media ranges, read as RFC 9110 §12.5.1 and §5.6.6 write them and as the
 * `content-type` package reads them for `negotiator`: a range runs to `;` or `,`; a parameter is
 * `name=value` or `name="quoted"` (the first of a name counts; one without `=` is skipped); q is a
 * parameter like the others. A range without a `/` is no range.
 */
function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  const end = (from: number): number => {
    let i = from;
    while (i < header.length && header[i] !== ";" && header[i] !== ",") i += 1;
    return i;
  };
  let i = 0;
  for (let order = 0; i < header.length; order += 1) {
    while (isOWS(header[i])) i += 1;
    const rangeEnd = end(i);
    const range = trimOWS(header.slice(i, rangeEnd));
    i = rangeEnd;
    const params = new Map<string, string>();
    while (i < header.length && header[i] === ";") {
      i += 1;
      while (isOWS(header[i])) i += 1;
      let eq = i;
      while (eq < header.length && header[eq] !== "=" && header[eq] !== ";" && header[eq] !== ",") eq += 1;
      if (header[eq] !== "=") {
        i = eq;
        continue;
      }
      const name = trimOWS(header.slice(i, eq)).toLowerCase();
      i = eq + 1;
      while (isOWS(header[i])) i += 1;
      if (header[i] === '"') {
        let value = "";
        let closed = false;
        for (i += 1; i < header.length;) {
          const c = header[i++] ?? "";
          if (c === '"') {
            closed = true;
            break;
          }
          value += c === "\\" && i < header.length ? (header[i++] ?? "") : c;
        }
        if (closed && !params.has(name)) params.set(name, value);
        i = end(i);
      } else {
        const valueEnd = end(i);
        if (!params.has(name)) params.set(name, trimOWS(header.slice(i, valueEnd)));
        i = valueEnd;
      }
    }
    i += 1;
    const slash = range.indexOf("/");
    if (slash === -1) continue;
    const q = params.get("q");
    params.delete("q");
    ranges.push({
      type: range.slice(0, slash),
      subtype: range.slice(slash + 1),
      params,
      q: q ? Number.parseFloat(q) : 1,
      order,
    });
  }
  return ranges;
}

/** How well `range` matches an offered `type/subtype` without parameters: null for no match, else its specificity. */
function specificity(range: MediaRange, type: string, subtype: string): number | null {
  let s = 0;
  if (range.type.toLowerCase() === type) s |= 4;
  else if (range.type !== "*") return null;
  if (range.subtype.toLowerCase() === subtype) s |= 2;
  else if (range.subtype !== "*") return null;
  if (range.params.size > 0) {
    // The offered type carries no parameter, so only a wildcard or an empty value matches one.
    if ([...range.params.values()].every((v) => v === "*" || v === "")) s |= 1;
    else return null;
  }
  return s;
}

interface Priority {
  q: number;
  s: number;
  order: number;
  offered: number;
}

/** The priority an Accept header gives an offered type: its most specific matching range, then the highest q, then the later written. */
function priorityOf(ranges: readonly MediaRange[], offered: string, index: number): Priority {
  const [type = "", subtype = ""] = offered.split("/");
  let best: Priority = { q: 0, s: 0, order: -1, offered: index };
  for (const range of ranges) {
    const s = specificity(range, type, subtype);
    if (s !== null && (best.s - s || best.q - range.q || best.order - range.order) < 0)
      best = { q: range.q, s, order: range.order, offered: index };
  }
  return best;
}

/**
 * The offered type an Accept header prefers, as the `negotiator` package decides it (the test
 * compares the two over many headers): highest q, then the more specific match, then the range
 * written first, then the order offered. Undefined when none is acceptable.
 */
export function preferredType(accept: string, offered: readonly string[]): string | undefined {
  const ranges = parseAccept(accept);
  const ranked = offered
    .map((type, index) => priorityOf(ranges, type, index))
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q || b.s - a.s || a.order - b.order || a.offered - b.offered);
  const first = ranked[0];
  return first === undefined ? undefined : offered[first.offered];
}

/** Whether an Accept header prefers Markdown to HTML (`*\/*` alone, as browsers send, does not). */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  return preferredType(accept, ["text/html", "text/markdown"]) === "text/markdown";
}

/** What the edge gives it: the site's response for the request as it stands (Netlify's context.next()). */
export interface EdgeContext {
  next(): Promise<Response>;
}

/**
 * Answers a page request: with the page's twin when the request prefers Markdown and the page has
 * one, else with the page as it stands. Either way the answer varies with Accept, so a cache
 * between the site and the reader keeps the two apart.
 */
export async function answerMarkdown(
  request: Request,
  context: EdgeContext,
  fetchTwin: (url: URL) => Promise<Response> = (url) => fetch(url),
): Promise<Response> {
  const url = new URL(request.url);
  const twin = request.method === "GET" || request.method === "HEAD" ? twinOf(url.pathname) : null;
  const from = twin === null ? null : twinUrl(twin, url.origin);
  if (twin && from && prefersMarkdown(request.headers.get("accept"))) {
    const found = await fetchTwin(from);
    if (found.ok) {
      return new Response(request.method === "HEAD" ? null : found.body, {
        status: 200,
        headers: {
          "Content-Type": MARKDOWN_TYPE,
          Vary: "Accept",
          Link: `<${url.origin}${url.pathname}>; rel="canonical"`,
        },
      });
    }
  }
  const page = await context.next();
  const headers = new Headers(page.headers);
  if (twin) headers.append("Vary", "Accept");
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
}
