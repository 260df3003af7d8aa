/**
 * Leads kept in a real PostgreSQL (Debian's, started here on a free 127.0.0.1 port), through
 * `npm run serve` and through the handlers the Netlify adapter generated, with the email provider
 * (a fake Resend) failing and recovering, the database frozen and gone.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import path from "node:path";
import { startFakeResend, resendError, type FakeResend } from "../../src/lib/contact/__tests__/fake-resend";
import { closePostgresStores, postgresStore } from "../../src/lib/leads/stores";
import { addNote, firstResponseMinutes, notesFor, responseFigures, setStage } from "../../src/lib/leads/work";
import { startPostgres, type PostgresServer } from "./support/postgres";
import { serve, stopServer, type Served } from "./support/server";
import { launch, openPage } from "./support/browser";
import { started } from "./support/started";
import { freePort } from "../support/redis-server";
import { freshStoreDir } from "../support/embedded-template";

let pg: PostgresServer;
let fake: FakeResend;

beforeAll(async () => {
  [pg, fake] = await Promise.all([startPostgres(), startFakeResend()]);
}, 60_000);
afterAll(async () => {
  await closePostgresStores();
  await Promise.all([started(pg)?.stop(), started(fake)?.close()]);
});
afterEach(() => fake.reset());

const visitor = (id = randomUUID()) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `lead-${id}@example.com.au`,
  message: "Hello",
  submissionId: id,
});

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}
const row = async (id: string) =>
  (await pg.query<Row>("SELECT id::text, status, attempts, last_error FROM leads WHERE id = $1", [id]))[0];
/** The lead's email job (its id the lead's, in pg-boss's job table) due now, whatever its backoff said. */
const dueNow = (id: string) =>
  pg.query("UPDATE lead_jobs.job SET start_after = now() WHERE name = 'lead-email' AND id = $1", [id]);
