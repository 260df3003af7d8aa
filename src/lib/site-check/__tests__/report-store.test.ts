/**
 * The AI search check's reports live apart from the leads (report-store.ts): their own embedded
 * folder, as `npm run serve` opens it, with a size budget (SITE_CHECK_REPORTS_MAX_MB, read per
 * request) past which the oldest reports go first. Whatever the reports store does (full to its
 * budget, failing on every query, its folder impossible to open), an enquiry sent through the
 * contact Function is kept.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedBareStore, seedReportsStore, seedStore } from "../../../../tests/support/embedded-template";
import { handleContact, type ContactDeps, type ContactRequest, type Logger } from "../../contact/handler";
import { openEmbedded } from "../../leads/embedded";
import { LeadStore } from "../../leads/store";
import { holdsLeftoverReports, purgeLeftoverReports } from "../../leads/report-retention";
import type { Transport } from "../../platform/email";
import { createMemoryRateLimiter } from "../../platform/rate-limit";
import { handleSiteCheck, resetSiteCheck, type AnsweredReport } from "../handler";
import { handleStoredReport } from "../report-handler";
import { ReportStore, reportStoreFor, setHostReportStore, type ReportEngine } from "../report-store";
import { openEmbeddedReports, openServerReportStore } from "../report-store-embedded";
import { loadReport, purgeReports, saveReport } from "../reports";
import type { CheckReport } from "../run";
import { finding } from "./findings";
import { projectWords } from "./project-words";

const MB = 1024 * 1024;
const ENV = { SITE_CHECK_RATE_LIMIT: "off", URL: "https://www.harbour.example" };
const words = projectWords();

let dir: string;
let leads: LeadStore;
let reports: ReportStore;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-check-report-store-"));
  leads = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  reports = new ReportStore(await openEmbeddedReports(seedReportsStore(path.join(dir, "reports"))));
  await leads.list({ limit: 1 });
}, 60_000);
afterAll(async () => {
  setHostReportStore(undefined);
  await reports.close();
  await leads.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  // As `npm run serve` hands its reports store to the check's Functions.
  setHostReportStore(Promise.resolve(reports));
  resetSiteCheck();
  await reports.query("DELETE FROM site_check_reports");
  await leads.db.query("DELETE FROM leads");
});

/** A report of about `kb` kB of JSON (its findings' words), checked at `checkedAt`. */
function reportOfSize(n: number, kb: number, checkedAt: Date): CheckReport {
  const url = `https://site-${n}.example.com.au/`;
  const padding = "a finding's words ".repeat(Math.ceil((kb * 1024) / 18 / 20));
  return {
    address: url,
    url,
    checkedAt: checkedAt.toISOString(),
    score: 50,
    categories: [{ id: "files", title: "Site files and weight", score: 50 }],
    findings: Array.from({ length: 20 }, (_, i) => ({ ...finding(`f${i}`, "fail"), detail: padding })),
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

/** The kept reports, oldest first, with their stored sizes. */
const kept = async () =>
  (
    await reports.query<{ id: string; bytes: number }>(
      "SELECT id, bytes FROM site_check_reports ORDER BY created_at, id",
    )
  ).map((row) => ({ id: row.id, bytes: row.bytes }));

const sum = (rows: ReadonlyArray<{ bytes: number }>) => rows.reduce((total, row) => total + row.bytes, 0);

const ID = "6c1f9a4d-2e3b-4d5c-8f6a-b1c2d3e4f5a6";
const visitor = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com.au",
  message: "Please call me about the check",
  service: "local-seo",
  submissionId: ID,
};

const enquiry: ContactRequest = {
  method: "POST",
  headers: { host: "www.example.com.au", "content-type": "application/json", "sec-fetch-site": "same-origin" },
  body: visitor,
  clientAddress: "203.0.113.10",
};

/** Sends the enquiry through the contact Function, its store the lead store, as the existing tests do. */
async function sendEnquiry() {
  const sent: string[] = [];
  const transport: Transport = {
    name: "test",
    send: (_message, key) => {
      sent.push(key);
      return Promise.resolve({ ok: true });
    },
  };
  const deps: ContactDeps = {
    rateLimiter: createMemoryRateLimiter(),
    log: jest.fn<ReturnType<Logger>, Parameters<Logger>>(),
    transport: () => transport,
    store: leads,
  };
  return { result: await handleContact(enquiry, {}, deps), sent };
}

/** A check through the Function's handler, its reports where the Functions find them (reportStoreFor). */
async function check(report: CheckReport, log = jest.fn()) {
  return handleSiteCheck(
    {
      method: "GET",
      headers: { accept: "application/json" },
      query: { url: report.url },
      clientAddress: "203.0.113.7",
    },
    ENV,
    { log, words, frame: null, reports: reportStoreFor, check: jest.fn(() => Promise.resolve(report)) },
  );
}

describe("the reports store's budget", () => {
  it("holds the reports to SITE_CHECK_REPORTS_MAX_MB when filled past it, and an enquiry sent then is kept", async () => {
    const env = { ...ENV, SITE_CHECK_REPORTS_MAX_MB: "1" };
    const store = await reportStoreFor(env);
    if (!store) throw new Error("no reports store");
    // Twice the budget, in reports of some 64 kB.
    for (let i = 0; i < 32; i += 1) await saveReport(store, reportOfSize(i, 64, at(i)));
    const rows = await kept();
    expect(sum(rows)).toBeLessThanOrEqual(MB);
    expect(sum(rows)).toBeGreaterThan(MB - 2 * (rows[0]?.bytes ?? 0));
    // None of it in the leads' folder.
    expect(await leads.query("SELECT count(*)::int AS n FROM site_check_reports")).toEqual([{ n: 0 }]);

    const { result, sent } = await sendEnquiry();
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(sent).toEqual([ID]);
    expect(await leads.get(ID)).toMatchObject({
      firstName: "Grace",
      email: "grace@example.com.au",
      status: "delivered",
    });
  });

  it("deletes the oldest reports first once over it, read per request, and keeps the newest", async () => {
    const save = async (n: number, budgetMb: string) => {
      const store = await reportStoreFor({ ...ENV, SITE_CHECK_REPORTS_MAX_MB: budgetMb });
      if (!store) throw new Error("no reports store");
      return saveReport(store, reportOfSize(n, 40, at(n)));
    };
    const ids: string[] = [];
    // Under 1 MB, ten reports of some 40 kB are all kept.
    for (let n = 0; n < 10; n += 1) ids.push(await save(n, "1"));
    expect((await kept()).map((row) => row.id)).toEqual(ids);

    // The budget lowered to 0.25 MB: the next report keeps the newest that fit, the oldest gone.
    ids.push(await save(10, "0.25"));
    const rows = await kept();
    const size = rows[0]?.bytes ?? 0;
    expect(rows.map((row) => row.id)).toEqual(ids.slice(ids.length - rows.length));
    expect(sum(rows)).toBeLessThanOrEqual(0.25 * MB);
    // No more deleted than it took: one more of the same size would not have fitted.
    expect(sum(rows) + size).toBeGreaterThan(0.25 * MB);
    expect(await loadReport(reports, ids[0] ?? "", ENV, at(30))).toBeUndefined();
    expect(await loadReport(reports, ids[10] ?? "", ENV, at(30))).toMatchObject({ id: ids[10] });

    // The scheduled purge holds a budget lowered since the last report, oldest first too.
    expect(await purgeReports(reports, at(30), { ...ENV, SITE_CHECK_REPORTS_MAX_MB: "0.1" })).toBeGreaterThan(0);
    const left = await kept();
    expect(left.map((row) => row.id)).toEqual(ids.slice(ids.length - left.length));
    expect(sum(left)).toBeLessThanOrEqual(0.1 * MB);
  });

  it("keeps a report larger than the whole budget (its link works), the older ones making way", async () => {
    const small = await saveReport(
      (await reportStoreFor({ ...ENV, SITE_CHECK_REPORTS_MAX_MB: "1" })) ?? reports,
      reportOfSize(1, 10, at(1)),
    );
    const store = await reportStoreFor({ ...ENV, SITE_CHECK_REPORTS_MAX_MB: "0.05" });
    if (!store) throw new Error("no reports store");
    const big = await saveReport(store, reportOfSize(2, 100, at(2)));
    expect((await kept()).map((row) => row.id)).toEqual([big]);
    expect(await loadReport(reports, small, ENV, at(3))).toBeUndefined();
  });
});

describe("a reports store that fails", () => {
  it("fails on every query: the check answers without keeping its report, a report reads as unavailable, and an enquiry is kept", async () => {
    const failing = new Error("could not extend file: No space left on device");
    const broken: ReportEngine = {
      kind: "embedded",
      location: "a full disk",
      query: () => Promise.reject(failing),
      transaction: () => Promise.reject(failing),
      close: () => Promise.resolve(),
    };
    setHostReportStore(Promise.resolve(new ReportStore(broken)));
    const log = jest.fn();
    const answered = await check(reportOfSize(1, 2, at(1)), log);
    expect(answered.status).toBe(200);
    expect((answered.body as AnsweredReport).id).toBeUndefined();
    expect(log).toHaveBeenCalledWith("warn", expect.stringContaining("No space left on device"));
    const read = await handleStoredReport(
      { method: "GET", headers: {}, query: {}, path: "/api/site-check/reports/AAAAAAAAAAAAAAAAAAAAAA" },
      ENV,
      "json",
      { reports: reportStoreFor, log: jest.fn() },
    );
    expect(read.status).toBe(503);

    const { result } = await sendEnquiry();
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(await leads.get(ID)).toMatchObject({ firstName: "Grace" });
  });

  it("cannot open its folder (a file where the folder should be): no report is kept, and an enquiry is kept", async () => {
    const blocked = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocked, "");
    const opening = openServerReportStore({ SITE_CHECK_REPORTS_DIR: path.join(blocked, "reports") });
    setHostReportStore(opening);
    await expect(opening).rejects.toThrow();
    const log = jest.fn();
    const answered = await check(reportOfSize(2, 2, at(2)), log);
    expect(answered.status).toBe(200);
    expect((answered.body as AnsweredReport).id).toBeUndefined();

    const { result } = await sendEnquiry();
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(await leads.get(ID)).toMatchObject({ firstName: "Grace" });
  });
});

