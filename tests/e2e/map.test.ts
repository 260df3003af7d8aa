/**
 * The contact page's map is a facade: a pin, the map's title and a "Show the map" link on a plain
 * ground (no pretend street grid), and nothing from the map provider loads until the visitor asks
 * (the frame, loaded with the page, made Contact's first paint the slowest of the site). Asked,
 * the map fills the same box (nothing moves) and takes the focus; without JavaScript the link opens
 * the map as a page. Beside it, the office address wears the Placeholder mark while data/site.yaml
 * says it is not yet confirmed.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launch, openPage, PHONE, DESKTOP, ready } from "./support/browser";
import { started } from "./support/started";
import { loadProject } from "../../src/lib/project/load";
import { typedContent } from "../../src/lib/content/parse";
import { javascriptBeforeInteraction } from "../../src/lib/build/site-facts";

const content = typedContent(loadProject(path.resolve(__dirname, "../..")).content);
const section = content.pages.flatMap((p) => p.data?.sections ?? []).find((s) => s?.type === "map");
/** The map section's words as data/pages/contact.yaml has them. */
const map = {
  title: section?.type === "map" ? section.embedTitle : undefined,
  show: section?.type === "map" ? section.showMap : undefined,
  url: section?.type === "map" ? section.embedUrl : undefined,
};
const contact = content.site.data?.contact;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

/** /contact/ opened, with every request to another origin than the local server noted. */
async function openContact(options: Parameters<typeof openPage>[1]) {
  const { page } = await openPage(browser, options);
  const elsewhere: string[] = [];
  page.on("request", (req) => {
    const host = new URL(req.url()).hostname;
    if (host !== "127.0.0.1" && host !== "localhost") elsewhere.push(req.url());
  });
  await page.goto("/contact/");
  await ready(page);
  return { page, elsewhere };
}

/** The map's box (inside its border) and what fills it: the drawing, and the frame once asked for. */
const boxes = (page: Page) =>
  page.locator("#location [data-drawn-map]").evaluate((drawing) => {
    const box = drawing.parentElement;
    const rect = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r && { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
    };
    const inner = box && { w: box.clientWidth, h: box.clientHeight };
    return { inner, drawing: rect(drawing), frame: rect(box?.querySelector("iframe")), box: rect(box) };
  });

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("the contact map on a %s", (_name, options) => {
  it("shows a pin, the map's title and a link to show the map, and loads nothing from the map provider", async () => {
    const { page, elsewhere } = await openContact(options);
    const link = page.locator("#location a[data-map-show]");
    await link.scrollIntoViewIfNeeded();
    // The page has settled: nothing more to load, the map's box in view.
    await page.waitForLoadState("networkidle");
    const { inner, drawing } = await boxes(page);
    expect(inner?.w).toBeGreaterThan(200);
    expect(drawing && { w: drawing.w, h: drawing.h }).toEqual(inner);
    await expect(page.locator("#location [data-drawn-map]").textContent()).resolves.toContain(
      map.title ?? "no map section",
    );
    await expect(link.textContent()).resolves.toBe(map.show);
    await expect(link.getAttribute("href")).resolves.toBe(map.url);
    // Visible, and the whole box answers a tap: the middle of the box is the link.
    const inside = await link.evaluate((a) => {
      const box = a.closest("[data-drawn-map]")?.getBoundingClientRect();
      const hit = box && document.elementFromPoint(box.left + box.width / 2, box.top + 10);
      return Boolean(hit && (hit === a || a.contains(hit)));
    });
    expect(inside).toBe(true);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(elsewhere).toEqual([]);
    await page.context().close();
  });

  it("shows the map in the same box when asked, with the focus in it and nothing moved", async () => {
    const { page, elsewhere } = await openContact(options);
    const link = page.locator("#location a[data-map-show]");
    await link.scrollIntoViewIfNeeded();
    const before = await boxes(page);
    if (options === PHONE) await link.tap();
    else {
      await link.focus();
      await page.keyboard.press("Enter");
    }
    const frame = page.locator("#location iframe");
    await frame.waitFor();
    await expect(frame.getAttribute("title")).resolves.toBe(map.title);
    await page.waitForLoadState("networkidle");
    const after = await boxes(page);
    expect(after.box).toEqual(before.box);
    expect(after.frame && { w: after.frame.w, h: after.frame.h }).toEqual(after.inner);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    expect(await link.count()).toBe(0);
    expect(elsewhere).toEqual([map.url]);
    await page.context().close();
  });
});

describe("the contact map's script", () => {
  it("keeps Contact's JavaScript before interaction within 1.0 kB gzipped", () => {
    const publicDir = path.resolve(__dirname, "../../public");
    const html = fs.readFileSync(path.join(publicDir, "contact/index.html"), "utf8");
    expect(html).toContain("data-map-show");
    expect(javascriptBeforeInteraction(html, publicDir)).toBeLessThanOrEqual(1024);
  });
});

describe("the contact map without JavaScript", () => {
  it("opens the map as a page from the link", async () => {
    const { page } = await openContact({ ...DESKTOP, javaScriptEnabled: false });
    await page.locator("#location a[data-map-show]").click();
    await page.waitForURL((url) => url.hostname === "www.openstreetmap.org");
    expect(page.url()).toBe(map.url);
    await page.context().close();
  });
});

describe("the office address", () => {
  it("wears the Placeholder mark exactly while data/site.yaml says it is not yet confirmed", async () => {
    const { page } = await openContact(DESKTOP);
    const address = page.locator("#location address");
    await expect(address.textContent()).resolves.toContain(contact?.streetAddress ?? "no address");
    expect(await address.locator("[data-placeholder]").count()).toBe(contact?.addressPlaceholder === true ? 1 : 0);
    await page.context().close();
  });
});