/** The emails the provider accepted for a lead: its id is the Idempotency-Key. */
const accepted = (id: string) => fake.requests.filter((r) => r.headers["idempotency-key"] === id);

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("npm run serve with DATABASE_URL", () => {
  let served: Served;
  let port: number;
  const post = (body: unknown) =>
    fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    port = await freePort();
    served = await serve(
      {
        DATABASE_URL: pg.url,
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: fake.url,
        CONTACT_SEND_TIMEOUT_MS: "300",
        CONTACT_RATE_LIMIT: "off",
        LEADS_JOB_INTERVAL_SECONDS: "1",
      },
      port,
    );
  }, 90_000);
  afterAll(() => stopServer(started(served)?.child));

  it("provider down, then back: the visitor is thanked, the lead kept pending, then delivered exactly once", async () => {
    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    const lead = visitor();
    const response = await post(lead);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(await row(lead.submissionId)).toMatchObject({ status: "pending", attempts: 1 });
    expect(accepted(lead.submissionId)).toHaveLength(3);

    // The provider is back (the fake's default answer is success); the retry is due now.
    fake.reset();
    await dueNow(lead.submissionId);
    await until(
      async () => ((await row(lead.submissionId))?.status === "delivered" ? true : undefined),
      10_000,
      "the retry delivers the lead",
    );
    // A run of the lead jobs after the delivery would have sent it again, were it still due: a later
    // lead whose first send fails (the provider down once more) is delivered by them, so they have run since.
    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    const later = visitor();
    expect((await post(later)).status).toBe(200);
    expect(await row(later.submissionId)).toMatchObject({ status: "pending", attempts: 1 });
    await dueNow(later.submissionId);
    await until(
      async () => ((await row(later.submissionId))?.status === "delivered" ? true : undefined),
      10_000,
      "the lead jobs run again",
    );
    expect(accepted(lead.submissionId)).toHaveLength(1);
    expect(await row(lead.submissionId)).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
  });

  it("one submission posted twice makes one row and one email", async () => {
    const lead = visitor();
    expect((await post(lead)).status).toBe(200);
    expect((await post(lead)).status).toBe(200);
    expect(await pg.query("SELECT id FROM leads WHERE id = $1", [lead.submissionId])).toHaveLength(1);
    expect(accepted(lead.submissionId)).toHaveLength(1);
  });

  it("200 concurrent posts make 200 rows, none twice", async () => {
    const leads = Array.from({ length: 200 }, () => visitor());
    const statuses = await Promise.all(leads.map(async (lead) => (await post(lead)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    const ids = leads.map((lead) => lead.submissionId);
    // On a busy machine a post may be answered through the email path at the store's deadline
    // while its row, queued for one of the pool's connections, lands a moment later: it is kept all
    // the same, once.
    const count = async () =>
      Number(
        (await pg.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE id = ANY($1::uuid[])", [ids]))[0]?.n,
      );
    const deadline = Date.now() + 15_000;
    while ((await count()) < 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await count()).toBe(200);
  });

  it("a frozen database gets two seconds, then the email path answers within the limit", async () => {
    pg.freeze();
    try {
      const lead = visitor();
      // The two seconds are counted on a fake clock in handler-store.test.ts; here the real server,
      // its database frozen, answers through the email path (a hang would fail at the test's timeout).
      const response = await post(lead);
      expect(response.status).toBe(200);
      expect(accepted(lead.submissionId)).toHaveLength(1);
    } finally {
      pg.thaw();
    }
  });

  it("a frozen database and a failing provider: 503 with SPEC's error, within the 15 s promise", async () => {
    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    pg.freeze();
    try {
      // The visitor's 15 s promise is the behaviour here, and the answer comes in some 2 s: a generous
      // bound that only says the form does not hang (the deadlines themselves are handler.test.ts's).
      const started = Date.now();
      const response = await post(visitor());
      expect(response.status).toBe(503);
      const body = (await response.json()) as { ok: boolean; error: string };
      expect(body.ok).toBe(false);
      expect(body.error).toMatch(
        /^Sorry, we couldn't send your message just now\. .*call \(02\) 5550 1234 or email hello@harbouraiseo\.com\.au\.$/,
      );
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      pg.thaw();
    }
  });

  it("shows the team's page no lead until the server's one-time link signs the browser in, and that link only once", async () => {
    const lead = visitor();
    expect((await post(lead)).status).toBe(200);
    const site = `http://127.0.0.1:${port}`;
    const page = await fetch(`${site}/admin/leads/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain(lead.email);
    for (const query of ["", "?format=csv", "?status=pending"]) {
      const api = await fetch(`${site}/api/leads${query}`);
      expect([query, api.status, api.headers.get("cache-control")]).toEqual([query, 401, "no-store"]);
      expect(await api.text()).not.toContain(lead.email);
    }

    const token = /\/api\/leads\/login\?token=([\w-]+)/.exec(served.output())?.[1];
    expect(token).toBeDefined();
    // Opening the link (or a chat app's preview of it) shows the button and spends nothing.
    const opened = await fetch(`${site}/api/leads/login?token=${token}`, { redirect: "manual" });
    expect([opened.status, opened.headers.get("set-cookie")]).toEqual([200, null]);
    expect(await opened.text()).toContain('<button type="submit">Sign in</button>');
    const pressSignIn = () =>
      fetch(`${site}/api/leads/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `token=${token ?? ""}`,
      });
    const signIn = await pressSignIn();
    expect([signIn.status, signIn.headers.get("location")]).toEqual([303, "/admin/leads/"]);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^leads_session=[\w-]{40,}$/);
    const leads = await fetch(`${site}/api/leads`, { headers: { cookie } });
    expect(leads.status).toBe(200);
    expect(await leads.text()).toContain(lead.email);
    const csv = await fetch(`${site}/api/leads?format=csv`, { headers: { cookie } });
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await csv.text()).toContain(lead.email);
    // Another site's page cannot read them with the team member's cookie.
    expect((await fetch(`${site}/api/leads`, { headers: { cookie, "sec-fetch-site": "cross-site" } })).status).toBe(
      403,
    );

    const again = await pressSignIn();
    expect([again.status, again.headers.get("location"), again.headers.get("set-cookie")]).toEqual([
      303,
      "/admin/leads/?signin=link-used",
      null,
    ]);
  });

  it("shows a team member the enquiries in the browser after `npm run leads -- link`, and signs them out", async () => {
    // Sent from a kept AI search check report, a comparison: the team's page links to it and names all three sites.
    const report = "3q2-7wAAAAAAAAAAAAAAAA";
    const lead = {
      ...visitor(),
      checkedUrl: "https://example.com.au/",
      checkScore: "72",
      checkReport: report,
      checkCompared: "https://rival.com.au/ https://other.com.au/",
    };
    expect((await post(lead)).status).toBe(200);
    const site = `http://127.0.0.1:${port}`;
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "leads", "--", "link", "--origin", site], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, DATABASE_URL: pg.url },
    });
    const link = stdout.trim().split("\n").pop() ?? "";
    expect(link).toMatch(new RegExp(`^${site}/api/leads/login\\?token=[\\w-]{40,}$`));

    const browser = await launch();
    try {
      const { page, errors, failedRequests } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
      await page.goto(link);
      // The link's page spends nothing until its button is pressed.
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/admin/leads/"),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      expect(new URL(page.url()).pathname).toBe("/admin/leads/");
      const row = page.locator("tbody tr", { hasText: lead.email });
      await row.waitFor();
      expect(await row.textContent()).toContain("Ada Lovelace");
      expect(await row.textContent()).toContain("Compared with: https://rival.com.au/, https://other.com.au/");
      expect(await row.getByRole("link", { name: "Open the report" }).getAttribute("href")).toBe(
        `/ai-search-check/report/${report}/`,
      );
      // The team's work from the page: a stage and a note, saved by the page's own POST.
      await row.getByRole("combobox", { name: "Stage of Ada Lovelace" }).selectOption("contacted");
      await page.getByText("Saved.", { exact: true }).waitFor();
      const saved = page.locator("tbody tr", { hasText: lead.email });
      await saved.getByRole("textbox", { name: "New note on Ada Lovelace" }).fill("Rang back; proposal on Friday");
      await saved.getByRole("button", { name: "Add note" }).click();
      await page.locator("tbody tr", { hasText: "Rang back; proposal on Friday" }).waitFor();
      expect(await page.locator("tbody tr", { hasText: lead.email }).textContent()).toMatch(
        /by local, .*First answered after \d+ min/,
      );
      await expect(page.getByRole("link", { name: "Download CSV" }).getAttribute("href")).resolves.toBe(
        "/api/leads?format=csv",
      );
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("heading", { name: "Sign in to see enquiries" }).waitFor();
      expect(await page.locator("tbody tr").count()).toBe(0);
      expect([errors, failedRequests.filter((r) => !r.startsWith("401 "))]).toEqual([[], []]);
    } finally {
      await browser.close();
    }
  });

  it("writes no lead into its log beyond the id", () => {
    expect(served.output()).not.toMatch(/lead-[0-9a-f-]+@example\.com\.au|Lovelace/);
  });
});

