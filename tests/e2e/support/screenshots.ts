import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Page } from "playwright-core";
import sharp from "sharp";

/** Committed baselines, `<name>-<width>.png`. */
export const SCREENSHOTS = path.resolve(__dirname, "../__screenshots__");
/** Where a failed comparison leaves `<name>-<width>.actual.png` and `.diff.png` (gitignored). */
export const DIFFS = path.join(SCREENSHOTS, "__diff__");

/** `UPDATE_SCREENSHOTS=1` writes the baselines instead of comparing; without it a missing baseline fails. */
export const UPDATING = process.env.UPDATE_SCREENSHOTS === "1";

/** pixelmatch's per-pixel colour distance (0 to 1) above which a pixel counts as different. */
export const PIXEL_THRESHOLD = 0.1;
/** The share of a screenshot's pixels that may differ before the comparison fails: 0.1%. */
export const MAX_DIFF_SHARE = 0.001;

/**
 * No motion, no blinking caret, and no frame: the contact map's frame (there only once a visitor
 * asks for it) is another origin, answered with an empty page by openPage, so whether it has
 * painted would depend on timing. Its box stays, so the layout is the same.
 */
const STILL =
  "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}iframe{visibility:hidden!important}";

/** Waits until nothing on the page is still arriving or moving: loaded, fonts in, images decoded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // The body face is in the page's CSS (font-display block) and the heading face swaps in once it
  // arrives (src/components/ui/fonts.ts): once document.fonts is ready, both are drawn.
  await page.addStyleTag({ content: STILL });
  await page.evaluate(async () => {
    // Lazy images below the first screen would otherwise be drawn or not depending on timing.
    for (const img of Array.from(document.images)) img.loading = "eager";
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  // Two frames, so the injected style and the fonts have been laid out and painted.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export interface Comparison {
  /** Pixels beyond PIXEL_THRESHOLD (NaN without a baseline), and their share of the screenshot, 0 to 1 (1 when the sizes differ or there is no baseline). */
  differing: number;
  share: number;
  /** Why the screenshot does not match its baseline, naming the files to look at; null when it does. */
  failure: string | null;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** A PNG's pixels as RGBA, decoded by libvips (sharp): a full page at 1440 px is some 40 MB of them, four times faster than pngjs. */
async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * pixelmatch, run in a worker thread. Inside Jest's sandbox (a vm context, where every global a
 * loop touches is looked up through the context) it took 1.6 s for a 1440 px page that Node
 * compares in 40 ms; the screenshots were a quarter of the browser sweep's time in its worker.
 */
