/**
 * The check leads, one next step (issue 48), in the built pages: the free AI search check is in
 * the header of every page, the home hero's address field sends an address to the check exactly
 * as the check page's own form does without JavaScript, the services picker offers it, and on a
 * phone the check page's field is in the first screen. Every page's buttons use one primary
 * wording besides the ones SPEC names, in sentence case, with the check as the only secondary
 * action (where SPEC names no other).
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "./support/dom";
import type { Browser } from "playwright-core";
import { allRoutes } from "./support/routes";
import { launch, openAt } from "./support/browser";
import { started } from "./support/started";

const publicDir = path.resolve(__dirname, "../../public");
const documentOf = (route: string) => parseDocument(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"));
const CHECK = "/ai-search-check/";
/** The one primary wording (the header's button, issue 59), and the buttons SPEC names for a service or the strategy builder (SPEC §2), in sentence case. */
const VERB = "Talk to a strategist";
const PRIMARY = new Set([
  VERB,
  "Start e-commerce SEO",
  "Start analytics setup",
  "Start link building",
  "Start voice optimisation",
  "Launch Strategy Builder",
  "Try Strategy Builder",
  "See AI Driven SEO",
  "Return to home",
]);
/** The buttons SPEC names for a service, which may stand in for the one wording on that service's page. */
const SERVICE_OWN = new Set([
  "Start e-commerce SEO",
  "Start analytics setup",
  "Start link building",
  "Start voice optimisation",
]);
/** Secondary buttons SPEC names on its own pages (the why page, the strategy builder); elsewhere only the check. */
const SPEC_SECONDARY = new Set(["See AI SEO services", "View AI SEO services"]);

describe("the check leads", () => {
  it.each(allRoutes.map((r) => [r.path]))("%s: the header links the free check after SPEC's links", (route) => {
    const nav = documentOf(route).querySelector("header nav");
    const links = Array.from(nav?.querySelectorAll(":scope > ul > li > a") ?? []).map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links.slice(-3)).toEqual([
      ["Contact", "/contact/"],
      ["Free AI search check", CHECK],
      [VERB, "/contact/"],
    ]);
    // The phones' bar, where the page has one (not the contact page, nor a page with an island), says the same.
    const bar = documentOf(route).querySelector("[data-action-bar]");
    if (bar !== null || route === "/about/") expect(bar?.querySelector('a[href="/contact/"]')?.textContent).toBe(VERB);
  });

  it("the home hero's address field sends the address to the check as the check page's own form does without JavaScript", () => {
    const hero = documentOf("").querySelector("main h1")?.closest("section");
    const form = hero?.querySelector("form");
    const own = documentOf("ai-search-check").querySelector("main form");
    const shape = (f: Element | null | undefined) => ({
      method: f?.getAttribute("method"),
      action: f?.getAttribute("action"),
      fields: Array.from(f?.querySelectorAll("input[name]") ?? []).map((i) => [
        i.getAttribute("name"),
        i.hasAttribute("required"),
      ]),
    });
    expect(shape(form)).toEqual({ method: "get", action: "/api/site-check", fields: [["url", true]] });
    // The check page's form adds only the optional competitors' fields (issue 47's comparison).
    const ownShape = shape(own);
    expect(ownShape.fields.filter(([, required]) => !required).map(([name]) => name)).toEqual(["compare1", "compare2"]);
    expect(shape(form)).toEqual({ ...ownShape, fields: ownShape.fields.filter(([, required]) => required) });
    // Labelled, and beside the consultation button, with a line about being found in AI answers.
    const input = form?.querySelector("input");
    expect(form?.querySelector(`label[for="${input?.id ?? ""}"]`)?.textContent).toMatch(/AI search check/);
    expect(hero?.querySelector('a[data-action="primary"]')?.getAttribute("href")).toBe("/contact/");
    expect(hero?.textContent).toMatch(/AI answers/);
    // No script came with it: the home page's only form scripts are its islands'.
    expect(form?.querySelector("script")).toBeNull();
  });

  it("the services picker offers the check to someone who wants to show up in AI answers", () => {
    const picker = documentOf("services").querySelector("main nav");
    const link = Array.from(picker?.querySelectorAll("a") ?? []).find((a) =>
      /show up in AI answers/.test(a.textContent),
    );
    expect(link?.getAttribute("href")).toBe(CHECK);
  });

  it.each(allRoutes.map((r) => [r.path]))(
    "%s: buttons in one primary wording (or SPEC's), sentence case, the check the only secondary action",
    (route) => {
      const buttons = Array.from(documentOf(route).querySelectorAll("main [data-action]"));
      for (const button of buttons) {
        const label = button.textContent.replace(/\(opens in a new tab\)$/, "");
        const href = button.getAttribute("href");
        // Every button to the contact form, primary or not, reads the one wording or a service's own Start button.
        if (href === "/contact/")
          expect([route, label, label === VERB || SERVICE_OWN.has(label)]).toEqual([route, label, true]);
        if (button.getAttribute("data-action") === "primary")
          expect([route, label, PRIMARY.has(label)]).toEqual([route, label, true]);
        else if (!SPEC_SECONDARY.has(label) && href !== "/contact/")
          expect([route, label, button.getAttribute("href")]).toEqual([route, "Free AI search check", CHECK]);
        // Sentence case: no word but the first capitalised, other than names (SEO, AI, Strategy Builder, Driven).
        const rest = label
          .split(" ")
          .slice(1)
          .filter((w) => !/^(SEO|AI|Strategy|Builder|Driven)$/.test(w));
        expect([route, label, rest.filter((w) => /^[A-Z][a-z]/.test(w))]).toEqual([route, label, []]);
      }
    },
  );
});

describe("the check page on a phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await started(browser)?.close();
  });

  it("has its address field in the first screen at 390 px", async () => {
    const page = await openAt(browser, CHECK, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const bottom = await page.locator('main input[name="url"]').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(844);
    await page.context().close();
  });
});