describe("the team's work on a real PostgreSQL", () => {
  it("stages with who and when, notes, the first-response median, search, spam and a reused id, as on PGlite", async () => {
    const store = await postgresStore(pg.url);
    const t0 = new Date();
    const a = visitor();
    const b = visitor();
    const base = (v: ReturnType<typeof visitor>, minutesAgo: number) => ({
      id: v.submissionId,
      receivedAt: new Date(t0.getTime() - minutesAgo * 60_000),
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      message: v.message,
      company: "Harbour Plumbing",
      attribution: {},
    });
    try {
      expect(await store.insert(base(a, 120), t0)).toBe("stored");
      expect(await store.insert(base(a, 120), t0)).toBe("duplicate");
      expect(await store.insert({ ...base(a, 120), message: "Other" }, t0)).toBe("conflict");
      expect(await store.insert(base(b, 60), t0, "spam")).toBe("stored");
      expect(
        await setStage(store, a.submissionId, "contacted", "editor", new Date(t0.getTime() - 90 * 60_000)),
      ).toEqual({ from: "new", to: "contacted", released: false });
      expect(await addNote(store, a.submissionId, "editor", "Called back", t0)).toBe(true);
      expect(await store.get(a.submissionId)).toMatchObject({ stage: "contacted", stageChangedBy: "editor" });
      expect((await notesFor(store, [a.submissionId])).get(a.submissionId)?.map((note) => note.body)).toEqual([
        "Called back",
      ]);
      const kept = await store.get(a.submissionId);
      expect(kept && firstResponseMinutes(kept)).toBe(30);
      // The median runs on Postgres's percentile_cont (the other tests' leads share this database).
      expect((await responseFigures(store, t0)).medianMinutes).toEqual(expect.any(Number));
      expect((await store.list({ search: "harbour plumb", hideSpam: true })).map((lead) => lead.id)).toContain(
        a.submissionId,
      );
      expect((await store.list({ search: "harbour plumb", hideSpam: true })).map((lead) => lead.id)).not.toContain(
        b.submissionId,
      );
      expect(await setStage(store, b.submissionId, "new", "editor", t0)).toEqual({
        from: "spam",
        to: "new",
        released: true,
      });
      // Released: its email's job is made, due now (the database's clock, which the jobs read).
      const due = (await store.get(b.submissionId))?.nextAttemptAt?.getTime() ?? Infinity;
      expect(due).toBeLessThanOrEqual(Date.now() + 1000);
      expect(
        await pg.query("SELECT name, state FROM lead_jobs.job WHERE data->>'leadId' = $1", [b.submissionId]),
      ).toEqual([{ name: "lead-email", state: "created" }]);
    } finally {
      // Gone again, so that the jobs the next tests run find only their own leads due.
      for (const v of [a, b]) await store.deleteByEmail(v.email);
    }
  });
});

