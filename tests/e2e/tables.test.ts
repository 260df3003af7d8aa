/**
 * Tables on a phone (issue 59): at 390 px no table cell breaks a word over two lines ("REPORTIN G",
 * "COVERAG E" were the review's) or runs past its cell, on every built page that has a table.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launch, openAt } from "./support/browser";
import { started } from "./support/started";
import { allRoutes } from "./support/routes";
import { brokenTableWords } from "./support/layout-faults";

const publicDir = path.resolve(__dirname, "../../public");
const withTables = allRoutes
  .map((r) => r.path)
  .filter((route) => /<table[\s>]/.test(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")));

describe("tables at 390 px", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await started(browser)?.close();
  });

  it("are on the pages the review read them on, so the check below reads real tables", () => {
    expect(withTables).toEqual(expect.arrayContaining(["/methodology/", "/services/"]));
  });

  it.each(withTables.map((route) => [route]))("%s: no cell breaks a word or runs past its width", async (route) => {
    const page = await openAt(browser, route, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    expect(await page.evaluate(brokenTableWords)).toEqual([]);
    await page.context().close();
  });
});
