/**
 * The CRM's webhook, through the contact Function over HTTP and the lead jobs on pg-boss's test
 * clock: each lead POSTed as JSON signed per Standard Webhooks (checked by the library's own
 * receiver code), the same webhook-id (the job's id) on every retry, backoff for 24 hours
 * honouring Retry-After, `retry --now` making it due at once, and a 410 that stops the endpoint
 * and says so.
 */
import { Webhook } from "standardwebhooks";
import { main } from "../../cli";
import { jobsOf } from "../../jobs";
import { enqueueLeadEvent } from "../send";
import { startReceiver, type FakeReceiver, type Received } from "./fake-receiver";
import { startContactServer, type ContactServer } from "./contact-server";

const SECRET = `whsec_${Buffer.from("a test secret of thirty-two bytes").toString("base64")}`;
const visitor = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com.au",
  phone: "0412 345 678",
  message: "Please call me.",
  service: "local-seo",
  budget: "2k-5k",
};

let server: ContactServer;
let crm: FakeReceiver;
const savedEnv = { ...process.env };
const log = jest.fn();
/** The clock the receiver checks timestamps against: the lead jobs' clock when a test moves it. */
let receiverNow: () => number = Date.now;

/** What a CRM's receiver does with the library: throws unless the signature and the timestamp hold. */
function verify(received: Received, secret = SECRET): unknown {
  const realNow = Date.now;
  Date.now = receiverNow;
  try {
    return new Webhook(secret).verify(received.body, received.headers as Record<string, string>);
  } finally {
    Date.now = realNow;
  }
}

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  [server, crm] = await Promise.all([startContactServer("leads-webhook-"), startReceiver("/crm/hooks/lead")]);
  Object.assign(process.env, {
    RESEND_API_KEY: "",
    CONTACT_OUTBOX_DIR: server.outbox,
    CONTACT_RATE_LIMIT: "off",
    SITE_URL: "https://www.example.com.au",
    LEADS_WEBHOOK_URL: crm.url,
    LEADS_WEBHOOK_SECRET: SECRET,
  });
}, 60_000);
afterEach(() => {
  crm.reset();
  log.mockReset();
  receiverNow = Date.now;
});
afterAll(async () => {
  process.env = savedEnv;
  await Promise.all([server.close(), crm.close()]);
  jest.restoreAllMocks();
});

async function webhookOf(id: string) {
  const found = (await jobsOf(server.store.db, [id])).find((job) => job.channel === "webhook");
  if (!found) throw new Error("no webhook message was made");
  return found;
}

