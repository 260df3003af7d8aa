/**
 * The enquirer's confirmation, through the contact Function over HTTP with the wording the build
 * writes into it (data/site.yaml's `confirmation`): once per lead with its own idempotency key,
 * Reply-To the team, to the outbox's own folder without a provider key, never for a bot's post,
 * and never more than one an address an hour (two posts at once included).
 */
import fs from "node:fs";
import path from "node:path";
import type { EmailMessage } from "../../../platform/email";
import { parseProject } from "../../../project/load";
import { resendError, startFakeResend, type FakeResend } from "../../../contact/__tests__/fake-resend";
import { confirmationWording, plainFirstName, renderConfirmation } from "../confirmation";
import { makeConfirmation } from "../send";
import { messagesOf, startContactServer, type ContactServer } from "./contact-server";
import { handOver } from "../../../../../tests/support/interests";

const site = parseProject(path.resolve(__dirname, "../../../../..")).site;
const visitor = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com.au",
  message: "Our secret launch is on 3 March.",
  service: "local-seo",
};

let server: ContactServer;
let resend: FakeResend;
const savedEnv = { ...process.env };
const log = jest.fn();
let n = 0;
/** A new address per test: the hourly cap is per address. */
const address = () => `enquirer-${(n += 1)}-${Date.now()}@example.com.au`;

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  [server, resend] = await Promise.all([startContactServer("leads-confirmation-"), startFakeResend()]);
  if (!site.confirmation) throw new Error("data/site.yaml has no confirmation wording");
  // What gatsby-node.ts hands the Function at build.
  handOver({ confirmation: confirmationWording(site.confirmation, site.contact) });
  Object.assign(process.env, {
    RESEND_API_KEY: "",
    CONTACT_OUTBOX_DIR: server.outbox,
    CONTACT_RATE_LIMIT: "off",
    CONTACT_SEND_TIMEOUT_MS: "300",
  });
}, 60_000);
afterEach(() => {
  resend.reset();
  log.mockReset();
  process.env.RESEND_API_KEY = "";
});
afterAll(async () => {
  process.env = savedEnv;
  handOver();
  await Promise.all([server.close(), resend.close()]);
  jest.restoreAllMocks();
});

const confirmations = (): EmailMessage[] => {
  const dir = path.join(server.outbox, "confirmations");
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as EmailMessage)
    : [];
};
const confirmationsTo = (email: string) => confirmations().filter((m) => m.to === email);

