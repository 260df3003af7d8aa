/**
 * The team's work on leads against the embedded store (PGlite): stages with who and when, notes,
 * first-response time and its median, search and filters, spam kept and undone, the report's
 * figures from fixed fixtures, the channel rules and "How they found us" in words, the team
 * API's POSTs (same-origin only), and the terminal's stage, note, report and retry --now.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedStore } from "../../../../tests/support/embedded-template";
import type { Attribution } from "../attribution";
import { channelOf, foundUsInWords } from "../channel";
import { main } from "../cli";
import { openEmbedded } from "../embedded";
import { EXPORT_COLUMNS, leadsCsv } from "../export";
import { JOB_SCHEMA, jobsOf } from "../jobs";
import { runLeadJobs } from "../worker";
import { reportOf, type Report } from "../report";
import { LeadStore, SPAM_RETENTION_DAYS, type NewLead } from "../store";
import { createSignInLink, teamLeads, teamLinkSignIn, type TeamDeps, type TeamRequest } from "../team";
import { addNote, firstResponseMinutes, notesFor, responseFigures, setStage, withNotes } from "../work";
import type { FunctionResult } from "../../platform/result";
import type { Transport } from "../../platform/email";

const ORIGIN = "https://www.example.com.au";
const SITE = { SITE_URL: ORIGIN };
const T0 = new Date("2026-11-02T09:00:00Z");
const MIN = 60_000;
const DAY = 86_400_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function lead(n: number, overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: id(n),
    receivedAt: T0,
    firstName: "Test",
    lastName: `Visitor${n}`,
    email: `v${n}@example.com`,
    message: "Hello",
    attribution: {},
    ...overrides,
  };
}

let dir: string;
let store: LeadStore;
const quiet = () => undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-work-"));
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
}, 60_000);
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await store.query("DELETE FROM leads");
  await store.query(`DELETE FROM ${JOB_SCHEMA}.job`);
});

describe("stages and notes", () => {
  it("records who set the stage and when, and the first move out of new as the first response", async () => {
    await store.insert(lead(1), at(0));
    expect(await store.get(id(1))).toMatchObject({ stage: "new" });
    expect(await setStage(store, id(1), "contacted", "editor", at(42 * MIN))).toEqual({
      from: "new",
      to: "contacted",
      released: false,
    });
    await setStage(store, id(1), "qualified", "other", at(3 * 60 * MIN));
    const kept = await store.get(id(1));
    expect(kept).toMatchObject({
      stage: "qualified",
      stageChangedBy: "other",
      stageChangedAt: at(3 * 60 * MIN),
      firstResponseAt: at(42 * MIN),
    });
    expect(kept && firstResponseMinutes(kept)).toBe(42);
    // The notification's status is its own thing.
    expect(kept?.status).toBe("pending");
    expect(await setStage(store, id(99), "won", "editor", at(0))).toBeUndefined();
  });

  it("counts no first response for a move to spam, and none for a lead still new", async () => {
    await store.insert(lead(1), at(0));
    await setStage(store, id(1), "spam", "editor", at(5 * MIN));
    expect((await store.get(id(1)))?.firstResponseAt).toBeUndefined();
  });

  it("keeps notes with author and time, oldest first, and deletes them with their lead", async () => {
    await store.insert(lead(1), at(0));
    expect(await addNote(store, id(1), "editor", "Called; voicemail", at(10 * MIN))).toBe(true);
    expect(await addNote(store, id(1), "other", "Meeting booked", at(20 * MIN))).toBe(true);
    expect(await addNote(store, id(2), "editor", "Nobody", at(20 * MIN))).toBe(false);
    expect((await notesFor(store, [id(1)])).get(id(1))).toEqual([
      { author: "editor", body: "Called; voicemail", createdAt: at(10 * MIN) },
      { author: "other", body: "Meeting booked", createdAt: at(20 * MIN) },
    ]);
    await store.deleteByEmail("v1@example.com");
    expect((await store.query<{ n: number }>("SELECT count(*)::int AS n FROM lead_notes"))[0]?.n).toBe(0);
  });

  it("exports stage, stageChangedAt, firstResponseMinutes and notes", async () => {
    await store.insert(lead(1), at(0));
    await setStage(store, id(1), "contacted", "editor", at(90 * MIN));
    await addNote(store, id(1), "editor", "=cmd|' /C calc'!A0", at(91 * MIN));
    for (const column of ["stage", "stageChangedAt", "firstResponseMinutes", "notes"] as const)
      expect(EXPORT_COLUMNS).toContain(column);
    const csv = leadsCsv(await withNotes(store, await store.list()));
    expect(csv).toContain(
      `"contacted","${at(90 * MIN).toISOString()}","editor",90,"${at(91 * MIN).toISOString()} editor: =cmd|' /C calc'!A0"`,
    );
  });

  it("filters by stage and searches name, email, company and message, any case, % and _ taken literally", async () => {
    await store.insert(lead(1, { firstName: "Ada", company: "Analytical Engines" }), at(0));
    await store.insert(lead(2, { email: "grace@navy.example", message: "100% sure" }), at(0));
    await store.insert(lead(3, { message: "plumbing in Parramatta" }), at(0));
    await setStage(store, id(3), "won", "editor", at(MIN));
    const ids = async (filter: Parameters<LeadStore["list"]>[0]) =>
      (await store.list(filter)).map((found) => found.id).sort();
    expect(await ids({ search: "ada" })).toEqual([id(1)]);
    expect(await ids({ search: "ENGINES" })).toEqual([id(1)]);
    expect(await ids({ search: "navy" })).toEqual([id(2)]);
    expect(await ids({ search: "100%" })).toEqual([id(2)]);
    expect(await ids({ search: "%" })).toEqual([id(2)]);
    expect(await ids({ search: "_" })).toEqual([]);
    expect(await ids({ search: "parramatta" })).toEqual([id(3)]);
    expect(await ids({ stage: "won" })).toEqual([id(3)]);
    expect(await ids({ stage: "new", search: "parramatta" })).toEqual([]);
  });

  it("gives the median first response of the last 30 days, spam and older leads left out", async () => {
    const now = at(40 * DAY);
    const answers = [10, 30, 200];
    for (const [i, minutes] of answers.entries()) {
      await store.insert(lead(i + 1, { receivedAt: at(35 * DAY) }), at(0));
      await setStage(store, id(i + 1), "contacted", "editor", at(35 * DAY + minutes * MIN));
    }
    await store.insert(lead(10, { receivedAt: at(35 * DAY) }), at(0));
    // Answered fast but 40 days ago: outside the window.
    await store.insert(lead(11, { receivedAt: at(0) }), at(0));
    await setStage(store, id(11), "contacted", "editor", at(MIN));
    expect(await responseFigures(store, now)).toEqual({ medianMinutes: 30, answered: 3, waiting: 1 });
  });
});

describe("spam you can undo", () => {
  const transport = (sent: string[]): Transport => ({
    name: "test",
    send: (_message, key) => Promise.resolve((sent.push(key), { ok: true as const })),
  });

  const run = (sent: string[], now: Date) =>
    runLeadJobs(store, { transport: transport(sent), env: {}, log: quiet, now: () => now });

  it("keeps a caught post as spam, sends nothing, and sends it once moved back to new", async () => {
    await store.insert(lead(1), at(0), "spam");
    const sent: string[] = [];
    await run(sent, at(DAY / 2));
    expect(sent).toEqual([]);
    expect(await jobsOf(store.db, [id(1)])).toEqual([]);
    expect((await store.list({ stage: "spam" })).map((found) => found.id)).toEqual([id(1)]);
    expect(await setStage(store, id(1), "new", "editor", at(2 * MIN))).toEqual({
      from: "spam",
      to: "new",
      released: true,
    });
    await run(sent, at(3 * MIN));
    expect(sent).toEqual([id(1)]);
    expect(await store.get(id(1))).toMatchObject({ stage: "new", status: "delivered" });
    await run(sent, at(4 * MIN));
    expect(sent).toEqual([id(1)]);
  });

  it("holds the email of a lead marked spam while it waited, and releases it when moved back to new", async () => {
    await store.insert(lead(2), at(0));
    await store.markUndelivered(id(2), "HTTP 500", at(0));
    await setStage(store, id(2), "spam", "editor", at(MIN));
    // Made due now (retry --now's statement); the worker finds the lead is spam and holds its email.
    await store.query(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second'`);
    const sent: string[] = [];
    await run(sent, at(2 * MIN));
    expect(sent).toEqual([]);
    expect(await jobsOf(store.db, [id(2)])).toMatchObject([{ channel: "email", status: "held" }]);
    expect((await setStage(store, id(2), "new", "editor", at(3 * MIN)))?.released).toBe(true);
    expect(await jobsOf(store.db, [id(2)])).toMatchObject([{ channel: "email", status: "pending" }]);
    await store.query(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second'`);
    await run(sent, at(4 * MIN));
    expect(sent).toEqual([id(2)]);
    expect(await store.get(id(2))).toMatchObject({ stage: "new", status: "delivered" });
  });

  it("deletes spam after 30 days, and keeps other leads for the retention period", async () => {
    await store.insert(lead(1), at(0), "spam");
    await store.insert(lead(2), at(0));
    expect(await store.purge(at((SPAM_RETENTION_DAYS - 1) * DAY), 730)).toBe(0);
    expect(await store.purge(at((SPAM_RETENTION_DAYS + 1) * DAY), 730)).toBe(1);
    expect((await store.list()).map((found) => found.id)).toEqual([id(2)]);
  });
});

describe("what wins enquiries", () => {
  const visits: Array<[Attribution, string]> = [
    [
      {
        referrer: "www.google.com",
        landingPage: "/services/local-seo/?utm_source=google&utm_medium=cpc&utm_campaign=sydney-plumbers",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "sydney-plumbers",
        pagesViewed: 3,
        formPage: "/contact/",
      },
      "paid",
    ],
    [{ referrer: "www.google.com", landingPage: "/services/technical-seo-audits/?gclid=abc", pagesViewed: 1 }, "paid"],
    [
      {
        referrer: "www.google.com.au",
        landingPage: "/services/local-seo/",
        pagesViewed: 2,
        formPage: "/services/local-seo/",
      },
      "search",
    ],
    [{ referrer: "bing.com", landingPage: "/" }, "search"],
    [{ referrer: "www.linkedin.com", landingPage: "/insights/" }, "social"],
    [{ landingPage: "/?utm_source=newsletter&utm_medium=email", utmSource: "newsletter", utmMedium: "email" }, "email"],
    [{ referrer: "mail.google.com", landingPage: "/" }, "email"],
    [{ referrer: "partner.example.org", landingPage: "/about/" }, "referral"],
    [{ landingPage: "/contact/", pagesViewed: 1 }, "direct"],
    [{}, "direct"],
  ];

  it.each(visits)("reads %j as %s", (attribution, channel) => {
    expect(channelOf(attribution)).toBe(channel);
  });

  it("says how they found us in words", () => {
    expect(foundUsInWords(visits[0]?.[0] ?? {})).toBe(
      "Google Ads · campaign sydney-plumbers · landed on Local SEO · 3 pages",
    );
    expect(foundUsInWords(visits[2]?.[0] ?? {})).toBe("Google search · landed on Local SEO · 2 pages");
    expect(foundUsInWords(visits[4]?.[0] ?? {})).toBe("LinkedIn · landed on Insights");
    expect(foundUsInWords(visits[7]?.[0] ?? {})).toBe("A link on partner.example.org · landed on About");
    expect(foundUsInWords({ formPage: "/contact/" })).toBe(
      "Form on Contact (no visit details: the browser ran no script)",
    );
  });

  it("counts enquiries by channel, landing page, campaign and form page, with qualified and won", async () => {
    for (const [i, [attribution]] of visits.entries())
      await store.insert(lead(i + 1, { receivedAt: at(i * MIN), attribution }), at(0));
    await store.insert(lead(50, { attribution: visits[0]?.[0] ?? {} }), at(0), "spam");
    await setStage(store, id(1), "won", "editor", at(DAY));
    await setStage(store, id(3), "qualified", "editor", at(DAY));
    await setStage(store, id(4), "lost", "editor", at(DAY));
    const report: Report = reportOf(await store.list(), at(-DAY), at(2 * DAY));
    expect([report.enquiries, report.qualified, report.won]).toEqual([10, 2, 1]);
    expect(report.byChannel).toEqual([
      { key: "search", enquiries: 2, qualified: 1, won: 0 },
      { key: "paid", enquiries: 2, qualified: 1, won: 1 },
      { key: "social", enquiries: 1, qualified: 0, won: 0 },
      { key: "email", enquiries: 2, qualified: 0, won: 0 },
      { key: "referral", enquiries: 1, qualified: 0, won: 0 },
      { key: "direct", enquiries: 2, qualified: 0, won: 0 },
    ]);
    expect(report.byLandingPage.slice(0, 2)).toEqual([
      { key: "/", enquiries: 3, qualified: 0, won: 0 },
      { key: "/services/local-seo/", enquiries: 2, qualified: 2, won: 1 },
    ]);
    expect(report.byCampaign[0]).toEqual({ key: "(none)", enquiries: 9, qualified: 1, won: 0 });
    expect(report.byCampaign).toContainEqual({ key: "sydney-plumbers", enquiries: 1, qualified: 1, won: 1 });
    expect(report.byFormPage).toContainEqual({ key: "/services/local-seo/", enquiries: 1, qualified: 1, won: 0 });
    // A window leaves out what arrived before it.
    expect(reportOf(await store.list(), at(5 * MIN), at(DAY)).enquiries).toBe(5);
  });
});

describe("the team's page changes stages and adds notes", () => {
  const deps = (now = T0): TeamDeps => ({ store, now, log: quiet });
  let cookie: string;

  beforeEach(async () => {
    await store.insert(lead(1, { firstName: "Ada" }), at(0));
    const token = new URL(await createSignInLink(store, ORIGIN, T0)).searchParams.get("token") ?? "";
    const signedIn = await teamLinkSignIn(
      { method: "POST", query: {}, headers: { "sec-fetch-site": "same-origin" }, body: { token } },
      SITE,
      deps(),
    );
    cookie = ([signedIn.headers["Set-Cookie"]].flat()[0] ?? "").split(";")[0] ?? "";
  });

  const post = (body: unknown, headers: Record<string, string> = {}): TeamRequest => ({
    method: "POST",
    query: {},
    headers: {
      cookie,
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      origin: ORIGIN,
      ...headers,
    },
    body,
  });
  const body = (result: FunctionResult) =>
    result.body as { ok?: boolean; error?: string; lead?: Record<string, unknown> };

  it("moves a lead's stage and adds a note as the signed-in member, and lists by stage and search", async () => {
    const moved = await teamLeads(post({ action: "stage", id: id(1), stage: "contacted" }), SITE, deps(at(25 * MIN)));
    expect(moved.status).toBe(200);
    expect(body(moved).lead).toMatchObject({ stage: "contacted", stageChangedBy: "local", firstResponseMinutes: 25 });
    const noted = await teamLeads(
      post({ action: "note", id: id(1), text: "  Rang back, sending a proposal  " }),
      SITE,
      deps(at(26 * MIN)),
    );
    expect(body(noted).lead?.notes).toEqual([
      { author: "local", body: "Rang back, sending a proposal", createdAt: at(26 * MIN).toISOString() },
    ]);

    const get = (query: Record<string, string>) =>
      teamLeads(
        { method: "GET", query, headers: { cookie, "sec-fetch-site": "same-origin" } },
        SITE,
        deps(at(30 * MIN)),
      );
    const listed = (await get({ stage: "contacted", q: "ADA" })).body as {
      leads: unknown[];
      response: { medianMinutes: number };
      reports: { days30: Report; days90: Report };
    };
    expect(listed.leads).toHaveLength(1);
    expect(listed.response.medianMinutes).toBe(25);
    expect(listed.reports.days30.enquiries).toBe(1);
    expect(listed.reports.days90.byChannel.find((row) => row.key === "direct")?.enquiries).toBe(1);
    expect(((await get({ stage: "won" })).body as { leads: unknown[] }).leads).toHaveLength(0);
    // Spam shows only under its own filter.
    await store.insert(lead(2, { firstName: "Bot" }), at(0), "spam");
    expect(((await get({})).body as { leads: Array<{ id: string }> }).leads.map((found) => found.id)).toEqual([id(1)]);
    expect(
      ((await get({ stage: "spam" })).body as { leads: Array<{ id: string }> }).leads.map((found) => found.id),
    ).toEqual([id(2)]);
  });

  it("refuses another site's POST, a form post, a bad stage and a stranger, and changes nothing", async () => {
    const attempts: Array<[TeamRequest, number]> = [
      [
        post(
          { action: "stage", id: id(1), stage: "won" },
          { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
        ),
        403,
      ],
      [post({ action: "stage", id: id(1), stage: "won" }, { "sec-fetch-site": "same-site" }), 403],
      [post({ action: "stage", id: id(1), stage: "won" }, { "sec-fetch-site": "", origin: "" }), 403],
      [post("action=stage&stage=won", { "content-type": "application/x-www-form-urlencoded" }), 415],
      [post({ action: "stage", id: id(1), stage: "hot" }), 400],
      [post({ action: "note", id: id(1), text: "   " }), 400],
      [post({ action: "stage", id: id(1), stage: "won" }, { cookie: "" }), 401],
      [post({ action: "stage", id: id(7), stage: "won" }), 404],
    ];
    for (const [request, status] of attempts) expect((await teamLeads(request, SITE, deps())).status).toBe(status);
    expect(await store.get(id(1))).toMatchObject({ stage: "new" });
    expect((await notesFor(store, [id(1)])).size).toBe(0);
  });
});

describe("npm run leads -- stage, note, report, retry --now", () => {
  jest.setTimeout(60_000);
  let cliDir: string;
  let out: string;
  const write = (text: string) => {
    out += text;
  };
  const env = () => ({ LEADS_STORE_DIR: path.join(cliDir, "leads"), LEADS_AUTHOR: "sam" });

  beforeAll(async () => {
    cliDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-work-"));
    const cliStore = new LeadStore(await openEmbedded(seedStore(path.join(cliDir, "leads"))));
    const now = new Date();
    await cliStore.insert(lead(1, { receivedAt: now, attribution: visits()[0] }), now);
    await cliStore.insert(lead(2, { receivedAt: now }), new Date(now.getTime() + DAY));
    await cliStore.close();
  }, 60_000);
  afterAll(() => fs.rmSync(cliDir, { recursive: true, force: true }));
  beforeEach(() => {
    out = "";
  });
  const visits = (): Attribution[] => [
    {
      referrer: "www.google.com",
      landingPage: "/services/local-seo/?utm_medium=cpc&utm_source=google",
      utmSource: "google",
      utmMedium: "cpc",
    },
  ];

  it("moves a stage and adds a note, recorded as the terminal's author", async () => {
    expect(await main(["stage", id(1), "qualified"], env(), write)).toBe(0);
    expect(out).toBe(`lead ${id(1)}: new → qualified\n`);
    out = "";
    expect(await main(["note", id(1), "Sent", "the", "proposal"], env(), write)).toBe(0);
    out = "";
    await main(["export", "--format", "json"], env(), write);
    const row = (JSON.parse(out) as Array<Record<string, unknown>>).find((found) => found.id === id(1));
    expect(row).toMatchObject({
      stage: "qualified",
      stageChangedBy: "sam",
      notes: expect.stringContaining("sam: Sent the proposal") as string,
    });
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await main(["stage", id(1), "hot"], env(), write)).toBe(2);
      expect(await main(["stage", id(9), "won"], env(), write)).toBe(2);
    } finally {
      error.mockRestore();
    }
  });

  it("prints the report as text and JSON", async () => {
    const since = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    expect(await main(["report", "--since", since, "--format", "json"], env(), write)).toBe(0);
    const report = JSON.parse(out) as Report;
    expect(report.enquiries).toBe(2);
    expect(report.byChannel.find((row) => row.key === "paid")).toEqual({
      key: "paid",
      enquiries: 1,
      qualified: 1,
      won: 0,
    });
    out = "";
    expect(await main(["report", "--since", since], env(), write)).toBe(0);
    expect(out).toMatch(/^Enquiries received .*: 2, 1 reached qualified, 0 won/);
    expect(out).toContain("/services/local-seo/ (Local SEO)");
  });

  it("retry --now sends every pending lead at once, whatever its backoff said", async () => {
    const outbox = path.join(cliDir, "outbox");
    expect(await main(["retry"], { ...env(), CONTACT_OUTBOX_DIR: outbox }, write)).toBe(0);
    // Lead 1 is due; lead 2 is held for a day.
    expect(out).toContain("1 delivered");
    out = "";
    expect(await main(["retry", "--now"], { ...env(), CONTACT_OUTBOX_DIR: outbox }, write)).toBe(0);
    expect(out.startsWith("1 waiting job(s) due now\n")).toBe(true);
    expect(out).toContain(`lead ${id(2)} delivered via outbox`);
    expect(out).toContain("1 delivered, 0 to retry later, 0 marked failed\n  email: 1 delivered");
  });
});
