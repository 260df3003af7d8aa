/**
 * The strict Content-Security-Policy, enforced by a real browser: each page is served with the
 * policy public/_headers gives it on Netlify (`npm run serve` sends no such headers, so the test
 * adds them as Netlify would), and everything a visitor does there still works.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launch, openPage, ready, type Watched } from "./support/browser";
import { started } from "./support/started";
import { notFound } from "./support/routes";

const headersFile = path.resolve(__dirname, "../../public/_headers");

/** Each page's Content-Security-Policy in public/_headers. */
function policies(): Map<string, string> {
  const found = new Map<string, string>();
  let rule = "";
  for (const line of fs.readFileSync(headersFile, "utf8").split("\n")) {
    if (/^\//.test(line)) rule = line.trim();
    const match = /^\s+Content-Security-Policy:\s*(.+)$/i.exec(line);
    if (match?.[1]) found.set(rule, match[1]);
  }
  return found;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

/** Opens `route` with its Netlify policy on the document, recording every violation the browser reports. */
async function openWithPolicy(route: string): Promise<Watched & { violations: () => Promise<string[]> }> {
  const policy = policies().get(route);
  expect(policy).toBeDefined();
  const watched = await openPage(browser);
  await watched.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  await watched.page.route(
    (url) => url.pathname === route,
    async (request) => {
      const response = await request.fetch();
      await request.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy ?? "" } });
    },
  );
  await watched.page.goto(route);
  await ready(watched.page);
  const violations = () => watched.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return { ...watched, violations };
}

const servicesExpanded = (page: Page) =>
  page.getByRole("button", { name: "Services", exact: true }).getAttribute("aria-expanded");

describe("under each page's own Content-Security-Policy", () => {
  it.each([["/"], ["/about/"], ["/services/local-seo/"]])(
    "%s runs its menus and speculation rules with no violation",
    async (route) => {
      const { page, errors, violations } = await openWithPolicy(route);
      await page.getByRole("button", { name: "Services", exact: true }).click();
      await expect(servicesExpanded(page)).resolves.toBe("true");
      await expect(violations()).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("/contact/ hydrates and its form takes over on first interaction, with no violation", async () => {
    const { page, errors, violations } = await openWithPolicy("/contact/");
    await page.getByLabel("First name").click();
    await page.locator("#contact-form-fields[data-enhanced]").waitFor();
    await page.getByRole("button", { name: "Services", exact: true }).click();
    await expect(servicesExpanded(page)).resolves.toBe("true");
    await expect(violations()).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("blocks an inline script the build did not ship", async () => {
    const { page, violations } = await openWithPolicy("/about/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await expect(
      page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).resolves.toBeUndefined();
    await expect(violations()).resolves.toEqual([expect.stringContaining("script-src")]);
    await page.context().close();
  });
});

describe("an unknown address", () => {
  it("gets the 404 page, whose own policy lets it log the path and run its menus", async () => {
    const { page, errors, warnings } = await openPage(browser);
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content.Security.Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.locator("h1").textContent()).resolves.toBe(notFound.h1);
    expect(warnings.some((w) => w.includes("/no-such-page/"))).toBe(true);
    await page.getByRole("button", { name: "Services", exact: true }).click();
    await expect(servicesExpanded(page)).resolves.toBe("true");
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
