/**
 * The live site as Netlify builds it: the live copy (support/fixture-site.ts: the fixtures and
 * stand-ins for the agency's facts) built by Netlify's CLI offline in the production context, which
 * refuses placeholders. What only that build does is checked here: it passes, the IndexNow plugin's
 * onSuccess announces the changed pages to a stand-in endpoint and keeps the record in Netlify's
 * build cache, and its Functions, served by Netlify's CLI (`netlify functions:serve`), do what they
 * say: the scheduled ones when run once as the scheduler runs them, the contact Function keeping a
 * lead in a real PostgreSQL, and the team's page refusing strangers.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SITE_URL } from "../../src/lib/site-url";
import { fixtureBuildLog, fixtureSite, FIXTURE_INDEXNOW_KEY, REMOVED_PAGE } from "./support/fixture-site";
import { freePort } from "../support/redis-server";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github";
import { resendError, startFakeResend, type FakeResend } from "../../src/lib/contact/__tests__/fake-resend";
import { startPostgres, type PostgresServer } from "./support/postgres";

let root: string;
beforeAll(async () => {
  root = (await fixtureSite()).root;
}, 660_000);

/** Each address in the built sitemaps with its lastmod. */
function sitemap(): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  const dir = path.join(root, "public");
  for (const file of fs.readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
    for (const [, block = ""] of fs.readFileSync(path.join(dir, file), "utf8").matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1];
      if (loc) entries.set(loc, /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1] ?? null);
    }
  }
  return entries;
}

describe("Netlify's build of the live site", () => {
  it("passes in the production context once the agency's facts are filled", () => {
    const log = fixtureBuildLog();
    expect(log).toMatch(/Context\s+production/);
    expect(log).toContain("Netlify Build Complete");
    // Bundled as Netlify bundles them: every Function and the Edge Function.
    expect(
      fs
        .readdirSync(path.join(root, ".netlify", "functions"))
        .filter((f) => f.endsWith(".zip"))
        .sort(),
    ).toEqual(
      expect.arrayContaining(["contact-js.zip", "leads-jobs.zip", "publish-scheduled.zip", "site-check-js.zip"]),
    );
    const edge = JSON.parse(
      fs.readFileSync(path.join(root, ".netlify", "edge-functions-dist", "manifest.json"), "utf8"),
    ) as { routes: { function: string; path: string }[] };
    expect(edge.routes).toEqual([expect.objectContaining({ function: "markdown-twin", path: "/*" })]);
  });

  it("announces the changed pages to IndexNow after the deploy, once, and keeps their dates for the next", () => {
    const posts = JSON.parse(fs.readFileSync(path.join(root, "indexnow-posts.json"), "utf8")) as {
      method: string;
      url: string;
      contentType: string;
      body: string;
    }[];
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect([post?.method, post?.url, post?.contentType]).toEqual([
      "POST",
      "/indexnow",
      "application/json; charset=utf-8",
    ]);
    const dated = [...sitemap()].filter(([, lastmod]) => lastmod !== null).map(([url]) => url);
    // Every page is new to a record that held only a page since removed; the removed one is announced too.
    expect(dated.length).toBeGreaterThan(20);
    expect(JSON.parse(post?.body ?? "{}")).toEqual({
      host: new URL(SITE_URL).host,
      key: FIXTURE_INDEXNOW_KEY,
      keyLocation: `${SITE_URL}/${FIXTURE_INDEXNOW_KEY}.txt`,
      urlList: expect.arrayContaining([...dated, REMOVED_PAGE]) as string[],
    });
    expect(fs.readFileSync(path.join(root, "public", `${FIXTURE_INDEXNOW_KEY}.txt`), "utf8").trim()).toBe(
      FIXTURE_INDEXNOW_KEY,
    );
    // Saved to Netlify's build cache for the next deploy: this deploy's dates, without the removed page.
    const record = JSON.parse(
      fs.readFileSync(path.join(root, ".netlify", "cache", "cwd", ".netlify", "indexnow", "last-deploy.json"), "utf8"),
    ) as Record<string, string | null>;
    expect(Object.keys(record)).not.toContain(REMOVED_PAGE);
    for (const url of dated) expect([url, record[url]]).toEqual([url, sitemap().get(url)]);
  });
});

/**
 * `netlify functions:serve` in the live copy: every Function it built, in Netlify's Lambda runtime,
 * with the settings of the process that starts it (as Netlify gives a deploy its settings). Answers
 * at `/.netlify/functions/<name>`; the site's own routes (/api/…) are Netlify's redirects, which
 * netlify-preview.test.ts checks.
 */
async function serveFunctions(
  settings: (origin: string) => NodeJS.ProcessEnv,
): Promise<{ origin: string; output(): string; stop(): void }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/netlify/offline.mjs", "functions:serve", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, SITE_BUILD_DATE: "", ...settings(origin) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/.netlify/functions/site-check-js`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`netlify functions:serve did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, output: () => output, stop };
}

