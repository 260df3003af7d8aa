import fs from "node:fs";
import path from "node:path";
// Jest's typed expect: its asymmetric matchers (expect.stringMatching) are matchers, not `any`.
import { expect } from "@jest/globals";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launch, openPage, ready } from "./support/browser";
import { started } from "./support/started";
import { messageFrom } from "./support/outbox";
import { BUILD_CANARY_KEY, BUILD_CANARY_OAUTH_SECRET } from "./support/canary";
import { HONEYPOT_FIELD } from "../../src/lib/contact/options";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

let visitor = 0;
/** A new address per test, so messages are told apart in the outbox. */
const nextEmail = () => `visitor${Date.now()}${(visitor += 1)}@example.com.au`;

async function fillForm(page: Page, email: string) {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Phone/).fill("0491 570 006");
  await page.getByLabel(/^Primary interest/).selectOption("local-seo");
  await page.getByLabel("How can we help?").fill("We need more customers <b>in Parramatta</b> & Penrith.");
}

/** The form's code loads when the visitor first reaches for it; until then it posts natively. */
const enhanced = (page: Page) => page.locator("#contact-form-fields[data-enhanced]").waitFor();

async function openContact(javaScriptEnabled = true) {
  const watched = await openPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await watched.page.goto("/contact/");
  await ready(watched.page);
  return watched;
}

const values = (page: Page) =>
  page.evaluate(
    (honeypot) =>
      Array.from(document.querySelectorAll<HTMLInputElement>("#contact-form-fields [name]"))
        .filter((el) => el.name !== honeypot)
        .map((el) => el.value),
    HONEYPOT_FIELD,
  );

