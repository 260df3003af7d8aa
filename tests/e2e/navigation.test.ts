import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { launch, openAt, PHONE } from "./support/browser";
import { started } from "./support/started";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

const open = (path: string, options?: BrowserContextOptions): Promise<Page> => openAt(browser, path, options);

const expanded = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).getAttribute("aria-expanded");

describe("the Services dropdown", () => {
  it("opens and closes by mouse, and its links go to the service pages", async () => {
    const page = await open("/");
    const services = page.getByRole("button", { name: "Services", exact: true });
    const local = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local SEO" });
    await expect(local.isVisible()).resolves.toBe(false);
    await services.click();
    await expect(expanded(page, "Services")).resolves.toBe("true");
    await expect(local.isVisible()).resolves.toBe(true);
    await page.mouse.click(20, 700); // somewhere on the page away from the dropdown
    await expect(expanded(page, "Services")).resolves.toBe("false");
    await expect(local.isVisible()).resolves.toBe(false);

    await services.click();
    await local.click();
    await page.waitForURL("**/services/local-seo/");
    await page.getByRole("heading", { level: 1, name: "Be the business locals find first" }).waitFor();
    await page.context().close();
  });

  it("works by keyboard: Enter and Space open, Escape closes and returns focus", async () => {
    const page = await open("/about/");
    const services = page.getByRole("button", { name: "Services", exact: true });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(expanded(page, "Services")).resolves.toBe("true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab"); // past the disabled Traditional SEO entry, which is not focusable
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("AI Driven SEO Recovery");
    await page.keyboard.press("Escape");
    await expect(expanded(page, "Services")).resolves.toBe("false");
    await expect(services.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Space");
    await expect(expanded(page, "Services")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await page.context().close();
  });

  it("shows Traditional SEO struck through in red and not as a link", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "Services", exact: true }).click();
    const entry = page.locator("header s", { hasText: "Traditional SEO" });
    await expect(entry.isVisible()).resolves.toBe(true);
    const style = await entry.evaluate((el) => {
      const s = getComputedStyle(el);
      return { line: s.textDecorationLine, color: s.color, link: !!el.closest("a") };
    });
    expect(style.line).toContain("line-through");
    expect(style.color).toBe("rgb(185, 28, 28)");
    expect(style.link).toBe(false);
    await page.context().close();
  });
});

describe("the header on a wide screen", () => {
  it.each([1280, 1440])(
    "at %i px shows the brand, every link and the button on one row, none on two lines",
    async (width) => {
      const page = await open("/", { viewport: { width, height: 900 } });
      const twoLines = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("header a, header button"))
          .filter((el) => el.offsetParent !== null && el.textContent.trim() !== "")
          .filter((el) => {
            // The lines its words take: a text node on two lines has two rectangles.
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              range.selectNodeContents(node);
              if (range.getClientRects().length > 1) return true;
            }
            return false;
          })
          .map((el) => el.textContent.trim()),
      );
      expect(twoLines).toEqual([]);
      // One row: every item's middle at the same height as the brand's.
      const middles = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("header > div > a, header nav li"))
          .filter((el) => el.offsetParent !== null)
          .map((el) => {
            const r = el.getBoundingClientRect();
            return Math.round(r.top + r.height / 2);
          }),
      );
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.context().close();
    },
  );
});

