/**
 * Content negotiation for a page's Markdown twin (the Netlify Edge Function in
 * netlify/edge-functions/markdown-twin.ts): a request for a page that prefers `text/markdown` to
 * HTML gets the twin at the same address. Free of Node APIs: the edge runs it on Deno.
 */
import Negotiator from "negotiator";
import { twinPath } from "./markdown";

export const MARKDOWN_TYPE = "text/markdown; charset=utf-8";

/** Whether an Accept header prefers Markdown to HTML (`*\/*` alone, as browsers send, does not). */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(["text/html", "text/markdown"]) === "text/markdown";
}

/** The twin of the page at `pathname`, or null for an address that is no page: a file, the Functions, the CMS. */
export function twinOf(pathname: string): string | null {
  if (/^\/(api|admin)(\/|$)/.test(pathname)) return null;
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  return twinPath(pathname);
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
  if (twin && prefersMarkdown(request.headers.get("accept"))) {
    const found = await fetchTwin(new URL(twin, url));
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
