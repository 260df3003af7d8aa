/**
 * The chat alert, through the contact Function over HTTP as production runs it: Slack's incoming
 * webhook and a Teams Workflows webhook (fake receivers on 127.0.0.1) each get one short message a
 * lead within the answer, with no personal details, retried like the email, and never twice.
 */
import { exportRow } from "../../export";
import { sourceLine, plain } from "../channels";
import { startReceiver, type FakeReceiver } from "./fake-receiver";
import { messagesOf, startContactServer, type ContactServer } from "./contact-server";

const visitor = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace.private@example.com.au",
  phone: "0412 345 678",
  website: "https://grace-private.example.com.au",
  message: "Our secret launch is on 3 March, please keep it quiet.",
  service: "local-seo",
  budget: "5k-10k",
  landingPage:
    "/services/local-seo/?utm_source=google&utm_medium=cpc&utm_campaign=spring&email=grace.private@example.com.au",
  referrer: "www.google.com",
  pagesViewed: "3",
  formPage: "/contact/",
};
const PERSONAL = [
  visitor.email,
  "grace.private",
  visitor.phone,
  "345 678",
  visitor.website,
  "secret launch",
  "3 March",
];

let server: ContactServer;
let slack: FakeReceiver;
let teams: FakeReceiver;
const savedEnv = { ...process.env };
const log = jest.fn();

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  [server, slack, teams] = await Promise.all([
    startContactServer("leads-alerts-"),
    startReceiver("/services/T000/B000/XXXX"),
    startReceiver("/workflows/abc/triggers/manual/paths/invoke"),
  ]);
  // Read per request, after the Function was loaded.
  Object.assign(process.env, {
    RESEND_API_KEY: "",
    CONTACT_OUTBOX_DIR: server.outbox,
    CONTACT_RATE_LIMIT: "off",
    SITE_URL: "https://www.example.com.au",
    LEADS_SLACK_WEBHOOK_URL: slack.url,
    LEADS_TEAMS_WEBHOOK_URL: teams.url,
  });
}, 60_000);
afterEach(() => {
  slack.reset();
  teams.reset();
  log.mockReset();
});
afterAll(async () => {
  process.env = savedEnv;
  await Promise.all([server.close(), slack.close(), teams.close()]);
  jest.restoreAllMocks();
});

const leadId = () => crypto.randomUUID();

