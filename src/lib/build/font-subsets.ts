/**
 * The brand faces cut down to the characters the site uses, made before the HTML is rendered
 * (gatsby-node.ts, like the islands): the heading face as a small file every page preloads, the
 * body face written into every page's CSS (see FACES). Each face keeps its full Latin file behind
 * `unicode-range` for the characters the subset lacks: a character an editor adds later still
 * draws in the brand face, at the cost of that one extra download until the next build adds it to
 * the subset.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FontMetrics } from "@capsizecss/core";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { BODY_FAMILY, FONTS_DIR, HEADING_FAMILY } from "./font-files";

/** The characters the full Latin files cover (@fontsource's `latin` unicode-range). */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

export interface FontFile {
  /** The face's metrics, read from its file by capsize: what its fallback is fitted to (src/components/ui/fonts.ts). */
  metrics: FontMetrics;
  /** The subset's address: a file in public/_fonts/, or the subset itself as a `data:` URI for a face written into the page. */
  subset: string;
  /** Its `unicode-range`: exactly the characters it was cut to. */
  subsetRange: string;
  /** The full Latin file's address. */
  full: string;
  /** Its `unicode-range`: the Latin characters the subset lacks. */
  fullRange: string;
}
export interface FontFiles {
  heading: FontFile;
  body: FontFile;
}

/**
 * What each face is cut to. Headings are set at 600 only (the type scale in system.ts), so the
 * heading face is pinned there: a static instance is 12 kB where the variable file is 20 kB.
 * Body text uses 400 to 700. Layout features beyond these (Inter's stylistic sets and character
 * variants) are never asked for.
 */
const FACES = {
  heading: {
    source: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
    name: "instrument-sans",
    family: HEADING_FAMILY,
    variationAxes: { wght: 600 },
    inline: false,
  },
  body: {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    name: "inter",
    family: BODY_FAMILY,
    variationAxes: { wght: { min: 400, max: 700 } },
    inline: true,
  },
} as const;
/*
 * Why the body face is inline. A font file, even preloaded, starts only once the HTML has arrived,
 * on a connection of its own: on a slow phone network (Lighthouse's simulated mobile) a second
 * file costs a handshake and about two round trips more than the page without web fonts (LCP
 * 1.28x), whatever its priority or font-display. The body subset (about 18 kB) written into the
 * page's CSS as a data: URI costs no connection; the heading subset (about 12 kB) as the one
 * preloaded file arrives within the same round trips. Measured in bench/run.mjs (LCP against the
 * twin without web fonts): 1.00x on every page whose HTML without the face already needs a second
 * round trip (most of them). A page small enough that its HTML without the face fits the first
 * round trip (about 14 kB gzipped: /ai-search-check/, /privacy/, /methodology/, /home-launch/,
 * /insights/) gets a second one from the face: 1.15-1.17x, one round trip (150 ms). Every
 * alternative measured was slower on those pages (the face as a preloaded file 1.33x, static 400
 * and 600 files 1.34x, no preload with swap the same 1.16x) or moved text when the face arrived
 * (swap: CLS 0.021). The price is those 18 kB on every page instead of once in the cache;
 * inlining both faces would push the HTML into a third round trip (FCP +200 ms).
 */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "case"];

/** Parses a `unicode-range` list into code points. */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = parseInt(from ?? "", 16); c <= parseInt(to ?? "", 16); c++) points.add(c);
  }
  return points;
}

/** Code points as a `unicode-range` list of runs, in order. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    runs.push(i === j ? `U+${hex(sorted[i] as number)}` : `U+${hex(sorted[i] as number)}-${hex(sorted[j] as number)}`);
    i = j + 1;
  }
  return runs.join(",");
}

function filesIn(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : filesIn(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/**
 * Every character the built pages can show, in the Latin files' range: printable ASCII, and every
 * character of the copy in data/ and of the components that draw marks of their own (›, ⓘ).
 */
export function siteCodePoints(rootDir: string): Set<number> {
  const latin = codePointsOf(LATIN_RANGE);
  const points = new Set<number>();
  for (let c = 0x20; c <= 0x7e; c++) points.add(c);
  const sources = [
    ...filesIn(path.join(rootDir, "data"), /\.(ya?ml|md)$/),
    ...filesIn(path.join(rootDir, "src"), /\.tsx?$/),
  ];
  for (const file of sources) {
    for (const char of fs.readFileSync(file, "utf8")) {
      const c = char.codePointAt(0) as number;
      if (c >= 0x20 && latin.has(c)) points.add(c);
    }
  }
  return points;
}

const hashOf = (data: Uint8Array) => crypto.createHash("sha256").update(data).digest("hex").slice(0, 10);

/** Writes both faces' full files and the heading subset into public/_fonts/ (emptied first) and says where each is (the body subset: a data: URI). */
export async function buildFontSubsets(rootDir: string, publicDir: string): Promise<FontFiles> {
  const outdir = path.join(publicDir, FONTS_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  const points = siteCodePoints(rootDir);
  const text = String.fromCodePoint(...points);
  const latin = codePointsOf(LATIN_RANGE);
  const fullRange = unicodeRange([...latin].filter((c) => !points.has(c)));
  const write = (name: string, data: Uint8Array) => {
    const file = `${name}-${hashOf(data)}.woff2`;
    fs.writeFileSync(path.join(outdir, file), data);
    return `/${FONTS_DIR}/${file}`;
  };
  const face = async ({
    source,
    name,
    family,
    variationAxes,
    inline,
  }: (typeof FACES)[keyof typeof FACES]): Promise<FontFile> => {
    // createRequire, not require.resolve: Gatsby's compiler of gatsby-node removes the latter.
    const full = fs.readFileSync(createRequire(path.join(rootDir, "package.json")).resolve(source));
    const subset = await subsetFont(full, text, { targetFormat: "woff2", keepFeatures: FEATURES, variationAxes });
    const address = inline
      ? `data:font/woff2;base64,${Buffer.from(subset).toString("base64")}`
      : write(`${name}-subset`, subset);
    const metrics = await fromBuffer(full);
    if (metrics.familyName !== family)
      throw new Error(
        `${source} names its family "${metrics.familyName}", not "${family}" (src/components/ui/fonts.ts)`,
      );
    return { metrics, subset: address, subsetRange: unicodeRange(points), full: write(name, full), fullRange };
  };
  return { heading: await face(FACES.heading), body: await face(FACES.body) };
}
