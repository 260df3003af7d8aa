/**
 * Articles use the width: from 1200 px a rail beside the body holds the contents and the call to
 * contact, kept in view while the reader scrolls; below that, the contents sit above the body and
 * the call waits at the end.
 */
import type { Browser, Page } from "playwright-core";
import { launch, openAt, PHONE } from "./support/browser";
import { started } from "./support/started";
import { publishedArticles } from "./support/routes";
import { articlePath, slugOfFile } from "../../src/lib/insights/articles";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

const ARTICLE = articlePath(slugOfFile(publishedArticles[0]?.file ?? ""));

const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        shown: getComputedStyle(el).display !== "none",
      };
    };
    return {
      toc: box("nav[aria-labelledby=contents-heading]"),
      body: box("[data-article-body]"),
      cta: box("[data-rail-cta]"),
      viewport: window.innerHeight,
    };
  });

describe("an article's rail", () => {
  it.each([[1200], [1440]])(
    "at %i px sits beside the body and stays in view while the reader scrolls",
    async (width) => {
      const page = await openAt(browser, ARTICLE, { viewport: { width, height: 900 } });
      const top = await boxes(page);
      expect(top.toc && top.body && top.toc.left > top.body.right).toBe(true);
      expect(top.cta?.shown).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      const scrolled = await boxes(page);
      expect(scrolled.toc && scrolled.toc.top >= 0 && scrolled.toc.bottom <= scrolled.viewport).toBe(true);
      expect(scrolled.cta && scrolled.cta.bottom <= scrolled.viewport).toBe(true);
      await page.context().close();
    },
  );

  it("on a phone puts the contents above the body and leaves the call for the end", async () => {
    const page = await openAt(browser, ARTICLE, PHONE);
    const { toc, body, cta } = await boxes(page);
    expect(toc && body && toc.bottom <= body.top).toBe(true);
    expect(cta?.shown).toBe(false);
    await page.context().close();
  });
});
