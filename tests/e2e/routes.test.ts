import type { Browser } from "playwright-core";
import { launch, openPage, ready } from "./support/browser";
import { started } from "./support/started";
// Each route answering 200 with its one h1 and no console error is read in the every-page sweep (support/every-page.ts).
import { allRoutes, notFound } from "./support/routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

describe("every route", () => {
  it("covers all seventeen routes of SPEC §2, the privacy policy, the methodology page and the AI search check DECISIONS.md adds (and its report pages' frame, issue 47), /insights/ and its articles", () => {
    expect(allRoutes.map((r) => r.path).sort()).toEqual(
      [
        "/insights/",
        "/insights/ai-seo-retainer-month-explained/",
        "/insights/google-core-update-first-30-days/",
        "/insights/local-seo-service-businesses-australia/",
        "/",
        "/about/",
        "/contact/",
        "/home-launch/",
        "/services/",
        "/seo-strategy-builder/",
        "/ai-search-check/",
        "/ai-search-check/report/",
        "/why-traditional-seo-ineffective/",
        "/privacy/",
        "/methodology/",
        "/services/traditional-seo/",
        "/services/ai-driven-seo/",
        "/services/ai-driven-seo-recovery/",
        "/services/local-seo/",
        "/services/technical-seo-audits/",
        "/services/content-strategy-creation/",
        "/services/ecommerce-seo/",
        "/services/seo-analytics-reporting/",
        "/services/link-building-digital-pr/",
        "/services/ai-voice-search-optimization/",
      ].sort(),
    );
  });
});

describe("an unknown path", () => {
  it("answers 404 with the not-found page and logs the attempted path", async () => {
    const { page, errors, warnings, failedRequests } = await openPage(browser);
    const response = await page.goto("/services/no-such-service/");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.locator("h1").textContent()).resolves.toBe(notFound.h1);
    await expect(page.getByText("404", { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(warnings.some((w) => w.includes("/services/no-such-service/"))).toBe(true);
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });
});