describe("the CRM's webhook", () => {
  it("POSTs each new lead as JSON that the Standard Webhooks library verifies, with the whole enquiry", async () => {
    const id = crypto.randomUUID();
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    expect(crm.received).toHaveLength(1);
    const [received] = crm.received;
    if (!received) throw new Error("nothing received");
    expect(received.headers["content-type"]).toBe("application/json");
    expect(received.headers["webhook-id"]).toBe((await webhookOf(id)).id);
    expect(received.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verify(received)).toMatchObject({
      type: "lead.created",
      data: {
        id,
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com.au",
        phone: "0412 345 678",
        message: "Please call me.",
        interest: "Local SEO",
        budgetLabel: "$2,000 to $5,000 a month",
        teamPage: "https://www.example.com.au/admin/leads/",
      },
    });
    // A receiver with another secret, or a body changed on the way, refuses it.
    expect(() =>
      verify(received, `whsec_${Buffer.from("another secret of thirty-two byte").toString("base64")}`),
    ).toThrow("No matching signature found");
    expect(() =>
      verify({ ...received, body: received.body.replace("Please call me.", "Please call me now.") }),
    ).toThrow("No matching signature found");
    expect(await webhookOf(id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("carries the AI search check the enquiry came from: the address, the score and the kept report's page", async () => {
    const id = crypto.randomUUID();
    const checked = { checkedUrl: "https://example.com.au/", checkScore: "72", checkReport: "3q2-7wAAAAAAAAAAAAAAAA" };
    expect((await server.post({ ...visitor, ...checked, submissionId: id })).status).toBe(200);
    const received = crm.received.at(-1);
    if (!received) throw new Error("nothing received");
    expect(verify(received)).toMatchObject({
      data: {
        id,
        checkedUrl: "https://example.com.au/",
        checkScore: 72,
        checkReport: "https://www.example.com.au/ai-search-check/report/3q2-7wAAAAAAAAAAAAAAAA/",
        checkCompared: [],
      },
    });
  });

  it("carries a comparison's three addresses", async () => {
    const id = crypto.randomUUID();
    const checked = {
      checkedUrl: "https://example.com.au/",
      checkScore: "72",
      checkCompared: "https://rival.com.au/ https://other.com.au/",
    };
    expect((await server.post({ ...visitor, ...checked, submissionId: id })).status).toBe(200);
    const received = crm.received.at(-1);
    if (!received) throw new Error("nothing received");
    expect(verify(received)).toMatchObject({
      data: {
        id,
        checkedUrl: "https://example.com.au/",
        checkCompared: ["https://rival.com.au/", "https://other.com.au/"],
      },
    });
  });

  it("retries a failure with the same webhook-id, no sooner than Retry-After, each attempt signed afresh", async () => {
    const id = crypto.randomUUID();
    crm.answer({ status: 503, headers: { "Retry-After": "300" }, body: "busy" });
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    const message = await webhookOf(id);
    expect(message).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503 busy" });
    const firstAttempt = Number(crm.received[0]?.headers["webhook-timestamp"]) * 1000;
    // The backoff alone would retry within two minutes; the CRM asked for 300 seconds.
    const due = message.nextAttemptAt?.getTime() ?? 0;
    expect(due - firstAttempt).toBeGreaterThanOrEqual(300_000);
    expect(await server.runJobs(new Date(firstAttempt + 120_000), log)).toMatchObject({ delivered: 0 });
    expect(await server.runJobs(new Date(due - 1000), log)).toMatchObject({ delivered: 0 });
    expect(crm.received).toHaveLength(1);
    receiverNow = () => due + 1000;
    expect(await server.runJobs(new Date(due + 1000), log)).toMatchObject({ delivered: 1 });
    expect(crm.received).toHaveLength(2);
    const [first, second] = crm.received;
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    expect(second?.headers["webhook-id"]).toBe(message.id);
    expect(
      Number(second?.headers["webhook-timestamp"]) - Number(first?.headers["webhook-timestamp"]),
    ).toBeGreaterThanOrEqual(300);
    expect(second?.body).toBe(first?.body);
    expect(verify(second as Received)).toMatchObject({ type: "lead.created", data: { id } });
    expect(await webhookOf(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("`npm run leads -- retry --now` sends a failed webhook at once, whatever its backoff said, once", async () => {
    const id = crypto.randomUUID();
    crm.answer({ status: 500, body: "CRM down" });
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    expect(await webhookOf(id)).toMatchObject({ status: "pending", lastError: "HTTP 500 CRM down" });
    let out = "";
    const run = () =>
      main(
        ["retry", "--now"],
        process.env,
        (text) => (out += text),
        () => undefined,
        server.store,
      );
    expect(await run()).toBe(0);
    expect(out).toMatch(/^[1-9]\d* waiting job\(s\) due now\n/);
    expect(out).toContain("webhook: 1 delivered");
    expect(crm.received).toHaveLength(2);
    expect(crm.received[1]?.headers["webhook-id"]).toBe(crm.received[0]?.headers["webhook-id"]);
    expect(await webhookOf(id)).toMatchObject({ status: "delivered", attempts: 2 });
    // Once: another run sends nothing more.
    expect(await run()).toBe(0);
    expect(crm.received).toHaveLength(2);
  });

  it("a 410 stops that endpoint for good: said once in the log, and nothing more is sent to it", async () => {
    // An address of its own, so the other tests' endpoint stays open.
    process.env.LEADS_WEBHOOK_URL = `${crm.url}?endpoint=gone`;
    const first = crypto.randomUUID();
    crm.answer({ status: 410, body: "gone" });
    expect((await server.post({ ...visitor, submissionId: first })).status).toBe(200);
    expect(await webhookOf(first)).toMatchObject({
      status: "stopped",
      lastError: "LEADS_WEBHOOK_URL answered 410 Gone (HTTP 410 gone)",
    });
    expect(console.error).toHaveBeenCalledWith(
      "[contact] LEADS_WEBHOOK_URL answered 410 Gone (HTTP 410 gone): nothing more is sent to that address, and every message waiting for it is stopped. Set a new address to start again.",
    );

    const second = crypto.randomUUID();
    expect((await server.post({ ...visitor, submissionId: second })).status).toBe(200);
    expect(await webhookOf(second)).toMatchObject({ status: "stopped" });
    const event = await enqueueLeadEvent(server.store, second, "lead.stage_changed", { env: process.env, log });
    expect(event?.job.output).toMatchObject({ outcome: "stopped" });
    expect(crm.received).toHaveLength(1);

    // A new address starts again.
    process.env.LEADS_WEBHOOK_URL = `${crm.url}?endpoint=new`;
    try {
      const third = crypto.randomUUID();
      expect((await server.post({ ...visitor, submissionId: third })).status).toBe(200);
      expect(await webhookOf(third)).toMatchObject({ status: "delivered" });
    } finally {
      process.env.LEADS_WEBHOOK_URL = crm.url;
    }
  });

  it("enqueueLeadEvent sends a later event about a lead (a stage change), signed, with its own id", async () => {
    const id = crypto.randomUUID();
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    const made = await enqueueLeadEvent(server.store, id, "lead.stage_changed", {
      env: process.env,
      log,
      data: { stage: "qualified", previousStage: "new" },
    });
    expect(made?.job.data.event).toBe("lead.stage_changed");
    expect(crm.received).toHaveLength(2);
    expect(crm.received[1]?.headers["webhook-id"]).toBe(made?.job.id);
    expect((await jobsOf(server.store.db, [id])).find((job) => job.id === made?.job.id)).toMatchObject({
      status: "delivered",
    });
    expect(crm.received[1]?.headers["webhook-id"]).not.toBe(crm.received[0]?.headers["webhook-id"]);
    expect(verify(crm.received[1] as Received)).toMatchObject({
      type: "lead.stage_changed",
      data: { id, email: "ada@example.com.au", stage: "qualified", previousStage: "new" },
    });
    // A second created event for the same lead is never made.
    expect(await enqueueLeadEvent(server.store, id, "lead.created", { env: process.env, log })).toBeUndefined();
    expect(crm.received).toHaveLength(2);
  });

  it("sends nothing without a usable secret, and says why", async () => {
    process.env.LEADS_WEBHOOK_SECRET = "not-a-secret";
    try {
      const id = crypto.randomUUID();
      expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
      expect((await jobsOf(server.store.db, [id])).filter((job) => job.channel === "webhook")).toEqual([]);
      expect(console.error).toHaveBeenCalledWith(
        "[contact] LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not a whsec_ secret of 24 bytes or more, so no webhook is sent",
      );
      expect(crm.received).toHaveLength(0);
    } finally {
      process.env.LEADS_WEBHOOK_SECRET = SECRET;
    }
  });

  it("retries on a timeout, then with backoff for 24 hours, then marks the message failed and stops", async () => {
    const id = crypto.randomUUID();
    crm.answer("hang");
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    const message = await webhookOf(id);
    expect(message.lastError).toBe("no answer within 5000 ms");

    // Every attempt from now on is refused; the worker runs whenever the message is due.
    for (let i = 0; i < 40; i += 1) crm.answer({ status: 500 });
    const start = message.createdAt.getTime();
    const times: number[] = [];
    for (let run = 0; run < 40; run += 1) {
      const due = (await webhookOf(id)).nextAttemptAt;
      if (due === undefined) break;
      const before = crm.received.length;
      await server.runJobs(new Date(due.getTime() + 1000), log);
      if (crm.received.length > before) times.push(due.getTime() - start);
    }
    // The first retry 1 to 2 minutes after the timed-out attempt (the request's own, which pg-boss does not count as a
    // retry: the next wait is 1 to 2 minutes again), then 2, 4, 8… minutes up to twice that, at most an hour.
    const minutes = times.map((t) => t / 60_000);
    expect(minutes[0]).toBeGreaterThanOrEqual(1);
    expect(minutes[0]).toBeLessThanOrEqual(2.2);
    const gaps = minutes.slice(1).map((m, i) => m - (minutes[i] ?? 0));
    gaps.forEach((gap, i) => {
      const least = Math.min(2 ** i, 60);
      expect(gap).toBeGreaterThanOrEqual(least - 0.05);
      expect(gap).toBeLessThanOrEqual(Math.min(2 * least, 60) + 0.05);
    });
    expect(times.at(-1)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(times.at(-1)).toBeLessThanOrEqual(26 * 3_600_000);
    expect(crm.received.length).toBe(times.length + 1);
    expect(await webhookOf(id)).toMatchObject({ status: "failed", lastError: "HTTP 500" });
    expect(log).toHaveBeenCalledWith(
      "error",
      `lead ${id}: webhook lead.created not delivered within 24 hours (HTTP 500); its retries are spent: marked failed`,
    );
  }, 60_000);
});