const PIXELMATCH_IN_A_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.pixelmatch).then(({ default: pixelmatch }) => {
  const { before, after, width, height, options, diffAbove } = workerData;
  const differing = pixelmatch(before, after, undefined, width, height, options);
  let diff = null;
  if (differing > diffAbove) {
    diff = new Uint8Array(width * height * 4);
    pixelmatch(before, after, diff, width, height, options);
  }
  parentPort.postMessage({ differing, diff });
});`;

interface Counted {
  /** Pixels beyond the threshold (pixelmatch's count). */
  differing: number;
  /** The differences in red over the first image, drawn when more than `diffAbove` pixels differ. */
  diff: Uint8Array | null;
}

/** Counts the pixels of two same-sized RGBA images that differ beyond `options.threshold`. */
function countDifferences(
  before: Uint8Array,
  after: Uint8Array,
  width: number,
  height: number,
  options: { threshold: number; includeAA?: boolean },
  diffAbove = Infinity,
): Promise<Counted> {
  const worker = new Worker(PIXELMATCH_IN_A_THREAD, {
    eval: true,
    workerData: {
      pixelmatch: pathToFileURL(require.resolve("pixelmatch")).href,
      before,
      after,
      width,
      height,
      options,
      diffAbove,
    },
  });
  return new Promise<Counted>((resolve, reject) => {
    worker.once("message", (counted: Counted) => {
      resolve(counted);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** The pixels on a transparent canvas of `width` × `height` (to diff screenshots of different sizes). */
function padTo(image: Pixels, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const out = Buffer.alloc(width * height * 4);
  for (let row = 0; row < image.height; row++)
    image.data.copy(out, row * width * 4, row * image.width * 4, (row + 1) * image.width * 4);
  return out;
}

const relative = (file: string) => path.relative(process.cwd(), file);

/**
 * The screenshot as a 256-colour PNG (no dithering), about a third of the size of Chromium's: the
 * baselines are committed, and the 24 full pages take 16 MB as drawn, under 6 MB like this. Used
 * only if no pixel of it differs from the screenshot by more than PIXEL_THRESHOLD, anti-aliased
 * pixels included, so the comparison cannot tell it from the screenshot; otherwise the screenshot
 * itself is kept.
 */
async function compact(screenshot: Buffer): Promise<Buffer> {
  const out = await sharp(screenshot).png({ palette: true, colours: 256, dither: 0, compressionLevel: 9 }).toBuffer();
  const [drawn, stored] = await Promise.all([pixelsOf(screenshot), pixelsOf(out)]);
  const { differing } = await countDifferences(drawn.data, stored.data, drawn.width, drawn.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: true,
  });
  return differing === 0 && out.length < screenshot.length ? out : screenshot;
}

/**
 * Compares a screenshot with its baseline `<key>.png`, or writes the baseline when UPDATING.
 * On a mismatch it writes `<key>.actual.png` and `<key>.diff.png` to DIFFS and names them.
 */
export async function compareWithBaseline(key: string, screenshot: Buffer): Promise<Comparison> {
  const baselineFile = path.join(SCREENSHOTS, `${key}.png`);
  const actualFile = path.join(DIFFS, `${key}.actual.png`);
  const diffFile = path.join(DIFFS, `${key}.diff.png`);
  // Files from an earlier failed run would mislead.
  fs.rmSync(actualFile, { force: true });
  fs.rmSync(diffFile, { force: true });

  if (UPDATING) {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    fs.writeFileSync(baselineFile, await compact(screenshot));
    return { differing: 0, share: 0, failure: null };
  }
  const writeActual = () => {
    fs.mkdirSync(DIFFS, { recursive: true });
    fs.writeFileSync(actualFile, screenshot);
  };
  if (!fs.existsSync(baselineFile)) {
    writeActual();
    return {
      differing: Number.NaN,
      share: 1,
      failure: `No baseline ${relative(baselineFile)} (this screenshot is in ${relative(actualFile)}). If the page is meant to look like that, write the baselines with UPDATE_SCREENSHOTS=1 npm run test:e2e -- tests/e2e/every-page and commit them.`,
    };
  }

  const expected = await pixelsOf(fs.readFileSync(baselineFile));
  const actual = await pixelsOf(screenshot);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const [before, after] = [padTo(expected, width, height), padTo(actual, width, height)];
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  // Only a failure is drawn: the differences in red over the baseline.
  const allowed = sameSize ? Math.floor(MAX_DIFF_SHARE * width * height) : -1;
  const { differing, diff } = await countDifferences(
    before,
    after,
    width,
    height,
    { threshold: PIXEL_THRESHOLD },
    allowed,
  );
  const share = sameSize ? differing / (width * height) : 1;
  if (!diff) return { differing, share, failure: null };

  writeActual();
  await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(diffFile);
  const files = `Baseline ${relative(baselineFile)}, this run ${relative(actualFile)}, differences in red in ${relative(diffFile)}.`;
  const update =
    "If the change is intended, refresh the baselines with UPDATE_SCREENSHOTS=1 npm run test:e2e -- tests/e2e/every-page and commit them.";
  const failure = sameSize
    ? `${key}: ${differing} of ${width * height} pixels differ (${(share * 100).toFixed(3)}%, at most ${MAX_DIFF_SHARE * 100}% allowed). ${files} ${update}`
    : `${key}: the page changed size, from ${expected.width}×${expected.height} px to ${actual.width}×${actual.height} px (${differing} pixels differ on the common canvas). ${files} ${update}`;
  return { differing, share, failure };
}
