/**
 * When the page itself could not be read, the report says why instead of scoring it: a firewall's
 * challenge or block page (read/bot-wall.ts), an error status, or an address that is not a web page.
 * Each has its words in data/site-check.yaml (`unread`), naming the values below.
 */
export const UNREAD = {
  blocked: { vars: ["by", "evidence", "status"] },
  "error-status": { vars: ["status"] },
  "not-html": { vars: ["type"] },
} as const satisfies Record<string, { vars: readonly string[] }>;

export type UnreadId = keyof typeof UNREAD;
export const UNREAD_IDS = Object.keys(UNREAD) as UnreadId[];
