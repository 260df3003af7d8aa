import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { BASE_URL } from "./server";

export { BASE_URL };

/**
 * Debian's Chromium, never a downloaded one: its headless shell (package chromium-headless-shell),
 * the build Playwright drives headless by default, which here takes a fifth less CPU than the full
 * browser's headless mode on the same pages (CHROMIUM_PATH names another; the screenshot baselines
 * are the shell's). With the flags this closed network needs.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-gpu",
  ],
};

/** Where the global setup's Chromium listens (global-setup.ts), for every test file to connect to. */
export const BROWSER_ENDPOINT = "E2E_BROWSER_WS";

/**
 * The suite's one Chromium: the global setup starts it and each test file connects to it (closing
 * a connected browser only disconnects). A file run on its own, without the global setup, starts
 * its own.
 */
export function launch(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM);
}

export interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions, hydration mismatches among them. */
  errors: string[];
  warnings: string[];
  /** Every request the page made that failed or answered 400+, but the page's own document. */
  failedRequests: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options });
  // This machine has no internet: answer the map's frame (the one other origin) with an empty page.
  // The local server answers on 127.0.0.1 and, by that name too, localhost.
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title>" }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const failedRequests: string[] = [];
  page.on("response", (res) => {
    const isDocument = res.request().isNavigationRequest() && res.request().frame() === page.mainFrame();
    if (res.status() >= 400 && !isDocument) failedRequests.push(`${res.status()} ${res.url()}`);
  });
  page.on("requestfailed", (req) => {
    const reason = req.failure()?.errorText ?? "failed";
    // A request cut short because the visitor moved to another page is not a failure.
    if (reason !== "net::ERR_ABORTED") failedRequests.push(`${reason} ${req.url()}`);
  });
  page.on("console", (msg) => {
    // A failed load is reported with its address in failedRequests instead.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors, warnings, failedRequests };
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/**
 * Waits until the page is ready for a visitor: loaded and its scripts run. (A page with an
 * interactive section loads React only when the visitor first reaches for the section.)
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState("load");
}

/** A fresh page at `path` (a site path), ready for a visitor. */
export async function openAt(browser: Browser, path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const { page } = await openPage(browser, options);
  await page.goto(path);
  await ready(page);
  return page;
}