describe("the enquirer's confirmation", () => {
  it("without a provider key: one email to the enquirer in the outbox's own folder, Reply-To the team, the reply promise, nothing they wrote", async () => {
    const email = address();
    const id = crypto.randomUUID();
    expect((await server.post({ ...visitor, email, submissionId: id })).status).toBe(200);
    const [sent, ...more] = confirmationsTo(email);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      to: email,
      reply_to: "hello@harbouraiseo.com.au",
      from: "Harbour AI SEO <website@harbouraiseo.com.au>",
      subject: site.confirmation?.subject,
    });
    expect(sent?.text).toMatch(/^Hi Ada,\n\n/);
    expect(sent?.text).toContain("within 24 hours");
    expect(sent?.text).toContain(site.contact.phone);
    expect(sent?.text).not.toContain("secret launch");
    expect(sent?.text).not.toContain("{{");
    expect(sent?.html).not.toContain("secret launch");
    // The team's notification stays in the outbox itself, one file.
    expect(fs.readdirSync(server.outbox).filter((f) => f.endsWith(".json") && f.includes(id))).toHaveLength(1);
    expect((await messagesOf(server.store, id)).find((d) => d.channel === "confirmation")).toMatchObject({
      status: "delivered",
    });
  });

  it("no more than one an address an hour (any case), two posts at once included; the leads are all kept", async () => {
    const email = address();
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const statuses = await Promise.all(
      ids.slice(0, 2).map(async (id) => (await server.post({ ...visitor, email, submissionId: id })).status),
    );
    expect(statuses).toEqual([200, 200]);
    expect((await server.post({ ...visitor, email: email.toUpperCase(), submissionId: ids[2] ?? "" })).status).toBe(
      200,
    );
    expect(confirmationsTo(email)).toHaveLength(1);
    const states = await Promise.all(
      ids.map(async (id) => (await messagesOf(server.store, id)).find((d) => d.channel === "confirmation")?.status),
    );
    expect(states.sort()).toEqual(["delivered", "skipped", "skipped"]);
    for (const id of ids) expect(await server.store.get(id)).toBeDefined();
  });

  it("an hour later the same address may have another (the cap, on a clock)", async () => {
    const email = address();
    const [first, second, third] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    // The queue's clock only moves forward: a day past wherever the other tests left it.
    const t0 = new Date(Math.max(server.clock.now(), Date.now()) + 86_400_000);
    for (const id of [first, second, third]) {
      await server.store.insert(
        { id, receivedAt: t0, firstName: "Ada", lastName: "L", email, message: "m", attribution: {} },
        t0,
      );
    }
    const make = async (leadId: string, minutes: number) => {
      const now = new Date(t0.getTime() + minutes * 60_000);
      await server.runJobs(now);
      const message = { channel: "confirmation" as const, id: leadId, leadId, event: "lead.created", payload: "{}" };
      return (await makeConfirmation(server.store, message, email, now, now))?.job;
    };
    expect(await make(first, 0)).toMatchObject({ state: "created" });
    expect(await make(second, 59)).toMatchObject({
      state: "completed",
      output: { outcome: "skipped", reason: "another confirmation went to this address within the hour" },
    });
    expect(await make(third, 61)).toMatchObject({ state: "created" });
    // Once per lead: a second one for the same lead is never made.
    expect(await make(first, 120)).toBeUndefined();
    expect((await messagesOf(server.store, second))[0]).toMatchObject({
      status: "skipped",
      lastError: "another confirmation went to this address within the hour",
    });
  });

  it("through Resend: after the team's email, its own Idempotency-Key, retried by the jobs with the same key, accepted once", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = resend.url;
    const email = address();
    const id = crypto.randomUUID();
    // The team's email is accepted; the confirmation's three attempts within the answer fail.
    resend.respondWith(
      (res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ id: "email-team" }));
      },
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    expect((await server.post({ ...visitor, email, submissionId: id })).status).toBe(200);
    const keys = resend.requests.map((r) => r.headers["idempotency-key"]);
    expect(keys).toEqual([id, `confirmation-${id}`, `confirmation-${id}`, `confirmation-${id}`]);
    const body = JSON.parse(resend.requests[1]?.body ?? "{}") as { to: string; reply_to: string; tags: unknown };
    expect(body).toMatchObject({
      to: email,
      reply_to: "hello@harbouraiseo.com.au",
      tags: [{ name: "submission", value: `confirmation-${id}` }],
    });
    const pending = (await messagesOf(server.store, id)).find((d) => d.channel === "confirmation");
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });

    const due = pending?.nextAttemptAt?.getTime() ?? 0;
    expect((await server.runJobs(new Date(due + 1000), log)).byChannel.confirmation).toMatchObject({ delivered: 1 });
    expect((await server.runJobs(new Date(due + 3_600_000), log)).delivered).toBe(0);
    expect(resend.requests.map((r) => r.headers["idempotency-key"])).toEqual([
      id,
      ...Array<string>(4).fill(`confirmation-${id}`),
    ]);
    expect(resend.requests.filter((r) => (JSON.parse(r.body) as { to: string }).to === email)).toHaveLength(4);
    expect(confirmationsTo(email)).toEqual([]);
  });

  it("never for a bot's post, nor with LEADS_CONFIRMATION=off", async () => {
    const bot = address();
    expect((await server.post({ ...visitor, email: bot, _gotcha: "https://spam.example" })).status).toBe(200);
    process.env.LEADS_CONFIRMATION = "off";
    const quiet = address();
    try {
      expect((await server.post({ ...visitor, email: quiet, submissionId: crypto.randomUUID() })).status).toBe(200);
    } finally {
      delete process.env.LEADS_CONFIRMATION;
    }
    expect(confirmationsTo(bot)).toEqual([]);
    expect(confirmationsTo(quiet)).toEqual([]);
  });
});

describe("what the confirmation says", () => {
  const wording = {
    subject: "S",
    greeting: "Hi {name},",
    greetingWithoutName: "Hello,",
    paragraphs: ["P"],
    reachUs: "R",
    signOff: "T",
  };

  it("greets by a first name only when it is plainly a name", () => {
    expect(plainFirstName(" Zoë ")).toBe("Zoë");
    expect(plainFirstName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
    for (const name of ["Visit evil.example", "http://x", "<b>", "a@b", "x".repeat(41)])
      expect([name, plainFirstName(name)]).toEqual([name, undefined]);
    expect(renderConfirmation(wording, "Win $$$ at evil.example", "a@example.com", {}).text).toBe(
      "Hello,\n\nP\n\nR\n\nT\n",
    );
    expect(renderConfirmation(wording, "Ada", "a@example.com", { CONTACT_TO: "team@example.com" })).toMatchObject({
      to: "a@example.com",
      reply_to: "team@example.com",
      text: "Hi Ada,\n\nP\n\nR\n\nT\n",
    });
  });
});
