import fs from "node:fs";
import path from "node:path";
import type { Config } from "@jest/types";
import { chromium, type BrowserServer } from "playwright-core";
import { BROWSER_ENDPOINT, CHROMIUM } from "./browser";
import { reuseOrStartFixtureBuild } from "./fixture-site";
import { reuseOrStartPreview } from "./netlify-preview";
import { startServer } from "./server";
import { freePort } from "../../support/redis-server";
import { makeStoreTemplate } from "../../support/embedded-template";

declare global {
  var __E2E_SERVER__: import("node:child_process").ChildProcess | undefined;
  var __E2E_BROWSER__: BrowserServer | undefined;
}

/** The test files that read the live copy of the site (built with the fixtures) and the Deploy Preview. */
const LIVE_READERS = ["proof-content", "answer-engines", "netlify-live"].map((name) =>
  path.resolve(__dirname, `../${name}.test.ts`),
);
const PREVIEW_READER = path.resolve(__dirname, "../netlify-preview.test.ts");

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  // Netlify's builds of the live copy and of a Deploy Preview run while the suite does (the files
  // reading them wait), unless the run is limited to files that do not read them.
  const patterns = globalConfig.testPathPatterns.toExecutor({ rootDir: globalConfig.rootDir });
  if (!patterns.isSet() || LIVE_READERS.some((file) => patterns.isMatch(file)))
    console.info(`\n${await reuseOrStartFixtureBuild()}`);
  if (!patterns.isSet() || patterns.isMatch(PREVIEW_READER)) console.info(`\n${await reuseOrStartPreview()}`);
  const outbox = path.resolve(__dirname, "../.artifacts/outbox");
  fs.rmSync(outbox, { recursive: true, force: true });
  // One Chromium for the whole suite; the test files' workers are started after this, with this environment.
  const browser = await chromium.launchServer(CHROMIUM);
  globalThis.__E2E_BROWSER__ = browser;
  process.env[BROWSER_ENDPOINT] = browser.wsEndpoint();
  // Each server's embedded lead store is a copy of one made here (initdb once, not once a server).
  await makeStoreTemplate();
  // Every browser test posts from 127.0.0.1, so the limit is lifted here; serve-load.test.ts checks it.
  // On a port of this run's own, which the test files read from E2E_PORT (server.ts): with a fixed
  // one, another checkout's suite running at the same time answered this one's pages.
  process.env.E2E_PORT ??= String(await freePort());
  globalThis.__E2E_SERVER__ = await startServer(
    { CONTACT_OUTBOX_DIR: outbox, RESEND_API_KEY: "", CONTACT_RATE_LIMIT: "off" },
    Number(process.env.E2E_PORT),
  );
}
