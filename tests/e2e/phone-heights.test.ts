/**
 * Phones do not scroll too far: at 390 px wide the home page is at most 6,500 px tall, a service
 * page at most 10,000 and every other page at most 9,000, measured with JavaScript on as a visitor
 * sees them. (The design review measured 9,102 px for the home page and up to 15,206 for a service
 * page.) A height is a property of the page, like its layout, so it is a test; how fast the page
 * is belongs to the bench.
 */
import type { Browser } from "playwright-core";
import { launch, openAt } from "./support/browser";
import { allRoutes, notFound, serviceRoutes } from "./support/routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const services = new Set(serviceRoutes.map((r) => r.path));
const limitOf = (path: string) => (path === "/" ? 6500 : services.has(path) ? 10000 : 9000);

describe("page heights on a phone (390 px)", () => {
  it.each([...allRoutes, notFound].map((r) => [r.path, limitOf(r.path)] as const))("%s is at most %i px tall", async (path, limit) => {
    const page = await openAt(browser, path, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const height = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.documentElement.scrollHeight;
    });
    expect({ path, height, withinLimit: height <= limit }).toEqual({ path, height, withinLimit: true });
    await page.context().close();
  });
});
