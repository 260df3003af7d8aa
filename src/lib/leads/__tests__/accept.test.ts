/**
 * acceptLead, the one way a new lead enters leads/, against the embedded store (PGlite): kept and
 * delivered; kept while the provider fails, then delivered by the jobs; nothing to keep it, so the
 * email alone; a retried post, a reused id and spam; and the send bounded by what is left of the
 * visitor's answer.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TestClock } from "pg-boss";
import { seedStore } from "../../../../tests/support/embedded-template";
import { acceptLead, type AcceptDeps } from "../accept";
import { openEmbedded } from "../embedded";
import { JOB_SCHEMA, jobsOf } from "../jobs";
import { renderNotification } from "../notify/team-email";
import { LeadStore, type NewLead } from "../store";
import { runLeadJobs } from "../worker";
import type { EmailMessage, SendOutcome, Transport } from "../../platform/email";
import type { Logger } from "../../platform/log";

const ID = "6c1f7a52-3b8e-4d0a-9f21-0a1b2c3d4e5f";
const MIN = 60_000;
const ANSWER_MS = 14_000;
/** pg-boss's test clock: the queue's "now", moved by hand to make a retry due. */
const clock = new TestClock(new Date("2026-05-04T00:00:00Z"));
let T0 = new Date("2026-05-04T00:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  id: ID,
  receivedAt: T0,
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com.au",
  message: "Hello",
  service: "local-seo",
  interest: "Local SEO",
  budget: "5k-10k",
  checkedUrl: "https://example.com.au/",
  checkScore: 64,
  attribution: { referrer: "www.google.com", formPage: "/contact/" },
  ...overrides,
});

function provider(outcome: () => SendOutcome | Promise<SendOutcome> = () => ({ ok: true })) {
  const sent: Array<{ message: EmailMessage; key: string }> = [];
  const transport: Transport = {
    name: "test",
    send: async (message, key) => {
      sent.push({ message, key });
      return outcome();
    },
  };
  return { sent, transport };
}

let dir: string;
let store: LeadStore;
let log: jest.Mock<ReturnType<Logger>, Parameters<Logger>>;

function deps(transport: Transport, extra: Partial<AcceptDeps> = {}): AcceptDeps {
  return {
    env: {},
    log,
    store,
    transport: () => transport,
    now: () => T0,
    answer: { startedAt: Date.now(), withinMs: ANSWER_MS },
    ...extra,
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-accept-"));
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
  log = jest.fn<ReturnType<Logger>, Parameters<Logger>>();
});

const emailJob = async () => (await jobsOf(store.db, [ID])).find((job) => job.channel === "email");

