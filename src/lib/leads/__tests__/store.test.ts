/**
 * The lead store on the embedded engine (PGlite: the same SQL and migrations as a Postgres server),
 * so `npm test` needs no database server. tests/e2e/leads.test.ts runs the same paths
 * against a real PostgreSQL.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "../db";
import { MIGRATIONS } from "../migrations";
import { LEAD_STAGES } from "../stages";
import { scratchDir, seedBareStore, seedStore } from "../../../../tests/support/embedded-template";
import { openEmbedded, StoreInUseError } from "../embedded";
import { lockFolder } from "../../db/embedded";
import { TestClock } from "pg-boss";
import { notificationFor } from "../deliver";
import { claimDue, JOB_SCHEMA, jobsOf, RETRY_POLICY, retriesWithin } from "../jobs";
import { LEGACY_QUEUE_MIGRATION } from "../legacy-queue";
import { LeadStore, type NewLead } from "../store";
import { runLeadJobs } from "../worker";
import type { EmailMessage, SendOutcome, Transport } from "../../platform/email";

let dir: string;
let store: LeadStore;
/** pg-boss's test clock: every job statement reads its time, so a test moves the queue's "now" by hand. */
const clock = new TestClock(new Date("2026-03-02T00:00:00Z"));

/** Each test's start: later than the last test's end, as the queue's clock only moves forward in production. */
let T0 = new Date("2026-03-02T00:00:00Z");
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
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))), { clock });
}, 60_000);
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await store.list({ limit: 1 });
  await store.db.query("DELETE FROM leads");
  await store.db.query(`DELETE FROM ${JOB_SCHEMA}.job`);
  T0 = new Date(Math.max(T0.getTime(), clock.now()) + 3 * 24 * 60 * MIN);
  await clock.setTime(T0);
});
/** Moves the queue's clock to T0 + ms, and gives the same time to the code that takes one. */
const tick = async (ms: number) => {
  await clock.setTime(at(ms));
  return () => at(ms);
};
const emailJob = async (leadId: string) => (await jobsOf(store.db, [leadId])).find((job) => job.channel === "email");

