/**
 * The lead store on the embedded engine (PGlite: the same SQL and migrations as a Postgres server),
 * so `npm test` needs no database server. tests/e2e/leads-postgres.test.ts runs the same paths
 * against a real PostgreSQL.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "../db";
import { MIGRATIONS } from "../migrations";
import { LEAD_STAGES } from "../stages";
import { seedStore } from "../../../../tests/support/embedded-template";
import { openEmbedded, StoreInUseError } from "../embedded";
import { retryDue, runLeadJobs, notificationFor } from "../deliver";
import { LeadStore, RETRY_WINDOW_MS, type NewLead } from "../store";
import type { EmailMessage, SendOutcome, Transport } from "../../contact/email";

let dir: string;
let store: LeadStore;

const T0 = new Date("2026-03-02T00:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

function lead(id: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    id,
    receivedAt: T0,
    firstName: "Test",
    lastName: "Visitor",
    email: "visitor@example.com",
    message: "Hello",
    service: "local-seo",
    interest: "Local SEO",
    attribution: {
      landingPage: "/?utm_source=newsletter",
      referrer: "example.org",
      utmSource: "newsletter",
      pagesViewed: 2,
      formPage: "/contact/",
    },
    ...overrides,
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A transport that records what it is asked to send and answers as told. */
function recording(outcome: () => SendOutcome = () => ({ ok: true })) {
  const sent: Array<{ message: EmailMessage; key: string }> = [];
  const transport: Transport = {
    name: "test",
    send: (message, key) => {
      sent.push({ message, key });
      return Promise.resolve(outcome());
    },
  };
  return { sent, transport };
}
const quiet = () => undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-store-"));
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
}, 60_000);
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await store.list({ limit: 1 });
  await store.db.query("DELETE FROM leads");
});