describe("the chat alert", () => {
  it("posts one short message to Slack and one Adaptive Card to Teams within the answer, with no personal details", async () => {
    const id = leadId();
    const response = await server.post({ ...visitor, submissionId: id });
    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    // Within the answer: both already arrived.
    expect(slack.received).toHaveLength(1);
    expect(teams.received).toHaveLength(1);

    const slackBody = JSON.parse(slack.received[0]?.body ?? "") as { text: string; blocks: unknown[] };
    expect(slack.received[0]?.headers["content-type"]).toBe("application/json");
    expect(slackBody.text).toBe(
      "New enquiry from Grace Hopper: Local SEO, $5,000 to $10,000 a month. <https://www.example.com.au/admin/leads/|Open the team's page>",
    );
    expect(JSON.stringify(slackBody.blocks)).toContain(
      "How they found us: www.google.com · google / cpc · campaign spring · landed on /services/local-seo/ · 3 pages",
    );

    const card = JSON.parse(teams.received[0]?.body ?? "") as {
      type: string;
      attachments: Array<{
        contentType: string;
        content: { type: string; version: string; body: unknown[]; actions: unknown[] };
      }>;
    };
    expect(card.type).toBe("message");
    expect(card.attachments).toHaveLength(1);
    expect(card.attachments[0]?.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(card.attachments[0]?.content).toMatchObject({
      type: "AdaptiveCard",
      version: "1.4",
      actions: [{ type: "Action.OpenUrl", url: "https://www.example.com.au/admin/leads/" }],
    });
    expect(JSON.stringify(card)).toContain('"title":"Budget","value":"$5,000 to $10,000 a month"');

    for (const body of [slack.received[0]?.body ?? "", teams.received[0]?.body ?? ""]) {
      for (const personal of PERSONAL) expect([personal, body.includes(personal)]).toEqual([personal, false]);
    }
    expect((await messagesOf(server.store, id)).map((d) => [d.channel, d.status])).toEqual(
      expect.arrayContaining([
        ["slack", "delivered"],
        ["teams", "delivered"],
      ]),
    );
    // The team's page and the export say so.
    const lead = await server.store.get(id);
    expect(lead && exportRow(lead).messages).toBe("slack delivered, teams delivered");
  });

  it("a failed post is retried by the jobs with backoff, delivered once, and a repeated submission alerts nobody again", async () => {
    const id = leadId();
    slack.answer({ status: 500, body: "internal_error" });
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    expect(slack.received).toHaveLength(1);
    const [alert] = (await messagesOf(server.store, id)).filter((d) => d.channel === "slack");
    expect(alert).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500 internal_error" });

    const due = alert?.nextAttemptAt?.getTime() ?? 0;
    // Not yet due (the first retry waits 60 to 120 s).
    expect(due - (alert?.createdAt.getTime() ?? 0)).toBeGreaterThanOrEqual(60_000);
    expect((await server.runJobs(new Date(due - 5000), log)).byChannel.slack).toMatchObject({ delivered: 0 });
    expect(slack.received).toHaveLength(1);
    expect((await server.runJobs(new Date(due + 1000), log)).byChannel).toMatchObject({
      slack: { delivered: 1, retrying: 0, failed: 0, stopped: 0 },
      teams: { delivered: 0 },
    });
    expect(slack.received).toHaveLength(2);
    // Teams had it the first time: never sent again.
    expect(teams.received).toHaveLength(1);
    expect((await server.runJobs(new Date(due + 7_200_000), log)).delivered).toBe(0);

    // The browser posts the same submission again: one lead, no second alert anywhere.
    expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
    expect(slack.received).toHaveLength(2);
    expect(teams.received).toHaveLength(1);
    expect(log.mock.calls.flat().join("\n")).not.toMatch(/grace|Hopper/i);
  });

  it("a chat tool that does not answer is given up on within the attempt's timeout, and the lead is answered", async () => {
    const id = leadId();
    process.env.LEADS_TEAMS_WEBHOOK_URL = "";
    slack.answer("hang");
    try {
      // The Function's own attempt waits CHANNEL_TIMEOUT_MS (5 s) at most: the visitor's answer comes
      // once that attempt has been given up on (its job says so), not when the chat tool answers (never).
      expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
      expect((await messagesOf(server.store, id)).find((d) => d.channel === "slack")).toMatchObject({
        status: "pending",
        lastError: "no answer within 5000 ms",
      });
      expect(teams.received).toHaveLength(0);
    } finally {
      process.env.LEADS_TEAMS_WEBHOOK_URL = teams.url;
    }
  }, 15_000);

  it("a setting that is not https is refused and said in the log, and nothing is sent to it", async () => {
    process.env.LEADS_SLACK_WEBHOOK_URL = "http://hooks.example.com/services/T/B/X";
    try {
      const id = leadId();
      expect((await server.post({ ...visitor, submissionId: id })).status).toBe(200);
      expect((await messagesOf(server.store, id)).map((d) => d.channel)).toEqual(["teams"]);
      expect(console.error).toHaveBeenCalledWith(
        "[contact] LEADS_SLACK_WEBHOOK_URL is not an https address, so nothing is sent to it",
      );
    } finally {
      process.env.LEADS_SLACK_WEBHOOK_URL = slack.url;
    }
  });
});

describe("what the alert may say", () => {
  it("keeps markup, mentions and links out of what a visitor typed", () => {
    expect(plain("<!channel> [click](https://evil.example) *bold* `x`")).toBe(
      "channel click https://evil.example bold x",
    );
    expect(plain("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("names the landing page without its query string", () => {
    expect(sourceLine({ landingPage: "/?email=someone@example.com", pagesViewed: 1 })).toBe(
      "no referrer (direct, or a link that hides it) · landed on / · 1 page",
    );
  });
});
