/**
 * The CRM's webhook, through the contact Function over HTTP and the lead jobs on a fake clock: each
 * lead POSTed as JSON signed per Standard Webhooks (checked by the library's own receiver code), the
 * same webhook-id on every retry, backoff for 24 hours honouring Retry-After, and a 410 that stops
 * the endpoint and says so.
 */
import { Webhook } from "standardwebhooks";
import { deliveriesOf } from "../queue";
import { enqueueLeadEvent, retryDeliveries } from "../send";
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
  const found = (await deliveriesOf(server.store, id)).find((d) => d.channel === "webhook");
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

  it("retries a failure with the same webhook-id, no sooner than Retry-After, each attempt signed afresh", async () => {
    const id = crypto.randomUUID();
    crm.answer({ status: 503, headers: { "Retry-After": "300" }, body: "busy" });
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    const message = await webhookOf(id);
    expect(message).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503 busy" });
    const at = (seconds: number) => () => new Date(message.createdAt.getTime() + seconds * 1000);

    // The backoff alone would retry after 60 s; the CRM asked for 300.
    expect(await retryDeliveries(server.store, { env: process.env, log, now: at(61) })).toMatchObject({ delivered: 0 });
    expect(await retryDeliveries(server.store, { env: process.env, log, now: at(299) })).toMatchObject({
      delivered: 0,
    });
    expect(crm.received).toHaveLength(1);
    receiverNow = () => at(301)().getTime();
    expect(await retryDeliveries(server.store, { env: process.env, log, now: at(301) })).toMatchObject({
      delivered: 1,
    });
    expect(crm.received).toHaveLength(2);
    const [first, second] = crm.received;
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    expect(
      Number(second?.headers["webhook-timestamp"]) - Number(first?.headers["webhook-timestamp"]),
    ).toBeGreaterThanOrEqual(300);
    expect(second?.body).toBe(first?.body);
    expect(verify(second as Received)).toMatchObject({ type: "lead.created", data: { id } });
  });

  it("retries on a timeout, then with backoff for 24 hours, then marks the message failed and stops", async () => {
    const id = crypto.randomUUID();
    crm.answer("hang");
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    const message = await webhookOf(id);
    expect(message.lastError).toBe("no answer within 5000 ms");

    // Every attempt from now on is refused; the jobs run every minute of a virtual day and a bit.
    for (let i = 0; i < 30; i += 1) crm.answer({ status: 500 });
    const start = message.createdAt.getTime();
    const times: number[] = [];
    for (let minute = 1; minute <= 24 * 60 + 90; minute += 1) {
      const before = crm.received.length;
      await retryDeliveries(server.store, { env: process.env, log, now: () => new Date(start + minute * 60_000) });
      if (crm.received.length > before) times.push(minute);
    }
    // The first retry a minute after the timed-out attempt, then 2, 4 … 32 minutes apart, then hourly until the day is out.
    expect(times[0]).toBeLessThanOrEqual(2);
    const gaps = times.slice(1).map((minute, i) => minute - (times[i] ?? 0));
    expect(gaps.slice(0, 6)).toEqual([2, 4, 8, 16, 32, 60]);
    expect(new Set(gaps.slice(5))).toEqual(new Set([60]));
    expect(times.at(-1)).toBeLessThan(24 * 60);
    expect(times.at(-1)).toBeGreaterThan(23 * 60 - 2);
    expect(crm.received.length).toBe(times.length + 1);
    expect(await webhookOf(id)).toMatchObject({ status: "failed" });
    expect(log).toHaveBeenCalledWith(
      "error",
      `lead ${id}: webhook lead.created not delivered within 24 hours; marked failed`,
    );
  }, 60_000);

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
    expect(await enqueueLeadEvent(server.store, second, "lead.stage_changed", { env: process.env, log })).toMatchObject(
      { status: "stopped" },
    );
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
    expect(made).toMatchObject({ status: "pending", event: "lead.stage_changed" });
    expect(crm.received).toHaveLength(2);
    expect(crm.received[1]?.headers["webhook-id"]).toBe(made?.id);
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
      expect((await deliveriesOf(server.store, id)).filter((d) => d.channel === "webhook")).toEqual([]);
      expect(console.error).toHaveBeenCalledWith(
        "[contact] LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not a whsec_ secret of 24 bytes or more, so no webhook is sent",
      );
      expect(crm.received).toHaveLength(0);
    } finally {
      process.env.LEADS_WEBHOOK_SECRET = SECRET;
    }
  });
});