describe("the contact form with JavaScript", () => {
  it("loads no framework while the page loads, then React and the form's code when the visitor first reaches for the form", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    // Listening from before the page is requested: a script fetched while it loads counts too.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact/", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    const island = page.locator('[data-island="contact-form"]');
    const hydrated = () => island.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")));
    await expect(hydrated()).resolves.toBe(false);

    await page.getByLabel("First name").focus();
    await enhanced(page);
    // The island's own bundle (React, Chakra and the form), content-hashed; never Gatsby's runtime.
    expect(scripts).toEqual([
      expect.stringMatching(/^\/_islands\/contact-form-[0-9A-Z]+\.js$/),
      ...scripts.slice(1).map(() => expect.stringMatching(/^\/_islands\/chunk-[0-9A-Z]+\.js$/)),
    ]);
    await expect(hydrated()).resolves.toBe(true);
    // React hydrated the form's element alone: the rest of the page is still the server's HTML.
    await expect(
      page.evaluate(() => Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__react"))),
    ).resolves.toBe(false);
    // The focus the visitor gave the native field is on the enhanced one.
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe(
      "firstName",
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows Sending..., then the success toast, clears every field and delivers the message", async () => {
    const { page, errors } = await openContact();
    const email = nextEmail();
    await fillForm(page, email);
    await enhanced(page);
    // Everything typed while the form's code was loading is still there.
    await expect(values(page)).resolves.toEqual([
      "Ada",
      "Lovelace",
      email,
      "0491 570 006",
      "",
      "local-seo",
      "",
      "We need more customers <b>in Parramatta</b> & Penrith.",
    ]);
    // The post is held until the test has seen the form while it is sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();

    const toast = page.getByRole("status").filter({ hasText: "Message sent successfully!" });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain("We'll get back to you within 24 hours.");
    await expect(values(page)).resolves.toEqual(["", "", "", "", "", "", "", ""]);
    await expect(page.getByRole("button", { name: "Send Message" }).isEnabled()).resolves.toBe(true);

    const [message] = messageFrom(email);
    expect(message?.text).toContain("Ada Lovelace");
    expect(message?.text).toContain("Local SEO");
    expect(message?.html).toContain("&lt;b&gt;in Parramatta&lt;/b&gt; &amp; Penrith.");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps everything typed and shows the failure toast when the server answers 502", async () => {
    const { page } = await openContact();
    const email = nextEmail();
    await fillForm(page, email);
    await enhanced(page);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ ok: false, error: "The email provider failed." }),
      }),
    );
    const before = await values(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Failed to send message" });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain("Please try again or contact us directly.");
    await expect(values(page)).resolves.toEqual(before);
    expect(messageFrom(email)).toEqual([]);
    await page.context().close();
  });

  it("keeps everything typed and shows the failure toast when the network fails", async () => {
    const { page } = await openContact();
    await fillForm(page, nextEmail());
    await enhanced(page);
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    const before = await values(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").filter({ hasText: "Failed to send message" }).waitFor();
    await expect(values(page)).resolves.toEqual(before);
    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("still answers, keeping everything typed, when the toasts' code cannot be loaded", async () => {
    const { page } = await openContact();
    await page.getByLabel("First name").focus();
    await enhanced(page);
    // The form's code is here; the toasts' code, asked for when the visitor reaches for the form, never arrives.
    await page.route("**/_islands/**", (route) => route.abort("internetdisconnected"));
    await fillForm(page, nextEmail());
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ ok: false }) }),
    );
    const before = await values(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.locator("#message-failed").waitFor({ state: "visible" });
    await expect(page.locator("#message-failed").innerText()).resolves.toMatch(
      /^Sorry, your message could not be sent/,
    );
    await expect(page.getByRole("button", { name: "Send Message" }).isEnabled()).resolves.toBe(true);
    await expect(values(page)).resolves.toEqual(before);
    await page.context().close();
  });

  it("shows the server's verdict at the field it concerns", async () => {
    const { page } = await openContact();
    await fillForm(page, nextEmail());
    await page.getByLabel(/^Website/).fill("not a web address");
    await enhanced(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const website = page.getByLabel(/^Website/);
    await page.waitForFunction(
      () => document.getElementById("contact-website")?.getAttribute("aria-invalid") === "true",
    );
    const describedBy = await website.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`).textContent()).resolves.toMatch(/\S/);
    await expect(website.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it("sends nothing when submitted empty: the browser asks for the required fields", async () => {
    const { page } = await openContact();
    await page.getByLabel("First name").focus();
    await enhanced(page);
    let requests = 0;
    page.on("request", (req) => {
      if (req.url().includes("/api/contact")) requests += 1;
    });
    // Only a submit event sends (the form's code or the browser's own post), and the browser's check
    // of the required fields comes first in the same step: once it has said a field is invalid, that
    // click can send nothing more.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("form[action='/api/contact']");
      const seen = { invalid: 0, submit: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      form?.addEventListener("invalid", () => (seen.invalid += 1), true);
      form?.addEventListener("submit", () => (seen.submit += 1), true);
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForFunction(() => (window as unknown as { seen: { invalid: number } }).seen.invalid > 0);
    await expect(
      page.getByLabel("First name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { seen: { submit: number } }).seen.submit)).toBe(0);
    expect(requests).toBe(0);
    await page.context().close();
  });
});

describe("where the visit came from", () => {
  it("the lead email says how they found us: the landing page with its campaign tags, pages seen, the form's page", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/services/local-seo/?utm_source=e2e&utm_medium=test");
    await ready(page);
    await page.goto("/contact/");
    await ready(page);
    const email = nextEmail();
    await fillForm(page, email);
    await enhanced(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").filter({ hasText: "Message sent successfully!" }).waitFor();
    const [message] = messageFrom(email);
    expect(message?.text).toContain(
      "How they found us: direct → /services/local-seo/?utm_source=e2e&utm_medium=test → 2 pages → /contact/",
    );
    // Kept in the tab only: no cookie was set.
    await expect(page.context().cookies()).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the contact form without JavaScript", () => {
  it("posts natively, delivers to the outbox and lands back on the contact page with the outcome", async () => {
    const { page } = await openContact(false);
    const email = nextEmail();
    await fillForm(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/contact/#message-sent");
    await expect(page.locator("#message-sent").isVisible()).resolves.toBe(true);
    await expect(page.locator("#message-failed").isVisible()).resolves.toBe(false);
    expect(messageFrom(email)).toHaveLength(1);
    // Without a script, the post's Referer still names the form's page.
    expect(messageFrom(email)[0]?.text).toContain(
      "How they found us: Form on /contact/ (no visit details: the browser ran no script)",
    );
    await page.context().close();
  });
});

describe("the contact form in the first screen", () => {
  it.each([
    ["a phone, 390 px", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ["a desktop, 1440 px", { viewport: { width: 1440, height: 900 } }],
  ] as const)("shows its first field without scrolling on %s", async (_name, options) => {
    const { page } = await openPage(browser, options);
    await page.goto("/contact/");
    await ready(page);
    const field = await page.getByLabel("First name").evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, scrolled: window.scrollY };
    });
    expect(field.scrolled).toBe(0);
    expect(field.top).toBeGreaterThan(0);
    expect(field.bottom).toBeLessThanOrEqual(options.viewport.height);
    await page.context().close();
  });
});

describe("the contact form on each of the local server's addresses", () => {
  it("sends from localhost as from 127.0.0.1 (the server names 127.0.0.1, as npm start prints), with and without JavaScript", async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page } = await openPage(browser, {
        javaScriptEnabled,
        baseURL: BASE_URL.replace("127.0.0.1", "localhost"),
        viewport: { width: 1280, height: 900 },
      });
      await page.goto("/contact/");
      await ready(page);
      expect(new URL(page.url()).hostname).toBe("localhost");
      const email = nextEmail();
      await fillForm(page, email);
      if (javaScriptEnabled) await enhanced(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      if (javaScriptEnabled) await page.getByRole("status").filter({ hasText: "Message sent successfully!" }).waitFor();
      else await page.waitForURL("**/contact/#message-sent");
      expect(messageFrom(email)).toHaveLength(1);
      await page.context().close();
    }
  });
});

describe("the Functions' secrets", () => {
  it("set at build time (the email provider key, the GitHub OAuth client secret), appear in no built file", () => {
    const roots = ["public", ".cache/functions", ".netlify"]
      .map((d) => path.resolve(__dirname, "../..", d))
      .filter((d) => fs.existsSync(d));
    // Not netlify-cli's local build cache (.netlify/build-cache, if `netlify build` ran here): it is
    // never deployed, and it copies webpack's cache, which records package.json, whose test:e2e
    // script holds these canary values in plain sight.
    const buildCache = path.resolve(__dirname, "../../.netlify/build-cache");
    const files = roots
      .flatMap((root) =>
        fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name)),
      )
      .filter((file) => !file.startsWith(`${buildCache}${path.sep}`));
    expect(files.length).toBeGreaterThan(100);
    const leaks = files.filter((file) => {
      const bytes = fs.readFileSync(file);
      return bytes.includes(BUILD_CANARY_KEY) || bytes.includes(BUILD_CANARY_OAUTH_SECRET);
    });
    expect(leaks).toEqual([]);
  });
});