describe("npm run leads while npm run serve holds the embedded store", () => {
  let served: Served;
  let port: number;
  const storeDir = freshStoreDir("e2e-leads-held-");
  const leads = async (...args: string[]) =>
    promisify(execFile)("npm", ["run", "--silent", "leads", "--", ...args], {
      cwd: path.resolve(__dirname, "../.."),
      env: {
        ...process.env,
        DATABASE_URL: "",
        NETLIFY_DATABASE_URL: "",
        LEADS_STORE_DIR: storeDir,
        LEADS_AUTHOR: "sam",
      },
    });

  beforeAll(async () => {
    port = await freePort();
    served = await serve(
      {
        DATABASE_URL: "",
        NETLIFY_DATABASE_URL: "",
        LEADS_STORE_DIR: storeDir,
        CONTACT_RATE_LIMIT: "off",
        CONTACT_OUTBOX_DIR: `${storeDir}-outbox`,
      },
      port,
    );
  }, 90_000);
  afterAll(() => stopServer(started(served)?.child));

  it("export, stage, note, report and link run through the server, against the store it holds", async () => {
    const lead = visitor();
    const post = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(post.status).toBe(200);

    expect((await leads("stage", lead.submissionId, "contacted")).stdout).toBe(
      `lead ${lead.submissionId}: new → contacted\n`,
    );
    expect((await leads("note", lead.submissionId, "Called back")).stdout).toBe(
      `note added to lead ${lead.submissionId}\n`,
    );
    const exported = JSON.parse((await leads("export", "--format", "json")).stdout) as Array<Record<string, unknown>>;
    expect(exported.find((row) => row.id === lead.submissionId)).toMatchObject({
      email: lead.email,
      stage: "contacted",
      stageChangedBy: "sam",
      notes: expect.stringContaining("sam: Called back") as string,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.parse((await leads("report", "--since", today, "--format", "json")).stdout)).toMatchObject({
      enquiries: 1,
    });
    expect((await leads("retry", "--now")).stdout).toMatch(/0 delivered, 0 to retry later, 0 marked failed\n$/);
    const link = (await leads("link", "--origin", `http://127.0.0.1:${port}`)).stdout.trim();
    expect(link).toMatch(/\/api\/leads\/login\?token=[\w-]{40,}$/);
    // The server's own store took the link: pressing its button signs in.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/leads/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${new URL(link).searchParams.get("token") ?? ""}`,
    });
    expect([signIn.status, signIn.headers.get("location")]).toEqual([303, "/admin/leads/"]);
  }, 120_000);
});
