/**
 * The brand's type, served by the site itself: Instrument Sans for headings (slightly condensed,
 * so long headlines stay within three lines) and Inter for text and figures (made for screens at
 * 15-18px, with tabular figures), from @fontsource-variable's Latin files, cut at build to the
 * characters the site uses (src/lib/build/font-subsets.ts): the heading subset a small preloaded
 * file, the body subset written into each page's CSS, and each face's full Latin file behind
 * `unicode-range` for anything else. While a file loads, text shows in a local
 * fallback (Arial, or Liberation Sans, its metric twin on Linux) resized by capsize from both
 * fonts' metrics, so nothing moves when the fonts arrive (CLS 0).
 */
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import { BODY_FAMILY, HEADING_FAMILY } from "../../lib/build/font-files";
import type { FontFile, FontFiles } from "../../lib/build/font-subsets";

export { FONT_FACES_CSS, FONTS_DIR } from "../../lib/build/font-files";

/**
 * Arial's metrics as capsize publishes them (@capsizecss/metrics, `arial`): the local face both
 * fallbacks are fitted to. The brand faces' own metrics are read from the files the site serves
 * (font-subsets.ts, with capsize's unpack); Arial is the visitor's, so no file of it is at hand.
 */
const ARIAL: FontMetrics = {
  familyName: "Arial",
  fullName: "Arial",
  postscriptName: "ArialMT",
  category: "sans-serif",
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};

/** A face, its fallback and Arial, as capsize names them (the names depend on the family alone, so any metrics do here). */
const familyList = (familyName: string) => createFontStack([{ ...ARIAL, familyName }, ARIAL]).fontFamily;

/** The font-family values for the Chakra system's `heading` and `body` tokens. */
export const HEADING_FONT = `${familyList(HEADING_FAMILY)}, sans-serif`;
export const BODY_FONT = `${familyList(BODY_FAMILY)}, sans-serif`;

/**
 * The heading subset is set at 600, the body subset from 400 to 700; the full files keep every
 * weight. The heading face swaps in (`swap`): its capsize fallback
 * sets the same headline to the same width (measured: 616.1 px both ways for the contact page's
 * h1), so nothing moves. Body text uses `optional`: there capsize's one average-width factor
 * leaves words 0.7% wider or narrower than Inter, enough to move a line break and the page under
 * it (CLS 0.021 on the home page with `swap`). Its subset is in the page's own CSS as a data:
 * URI, which Chromium still decodes after the first layout in about two loads out of three: with
 * `optional` those pages kept the fallback for good (measured), so an inline subset uses `block`,
 * which never swaps, and the head asks for it by name (bodyFaceFirstScript), so the first layout
 * waits the few milliseconds its decoding takes. The full file behind it keeps `optional`.
 */
function fontFaces(family: string, file: FontFile, display: "swap" | "optional", subsetWeight: string): string {
  const face = (url: string, weight: string, range: string) =>
    `@font-face{font-family:"${family}";font-style:normal;font-display:${url.startsWith("data:") ? "block" : display};font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${range}}`;
  return [
    face(file.subset, subsetWeight, file.subsetRange),
    ...(file.fullRange ? [face(file.full, "100 900", file.fullRange)] : []),
  ].join("\n");
}

/** The fallbacks capsize generates, also matched to Liberation Sans, which has Arial's metrics. */
const fallbackFaces = (css: string) =>
  css.replace(
    /src: local\('Arial'\), local\('ArialMT'\);/g,
    "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');",
  );

/**
 * The script that follows the @font-face rules in every page's head when the body subset is inline:
 * it asks for that face by name. Chromium lets a font load begun this way, before the body is
 * parsed, hold the first rendering for up to 50 ms (its RenderBlockingResourceManager, the same
 * allowance a preloaded font gets), and decoding the inline subset takes a few. Without it the
 * first layout sometimes runs before the decoding ends, with the fallback's line breaks, and the
 * page moves when the face is ready (Lighthouse: CLS 0.018 on /contact/ in two loads of three).
 * It asks for the face as a space draws it (load's default text), a character of the subset's
 * range, so the full file behind it is not fetched. A family name of one word goes unquoted: every
 * byte of it counts against the 1 kB a page runs before interaction.
 */
export function bodyFaceFirstScript(files: FontFiles): string | null {
  const family = /^[A-Za-z][\w-]*$/.test(BODY_FAMILY) ? BODY_FAMILY : JSON.stringify(BODY_FAMILY).replace(/"/g, "'");
  return files.body.subset.startsWith("data:") ? `document.fonts.load("1em ${family}")` : null;
}

/** The @font-face rules every page carries in its head, given where the build put each file. */
export function fontFaceCss(files: FontFiles): string {
  return [
    fontFaces(HEADING_FAMILY, files.heading, "swap", "600"),
    fontFaces(BODY_FAMILY, files.body, "optional", "400 700"),
    fallbackFaces(createFontStack([files.heading.metrics, ARIAL]).fontFaces),
    fallbackFaces(createFontStack([files.body.metrics, ARIAL]).fontFaces),
  ].join("\n");
}