describe("the mobile menu", () => {
  it("opens by touch, shows the same links, and a link navigates and closes it", async () => {
    const page = await open("/", PHONE);
    const toggle = page.getByRole("button", { name: "Menu" });
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    await expect(about.isVisible()).resolves.toBe(false);
    await toggle.tap();
    await expect(expanded(page, "Menu")).resolves.toBe("true");
    await expect(about.isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Services", exact: true }).tap();
    await expect(page.getByRole("link", { name: "E-commerce SEO" }).first().isVisible()).resolves.toBe(true);
    await about.tap();
    await page.waitForURL("**/about/");
    await expect(expanded(page, "Menu")).resolves.toBe("false");
    await page.context().close();
  });

  it("opens with the keyboard and Escape closes it, returning focus to the toggle", async () => {
    const page = await open("/services/", PHONE);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(expanded(page, "Menu")).resolves.toBe("true");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Home");
    await page.keyboard.press("Escape");
    await expect(expanded(page, "Menu")).resolves.toBe("false");
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });
});

describe("navigation", () => {
  it("shows every new page scrolled to the top", async () => {
    const page = await open("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about/");
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it("takes an #anchor link to its anchor: a service hero's jump to its price, on a phone", async () => {
    const page = await open("/services/local-seo/", PHONE);
    await page.locator("main a[data-jump][href='#engagement']").click();
    await page.waitForURL("**/services/local-seo/#engagement");
    await page.waitForFunction(() => {
      const top = document.getElementById("engagement")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await page.context().close();
  });

  it("reaches the skip link with the first Tab and it moves focus to the main content", async () => {
    const page = await open("/services/local-seo/");
    const skip = page.getByRole("link", { name: "Skip to content" });
    const offScreen = () => skip.evaluate((el) => el.getBoundingClientRect().bottom <= 0);
    await expect(offScreen()).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await expect(offScreen()).resolves.toBe(false);
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL("**#main");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await page.context().close();
  });
});

describe("speculation rules", () => {
  type Predicate = { href_matches?: string; selector_matches?: string; and?: Predicate[]; not?: Predicate };
  const shipped = fs.readFileSync(path.resolve(__dirname, "../../public/index.html"), "utf8");
  const rules = JSON.parse(/<script type="speculationrules">([^<]*)<\/script>/.exec(shipped)?.[1] ?? "{}") as {
    prerender: Array<{ where: Predicate }>;
  };

  it("prerender the site's pages and nothing that acts on a visit: the Functions, the CMS, query strings, other sites", async () => {
    const page = await open("/about/");
    // Each rule read as the rules engine reads it, on a link in the page: href_matches by the browser's
    // own URLPattern, relative to the page; selector_matches by the link's own matches().
    const prerendered = await page.evaluate(
      ({ where, hrefs }) => {
        type P = { href_matches?: string; selector_matches?: string; and?: P[]; not?: P };
        const Pattern = (
          globalThis as unknown as { URLPattern: new (input: string, base?: string) => { test(url: string): boolean } }
        ).URLPattern;
        const matches = (p: P, link: HTMLAnchorElement): boolean => {
          if (p.and) return p.and.every((q) => matches(q, link));
          if (p.not) return !matches(p.not, link);
          if (p.selector_matches !== undefined) return link.matches(p.selector_matches);
          return p.href_matches !== undefined && new Pattern(p.href_matches, location.href).test(link.href);
        };
        return hrefs.filter((href) => {
          const link = document.createElement("a");
          link.href = href;
          return matches(where, link);
        });
      },
      {
        where: rules.prerender[0]?.where ?? {},
        hrefs: [
          "/",
          "/about/",
          "/services/local-seo/",
          "/contact/#contact-form",
          "/api/contact",
          "/api",
          "/admin/",
          "/admin",
          "/admin/#/collections/pages",
          "/about/?utm_source=x",
          "/?q=1",
          "https://example.com/",
        ],
      },
    );
    expect(prerendered).toEqual(["/", "/about/", "/services/local-seo/", "/contact/#contact-form"]);
    await page.context().close();
  });
});

describe("the footer's link lists", () => {
  it("fold into disclosures on a phone, opened by their heading", async () => {
    const page = await open("/about/", PHONE);
    const footer = page.locator("footer");
    const services = footer.getByRole("link", { name: "Local SEO" });
    await expect(services.isVisible()).resolves.toBe(false);
    await expect(footer.getByRole("link", { name: "Privacy" }).isVisible()).resolves.toBe(false);
    // How to reach us never folds.
    await expect(footer.getByRole("link", { name: /@/ }).isVisible()).resolves.toBe(true);
    await footer.getByText("Services", { exact: true }).click();
    await expect(services.isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("show every link on a wide screen, without a click", async () => {
    const page = await open("/about/");
    const footer = page.locator("footer");
    for (const name of ["Local SEO", "Technical SEO Audits", "About", "Methodology", "Privacy"]) {
      await expect(footer.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.context().close();
  });
});

/**
 * A service page in about five screens of a phone (issue 59): its secondary detail folds under its
 * heading there, a sample's picture under a line of its own and the first 90 days under theirs,
 * each a native disclosure opened by a tap; on a wide screen everything shows without a click.
 */
describe("a service page's folded detail", () => {
  const PAGE = "/services/link-building-digital-pr/";
  const COMPARISON = "Traditional link building versus AI-driven outreach";
  const sections = (page: Page) => ({
    table: page.locator("#comparison table"),
    picture: page.locator("#report [role=img]"),
    pictureLine: page.getByText("See a sample link report", { exact: true }),
    months: page.locator("#engagement [data-offer-months]"),
  });

  it("folds on a phone, each part opened by a tap on its heading or its line", async () => {
    const page = await open(PAGE, PHONE);
    const { table, picture, pictureLine, months } = sections(page);
    for (const hidden of [table, picture, months]) await expect(hidden.isVisible()).resolves.toBe(false);
    // The heading stays in view, as the disclosure's summary.
    const heading = page.getByRole("heading", { level: 2, name: COMPARISON });
    await expect(heading.isVisible()).resolves.toBe(true);
    await heading.tap();
    await expect(table.isVisible()).resolves.toBe(true);
    await pictureLine.tap();
    await expect(picture.isVisible()).resolves.toBe(true);
    await page.locator("#engagement summary").tap();
    await expect(months.isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("shows whole on a wide screen, without a click, and draws no line a phone needs", async () => {
    const page = await open(PAGE);
    const { table, picture, pictureLine, months } = sections(page);
    for (const shown of [table, picture, months]) await expect(shown.isVisible()).resolves.toBe(true);
    await expect(pictureLine.isVisible()).resolves.toBe(false);
    await page.context().close();
  });
});