describe("acceptLead", () => {
  it("keeps the lead, sends the team's email at once with its id as the key, and marks it delivered", async () => {
    const { sent, transport } = provider();
    expect(await acceptLead(lead(), deps(transport))).toEqual({ kept: "stored", delivered: true });
    // The email the form's submission renders: the interest by its label, the check, how they found us.
    expect(sent).toEqual([
      {
        key: ID,
        message: renderNotification(
          lead(),
          {},
          [{ value: "local-seo", label: "Local SEO" }],
          "www.google.com → /contact/",
        ),
      },
    ]);
    expect(sent[0]?.message.text).toContain("AI search check: https://example.com.au/: 64/100");
    expect(await store.get(ID)).toMatchObject({ status: "delivered", attempts: 1, deliveredAt: T0, stage: "new" });
    expect(await emailJob()).toMatchObject({ status: "delivered", attempts: 1 });
    // Besides the process's one-time notes about its settings (here: no confirmation wording), one line.
    expect(log.mock.calls.filter(([, line]) => line.startsWith("submission "))).toEqual([
      ["info", `submission ${ID} delivered via test; stored`],
    ]);
  });

  it("kept while the provider fails: undelivered, pending, and the jobs deliver it once it is due", async () => {
    const failing = provider(() => ({ ok: false, reason: "HTTP 500" }));
    expect(await acceptLead(lead(), deps(failing.transport))).toEqual({ kept: "stored", delivered: false });
    expect(await store.get(ID)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500" });
    expect(log.mock.calls).toEqual([
      ["error", `submission ${ID} stored but not delivered via test (HTTP 500); it will be retried`],
    ]);
    // The log names the lead by its id, never by what the visitor wrote.
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/Grace|grace@example/);

    const { sent, transport } = provider();
    await clock.setTime(at(10 * MIN));
    expect(
      await runLeadJobs(store, { transport, env: {}, log: () => undefined, now: () => at(10 * MIN) }),
    ).toMatchObject({ delivered: 1 });
    expect(sent.map((s) => s.key)).toEqual([ID]);
    expect(await store.get(ID)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("a store that is down keeps nothing: the email alone goes, and says so", async () => {
    const broken = { insert: () => Promise.reject(new Error("connection refused")) } as unknown as LeadStore;
    const { sent, transport } = provider();
    expect(await acceptLead(lead(), deps(transport, { store: broken }))).toEqual({ kept: "none", delivered: true });
    expect(sent.map((s) => s.key)).toEqual([ID]);
    expect(log.mock.calls).toEqual([
      ["error", `submission ${ID} not stored: connection refused`],
      ["info", `submission ${ID} delivered via test; not stored`],
    ]);
  });

  it("neither kept nor sent: nothing holds the lead, and the log says so", async () => {
    const { transport } = provider(() => ({ ok: false, reason: "HTTP 500" }));
    expect(await acceptLead(lead(), deps(transport, { store: null }))).toEqual({ kept: "none", delivered: false });
    expect(log.mock.calls).toEqual([["error", `submission ${ID} neither stored nor delivered via test: HTTP 500`]]);
  });

  it("a retried post sends nothing again; the same id with other content is refused", async () => {
    const { sent, transport } = provider();
    await acceptLead(lead(), deps(transport));
    log.mockClear();
    expect(await acceptLead(lead(), deps(transport))).toEqual({ kept: "duplicate", delivered: false });
    expect(await acceptLead(lead({ message: "Other" }), deps(transport))).toEqual({
      kept: "conflict",
      delivered: false,
    });
    expect(sent).toHaveLength(1);
    expect(log.mock.calls).toEqual([
      ["info", `submission ${ID} was already stored; not sent again`],
      ["warn", `submission ${ID} reused with different content; refused`],
    ]);
  });

  it("spam is kept as spam, sent to nobody, with no job to retry", async () => {
    const { sent, transport } = provider();
    expect(await acceptLead(lead(), deps(transport, { spam: true }))).toEqual({ kept: "stored", delivered: false });
    expect(sent).toHaveLength(0);
    expect(await store.get(ID)).toMatchObject({ stage: "spam", status: "pending", attempts: 0 });
    expect(await jobsOf(store.db, [ID])).toEqual([]);
    expect(log.mock.calls).toEqual([["info", `submission ${ID} caught by the honeypot; kept as spam, not sent`]]);
  });
});

describe("acceptLead's send gets what is left of the visitor's answer", () => {
  it("a provider that never answers is given up when the answer is due", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
    try {
      const transport: Transport = { name: "hang", send: () => new Promise(() => undefined) };
      const startedAt = Date.now();
      await jest.advanceTimersByTimeAsync(4_000);
      let settled = false;
      const accepted = acceptLead(lead(), deps(transport, { store: null, answer: { startedAt, withinMs: ANSWER_MS } }));
      void accepted.finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(ANSWER_MS - 4_000 - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await accepted).toEqual({ kept: "none", delivered: false });
      expect(log).toHaveBeenCalledWith(
        "error",
        `submission ${ID} neither stored nor delivered via hang: no outcome within ${ANSWER_MS} ms of the request`,
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
