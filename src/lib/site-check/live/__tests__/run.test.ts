/**
 * The live answer check from the visitor's form to the report's figures, on embedded lead and
 * reports stores and a fake of the three engines on 127.0.0.1: the enquiry is kept as a lead
 * linking the report, the run is queued on the leads' job runner and run by its pass, and the
 * figures are the fixtures' answers counted. No engine's key: no offer. Today's cap: a run stops.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedReportsStore, seedStore } from "../../../../../tests/support/embedded-template";
import { startFakeEngines, type FakeEngines } from "../../../../../tests/support/fake-engines";
import { openEmbedded } from "../../../leads/embedded";
import { LeadStore } from "../../../leads/store";
import type { FunctionRequest } from "../../../platform/function";
import { ReportStore } from "../../report-store";
import { openEmbeddedReports } from "../../report-store-embedded";
import { saveReport } from "../../reports";
import { projectWords } from "../../__tests__/project-words";
import { handleLiveStart } from "../handler";
import { runLiveJobs } from "../jobs";
import { liveSection } from "../section";
import { loadRun } from "../store";
import { summarise } from "../summary";
import type { LiveWords } from "../words";

let dir: string;
let leads: LeadStore;
let reports: ReportStore;
let fake: FakeEngines;
const live = projectWords().live as LiveWords;
const log = jest.fn();
const NOW = new Date("2026-11-28T01:00:00Z");

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-answers-"));
  leads = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  reports = new ReportStore(await openEmbeddedReports(seedReportsStore(path.join(dir, "reports"))));
  await leads.list({ limit: 1 });
  fake = await startFakeEngines();
}, 60_000);
afterAll(async () => {
  await fake.close();
  await reports.close();
  await leads.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await reports.query("DELETE FROM site_check_live_spend");
  fake.requests.length = 0;
});

const envWith = (extra: Record<string, string> = {}): Record<string, string> => ({
  URL: "https://www.harbour.example",
  LIVE_ANSWERS_RATE_LIMIT: "off",
  LIVE_ANSWERS_OPENAI_API_KEY: "sk-test",
  LIVE_ANSWERS_OPENAI_MODEL: "fixture-model",
  LIVE_ANSWERS_OPENAI_BASE_URL: fake.baseUrl("openai"),
  LIVE_ANSWERS_OPENAI_PRICE_INPUT: "2",
  LIVE_ANSWERS_OPENAI_PRICE_OUTPUT: "8",
  LIVE_ANSWERS_OPENAI_PRICE_REQUEST: "0.01",
  LIVE_ANSWERS_PERPLEXITY_API_KEY: "pplx-test",
  LIVE_ANSWERS_PERPLEXITY_BASE_URL: fake.baseUrl("perplexity"),
  LIVE_ANSWERS_GEMINI_API_KEY: "gemini-test",
  LIVE_ANSWERS_GEMINI_MODEL: "fixture-model",
  LIVE_ANSWERS_GEMINI_BASE_URL: fake.baseUrl("gemini"),
  ...extra,
});

async function keptReport(): Promise<string> {
  return saveReport(reports, {
    address: "https://www.bondiplumbing.com.au/",
    url: "https://www.bondiplumbing.com.au/",
    checkedAt: NOW.toISOString(),
    score: 72,
    categories: [],
    findings: [],
  });
}

const form = (id: string, extra: Record<string, string> = {}): FunctionRequest => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  query: {},
  path: `/api/site-check/live/${id}`,
  body: {
    yourName: "Ada Lovelace",
    email: "ada@bondiplumbing.com.au",
    consent: "yes",
    name: "Bondi Plumbing & Gas",
    service: "emergency plumber",
    place: "Bondi",
    ...extra,
  },
  clientAddress: "203.0.113.7",
  bodyTooLarge: false,
});

/** Made per call: the stores are opened in beforeAll. */
const withStores = () => ({ reports, leads, log, now: () => NOW, kick: false });