describe("the lead store", () => {
  it("applies its migrations once, however often it is asked", async () => {
    expect(await migrate(store.db)).toEqual([]);
    const versions = await store.db.query<{ version: number }>("SELECT version FROM lead_migrations ORDER BY version");
    expect(versions.map((row) => row.version)).toEqual(
      [...MIGRATIONS.map((m) => m.version), LEGACY_QUEUE_MIGRATION.version].sort((a, b) => a - b),
    );
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
    const checkReport = "3q2-7wAAAAAAAAAAAAAAAA";
    await store.insert(lead(id(7), { checkedUrl: "https://example.com.au/", checkScore: 72, checkReport }), at(MIN));
    await store.insert(lead(id(8)), at(MIN));
    expect(await store.get(id(7))).toMatchObject({
      checkedUrl: "https://example.com.au/",
      checkScore: 72,
      checkReport,
    });
    const plain = await store.get(id(8));
    expect(plain?.checkCompared).toBeUndefined();
    // A comparison keeps the competitors' addresses beside the check's (migration 9).
    const checkCompared = ["https://rival.com.au/", "https://other.com.au/"];
    await store.insert(lead(id(10), { checkedUrl: "https://example.com.au/", checkCompared }), at(MIN));
    expect(await store.get(id(10))).toMatchObject({ checkedUrl: "https://example.com.au/", checkCompared });
    expect(plain?.checkedUrl).toBeUndefined();
    expect(plain?.checkReport).toBeUndefined();
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

  it("keeps each lead with its email's job, made in the same transaction; none for spam", async () => {
    await store.insert(lead(id(1)), at(MIN));
    await store.insert(lead(id(2)), at(MIN), "spam");
    expect(await jobsOf(store.db, [id(1), id(2)])).toEqual([
      expect.objectContaining({
        id: id(1),
        leadId: id(1),
        channel: "email",
        status: "pending",
        nextAttemptAt: at(MIN),
      }),
    ]);
    // A retried post makes no second job.
    expect(await store.insert(lead(id(1)), at(MIN))).toBe("duplicate");
    expect(await jobsOf(store.db, [id(1)])).toHaveLength(1);
  });

  it("does not hand a lead to a retry while the request that keeps it is still sending", async () => {
    await store.insert(lead(id(1)), at(2 * MIN));
    const boss = await store.jobs();
    await tick(MIN);
    expect(await claimDue(boss, "email")).toEqual([]);
    await tick(2 * MIN);
    expect((await claimDue(boss, "email")).map((job) => job.id)).toEqual([id(1)]);
    // Claimed: a second run at the same moment gets nothing.
    expect(await claimDue(boss, "email")).toEqual([]);
  });

  it("backs off 1, 2, 4 minutes… (up to twice that, at random) between attempts, with the reason", async () => {
    await store.insert(lead(id(1)), at(0));
    expect(await store.markUndelivered(id(1), "HTTP 500", at(0))).toBe("pending");
    const first = (await emailJob(id(1)))?.nextAttemptAt?.getTime() ?? 0;
    expect(first - T0.getTime()).toBeGreaterThanOrEqual(MIN);
    expect(first - T0.getTime()).toBeLessThanOrEqual(2 * MIN);
    expect(await store.get(id(1))).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500" });
    expect((await store.get(id(1)))?.nextAttemptAt).toEqual(new Date(first));
  });

  it(`gives up after ${retriesWithin(RETRY_POLICY.email)} retries, 24 to 25 hours after the first failure, with the last reason`, async () => {
    await store.insert(lead(id(1)), at(0));
    const { sent, transport } = recording(() => ({ ok: false, reason: "HTTP 503" }));
    // The request's own attempt failed; then the worker runs whenever the job is due.
    await store.markUndelivered(id(1), "HTTP 500", at(0));
    const times: number[] = [];
    for (let run = 0; run < 40; run += 1) {
      const due = (await emailJob(id(1)))?.nextAttemptAt;
      if (due === undefined) break;
      const now = await tick(due.getTime() - T0.getTime() + 1000);
      expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now })).toMatchObject({ delivered: 0 });
      times.push(due.getTime() - T0.getTime());
    }
    expect(sent).toHaveLength(times.length);
    // Each wait at least the policy's (1, 2, 4… minutes, at most an hour), at most twice that.
    const gaps = times.map((t, i) => t - (times[i - 1] ?? 0));
    gaps.forEach((gap, i) => {
      const least = Math.min(60 * 2 ** Math.max(0, i - 1), 3600) * 1000;
      expect(gap).toBeGreaterThanOrEqual(least);
      expect(gap).toBeLessThanOrEqual(Math.min(2 * least, 3600 * 1000) + 1000);
    });
    const last = times.at(-1) ?? 0;
    expect(last).toBeGreaterThanOrEqual(24 * 60 * MIN);
    expect(last).toBeLessThanOrEqual(26 * 60 * MIN);
    expect(await store.get(id(1))).toMatchObject({ status: "failed", lastError: "HTTP 503" });
    expect(await emailJob(id(1))).toMatchObject({ status: "failed", lastError: "HTTP 503" });
  }, 60_000);

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

describe("the worker, for the team's email", () => {
  it("re-sends a due lead once, with its id as the idempotency key and how they found us, then never again", async () => {
    await store.insert(lead(id(1)), at(0));
    await store.markUndelivered(id(1), "HTTP 500", at(0));
    const { sent, transport } = recording();
    expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now: await tick(10 * MIN) })).toMatchObject({
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
    expect(await emailJob(id(1))).toMatchObject({ status: "delivered", attempts: 2 });
    expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now: await tick(60 * MIN) })).toMatchObject({
      delivered: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it("waits out the backoff: nothing is sent before the job is due", async () => {
    await store.insert(lead(id(1)), at(0));
    await store.markUndelivered(id(1), "HTTP 500", at(0));
    const { sent, transport } = recording();
    expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now: await tick(MIN - 1000) })).toMatchObject({
      delivered: 0,
    });
    expect(sent).toHaveLength(0);
  });

  it("takes back a job whose sender stopped before settling it (its lease is over), and sends it once", async () => {
    await store.insert(lead(id(1)), at(0));
    // A run claims it and dies before sending.
    expect(await claimDue(await store.jobs(), "email")).toHaveLength(1);
    const { sent, transport } = recording();
    expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now: await tick(MIN) })).toMatchObject({
      delivered: 0,
    });
    // Past its lease (2 minutes), then its retry's backoff: the next run sends it.
    expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now: await tick(3 * MIN) })).toMatchObject({
      delivered: 0,
    });
    expect(await runLeadJobs(store, { transport, env: {}, log: quiet, now: await tick(10 * MIN) })).toMatchObject({
      delivered: 1,
    });
    expect(sent.map((s) => s.key)).toEqual([id(1)]);
  });

  it("two runs at once send each lead exactly once", async () => {
    for (let n = 1; n <= 30; n += 1) await store.insert(lead(id(n), { receivedAt: at(n) }), at(0));
    const { sent, transport } = recording();
    const deps = { transport, env: {}, log: quiet, now: await tick(MIN) };
    const [a, b] = await Promise.all([runLeadJobs(store, deps), runLeadJobs(store, deps)]);
    expect(a.delivered + b.delivered).toBe(30);
    expect(new Set(sent.map((s) => s.key)).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  it("the scheduled job also applies the retention period from LEADS_RETENTION_DAYS, the lead's jobs with it", async () => {
    await store.insert(lead(id(1), { receivedAt: at(-3 * 24 * 60 * MIN) }), at(0));
    await store.markDelivered(id(1), at(0));
    const { transport } = recording();
    expect(
      await runLeadJobs(store, { transport, env: { LEADS_RETENTION_DAYS: "2" }, log: quiet, now: () => at(0) }),
    ).toMatchObject({ purged: 1 });
    expect(await store.list()).toEqual([]);
    expect(await jobsOf(store.db, [id(1)])).toEqual([]);
  });

  it("renders the stored lead as the email the Function would have sent", () => {
    const message = notificationFor(
      { ...lead(id(1)), status: "pending", stage: "new", attempts: 0, budget: "5k-10k" },
      { CONTACT_TO: "team@example.com" },
    );
    expect(message).toMatchObject({ to: "team@example.com", reply_to: "visitor@example.com" });
    expect(message.text).toContain("Monthly budget: $5,000 to $10,000 a month");
  });

  it("renders a retried email with the AI search check the lead came with, as the first send did", () => {
    const checked = {
      checkedUrl: "https://example.com.au/",
      checkScore: 72,
      checkCompared: ["https://rival.example.com.au/"],
      checkReport: "3q2-7wAAAAAAAAAAAAAAAA",
    };
    const message = notificationFor(
      { ...lead(id(1), checked), status: "pending", stage: "new", attempts: 1 },
      { CONTACT_TO: "team@example.com" },
    );
    expect(message.text).toContain("AI search check: https://example.com.au/: 72/100");
    expect(message.text).toContain("Compared with: https://rival.example.com.au/");
    expect(message.text).toContain("/ai-search-check/report/3q2-7wAAAAAAAAAAAAAAAA/");
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
    // A store of its own, from the run's template (no initdb), whose lock its last process left behind.
    const other = seedStore(path.join(dir, "stale"));
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
    // The folder's lock as openEmbedded takes it (lockFolder), its staleness and retries on Jest's fake
    // clock: proper-lockfile compares the lock's time with Date.now and retries on setTimeout, while
    // the files are real and their calls run as usual.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
    try {
      // Its last refresh as if 8.5 s ago: stale (10 s) in 1.5 s, not at once.
      const refreshed = new Date(Date.now() - 8_500);
      fs.utimesSync(`${other}.pid.lock`, refreshed, refreshed);
      let taken = false;
      const taking = lockFolder(other, { name: "embedded lead store", inUseAdvice: "" }).finally(() => (taken = true));
      /** Until the attempt under way has failed and the next waits on the fake clock (or the lock is taken). */
      const nextAttemptWaits = async () => {
        while (jest.getTimerCount() === 0 && !taken) await new Promise((resolve) => setImmediate(resolve));
      };
      await nextAttemptWaits();
      expect(taken).toBe(false);
      // 9.5 s since its refresh: tried again, still not stale.
      await jest.advanceTimersByTimeAsync(1_000);
      await nextAttemptWaits();
      expect(taken).toBe(false);
      // 10.5 s: stale, and taken at this attempt.
      await jest.advanceTimersByTimeAsync(1_000);
      const release = await taking;
      expect(fs.readFileSync(`${other}.pid`, "utf8")).toBe(String(process.pid));
      await release();
    } finally {
      jest.useRealTimers();
    }
    expect(fs.existsSync(`${other}.pid.lock`)).toBe(false);
  }, 60_000);
});

describe("an upgrade from the hand-written queues (migration 7)", () => {
  it("moves every pending lead and every lead_deliveries row into the job queue, same ids, and drops nothing", async () => {
    // A new folder of its own, as initdb left it (the run's template is already past migration 7).
    const folder = seedBareStore(path.join(scratchDir("leads-upgrade-"), "leads"));
    const db = await openEmbedded(folder);
    try {
      // A database as version 6 left it, with both queues in use.
      await migrate(db);
      const due = new Date(Date.now() + 10 * MIN);
      const leadRow = (n: number, status: string, next: Date | null) =>
        db.query(
          `INSERT INTO leads (id, received_at, first_name, last_name, email, message, status, attempts, next_attempt_at)
           VALUES ($1, now(), 'Ada', 'L', 'ada@example.com', 'Hi', $2, 1, $3)`,
          [id(n), status, next?.toISOString() ?? null],
        );
      await leadRow(1, "pending", due);
      await leadRow(2, "delivered", null);
      const delivery = (uuid: string, lead: number, channel: string, status: string, next: Date | null) =>
        db.query(
          `INSERT INTO lead_deliveries (id, lead_id, channel, event, payload, status, attempts, last_error, next_attempt_at, created_at)
           VALUES ($1, $2, $3, 'lead.created', '{"body":1}', $4, 2, 'HTTP 500', $5, now())`,
          [uuid, id(lead), channel, status, next?.toISOString() ?? null],
        );
      await delivery("10000000-0000-4000-8000-000000000001", 1, "webhook", "pending", due);
      await delivery("10000000-0000-4000-8000-000000000002", 1, "slack", "delivered", null);
      await delivery("10000000-0000-4000-8000-000000000003", 2, "confirmation", "failed", null);
      await delivery("10000000-0000-4000-8000-000000000004", 2, "teams", "stopped", null);

      const upgraded = new LeadStore(db);
      await upgraded.jobs();
      const jobs = await jobsOf(db, [id(1), id(2)]);
      expect(jobs.map((job) => [job.id, job.channel, job.status])).toEqual(
        expect.arrayContaining([
          [id(1), "email", "pending"],
          ["10000000-0000-4000-8000-000000000001", "webhook", "pending"],
          ["10000000-0000-4000-8000-000000000002", "slack", "delivered"],
          ["10000000-0000-4000-8000-000000000003", "confirmation", "failed"],
          ["10000000-0000-4000-8000-000000000004", "teams", "stopped"],
        ]),
      );
      expect(jobs).toHaveLength(5);
      // Due when their backoff said, not before; the webhook's body as it was frozen.
      expect(jobs.find((job) => job.channel === "email")?.nextAttemptAt).toEqual(due);
      const [webhook] = await db.query<{ data: { payload: string } }>(
        `SELECT data FROM ${JOB_SCHEMA}.job WHERE id = '10000000-0000-4000-8000-000000000001'`,
      );
      expect(webhook?.data.payload).toBe('{"body":1}');
      expect(await db.query("SELECT to_regclass('lead_deliveries') AS t")).toEqual([{ t: null }]);
      // Once: opening again moves nothing twice.
      const again = new LeadStore(db);
      await again.jobs();
      expect(await jobsOf(db, [id(1), id(2)])).toHaveLength(5);
      for (const opened of [upgraded, again]) await (await opened.jobs()).stop({ graceful: false, close: false });
      // A lead's jobs go with it, whatever deletes it.
      await db.query("DELETE FROM leads WHERE id = $1", [id(1)]);
      expect((await jobsOf(db, [id(1), id(2)])).map((job) => job.leadId)).toEqual([id(2), id(2)]);
    } finally {
      await db.close();
      fs.rmSync(path.dirname(folder), { recursive: true, force: true });
    }
  }, 60_000);
});
