import fs from "node:fs";
import path from "node:path";
import { startServer } from "./server";

declare global {
  var __E2E_SERVER__: import("node:child_process").ChildProcess | undefined;
}

export default async function globalSetup(): Promise<void> {
  const outbox = path.resolve(__dirname, "../.artifacts/outbox");
  fs.rmSync(outbox, { recursive: true, force: true });
  // Every browser test posts from 127.0.0.1, so the limit is lifted here; serve-load.test.ts checks it.
  globalThis.__E2E_SERVER__ = await startServer({ CONTACT_OUTBOX_DIR: outbox, RESEND_API_KEY: "", CONTACT_RATE_LIMIT: "off" });
}