describe("the reports store's own migrations", () => {
  it("keep a lead store's reports table from migration 8 and its reports, adding the sizes", async () => {
    const db = await openEmbedded(seedStore(path.join(dir, "an-older-lead-store")));
    // Closed through the lead store, which stops its job queue first: closing the database under a
    // running queue leaves it logging "PGlite is closed" after the test, which fails the run.
    const older = new LeadStore(db);
    try {
      await older.list({ limit: 1 });
      // A report kept as the lead store kept them, before the reports had a store of their own.
      const report = reportOfSize(7, 3, new Date());
      await db.query(
        `INSERT INTO site_check_reports (id, created_at, address, score, previous_id, report) VALUES ($1, $2, $3, $4, NULL, $5::jsonb)`,
        ["OlderReportOlderReport", report.checkedAt, report.address, report.score, JSON.stringify(report)],
      );
      const store = new ReportStore(db, true);
      expect(await loadReport(store, "OlderReportOlderReport", ENV)).toMatchObject({ address: report.address });
      const [row] = await store.query<{ bytes: number }>("SELECT bytes FROM site_check_reports");
      expect(row?.bytes).toBeGreaterThan(3 * 1024);
    } finally {
      await older.close();
    }
  }, 30_000);

  it("on the leads' own database, make no table before the leads' migrations do, so those still run", async () => {
    const db = await openEmbedded(seedBareStore(path.join(dir, "a-new-database")));
    const leadStore = new LeadStore(db);
    try {
      const store = new ReportStore(db, true);
      await expect(store.query("SELECT count(*) FROM site_check_reports")).rejects.toThrow(/lead store has not made/);
      // The leads' migrations (8 makes the table without IF NOT EXISTS) run as on any new database.
      await leadStore.list({ limit: 1 });
      const id = await saveReport(store.for(ENV), reportOfSize(8, 2, new Date()));
      expect(await loadReport(store, id, ENV)).toMatchObject({ id });
    } finally {
      await leadStore.close();
    }
    // A new embedded database and the leads' whole migration list: seconds on a busy machine.
  }, 30_000);
});

