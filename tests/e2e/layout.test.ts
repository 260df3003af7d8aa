/**
 * No layout faults a visitor would see, on every route at 320, 390, 768 and 1440 px: no text runs
 * into other text, no text spills out of the box it sits in (a card, a tile, a button, a picture)
 * or past the screen, and no label in a picture half-covers a shape it is not written inside. One
 * primary button colour in the header and the heroes. Read in Chromium from the built site.
 */
import type { Browser, Page } from "playwright-core";
import { launch, openAt } from "./support/browser";
import { LAYOUT_WIDTHS, layoutFaults } from "./support/layout-faults";
import { allRoutes } from "./support/routes";


let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function faultsAt(path: string, width: number): Promise<string[]> {
  const page: Page = await openAt(browser, path, { viewport: { width, height: 900 } });
  try {
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(layoutFaults);
  } finally {
    await page.context().close();
  }
}

describe("no layout faults", () => {
  it.each(allRoutes.map((r) => [r.path]))("%s: no text overlaps other text or leaves its box, at 320, 390, 768 and 1440 px", async (route) => {
    const found: string[] = [];
    for (const width of LAYOUT_WIDTHS) for (const fault of await faultsAt(route, width)) found.push(`${width} px: ${fault}`);
    expect(found).toEqual([]);
  });
});

describe("one primary button colour", () => {
  it("the header's call to action and every hero's primary button are filled alike", async () => {
    const fills = new Set<string>();
    for (const route of ["/", "/services/local-seo/", "/about/", "/why-traditional-seo-ineffective/"]) {
      const page = await openAt(browser, route, { viewport: { width: 1440, height: 900 } });
      try {
        const header = await page.locator("header nav ~ * a, header a").filter({ hasText: /get started/i }).first().evaluate((el) => getComputedStyle(el).backgroundColor);
        const hero = await page.locator("main section").first().locator("a").first().evaluate((el) => getComputedStyle(el).backgroundColor);
        fills.add(header);
        fills.add(hero);
      } finally {
        await page.context().close();
      }
    }
    expect([...fills]).toHaveLength(1);
  });
});