/** Runs a scheduled Function as Netlify's scheduler does (its user agent); waits until it has logged `done`. */
async function runScheduled(served: { origin: string; output(): string }, name: string, done: RegExp) {
  const before = served.output().length;
  const response = await fetch(`${served.origin}/.netlify/functions/${name}`, {
    method: "POST",
    headers: { "user-agent": "Netlify Clockwork" },
  });
  const deadline = Date.now() + 15_000;
  while (!done.test(served.output().slice(before)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return { status: response.status, logged: served.output().slice(before) };
}

describe("the hourly publishing Function of the live site, run once on request", () => {
  let served: Awaited<ReturnType<typeof serveFunctions>>;
  /** The live deploy's schedule, as the stand-in serves it, and each call of the build hook. */
  let schedule: object = {};
  const hookCalls: string[] = [];
  let live: http.Server;

  beforeAll(async () => {
    live = http.createServer((req, res) => {
      if (req.url === "/publish-schedule.json") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(schedule));
        return;
      }
      if (req.url?.startsWith("/build_hooks/")) hookCalls.push(req.url);
      req.resume();
      req.on("end", () => res.writeHead(req.url?.startsWith("/build_hooks/") ? 200 : 404).end());
    });
    await new Promise<void>((resolve) => live.listen(0, "127.0.0.1", resolve));
    const liveOrigin = `http://127.0.0.1:${(live.address() as { port: number }).port}`;
    served = await serveFunctions(() => ({
      SITE_URL: liveOrigin,
      BUILD_HOOK_URL: `${liveOrigin}/build_hooks/fixture`,
    }));
  }, 90_000);

  afterAll(async () => {
    served.stop();
    live.closeAllConnections();
    await new Promise<void>((resolve) => live.close(() => resolve()));
  });

  it("calls the build hook once an entry has fallen due since the live deploy, and not before", async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const due = at(-hour);
    schedule = { builtAt: at(-2 * hour), pending: [due, at(24 * hour)] };
    const rebuilt = await runScheduled(served, "publish-scheduled", /build hook called/);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.logged).toContain(`build hook called (200) for 1 entry due at ${due}`);
    expect(hookCalls).toHaveLength(1);
    expect(new URL(hookCalls[0] ?? "", served.origin).searchParams.get("trigger_title")).toBe(
      `Scheduled publishing: due at ${due}`,
    );
    // The rebuilt deploy was made after that entry's time: nothing is due until the next one.
    schedule = { builtAt: at(-60_000), pending: [at(24 * hour)] };
    const waiting = await runScheduled(served, "publish-scheduled", /nothing due since the build/);
    expect(waiting.logged).toContain("nothing due since the build of");
    expect(hookCalls).toHaveLength(1);
  });
});

