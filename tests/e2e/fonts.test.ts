/**
 * Brand type at the speed limit: every page preloads the heading subset the build cut to the
 * site's characters and carries the body subset in its own CSS, every character a page shows is
 * in them (so no page fetches a full face), and the heading face is only ever asked for at the
 * weight its subset was pinned to. What the browser fetches and which font draws the text is read
 * in the every-page sweep (support/every-page.ts), in the one load of each page.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "./support/dom";
import type { Browser } from "playwright-core";
import { codePointsOf, LATIN_RANGE } from "../../src/lib/build/font-subsets";
import { allRoutes, notFound } from "./support/routes";
import { launch, openPage } from "./support/browser";
import { started } from "./support/started";

const publicDir = path.resolve(__dirname, "../../public");
const htmlFile = (route: string) => path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html"));
const routes = [...allRoutes.map((r) => r.path), notFound.path];

/** The @font-face rules of a page's head: family, address and unicode-range. */
function facesOf(doc: Document): Array<{ family: string; url: string; range: Set<number> }> {
  const css = Array.from(doc.querySelectorAll("head style"))
    .map((s) => s.textContent)
    .join("\n");
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, body = ""]) => {
    const family = /font-family:"([^"]+)"/.exec(body)?.[1];
    const url = /src:url\(([^)]+)\)/.exec(body)?.[1];
    const range = /unicode-range:([^;}]+)/.exec(body)?.[1];
    return family && url && range ? [{ family, url, range: codePointsOf(range) }] : [];
  });
}

describe("the brand faces in every built page", () => {
  it.each(routes.map((r) => [r]))(
    "%s preloads the heading subset, carries the body subset, and shows no Latin character outside them",
    (route) => {
      const doc = parseDocument(fs.readFileSync(htmlFile(route), "utf8"));
      const preloads = Array.from(doc.querySelectorAll('link[rel="preload"][as="font"]')).map(
        (l) => l.getAttribute("href") ?? "",
      );
      expect(preloads).toHaveLength(1);
      for (const href of preloads) {
        expect(href).toMatch(/^\/_fonts\/instrument-sans-subset-[0-9a-f]{10}\.woff2$/);
        expect(fs.existsSync(path.join(publicDir, href))).toBe(true);
      }
      const subsets = facesOf(doc).filter(
        (face) => preloads.includes(face.url) || face.url.startsWith("data:font/woff2;base64,"),
      );
      expect(subsets.map((f) => f.family).sort()).toEqual(["Instrument Sans", "Inter"]);
      doc.querySelectorAll("script, style, noscript").forEach((node) => node.remove());
      // Characters the Latin files lack (an arrow) are drawn by the system's fonts either way.
      const latin = codePointsOf(LATIN_RANGE);
      const shown = [...new Set(doc.body.textContent)].filter(
        (char) => (char.codePointAt(0) as number) >= 0x20 && latin.has(char.codePointAt(0) as number),
      );
      for (const { family, range } of subsets) {
        expect({ family, missing: shown.filter((char) => !range.has(char.codePointAt(0) as number)) }).toEqual({
          family,
          missing: [],
        });
      }
    },
  );
});

/**
 * The body face is decoded before the first layout: the head's script asks for it, which lets
 * Chromium hold the first rendering for it (src/components/ui/fonts.ts). Without that, at
 * Lighthouse's phone (412 px at 1.75x) about one fresh load in two of /contact/ laid the hero out
 * with the fallback's line breaks and moved the form 27 px down when the face was ready.
 */
describe("the first layout is the last", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await started(browser)?.close();
  });

  it.each([["/contact/"]])("%s moves nothing while it loads, in eight fresh loads at 412 px", async (route) => {
    const shifts: number[] = [];
    for (let load = 0; load < 8; load++) {
      const { page } = await openPage(browser, {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(route, { waitUntil: "load" });
      shifts.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              const add = (entries: PerformanceEntryList) => {
                for (const entry of entries) total += (entry as PerformanceEntry & { value: number }).value;
              };
              const observer = new PerformanceObserver((list) => add(list.getEntries()));
              observer.observe({ type: "layout-shift", buffered: true });
              // Two frames after the load: the last one laid out has been painted, so any shift it made
              // is in the observer's records, taken now rather than waited for.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  add(observer.takeRecords());
                  observer.disconnect();
                  resolve(total);
                }),
              );
            }),
        ),
      );
      await page.context().close();
    }
    expect(shifts).toEqual(shifts.map(() => 0));
  });
});
