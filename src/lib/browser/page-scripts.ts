/**
 * The scripts a page without interactive sections carries (gatsby-ssr.tsx), besides the head's
 * one line that asks for the body face (bodyFaceFirstScript in src/components/ui/fonts.ts): the
 * menus' behaviour, and speculation rules that let the browser prerender the next page while the
 * visitor's pointer rests on its link, so following an ordinary link is instant without a
 * client-side router. Both are inline: no request, and the Content-Security-Policy allows each by
 * its hash (src/lib/seo/csp.ts). A page with an island also carries the island's loader
 * (src/islands/).
 */

import { inlineJson } from "../build/inline-json";

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
          // Any link with a query string. A CSS selector, not href_matches' object form (URLPatternInit):
          // the HTML checker accepts only a string there, and in a pattern string "?" after "*" is a modifier.
          { not: { selector_matches: "a[href*='?']" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;