it("keeps the enquiry as a lead linking the report, runs every ask on the job runner and counts named and cited", async () => {
  const id = await keptReport();
  const env = envWith();
  const started = await handleLiveStart(form(id), env, live, withStores());
  expect(started.status).toBe(303);
  expect(started.location).toBe(`/ai-search-check/report/${id}/#sc-live`);

  const [lead] = (await leads.list({ limit: 10 })).filter((l) => l.checkReport === id);
  expect(lead?.email).toBe("ada@bondiplumbing.com.au");
  expect(lead?.message).toContain("Bondi Plumbing & Gas (emergency plumber, Bondi)");
  expect(lead?.message).toContain("Consent to be contacted given");
  // The team's page shows what it is about and links the report (checkReport), where the run is.
  expect(lead?.interest).toBe("Live answer check");

  const queued = await liveSection(reports, { id }, env, live, NOW);
  expect(queued?.state).toBe("queued");
  expect(queued?.progress).toEqual({ done: 0, total: 45 });

  expect(await runLiveJobs({ env, log, leads, reports })).toBe(1);
  // 3 questions × 3 engines × 5 times, each through its own API.
  expect(fake.requests).toHaveLength(45);
  expect(fake.requests.every((r) => !JSON.stringify(r.body).includes("Bondi Plumbing"))).toBe(true);

  const row = await loadRun(reports, id);
  expect(row?.state).toBe("done");
  const result = summarise(row?.run ?? { request: undefined as never, answers: [], capped: [] });
  const byEngine = Object.fromEntries(result.engines.map((e) => [e.engine, e]));
  // OpenAI's three answers in turn (named+cited, named, neither): 4 of 5 named, 2 of 5 cited.
  expect(byEngine.openai?.cells.map((c) => [c.named, c.cited, c.answered])).toEqual([
    [4, 2, 5],
    [4, 2, 5],
    [4, 2, 5],
  ]);
  expect(byEngine.openai?.cells[0]?.citedInterval?.low).toBeCloseTo(0.1176, 3);
  expect(byEngine.perplexity?.cells[0]).toMatchObject({ named: 2, cited: 2, answered: 5 });
  expect(byEngine.gemini?.cells[0]).toMatchObject({ named: 0, cited: 0, answered: 5 });
  expect(byEngine.gemini?.instead.map((i) => i.value)).toEqual(["Harbour Drains", "Coastal Gas Co"]);
  expect(byEngine.gemini?.sources[0]).toEqual({ value: "harbourdrains.example", answers: 15 });
  // OpenAI priced from its tokens (2A + 2B + C a question, three questions); the others unknown, not guessed.
  expect(byEngine.openai?.cost.usd).toBeCloseTo(3 * (2 * 0.0148 + 2 * 0.0136 + 0.013), 8);
  expect(byEngine.openai?.cost.unknown).toBe(0);
  expect(byEngine.perplexity?.cost).toEqual({ usd: 0, unknown: 15 });
  expect(byEngine.perplexity?.reportedUsd).toBeCloseTo(9 * 0.00519, 6);

  // The form again: the same run, no second enquiry.
  const again = await handleLiveStart(form(id), env, live, withStores());
  expect(again.status).toBe(303);
  expect((await leads.list({ limit: 50 })).filter((l) => l.checkReport === id)).toHaveLength(1);
}, 60_000);

it("is not offered, and refuses a post, when no engine's key is set", async () => {
  const id = await keptReport();
  expect(await liveSection(reports, { id }, { URL: "https://www.harbour.example" }, live, NOW)).toBeUndefined();
  const refused = await handleLiveStart(form(id), { URL: "https://www.harbour.example" }, live, withStores());
  expect(refused.status).toBe(404);
  expect(fake.requests).toHaveLength(0);
});

it("stops an engine at its daily cap, and offers no new run once every engine is over it", async () => {
  const env = envWith({
    LIVE_ANSWERS_PERPLEXITY_API_KEY: "",
    LIVE_ANSWERS_GEMINI_API_KEY: "",
    LIVE_ANSWERS_OPENAI_DAILY_CAP_USD: "0.05",
    LIVE_ANSWERS_CONCURRENCY: "1",
  });
  const id = await keptReport();
  expect((await handleLiveStart(form(id), env, live, withStores())).status).toBe(303);
  await runLiveJobs({ env, log, leads, reports, now: () => NOW });
  const row = await loadRun(reports, id);
  const result = summarise(row?.run ?? { request: undefined as never, answers: [], capped: [] });
  // 0.0148 × 3, then 0.0136: 0.058, past 0.05, so the fifth ask is not made.
  expect(fake.requests).toHaveLength(4);
  expect(result.engines[0]?.capped).toBe(true);
  expect(result.engines[0]?.cells.map((c) => c.answered)).toEqual([2, 1, 1]);

  const next = await keptReport();
  expect((await liveSection(reports, { id: next }, env, live, NOW))?.state).toBe("capped");
  const refused = await handleLiveStart(
    { ...form(next), headers: { ...form(next).headers, accept: "application/json" } },
    env,
    live,
    withStores(),
  );
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ error: live.errors.capped, code: "capped" });
  // The next Sydney day, the cap is fresh.
  const tomorrow = new Date(NOW.getTime() + 24 * 3600_000);
  expect((await liveSection(reports, { id: next }, env, live, tomorrow))?.state).toBe("offer");
}, 60_000);

it("refuses a post without consent or an email, in the editors' words, and keeps nothing", async () => {
  const id = await keptReport();
  const env = envWith();
  const before = (await leads.list({ limit: 100 })).length;
  const noConsent = await handleLiveStart({ ...form(id, { consent: "" }) }, env, live, withStores());
  expect(noConsent.status).toBe(400);
  expect(String(noConsent.body)).toContain(live.errors.consent);
  const noEmail = await handleLiveStart(form(id, { email: "nope" }), env, live, withStores());
  expect(String(noEmail.body)).toContain(live.errors.email);
  expect((await leads.list({ limit: 100 })).length).toBe(before);
  expect(await loadRun(reports, id)).toBeUndefined();
});
