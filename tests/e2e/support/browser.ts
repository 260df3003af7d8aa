import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { BASE_URL } from "./server";

export { BASE_URL };

/** Debian's Chromium, never a downloaded one, with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-gpu"],
  });
}

export interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions, hydration mismatches among them. */
  errors: string[];
  warnings: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors, warnings };
}

/** Waits until React has hydrated the page (Gatsby marks the root once its router is up). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}
