import fs from "node:fs";
import path from "node:path";
import type { EmailMessage } from "../../../src/lib/platform/email";

/** Where the served site writes messages during the browser tests (see global-setup.ts). */
export const OUTBOX = path.resolve(__dirname, "../.artifacts/outbox");

export type OutboxMessage = EmailMessage;

export function outboxMessages(): OutboxMessage[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")) as OutboxMessage);
}

export const messageFrom = (email: string) => outboxMessages().filter((m) => m.reply_to === email);
