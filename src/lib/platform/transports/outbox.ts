/**
 * The transport used when no provider key is configured: one JSON file per message, so a fresh
 * checkout works end to end without an account.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EmailMessage, SendOutcome, Transport } from "../email";
import { setting, type Env } from "../../env";

export const DEFAULT_OUTBOX_DIR = ".data/outbox";

/** Where messages go: CONTACT_OUTBOX_DIR, relative to the process's working directory. */
export function outboxDirectory(env: Env): string {
  return path.resolve(globalThis.process.cwd(), setting(env, "CONTACT_OUTBOX_DIR") ?? DEFAULT_OUTBOX_DIR);
}

/** "2025-03-04T05-06-07-089Z": sortable, and valid in a file name on every system. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

export function createOutboxTransport(directory: string, now: () => Date = () => new Date()): Transport {
  return {
    name: "outbox",
    async send(message: EmailMessage, submissionId: string): Promise<SendOutcome> {
      try {
        // The id is a validated or generated UUID; the guard keeps the file inside the folder anyway.
        const safeId = submissionId.replace(/[^a-zA-Z0-9-]/g, "");
        const file = path.join(directory, `${fileTimestamp(now())}-${safeId}.json`);
        const stored: EmailMessage = {
          from: message.from,
          to: message.to,
          subject: message.subject,
          ...(message.html !== undefined ? { html: message.html } : {}),
          text: message.text,
          reply_to: message.reply_to,
          ...(message.headers !== undefined ? { headers: { ...message.headers } } : {}),
        };
        await mkdir(directory, { recursive: true });
        // "wx": never overwrite an earlier message.
        await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { encoding: "utf8", flag: "wx" });
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: `outbox write failed: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
