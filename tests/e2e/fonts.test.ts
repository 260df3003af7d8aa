/**
 * Brand type at the speed limit: every page preloads the two subsets the build cut to the site's
 * characters, every character a page shows is in them (so no page fetches a full face), and the
 * heading face is only ever asked for at the weight its subset was pinned to.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { Browser } from "playwright-core";
import { codePointsOf, LATIN_RANGE } from "../../src/lib/build/font-subsets";
import { allRoutes, notFound } from "./support/routes";
import { launch, openAt } from "./support/browser";
import { startServer, stopServer } from "./support/server";
import type { ChildProcess } from "node:child_process";

const publicDir = path.resolve(__dirname, "../../public");
const htmlFile = (route: string) => path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html"));
const routes = [...allRoutes.map((r) => r.path), notFound.path];

/** The @font-face rules of a page's head: family, address and unicode-range. */
function facesOf(doc: Document): Array<{ family: string; url: string; range: Set<number> }> {
  const css = Array.from(doc.querySelectorAll("head style")).map((s) => s.textContent ?? "").join("\n");
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, body = ""]) => {
    const family = /font-family:"([^"]+)"/.exec(body)?.[1];
    const url = /src:url\(([^)]+)\)/.exec(body)?.[1];
    const range = /unicode-range:([^;}]+)/.exec(body)?.[1];
    return family && url && range ? [{ family, url, range: codePointsOf(range) }] : [];
  });
}

describe("the brand faces in every built page", () => {
  it.each(routes.map((r) => [r]))("%s preloads both subsets and shows no Latin character outside them", (route) => {
    const doc = new JSDOM(fs.readFileSync(htmlFile(route), "utf8")).window.document;
    const preloads = Array.from(doc.querySelectorAll('link[rel="preload"][as="font"]')).map((l) => l.getAttribute("href") ?? "");
    expect(preloads).toHaveLength(2);
    for (const href of preloads) {
      expect(href).toMatch(/^\/_fonts\/[a-z-]+-subset-[0-9a-f]{10}\.woff2$/);
      expect(fs.existsSync(path.join(publicDir, href))).toBe(true);
    }
    const subsets = facesOf(doc).filter((face) => preloads.includes(face.url));
    expect(subsets.map((f) => f.family).sort()).toEqual(["Instrument Sans", "Inter"]);
    doc.querySelectorAll("script, style, noscript").forEach((node) => node.remove());
    // Characters the Latin files lack (an arrow) are drawn by the system's fonts either way.
    const latin = codePointsOf(LATIN_RANGE);
    const shown = [...new Set(doc.body.textContent ?? "")].filter((char) => (char.codePointAt(0) as number) >= 0x20 && latin.has(char.codePointAt(0) as number));
    for (const { family, range } of subsets) {
      expect({ family, missing: shown.filter((char) => !range.has(char.codePointAt(0) as number)) }).toEqual({ family, missing: [] });
    }
  });
});

describe("the brand faces in the browser", () => {
  let browser: Browser;
  let server: ChildProcess;
  beforeAll(async () => {
    server = await startServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    stopServer(server);
  });

  it.each(routes.map((r) => [r]))(
    "%s loads only the two subsets, draws in both faces, and sets headings at 600",
    async (route) => {
      const page = await openAt(browser, "about:blank");
      const fonts: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "font") fonts.push(new URL(req.url()).pathname);
      });
      await page.goto(route);
      await page.waitForLoadState("load");
      const state = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = Array.from(document.fonts).filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")).filter((family) => !family.endsWith("Fallback"));
        const headingWeights = Array.from(document.querySelectorAll("h1, h2, h3, h4, [class]"))
          .filter((el) => getComputedStyle(el).fontFamily.startsWith('"Instrument Sans"') && (el.textContent ?? "").trim() !== "")
          .map((el) => getComputedStyle(el).fontWeight);
        return { loaded: [...new Set(loaded)].sort(), headingWeights: [...new Set(headingWeights)] };
      });
      expect(fonts.sort()).toEqual(fonts.filter((f) => /-subset-/.test(f)).sort());
      expect(new Set(fonts).size).toBe(2);
      expect(state.loaded).toEqual(["Instrument Sans", "Inter"]);
      expect(state.headingWeights).toEqual(["600"]);
      await page.context().close();
    },
  );
});
