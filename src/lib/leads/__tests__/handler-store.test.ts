/**
 * The contact Function with a lead store (embedded engine): every enquiry kept before it is
 * answered, and an answer that tells the truth about what happened to it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  handleContact,
  ERROR_MESSAGES,
  type ContactDeps,
  type ContactRequest,
  type Logger,
} from "../../contact/handler";
import { STORE_DEADLINE_MS } from "../accept";
import { NATIVE_OUTCOMES } from "../../contact/options";
import type { SendOutcome, Transport, EmailMessage } from "../../platform/email";
import { createMemoryRateLimiter } from "../../platform/rate-limit";
import { seedStore } from "../../../../tests/support/embedded-template";
import { handOver } from "../../../../tests/support/interests";
import { openEmbedded } from "../embedded";
import { jobsOf } from "../jobs";
import { LeadStore } from "../store";

const HOST = "www.example.com.au";
const ID = "5b0e8f3c-1d2a-4c3b-9e4f-a1b2c3d4e5f6";
const visitor = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com.au",
  message: "Hello",
  service: "local-seo",
  submissionId: ID,
};

let dir: string;
let store: LeadStore;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-handler-"));
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  await store.list({ limit: 1 });
}, 60_000);
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => store.db.query("DELETE FROM leads"));

function post(body: unknown, headers: Record<string, string> = {}, contentType = "application/json"): ContactRequest {
  return {
    method: "POST",
    headers: {
      host: HOST,
      "content-type": contentType,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body,
    clientAddress: "203.0.113.10",
  };
}

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

function deps(transport: Transport, extra: Partial<ContactDeps> = {}) {
  const log = jest.fn<ReturnType<Logger>, Parameters<Logger>>();
  return {
    log,
    deps: {
      rateLimiter: createMemoryRateLimiter(),
      log,
      transport: () => transport,
      store,
      ...extra,
    } satisfies ContactDeps,
  };
}

describe("the contact Function keeps every lead before it answers", () => {
  it("stored and emailed: 200, and the lead is marked delivered", async () => {
    const { sent, transport } = provider();
    const { deps: d } = deps(transport);
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200, body: { ok: true } });
    expect(sent.map((s) => s.key)).toEqual([ID]);
    expect(await store.get(ID)).toMatchObject({
      status: "delivered",
      attempts: 1,
      firstName: "Ada",
      interest: "Local SEO",
    });
  });

  it("stored but the email failed: the same thanks (the lead is safe), the lead pending for a retry, one log line", async () => {
    const { transport } = provider(() => ({ ok: false, reason: "HTTP 401 invalid key" }));
    const { deps: d, log } = deps(transport);
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await store.get(ID)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 401 invalid key" });
    const errors = log.mock.calls.filter(([level]) => level === "error");
    expect(errors).toEqual([
      ["error", `submission ${ID} stored but not delivered via test (HTTP 401 invalid key); it will be retried`],
    ]);
    // The log names the lead by its id, never by what the visitor wrote.
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/Ada|ada@example/);
  });

  it("store down but the email sent: 200, one log line", async () => {
    const { sent, transport } = provider();
    const broken = { insert: () => Promise.reject(new Error("connection refused")) } as unknown as LeadStore;
    const { deps: d, log } = deps(transport, { store: broken });
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200, body: { ok: true } });
    expect(sent).toHaveLength(1);
    expect(log).toHaveBeenCalledWith("error", `submission ${ID} not stored: connection refused`);
  });

  it("both failed: 503 with the error and the ways to reach us, or the failed outcome for a native post", async () => {
    const { transport } = provider(() => ({ ok: false, reason: "HTTP 500" }));
    const broken = { insert: () => Promise.reject(new Error("connection refused")) } as unknown as LeadStore;
    const { deps: d } = deps(transport, { store: broken });
    handOver({ reachUs: { phone: "(02) 5550 1234", email: "hello@example.com.au" } });
    try {
      expect(await handleContact(post(visitor), {}, d)).toMatchObject({
        status: 503,
        body: {
          ok: false,
          error: ERROR_MESSAGES.notKept.replace("{contact}", "call (02) 5550 1234 or email hello@example.com.au"),
        },
      });
    } finally {
      handOver();
    }
    const native = await handleContact(
      post(new URLSearchParams(visitor).toString(), {}, "application/x-www-form-urlencoded"),
      {},
      d,
    );
    expect(native).toMatchObject({ status: 303, location: NATIVE_OUTCOMES.failed });
  });

  it("a store that hangs gets two seconds, then the email path answers", async () => {
    // The handler's deadlines on Jest's fake timers; Node's own callbacks and the promise queue as usual.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
    try {
      const { sent, transport } = provider();
      const frozen = { insert: () => new Promise(() => undefined) } as unknown as LeadStore;
      const { deps: d, log } = deps(transport, { store: frozen });
      let answered = false;
      const answer = handleContact(post(visitor), {}, d).finally(() => (answered = true));
      await jest.advanceTimersByTimeAsync(STORE_DEADLINE_MS - 1);
      expect(answered).toBe(false);
      expect(sent).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(log).toHaveBeenCalledWith("error", `submission ${ID} not stored within ${STORE_DEADLINE_MS} ms`);
      // The email path needs no more time on the fake clock.
      expect(await answer).toMatchObject({ status: 200 });
      expect(sent).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("one submission posted twice makes one row and one email", async () => {
    const { sent, transport } = provider();
    const { deps: d } = deps(transport);
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200 });
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200 });
    expect(sent).toHaveLength(1);
    expect(await store.list()).toHaveLength(1);
  });

  it("records the visit's attribution from the form's hidden fields", async () => {
    const { sent, transport } = provider();
    const { deps: d } = deps(transport);
    const fields = {
      ...visitor,
      landingPage: "/services/local-seo/?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      referrer: "www.google.com",
      pagesViewed: "3",
      formPage: "/contact/",
    };
    await handleContact(post(fields), {}, d);
    expect((await store.get(ID))?.attribution).toEqual({
      landingPage: "/services/local-seo/?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      referrer: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      pagesViewed: 3,
      formPage: "/contact/",
    });
    expect(sent[0]?.message.text).toContain(
      "How they found us: www.google.com → /services/local-seo/?utm_source=google&utm_medium=cpc&utm_campaign=spring → 3 pages → /contact/",
    );
  });

  it("without JavaScript, the Referer names the form page; a referrer on this site is no referrer", async () => {
    const { transport } = provider();
    const { deps: d } = deps(transport);
    const body = new URLSearchParams({ ...visitor, referrer: HOST }).toString();
    await handleContact(
      post(body, { referer: `https://${HOST}/services/local-seo/` }, "application/x-www-form-urlencoded"),
      {},
      d,
    );
    expect((await store.get(ID))?.attribution).toEqual({ formPage: "/services/local-seo/" });
  });

  it("keeps a bot post only as spam: answered as any other, sent to nobody, never due for a retry", async () => {
    const { sent, transport } = provider();
    const { deps: d } = deps(transport);
    expect(await handleContact(post({ ...visitor, _gotcha: "spam" }), {}, d)).toMatchObject({ status: 200 });
    expect(sent).toHaveLength(0);
    expect(await store.list({ stage: "new" })).toEqual([]);
    expect((await store.list()).map((lead) => lead.stage)).toEqual(["spam"]);
    // No job: nothing to send until the team moves it back to new.
    expect(await jobsOf(store.db, [(await store.list())[0]?.id ?? ""])).toEqual([]);
  });

  it("refuses a submission id reused with other content with 409 and says why; the same content again stays a quiet 200", async () => {
    const { sent, transport } = provider();
    const { deps: d } = deps(transport);
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200 });
    expect(await handleContact(post(visitor), {}, d)).toMatchObject({ status: 200, body: { ok: true } });
    const reused = await handleContact(post({ ...visitor, message: "Something else entirely" }), {}, d);
    expect(reused).toMatchObject({ status: 409, body: { ok: false, error: ERROR_MESSAGES.reusedId } });
    expect(sent).toHaveLength(1);
    expect((await store.get(ID))?.message).toBe(visitor.message);
    const native = await handleContact(
      post(new URLSearchParams({ ...visitor, message: "Other" }).toString(), {}, "application/x-www-form-urlencoded"),
      {},
      d,
    );
    expect(native.status).toBe(303);
    expect(native.location).toBe(NATIVE_OUTCOMES.failed);
  });
});
