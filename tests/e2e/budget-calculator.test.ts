/**
 * The methodology page's budget calculator (an island): without JavaScript the chart reads as the worked
 * example, with no control that would do nothing; with it, the code loads only when the visitor
 * reaches for the chart, and the slider (by keyboard) and the number box work the example out
 * again. The page's JavaScript before that stays within 1.0 kB gzipped.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { javascriptBeforeInteraction } from "../../src/lib/build/site-facts";
import { launch, openPage, ready } from "./support/browser";
import { fill, siteExample } from "./support/routes";
import { workExample } from "../../src/lib/content/example";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const CHART = "[data-island=budget-chart]";
const example = {
  scenario: fill("Example: a {{retainer}} monthly budget"),
  traditional: fill("{{traditionalPagesMonthly}} pages"),
  ai: fill("{{aiPagesMonthly}} pages"),
};

describe("the budget calculator on the methodology page", () => {
  it("without JavaScript, shows the worked example as written and no control", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await page.goto("/methodology/");
    const chart = page.locator(CHART);
    expect(await chart.getByText(example.scenario, { exact: true }).isVisible()).toBe(true);
    expect(await chart.locator("li strong").allTextContents()).toEqual([
      example.traditional,
      example.ai,
      "1x",
      fill("{{outputPerDollar}}"),
    ]);
    expect(await page.getByRole("slider").count()).toBe(0);
    expect(await chart.locator("[data-calculator]").isVisible()).toBe(false);
    await page.context().close();
  });

  it("loads its code at the first reach for the chart, then works the example out again by keyboard and by typing", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    const islands: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/_islands/")) islands.push(new URL(req.url()).pathname);
    });
    await page.goto("/methodology/");
    await ready(page);
    expect(islands).toEqual([]);

    const slider = page.getByRole("slider", { name: "Your monthly budget" });
    await slider.focus();
    await page.waitForFunction(
      (selector) => Object.keys(document.querySelector(selector) ?? {}).some((k) => k.startsWith("__react")),
      CHART,
    );
    expect(islands[0]).toMatch(/^\/_islands\/budget-chart-[0-9A-Z]+\.js$/);

    // Six steps of $500 up from the example's $5,000: $8,000 buys 32 hours, 32 pages by hand, and the pages the task table gives with AI agents (147).
    const at8000 = workExample(siteExample, 8000);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("ArrowRight");
    const chart = page.locator(CHART);
    await chart.getByText("Example: a $8,000 monthly budget", { exact: true }).waitFor();
    expect(await chart.locator("li strong").allTextContents()).toEqual([
      "32 pages",
      `${at8000.aiPages} pages`,
      "1x",
      fill("{{outputPerDollar}}"),
    ]);
    expect(await slider.getAttribute("aria-valuetext")).toBe("$8,000");
    expect(await page.getByRole("status").filter({ hasText: "Example: a $8,000 monthly budget." }).count()).toBe(1);

    await page.getByRole("spinbutton", { name: "Your monthly budget" }).fill("12000");
    await chart.getByText("Example: a $12,000 monthly budget", { exact: true }).waitFor();
    expect(await chart.locator("li strong").first().textContent()).toBe("48 pages");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the page's JavaScript before interaction within 1.0 kB gzipped", () => {
    const html = fs.readFileSync(path.resolve(__dirname, "../../public/methodology/index.html"), "utf8");
    expect(javascriptBeforeInteraction(html, path.resolve(__dirname, "../../public"))).toBeLessThanOrEqual(1024);
  });
});
