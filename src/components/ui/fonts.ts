/**
 * The brand's type, served by the site itself: Instrument Sans for headings (slightly condensed,
 * so long headlines stay within three lines) and Inter for text and figures (made for screens at
 * 15-18px, with tabular figures). Each is one variable-weight woff2 file with the Latin subset
 * (about 30 kB and 48 kB), from @fontsource-variable. While a file loads, text shows in a local
 * fallback (Arial, or Liberation Sans, its metric twin on Linux) resized by capsize from both
 * fonts' published metrics, so nothing moves when the fonts arrive (CLS 0).
 */
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import instrumentSans from "@capsizecss/metrics/instrumentSans";
import inter from "@capsizecss/metrics/inter";

const heading = createFontStack([instrumentSans, arial]);
const body = createFontStack([inter, arial]);

/** The font-family values for the Chakra system's `heading` and `body` tokens. */
export const HEADING_FONT = `${heading.fontFamily}, sans-serif`;
export const BODY_FONT = `${body.fontFamily}, sans-serif`;

/**
 * One weight axis (100-900) per file. The heading face swaps in (`swap`): its capsize fallback
 * sets the same headline to the same width (measured: 616.1 px both ways for the contact page's
 * h1), so nothing moves. Body text uses `optional`: there capsize's one average-width factor
 * leaves words 0.7% wider or narrower than Inter, enough to move a line break and the page under
 * it (CLS 0.021 on the home page with `swap`), so Inter is used when it arrives within the first
 * moments (it is preloaded, and cached after the first visit) and the fallback otherwise.
 */
function fontFace(family: string, url: string, display: "swap" | "optional"): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:${display};font-weight:100 900;src:url(${url}) format("woff2")}`;
}

/** The fallbacks capsize generates, also matched to Liberation Sans, which has Arial's metrics. */
const fallbackFaces = (css: string) => css.replace(/src: local\('Arial'\), local\('ArialMT'\);/g, "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');");

/** The @font-face rules every page carries in its head, given where the build put each file. */
export function fontFaceCss(files: { heading: string; body: string }): string {
  return [fontFace(instrumentSans.familyName, files.heading, "swap"), fontFace(inter.familyName, files.body, "optional"), fallbackFaces(heading.fontFaces), fallbackFaces(body.fontFaces)].join("\n");
}