describe("the live site's Functions in Netlify's runtime, with a real PostgreSQL", () => {
  let pg: PostgresServer;
  let resend: FakeResend;
  let github: FakeGitHub;
  let served: Awaited<ReturnType<typeof serveFunctions>>;
  const GITHUB = { clientId: "team-client", clientSecret: "team-secret", repo: "agency/site" };
  const WEBHOOK_SECRET = `whsec_${Buffer.from("resend's signing secret, 32 bytes").toString("base64")}`;

  beforeAll(async () => {
    [pg, resend, github] = await Promise.all([startPostgres(), startFakeResend(), startFakeGitHub(GITHUB)]);
    served = await serveFunctions((origin) => ({
      DATABASE_URL: pg.url,
      RESEND_API_KEY: "re_test_key",
      RESEND_BASE_URL: resend.url,
      CONTACT_SEND_TIMEOUT_MS: "300",
      CONTACT_RATE_LIMIT: "off",
      GITHUB_OAUTH_CLIENT_ID: GITHUB.clientId,
      GITHUB_OAUTH_CLIENT_SECRET: GITHUB.clientSecret,
      GITHUB_OAUTH_BASE_URL: github.url,
      CMS_GITHUB_API_ROOT: github.url,
      CMS_GITHUB_REPO: GITHUB.repo,
      RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Netlify gives its Functions the site's address; here, theirs.
      SITE_URL: origin,
    }));
  }, 120_000);

  afterAll(async () => {
    served.stop();
    await Promise.all([pg.stop(), resend.close(), github.close()]);
  });

  const fn = (name: string, init: RequestInit = {}) =>
    fetch(`${served.origin}/.netlify/functions/${name}`, { redirect: "manual", ...init });
  const sameOrigin = () => ({ origin: served.origin, "sec-fetch-site": "same-origin" });
  const status = async (id: string) =>
    (await pg.query<{ status: string }>("SELECT status FROM leads WHERE id = $1", [id]))[0]?.status;

  it("the contact Function keeps the lead when the email provider refuses it, and leads-jobs delivers it once", async () => {
    const lead = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: `netlify-${randomUUID()}@example.com.au`,
      message: "Please call me about local SEO.",
      submissionId: randomUUID(),
    };
    resend.respondWith(resendError(401, "invalid_api_key"));
    const answer = await fn("contact-js", {
      method: "POST",
      headers: { ...sameOrigin(), "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
    // Kept before the visitor is answered: a success for them.
    expect([answer.status, await answer.json()]).toEqual([200, { ok: true }]);
    expect(await status(lead.submissionId)).toBe("pending");

    resend.reset();
    await pg.query("UPDATE lead_jobs.job SET start_after = now() WHERE name = 'lead-email' AND id = $1", [
      lead.submissionId,
    ]);
    const jobs = await runScheduled(served, "leads-jobs", /jobs ran:/);
    expect(jobs.status).toBe(200);
    expect(jobs.logged).toMatch(/jobs ran: 1 delivered/);
    expect(await status(lead.submissionId)).toBe("delivered");
    // One email: a send the transport repeated after its own timeout (a busy machine) carries the same
    // idempotency key and body, and the provider sends it once.
    const sends = resend.requests.filter((r) => r.headers["idempotency-key"] === lead.submissionId);
    expect(new Set(sends.map((r) => r.body)).size).toBe(1);
    expect(resend.emails().filter((r) => r.headers["idempotency-key"] === lead.submissionId)).toHaveLength(1);
  });

  it("the team's page answers no lead to a stranger, nor to a GitHub user who cannot write to the repository", async () => {
    const lead = {
      firstName: "Grace",
      lastName: "Hopper",
      email: `team-${randomUUID()}@example.com.au`,
      message: "Hello",
    };
    expect(
      (
        await fn("contact-js", {
          method: "POST",
          headers: { ...sameOrigin(), "content-type": "application/json" },
          body: JSON.stringify(lead),
        })
      ).status,
    ).toBe(200);
    for (const cookie of ["", "leads_session=guessed"]) {
      const answer = await fn("leads-index-js", { headers: { ...sameOrigin(), ...(cookie ? { cookie } : {}) } });
      expect([cookie, answer.status]).toEqual([cookie, 401]);
      expect(await answer.text()).not.toContain(lead.email);
    }
    /** GitHub's round trip, as the browser makes it: the callback's answer. */
    const signIn = async () => {
      const start = await fn("leads-auth-js", { headers: sameOrigin() });
      const authorize = new URL(start.headers.get("location") ?? "");
      const stateCookie = (start.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const back = new URL((await fetch(authorize, { redirect: "manual" })).headers.get("location") ?? "");
      return fn(`leads-callback-js${back.search}`, {
        headers: { cookie: stateCookie, "sec-fetch-site": "cross-site" },
      });
    };
    github.setWriteAccess(false);
    const refused = await signIn();
    expect([refused.status, refused.headers.get("location")]).toEqual([303, "/admin/leads/?signin=not-collaborator"]);
    expect(refused.headers.get("set-cookie") ?? "").not.toMatch(/leads_session=[^;]/);

    github.setWriteAccess(true);
    const admitted = await signIn();
    const session = /(?:__Host-)?leads_session=[^;]+/.exec(admitted.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(session).not.toBe("");
    const answer = await fn("leads-index-js", { headers: { ...sameOrigin(), cookie: session } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(lead.email);
  });

  it("the email-events Function verifies Resend's signature on the bytes as sent: other spacing and key order recorded, a replay answered 200 once", async () => {
    const submissionId = randomUUID();
    const lead = {
      firstName: "Ada",
      lastName: "Byron",
      email: `events-${submissionId}@example.com.au`,
      message: "Hi",
      submissionId,
    };
    expect(
      (
        await fn("contact-js", {
          method: "POST",
          headers: { ...sameOrigin(), "content-type": "application/json" },
          body: JSON.stringify(lead),
        })
      ).status,
    ).toBe(200);
    // Keys in their own order, spaces after colons and commas: what Python's json.dumps writes.
    const body = `{"type": "email.bounced", "data": {"tags": {"submission": "${submissionId}"}, "email_id": "e-1"}, "created_at": "${new Date().toISOString()}"}`;
    const post = (id: string) => {
      const at = new Date();
      return fn("leads-email-events-js", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "svix-id": id,
          "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
          "svix-signature": new Webhook(WEBHOOK_SECRET).sign(id, at, body),
        },
        body,
      });
    };
    const first = await post("msg_netlify_1");
    expect([first.status, await first.text()]).toEqual([200, JSON.stringify({ recorded: "bounced" })]);
    const replay = await post("msg_netlify_1");
    expect([replay.status, await replay.text()]).toEqual([200, JSON.stringify({ recorded: "already" })]);
    expect(await pg.query("SELECT type FROM lead_email_events WHERE lead_id = $1", [submissionId])).toEqual([
      { type: "bounced" },
    ]);
  });
});