describe("the lead store", () => {
  it("applies its migrations once, however often it is asked", async () => {
    expect(await migrate(store.db)).toEqual([]);
    const versions = await store.db.query<{ version: number }>("SELECT version FROM lead_migrations ORDER BY version");
    expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it("holds a lead's stage to the one list (stages.ts): the CHECK follows the list, whatever a database had", async () => {
    const check = async () =>
      (
        await store.db.query<{ def: string }>(
          "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'leads_stage_check'",
        )
      )[0]?.def ?? "";
    for (const stage of LEAD_STAGES) expect(await check()).toContain(`'${stage}'`);
    // A database whose CHECK lists other stages (one made before a stage was added) gets the list's at the next start.
    await store.db.query("ALTER TABLE leads DROP CONSTRAINT leads_stage_check");
    await store.db.query("ALTER TABLE leads ADD CONSTRAINT leads_stage_check CHECK (stage IN ('new', 'spam'))");
    expect(await migrate(store.db)).toEqual([]);
    for (const stage of LEAD_STAGES) expect(await check()).toContain(`'${stage}'`);
    await store.insert(lead(id(1)), at(MIN));
    await expect(store.db.query("UPDATE leads SET stage = 'archived'")).rejects.toThrow(/leads_stage_check/);
  });

  it("keeps one row per submission id: a retried post is a duplicate, not a second lead", async () => {
    expect(await store.insert(lead(id(1)), at(MIN))).toBe("stored");
    expect(await store.insert(lead(id(1)), at(MIN))).toBe("duplicate");
    // The same id with other content is no retry: refused, and the kept lead is unchanged.
    expect(await store.insert(lead(id(1), { message: "again" }), at(MIN))).toBe("conflict");
    const all = await store.list();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id: id(1),
      message: "Hello",
      status: "pending",
      attempts: 0,
      interest: "Local SEO",
    });
    expect(all[0]?.attribution).toEqual({
      landingPage: "/?utm_source=newsletter",
      referrer: "example.org",
      utmSource: "newsletter",
      pagesViewed: 2,
      formPage: "/contact/",
    });
  });

  it("keeps the AI search check's address and score with a lead, and nothing else of it", async () => {
    await store.insert(lead(id(7), { checkedUrl: "https://example.com.au/", checkScore: 72 }), at(MIN));
    await store.insert(lead(id(8)), at(MIN));
    expect(await store.get(id(7))).toMatchObject({ checkedUrl: "https://example.com.au/", checkScore: 72 });
    const plain = await store.get(id(8));
    expect(plain?.checkedUrl).toBeUndefined();
    expect(plain?.checkScore).toBeUndefined();
    await expect(
      store.insert(lead(id(9), { checkedUrl: "https://example.com.au/", checkScore: 101 }), at(MIN)),
    ).rejects.toThrow();
  });

  it("lists newest first, by status and since a date", async () => {
    await store.insert(lead(id(1), { receivedAt: at(0) }), at(0));
    await store.insert(lead(id(2), { receivedAt: at(10 * MIN) }), at(0));
    await store.markDelivered(id(2), at(11 * MIN));
    expect((await store.list()).map((l) => l.id)).toEqual([id(2), id(1)]);
    expect((await store.list({ status: "delivered" })).map((l) => l.id)).toEqual([id(2)]);
    expect((await store.list({ since: at(5 * MIN) })).map((l) => l.id)).toEqual([id(2)]);
  });

  it("does not hand a lead to a retry while the request that keeps it is still sending", async () => {
    await store.insert(lead(id(1)), at(2 * MIN));
    expect(await store.claimDue(at(MIN))).toEqual([]);
    expect((await store.claimDue(at(2 * MIN))).map((l) => l.id)).toEqual([id(1)]);
    // Claimed: a second run at the same moment gets nothing.
    expect(await store.claimDue(at(2 * MIN))).toEqual([]);
  });

  it("backs off 1, 2, 4 minutes… between attempts and gives up after 24 hours with the reason", async () => {
    await store.insert(lead(id(1)), at(0));
    expect(await store.markUndelivered(id(1), "HTTP 500", at(0))).toBe("pending");
    expect((await store.get(id(1)))?.nextAttemptAt).toEqual(at(MIN));
    expect(await store.markUndelivered(id(1), "HTTP 500", at(MIN))).toBe("pending");
    expect((await store.get(id(1)))?.nextAttemptAt).toEqual(at(3 * MIN));
    expect(await store.markUndelivered(id(1), "HTTP 503", at(3 * MIN))).toBe("pending");
    expect((await store.get(id(1)))?.nextAttemptAt).toEqual(at(7 * MIN));
    expect(await store.markUndelivered(id(1), "HTTP 401 invalid key", at(RETRY_WINDOW_MS))).toBe("failed");
    expect(await store.get(id(1))).toMatchObject({ status: "failed", attempts: 4, lastError: "HTTP 401 invalid key" });
  });

  it("purges only leads older than the retention period, and deletes one person's leads in any case", async () => {
    const day = 24 * 60 * MIN;
    await store.insert(lead(id(1), { receivedAt: at(-731 * day) }), at(0));
    await store.insert(lead(id(2), { receivedAt: at(-729 * day) }), at(0));
    await store.insert(lead(id(3), { email: "Someone.Else@Example.com" }), at(0));
    expect(await store.purge(at(0), 730)).toBe(1);
    expect((await store.list()).map((l) => l.id).sort()).toEqual([id(2), id(3)]);
    expect(await store.deleteByEmail("someone.else@example.COM")).toBe(1);
    expect((await store.list()).map((l) => l.id)).toEqual([id(2)]);
  });
});

