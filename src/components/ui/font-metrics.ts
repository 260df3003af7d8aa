/**
 * The three faces' metrics that capsize needs to size each fallback (fonts.ts): the fonts' own
 * header and OS/2 values, and the average width of a Latin lowercase letter weighted by how often
 * it occurs (`xWidthAvg`), as @capsizecss/metrics 4.3.0 (MIT) publishes them. Written here because
 * that package carries every Google font's metrics, 29,600 files, and a fresh `npm install` spent
 * about a fifth of its time unpacking them for these three. A font update that changes them is
 * rare; when the brand faces change, take the new values from that package's page for the face.
 */
import type { FontMetrics } from "@capsizecss/core";

type Metrics = Pick<FontMetrics, "familyName" | "fullName" | "postscriptName" | "capHeight" | "ascent" | "descent" | "lineGap" | "unitsPerEm" | "xHeight" | "xWidthAvg">;

export const instrumentSans: Metrics = {
  familyName: "Instrument Sans",
  fullName: "Instrument Sans Regular",
  postscriptName: "InstrumentSans-Regular",
  capHeight: 720,
  ascent: 970,
  descent: -250,
  lineGap: 0,
  unitsPerEm: 1000,
  xHeight: 510,
  xWidthAvg: 458,
};

export const inter: Metrics = {
  familyName: "Inter",
  fullName: "Inter Regular",
  postscriptName: "Inter-Regular",
  capHeight: 1490,
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1118,
  xWidthAvg: 978,
};

export const arial: Metrics = {
  familyName: "Arial",
  fullName: "Arial",
  postscriptName: "ArialMT",
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
};
