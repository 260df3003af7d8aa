/**
 * The live site as Netlify builds it: the live copy (support/fixture-site.ts: the fixtures and
 * stand-ins for the agency's facts) built by Netlify's CLI offline in the production context, which
 * refuses placeholders. What only that build does is checked here: it passes, the IndexNow plugin's
 * onSuccess announces the changed pages to a stand-in endpoint and keeps the record in Netlify's
 * build cache, and its scheduled Functions, served by Netlify's CLI, do what they say when run once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SITE_URL } from "../../src/lib/site-url";
import { fixtureBuildLog, fixtureSite, FIXTURE_INDEXNOW_KEY, REMOVED_PAGE } from "./support/fixture-site";
import { freePort } from "../support/redis-server";

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

describe("the live site's scheduled Functions in Netlify's runtime, run once on request", () => {
  let functions: ChildProcess;
  let output = "";
  let origin: string;
  /** The live deploy's schedule, as the stand-in serves it, and each call of the build hook. */
  let schedule: object = {};
  const hookCalls: string[] = [];
  let live: http.Server;

  beforeAll(async () => {
    live = http.createServer((req, res) => {
      if (req.url === "/publish-schedule.json")
        return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(schedule));
      if (req.url?.startsWith("/build_hooks/")) hookCalls.push(req.url);
      req.resume();
      req.on("end", () => res.writeHead(req.url?.startsWith("/build_hooks/") ? 200 : 404).end());
    });
    await new Promise<void>((resolve) => live.listen(0, "127.0.0.1", resolve));
    const liveOrigin = `http://127.0.0.1:${(live.address() as { port: number }).port}`;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    functions = spawn(process.execPath, ["scripts/netlify/offline.mjs", "functions:serve", "--port", String(port)], {
      cwd: root,
      env: {
        ...process.env,
        SITE_URL: liveOrigin,
        BUILD_HOOK_URL: `${liveOrigin}/build_hooks/fixture`,
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    functions.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    functions.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/.netlify/functions/site-check-js`)).status < 500) break;
      } catch {
        // not listening yet
      }
      if (functions.exitCode !== null || Date.now() > deadline)
        throw new Error(`netlify functions:serve did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 90_000);

  afterAll(async () => {
    if (functions.pid) process.kill(-functions.pid, "SIGTERM");
    live.closeAllConnections();
    await new Promise<void>((resolve) => live.close(() => resolve()));
  });

  /** Runs a scheduled Function as Netlify's scheduler does (its user agent); waits until it has logged `done`. */
  const run = async (name: string, done: RegExp) => {
    const before = output.length;
    const response = await fetch(`${origin}/.netlify/functions/${name}`, {
      method: "POST",
      headers: { "user-agent": "Netlify Clockwork" },
    });
    const deadline = Date.now() + 10_000;
    while (!done.test(output.slice(before)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return { status: response.status, logged: output.slice(before) };
  };

  it("publish-scheduled calls the build hook once an entry has fallen due since the live deploy, and not before", async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const due = at(-hour);
    schedule = { builtAt: at(-2 * hour), pending: [due, at(24 * hour)] };
    const rebuilt = await run("publish-scheduled", /build hook called/);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.logged).toContain(`build hook called (200) for 1 entry due at ${due}`);
    expect(hookCalls).toHaveLength(1);
    expect(new URL(hookCalls[0] ?? "", origin).searchParams.get("trigger_title")).toBe(
      `Scheduled publishing: due at ${due}`,
    );
    // The rebuilt deploy was made after that entry's time: nothing is due until the next one.
    schedule = { builtAt: at(-60_000), pending: [at(24 * hour)] };
    const waiting = await run("publish-scheduled", /nothing due since the build/);
    expect(waiting.logged).toContain("nothing due since the build of");
    expect(hookCalls).toHaveLength(1);
  });

  it("leads-jobs says, without a database, that there is nothing to retry", async () => {
    const jobs = await run("leads-jobs", /DATABASE_URL is not set/);
    expect(jobs.status).toBe(200);
    expect(jobs.logged).toContain("DATABASE_URL is not set, so there are no kept leads to retry");
  });
});
