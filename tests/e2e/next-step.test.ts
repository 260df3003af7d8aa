/**
 * One next step (issue 34): under every main button to the contact form, one line says what
 * happens next and when, worded as site.yaml's ui.nextStep with the one reply promise; no page
 * makes another ("one business day"). On phones the slim action bar appears once the hero has
 * scrolled away, hides over the footer, and moves nothing as it comes and goes.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "./support/dom";
import type { Browser, Page } from "playwright-core";
import { allRoutes } from "./support/routes";
import { launch, openAt, PHONE } from "./support/browser";
import { started } from "./support/started";
import { readYaml } from "../../src/lib/project/load";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const site = readYaml(root, "data/site.yaml").file.data as {
  ui: { nextStep: string };
  figures: Array<{ name: string; value: string }>;
};
const replyTime = site.figures.find((f) => f.name === "replyTime")?.value ?? "";
const nextStep = site.ui.nextStep.replace("{{replyTime}}", replyTime);
const documentOf = (route: string) => parseDocument(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"));
/**
 * Settles once the page's own IntersectionObservers (the action bar's among them) have been told
 * where the hero is now: an observer made after them is told in the same step, after them.
 */
const heroScrolledAway = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const hero = document.querySelector("main > :first-child");
        if (!hero) {
          reject(new Error("no hero"));
          return;
        }
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          if (entries.some((entry) => entry.isIntersecting)) reject(new Error("the hero is still in view"));
          else resolve();
        });
        observer.observe(hero);
      }),
  );
const toContact = (href: string | null) => href !== null && /^\/contact\/(#.*)?$|^#contact-form$/.test(href);

describe("one next step", () => {
  it.each(allRoutes.map((r) => [r.path]))(
    "%s: every main button to the contact form has the next step under it, worded the same",
    (route) => {
      const doc = documentOf(route);
      for (const row of Array.from(doc.querySelectorAll("main a")).filter(
        (a) => toContact(a.getAttribute("href")) && a.parentElement?.nextElementSibling?.hasAttribute("data-next-step"),
      )) {
        expect(row.parentElement?.nextElementSibling?.textContent).toBe(nextStep);
      }
      const lines = Array.from(doc.querySelectorAll("[data-next-step]")).map((p) => p.textContent);
      expect(new Set(lines).size).toBeLessThanOrEqual(1);
      expect(doc.body.textContent).not.toMatch(/one business day/i);
    },
  );

  it("the home page and every service page whose hero's main button leads to the form say it under that button", () => {
    const routes = allRoutes
      .map((r) => r.path)
      .filter((p) => p === "/" || (p.startsWith("/services/") && p !== "/services/"));
    const withForm = routes.filter((route) => {
      const hero = documentOf(route).querySelector("main h1")?.closest("section");
      const main = hero?.querySelector("a[href]");
      if (!toContact(main?.getAttribute("href") ?? null)) return false;
      expect([route, hero?.querySelector("[data-next-step]")?.textContent]).toEqual([route, nextStep]);
      return true;
    });
    // Every page but Traditional SEO (whose hero leads to AI Driven SEO).
    expect(withForm.length).toBe(routes.length - 1);
  });
});

describe("the phone's action bar", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await started(browser)?.close();
  });

  it("appears once the hero has scrolled away, hides over the footer, and shifts nothing", async () => {
    const page = await openAt(browser, "/services/local-seo/", PHONE);
    const shown = () =>
      page.evaluate(() => document.querySelector("[data-action-bar]")?.hasAttribute("data-shown") ?? null);
    const visible = () => page.locator("[data-action-bar] a").first().isVisible();
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          (window as unknown as { shift: number }).shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    expect([await shown(), await visible()]).toEqual([false, false]);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForFunction(() => document.querySelector("[data-action-bar]")?.hasAttribute("data-shown"));
    // Shown as its slide-in ends (a wait for it, failing at Playwright's timeout).
    await page.locator("[data-action-bar] a").first().waitFor({ state: "visible" });
    expect(await page.locator("[data-action-bar] a").first().getAttribute("href")).toBe("/contact/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => !document.querySelector("[data-action-bar]")?.hasAttribute("data-shown"));
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    await page.context().close();
  });

  it("is not on the contact page, where its action leads, nor on a page with an island (its script keeps to the island's budget), nor shown on a wide screen", async () => {
    for (const route of ["contact", "ai-search-check", "methodology"])
      expect([route, documentOf(route).querySelector("[data-action-bar]")]).toEqual([route, null]);
    // Its script comes with it, and only with it.
    const service = documentOf("services/local-seo");
    expect(service.querySelector("[data-action-bar] + script")?.textContent).toContain("IntersectionObserver");
    const page = await openAt(browser, "/services/local-seo/");
    await page.evaluate(() => window.scrollTo(0, 3000));
    await heroScrolledAway(page);
    expect(await page.locator("[data-action-bar]").isVisible()).toBe(false);
    await page.context().close();
  });
});
