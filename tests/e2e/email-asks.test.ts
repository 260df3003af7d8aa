/**
 * A kept report's email asks in Chromium at 390 px, against `npm run serve` (the build's Functions,
 * its embedded stores, no provider key: the outbox): the asks come after the strategist's, "Email
 * me this report" sends without a reload and says so, the email waits in the outbox's
 * report-emails folder with its unsubscribe headers, and axe finds nothing in the new parts. Without
 * JavaScript, "Email to my developer" posts and lands back on the report, which says it was sent.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { javascriptBeforeInteraction } from "../../src/lib/build/site-facts";
import { EMAIL_ASKS_SCRIPT } from "../../src/lib/site-check/email/script";
import type { Browser } from "playwright-core";
import { launch } from "./support/browser";
import { PORT, serve, stopServer, type Served } from "./support/server";

const SERVE_PORT = PORT + 29;
const SERVE_URL = `http://127.0.0.1:${SERVE_PORT}`;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "email-asks-outbox-"));
let served: Served | undefined;
let browser: Browser;

beforeAll(async () => {
  served = await serve(
    {
      // The check reads this same server's pages.
      SITE_CHECK_ALLOW_HOSTS: `127.0.0.1:${SERVE_PORT}`,
      SITE_CHECK_RATE_LIMIT: "off",
      CONTACT_OUTBOX_DIR: outbox,
      UNSUBSCRIBE_SECRET: "an-e2e-secret-of-more-than-thirty-two-characters",
      RESEND_API_KEY: "",
    },
    SERVE_PORT,
  );
  browser = await launch();
}, 120_000);

afterAll(async () => {
  stopServer(served?.child);
  await browser.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

interface Kept {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

const emailsTo = (address: string): Kept[] => {
  const folder = path.join(outbox, "report-emails");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Kept)
    .filter((email) => email.to === address);
};

/** A kept report of this site's About page, opened as its page. */
async function reportUrl(): Promise<string> {
  const answer = await fetch(`${SERVE_URL}/api/site-check?${new URLSearchParams({ url: `${SERVE_URL}/about/` })}`, {
    headers: { Accept: "application/json" },
  });
  const { reportUrl } = (await answer.json()) as { reportUrl: string };
  return reportUrl;
}

describe("a kept report's email asks", () => {
  it("Email me this report at 390 px: after the strategist's ask, sent without a reload, in the outbox, axe clean", async () => {
    const context = await browser.newContext({ baseURL: SERVE_URL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const report = await reportUrl();
    // What the page runs before any interaction, its inline scripts and the frame's (measured, not budgeted:
    // a kept report's page is the one page allowed over the static pages' 1.0 kB).
    const html = await (await fetch(report)).text();
    expect(html).toContain(EMAIL_ASKS_SCRIPT);
    const bytes = javascriptBeforeInteraction(html, path.resolve(__dirname, "../../public"));
    const without = javascriptBeforeInteraction(
      html.replace(EMAIL_ASKS_SCRIPT, ""),
      path.resolve(__dirname, "../../public"),
    );
    console.info(
      `[email-asks] script before interaction on a kept report's page: ${bytes} bytes gzipped (${without} without the asks' script)`,
    );
    await page.goto(report);
    // The strategist's ask stays first: the closing band, then the asks.
    expect(await page.locator(".sc-close ~ .sc-email").count()).toBe(1);
    const form = page.locator("form#sc-email-me");
    expect(await form.getAttribute("toolname")).toBe("email_report");
    expect(await form.getAttribute("toolautosubmit")).toBeNull();
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await form.getByLabel("Your email").fill("owner@example.com.au");
    await form.getByLabel("Harbour AI SEO may contact me about this report.").check();
    await form.getByRole("button", { name: "Email me this report" }).click();
    await form
      .getByRole("status")
      .filter({ hasText: /^Sent\./ })
      .waitFor();
    expect(navigations).toBe(0);
    // Sent once: the field cleared for another, the email in the outbox with its unsubscribe headers.
    expect(await form.getByLabel("Your email").inputValue()).toBe("");
    const [email, ...more] = emailsTo("owner@example.com.au");
    expect(more).toEqual([]);
    expect(email?.text).toContain(page.url().split("?")[0]);
    expect(email?.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?e=/);
    expect(email?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A field's error at the field, and the focus on it.
    await page.locator("form#sc-email-dev").getByLabel("Your developer's email").fill("dev@agency.example");
    await page.locator("form#sc-email-dev").getByLabel("Your email").fill("owner@example.com.au");
    await page.locator("form#sc-email-dev").getByLabel("A note for them (optional)").fill("See www.example.com");
    await page.getByRole("button", { name: "Send to my developer" }).click();
    const note = page.locator("#sc-email-dev-note");
    await page
      .locator("#sc-email-dev-note-error")
      .filter({ hasText: /web or email address/ })
      .waitFor();
    expect(await note.getAttribute("aria-invalid")).toBe("true");
    expect(await note.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await note.inputValue()).toBe("See www.example.com");

    const axe = await new AxeBuilder({ page })
      .include("#sc-email")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("without JavaScript, Email to my developer lands back on the report, which says it was sent", async () => {
    const context = await browser.newContext({
      baseURL: SERVE_URL,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const report = await reportUrl();
    await page.goto(report);
    const form = page.locator("form#sc-email-dev");
    await form.getByLabel("Your developer's email").fill("webdev@agency.example");
    await form.getByLabel("Your email").fill("owner@example.com.au");
    await form.getByRole("button", { name: "Send to my developer" }).click();
    await page.waitForURL(/\?emailed=developer#sc-email-dev$/);
    expect(new URL(page.url()).pathname).toBe(new URL(report).pathname);
    expect(await form.getByRole("status").textContent()).toBe(
      "Sent to your developer, from you, with this report's link.",
    );
    expect(emailsTo("webdev@agency.example")).toHaveLength(1);
    await context.close();
  }, 60_000);
});