describe("retries", () => {
  it("re-sends a due lead once, with its id as the idempotency key and how they found us, then never again", async () => {
    await store.insert(lead(id(1)), at(0));
    await store.markUndelivered(id(1), "HTTP 500", at(0));
    const { sent, transport } = recording();
    expect(await retryDue(store, { transport, env: {}, log: quiet, now: () => at(MIN) })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBe(id(1));
    expect(sent[0]?.message.text).toContain(
      "How they found us: example.org → /?utm_source=newsletter → 2 pages → /contact/",
    );
    expect(sent[0]?.message.text).toContain("Primary interest: Local SEO");
    expect(await store.get(id(1))).toMatchObject({ status: "delivered", attempts: 2 });
    expect(await retryDue(store, { transport, env: {}, log: quiet, now: () => at(10 * MIN) })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it("keeps retrying while the provider fails, then marks the lead failed once 24 hours have passed", async () => {
    await store.insert(lead(id(1)), at(0));
    const { sent, transport } = recording(() => ({ ok: false, reason: "HTTP 503" }));
    const run = (ms: number) => retryDue(store, { transport, env: {}, log: quiet, now: () => at(ms) });
    expect(await run(MIN)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // The next attempt is a minute later; not before.
    expect(await run(MIN + 30_000)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await run(2 * MIN)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await run(RETRY_WINDOW_MS + MIN)).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(sent).toHaveLength(2);
    expect(await store.get(id(1))).toMatchObject({
      status: "failed",
      lastError: "not delivered within 24 hours (last error: HTTP 503)",
    });
  });

  it("two runs at once send each lead exactly once", async () => {
    for (let n = 1; n <= 30; n += 1) await store.insert(lead(id(n), { receivedAt: at(n) }), at(0));
    const { sent, transport } = recording();
    const deps = { transport, env: {}, log: quiet, now: () => at(MIN) };
    const [a, b] = await Promise.all([retryDue(store, deps), retryDue(store, deps)]);
    expect(a.delivered + b.delivered).toBe(30);
    expect(new Set(sent.map((s) => s.key)).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  it("the scheduled job also applies the retention period from LEADS_RETENTION_DAYS", async () => {
    await store.insert(lead(id(1), { receivedAt: at(-3 * 24 * 60 * MIN) }), at(0));
    await store.markDelivered(id(1), at(0));
    const { transport } = recording();
    expect(
      await runLeadJobs(store, { transport, env: { LEADS_RETENTION_DAYS: "2" }, log: quiet, now: () => at(0) }),
    ).toMatchObject({ purged: 1 });
    expect(await store.list()).toEqual([]);
  });

  it("renders the stored lead as the email the Function would have sent", () => {
    const message = notificationFor(
      { ...lead(id(1)), status: "pending", stage: "new", attempts: 0, budget: "5k-10k" },
      { CONTACT_TO: "team@example.com" },
    );
    expect(message).toMatchObject({ to: "team@example.com", reply_to: "visitor@example.com" });
    expect(message.text).toContain("Monthly budget: $5,000 to $10,000 a month");
  });
});

describe("the embedded store's folder", () => {
  /** A process that takes the folder's lock as openEmbedded does (its pid in <folder>.pid, locked by proper-lockfile), and holds it until killed. */
  async function holderOf(folder: string) {
    const pidFile = JSON.stringify(`${folder}.pid`);
    const script = `require(${JSON.stringify(require.resolve("proper-lockfile"))}).lockSync(${pidFile}, { realpath: false }); require("node:fs").writeFileSync(${pidFile}, String(process.pid)); console.log("locked"); setTimeout(() => {}, 60000);`;
    const holder = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.once("data", () => resolve());
      holder.once("exit", (code) => reject(new Error(`the lock holder ended (${code})`)));
    });
    return holder;
  }

  it("refuses a second process with a message that says who holds it and what to do", async () => {
    const other = path.join(dir, "busy");
    // A live process other than this one holds the lock.
    const holder = await holderOf(other);
    try {
      await expect(openEmbedded(other)).rejects.toThrow(StoreInUseError);
      await expect(openEmbedded(other)).rejects.toThrow(`is open in another process (pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that has ended", async () => {
    const other = path.join(dir, "stale");
    // Ended long ago: its lock has not been refreshed for a minute. A lock file of earlier versions is no obstacle.
    fs.writeFileSync(`${other}.lock`, "2147483646");
    fs.mkdirSync(`${other}.pid.lock`);
    fs.writeFileSync(`${other}.pid`, "2147483646");
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(`${other}.pid.lock`, minuteAgo, minuteAgo);
    const db = await openEmbedded(other);
    expect(fs.readFileSync(`${other}.pid`, "utf8")).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(`${other}.pid.lock`)).toBe(false);
    expect(fs.existsSync(`${other}.pid`)).toBe(false);
  }, 60_000);

  it("takes over the lock of a process killed a moment ago, once the lock goes stale", async () => {
    // The store the test above made: only the lock is new, so no second initdb.
    const other = path.join(dir, "stale");
    const holder = await holderOf(other);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    // Its last refresh as if 8.5 s ago: stale (10 s) in 1.5 s, not at once.
    const refreshed = new Date(Date.now() - 8_500);
    fs.utimesSync(`${other}.pid.lock`, refreshed, refreshed);
    const started = Date.now();
    const db = await openEmbedded(other);
    // Taken when it went stale, not at once (the lock's time is when it was taken, or refreshed since).
    expect(fs.statSync(`${other}.pid.lock`).mtimeMs - started).toBeGreaterThanOrEqual(1_000);
    expect(fs.readFileSync(`${other}.pid`, "utf8")).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(`${other}.pid.lock`)).toBe(false);
  }, 60_000);
});
