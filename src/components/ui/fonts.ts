/**
 * The brand's type, served by the site itself: Instrument Sans for headings (slightly condensed,
 * so long headlines stay within three lines) and Inter for text and figures (made for screens at
 * 15-18px, with tabular figures). Each is one variable-weight woff2 file with the Latin subset
 * (about 30 kB and 48 kB), from @fontsource-variable. While a file loads, text shows in a local
 * fallback (Arial, or Liberation Sans, its metric twin on Linux) resized by capsize from both
 * fonts' published metrics, so the swap moves nothing (CLS 0).
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

/** One weight axis (100-900) per file; font-display swap shows the fallback at once. */
function fontFace(family: string, url: string): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2")}`;
}

/** The fallbacks capsize generates, also matched to Liberation Sans, which has Arial's metrics. */
const fallbackFaces = (css: string) => css.replace(/src: local\('Arial'\), local\('ArialMT'\);/g, "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');");

/** The @font-face rules every page carries in its head, given where the build put each file. */
export function fontFaceCss(files: { heading: string; body: string }): string {
  return [fontFace(instrumentSans.familyName, files.heading), fontFace(inter.familyName, files.body), fallbackFaces(heading.fontFaces), fallbackFaces(body.fontFaces)].join("\n");
}
