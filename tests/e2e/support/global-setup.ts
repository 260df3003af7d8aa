import fs from "node:fs";
import path from "node:path";
import type { Config } from "@jest/types";
import { chromium, type BrowserServer } from "playwright-core";
import { BROWSER_ENDPOINT, CHROMIUM } from "./browser";
import { reuseOrStartFixtureBuild } from "./fixture-site";
import { startServer } from "./server";
import { makeStoreTemplate } from "../../support/embedded-template";

declare global {
  var __E2E_SERVER__: import("node:child_process").ChildProcess | undefined;
  var __E2E_BROWSER__: BrowserServer | undefined;
}

/** The test file that reads the copy of the site built with the proof fixtures. */
const FIXTURE_READER = path.resolve(__dirname, "../proof-content.test.ts");

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  // The copy of the site with the proof fixtures builds while the suite runs (proof-content.test.ts
  // waits for it), unless the run is limited to files that do not read it.
  const patterns = globalConfig.testPathPatterns.toExecutor({ rootDir: globalConfig.rootDir });
  if (!patterns.isSet() || patterns.isMatch(FIXTURE_READER)) console.info(`\n${await reuseOrStartFixtureBuild()}`);
  const outbox = path.resolve(__dirname, "../.artifacts/outbox");
  fs.rmSync(outbox, { recursive: true, force: true });
  // One Chromium for the whole suite; the test files' workers are started after this, with this environment.
  const browser = await chromium.launchServer(CHROMIUM);
  globalThis.__E2E_BROWSER__ = browser;
  process.env[BROWSER_ENDPOINT] = browser.wsEndpoint();
  // Each server's embedded lead store is a copy of one made here (initdb once, not once a server).
  await makeStoreTemplate();
  // Every browser test posts from 127.0.0.1, so the limit is lifted here; serve-load.test.ts checks it.
  globalThis.__E2E_SERVER__ = await startServer({
    CONTACT_OUTBOX_DIR: outbox,
    RESEND_API_KEY: "",
    CONTACT_RATE_LIMIT: "off",
  });
}
