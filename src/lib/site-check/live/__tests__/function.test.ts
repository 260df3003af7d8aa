/**
 * The live answer check over HTTP, through the real Functions mounted as `gatsby serve` mounts them
 * (Gatsby's Functions middleware, express's body parsers): a kept report's page offers the form;
 * the form's POST (urlencoded, as a browser without JavaScript sends it) keeps the enquiry and
 * queues the run, which the Function's own pass runs against a fake of the engines on 127.0.0.1
 * (held at a barrier, so the page shows the run under way); the report's JSON then carries the
 * figures, and its page the table. With no engine's key, the page has no form and the POST is a 404.
 */
import path from "node:path";
import { startFakeEngines, type FakeEngines } from "../../../../../tests/support/fake-engines";
import type { LeadStore } from "../../../leads/store";
import type { ReportStore } from "../../report-store";
import { mountFunctions, type MountedFunctions } from "../../__tests__/mounted-functions";
import { saveReport } from "../../reports";

let mounted: MountedFunctions;
let leads: LeadStore;
let reports: ReportStore;
let fake: FakeEngines;
let base: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  mounted = await mountFunctions("live-function", [
    ["site-check/live/[id]", "site-check/live/[id].ts"],
    ["site-check/reports/[id]", "site-check/reports/[id].ts"],
    ["site-check/report-page/[id]", "site-check/report-page/[id].ts"],
  ]);
  ({ leads, reports, base } = mounted);
  fake = await startFakeEngines();
  Object.assign(process.env, {
    SITE_URL: base,
    SITE_CHECK_READ_LIMIT: "off",
    LIVE_ANSWERS_RATE_LIMIT: "off",
    LEADS_CONFIRMATION: "off",
    CONTACT_OUTBOX_DIR: path.join(mounted.dir, "outbox"),
  });
}, 60_000);
afterAll(async () => {
  process.env = savedEnv;
  await fake.close();
  await mounted.close();
  jest.restoreAllMocks();
});

const engines = () => ({
  LIVE_ANSWERS_OPENAI_API_KEY: "sk-test",
  LIVE_ANSWERS_OPENAI_MODEL: "fixture-model",
  LIVE_ANSWERS_OPENAI_BASE_URL: fake.baseUrl("openai"),
  LIVE_ANSWERS_PERPLEXITY_API_KEY: "pplx-test",
  LIVE_ANSWERS_PERPLEXITY_BASE_URL: fake.baseUrl("perplexity"),
});

const keptReport = () =>
  saveReport(reports, {
    address: "https://www.bondiplumbing.com.au/",
    url: "https://www.bondiplumbing.com.au/",
    checkedAt: new Date().toISOString(),
    score: 64,
    categories: [],
    findings: [],
    subject: { name: "Bondi Plumbing & Gas", service: "plumber", place: "Bondi Beach" },
  });

const page = async (id: string) => (await fetch(`${base}/api/site-check/report-page/${id}`)).text();
const json = async (id: string) =>
  (await (await fetch(`${base}/api/site-check/reports/${id}`, { headers: { accept: "application/json" } })).json()) as {
    live?: {
      state: string;
      progress?: { done: number; total: number };
      result?: { engines: Array<{ engine: string; cells: Array<{ named: number; cited: number; answered: number }> }> };
    };
  };

const post = (id: string) =>
  fetch(`${base}/api/site-check/live/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({
      yourName: "Ada Lovelace",
      email: "ada@bondiplumbing.com.au",
      consent: "yes",
      name: "Bondi Plumbing & Gas",
      service: "emergency plumber",
      place: "Bondi",
    }).toString(),
  });

it("offers nothing and refuses the form when no engine's key is set", async () => {
  const id = await keptReport();
  expect(await page(id)).not.toContain('id="sc-live"');
  expect((await json(id)).live).toBeUndefined();
  expect((await post(id)).status).toBe(404);
  expect(fake.requests).toHaveLength(0);
}, 60_000);

it("runs the whole check from the report's page to its figures", async () => {
  Object.assign(process.env, engines());
  const id = await keptReport();
  const offered = await page(id);
  expect(offered).toContain('id="sc-live"');
  expect(offered).toContain(`action="/api/site-check/live/${id}"`);
  // The form starts from the business as the page said it.
  expect(offered).toContain('value="Bondi Plumbing &amp; Gas"');
  expect(offered).toContain('value="Bondi Beach"');

  fake.hold = true;
  const sent = await post(id);
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe(`/ai-search-check/report/${id}/#sc-live`);
  // The Function's pass has asked its first three (LIVE_ANSWERS_CONCURRENCY) and waits on the fake.
  await fake.arrived(3);
  const during = await json(id);
  expect(during.live?.state).toBe("running");
  expect(during.live?.progress).toEqual({ done: 0, total: 30 });
  expect(await page(id)).toContain("0 of 30 answers so far");

  fake.release();
  await fake.arrived(30);
  let done = await json(id);
  for (let tries = 0; done.live?.state !== "done" && tries < 500; tries += 1) done = await json(id);
  expect(done.live?.state).toBe("done");
  const openai = done.live?.result?.engines.find((e) => e.engine === "openai");
  expect(openai?.cells.map((c) => [c.named, c.cited, c.answered])).toEqual([
    [4, 2, 5],
    [4, 2, 5],
    [4, 2, 5],
  ]);
  const shown = await page(id);
  expect(shown).toContain("4 of 5");
  expect(shown).toContain("95% range 12–77%");
  expect(shown).toContain("not exactly what a person sees");
  // What the answers named instead, out of how many answers; no price set, so no "US$0.00", only "unknown".
  expect(shown).toContain("Harbour Drains (in 9 of 15 answers)");
  expect(shown).not.toContain("US$0.00");
  expect(shown).toContain("30 answers&#x27; cost unknown");

  const lead = (await leads.list({ limit: 10 })).find((l) => l.checkReport === id);
  expect(lead?.email).toBe("ada@bondiplumbing.com.au");
}, 60_000);

it("lets a visitor start LIVE_ANSWERS_RATE_LIMIT runs an hour, then answers 429 with Retry-After and starts nothing", async () => {
  Object.assign(process.env, engines(), { LIVE_ANSWERS_RATE_LIMIT: "1" });
  try {
    const [first, second] = [await keptReport(), await keptReport()];
    fake.hold = false;
    expect((await post(first)).status).toBe(303);
    const refused = await post(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(second)).live?.state).not.toBe("running");
    // The first run still goes to its end.
    let done = await json(first);
    for (let tries = 0; done.live?.state !== "done" && tries < 500; tries += 1) done = await json(first);
    expect(done.live?.state).toBe("done");
  } finally {
    process.env.LIVE_ANSWERS_RATE_LIMIT = "off";
  }
}, 60_000);