describe("the lead jobs and the reports", () => {
  it("leave the reports' table alone where it is the reports store's, and delete only the old leftovers of an embedded lead store", async () => {
    const url = "postgres://leads@db.example/site";
    expect(holdsLeftoverReports({ kind: "postgres" }, { DATABASE_URL: url })).toBe(false);
    expect(holdsLeftoverReports({ kind: "postgres" }, { DATABASE_URL: url, SITE_CHECK_DATABASE_URL: url })).toBe(false);
    expect(
      holdsLeftoverReports({ kind: "postgres" }, { DATABASE_URL: url, SITE_CHECK_DATABASE_URL: `${url}-reports` }),
    ).toBe(true);
    expect(holdsLeftoverReports(leads, {})).toBe(true);

    const report = reportOfSize(9, 1, new Date(Date.now() - 100 * 86_400_000));
    await leads.query(
      `INSERT INTO site_check_reports (id, created_at, address, score, report) VALUES ('LeftoverLeftoverLefto0', $1, $2, 50, $3::jsonb)`,
      [report.checkedAt, report.address, JSON.stringify(report)],
    );
    expect(await purgeLeftoverReports(leads, new Date(), ENV)).toBe(1);
    expect(await leads.query("SELECT count(*)::int AS n FROM site_check_reports")).toEqual([{ n: 0 }]);
  });
});
