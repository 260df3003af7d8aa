/**
 * The only scripts a page without interactive sections carries (gatsby-ssr.tsx): the menus'
 * behaviour, and speculation rules that let the browser prerender the next page while the
 * visitor's pointer rests on its link, so following an ordinary link is instant without a
 * client-side router. Both are inline: no request, and the Content-Security-Policy allows each by
 * its hash (src/lib/seo/csp.ts). A page with an interactive section also gets the framework, but
 * only when the visitor first reaches for one (deferFrameworkScripts).
 */

/** A value as JSON inside a `<script>`: `<` escaped, so no value can close the script early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The 404 page's script: the attempted path, logged to the browser console (SPEC §2). */
export function notFoundLogScript(message: string): string {
  return `console.warn(${inlineJson(message)},location.pathname)`;
}

/**
 * Prerender same-site pages on hover or pointer-down ("moderate"), never the Functions, the CMS,
 * or an address with a query string (those may act on the visit or differ per visitor).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          // `{/*}?`: the folder itself (/admin) as well as everything in it (/admin/, /api/contact).
          { not: { href_matches: "/api{/*}?" } },
          { not: { href_matches: "/admin{/*}?" } },
          // Any path with a non-empty query string (the object form: in the string form "?" starts the query pattern).
          { not: { href_matches: { pathname: "/*", search: "(.+)" } } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** Marks an interactive island in the HTML (island.tsx renders it, gatsby-ssr.tsx looks for it). */
export const INTERACTIVE_MARK = "data-interactive-island";

/**
 * Whether rendered HTML holds an interactive island: the mark as React writes an attribute. The
 * same words in copy cannot match, since React escapes the quotes of text.
 */
export function hasInteractiveIsland(html: string): boolean {
  return html.includes(` ${INTERACTIVE_MARK}=""`);
}

/**
 * Loads `sources` in order at the visitor's first pointer, touch or focus inside an interactive
 * island. Until then the page is its HTML (the contact form posts natively), so loading the page
 * costs a phone no framework work at all.
 */
export function frameworkLoaderScript(sources: readonly string[]): string {
  return `(()=>{const d=document,t=["pointerover","touchstart","focusin"],s=${inlineJson(sources)},on=e=>{if(!(e.target instanceof Element&&e.target.closest("[${INTERACTIVE_MARK}]")))return;t.forEach(n=>d.removeEventListener(n,on,true));for(const u of s){const el=d.createElement("script");el.src=u;el.async=false;d.body.append(el)}};t.forEach(n=>d.addEventListener(n,on,true))})()`;
}

/** Gatsby's script files in a page's HTML (the `async` tags of its `_gatsby-scripts` slice). */
const FRAMEWORK_SCRIPT = /<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>/g;

/**
 * A page with an interactive island, as built: Gatsby's script files replaced by
 * frameworkLoaderScript, which loads the same files, in the same order, when the visitor first
 * reaches for an island. Pages without an island, or already deferred, are returned unchanged.
 */
export function deferFrameworkScripts(html: string): string {
  if (!hasInteractiveIsland(html)) return html;
  const sources = [...html.matchAll(FRAMEWORK_SCRIPT)].map((m) => m[1] ?? m[2] ?? "");
  if (sources.length === 0) return html;
  const without = html.replace(FRAMEWORK_SCRIPT, "");
  return without.replace("</body>", `<script>${frameworkLoaderScript(sources)}</script></body>`);
}
