/**
 * The IndexNow build plugin against a local IndexNow endpoint (an HTTP server on 127.0.0.1 the test
 * starts and stops): what it sends after a production deploy, and that nothing it meets fails a deploy.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parse } from "smol-toml";
import { changes, KEY_PATTERN, notifyIndexNow, RECORD_FILE } from "../indexnow";
import * as plugin from "../index";
import { INDEXNOW_KEY_PATTERN, indexNowKeyFile } from "../../../../src/lib/seo/indexnow-key";

const KEY = "0123456789abcdef0123456789abcdef";
const SITE = "https://www.example.com.au";

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: unknown;
}

let server: http.Server;
const pending = new Set<NodeJS.Timeout>();
let endpoint: string;
let received: Received[];
/** How the endpoint answers the next request: a status, or silence for `delayMs`. */
let answer: { status: number; delayMs?: number };
let work: string;
let publishDir: string;
let recordFile: string;
let logs: string[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        contentType: req.headers["content-type"],
        body: JSON.parse(text) as unknown,
      });
      const timer = setTimeout(() => {
        pending.delete(timer);
        res.writeHead(answer.status).end();
      }, answer.delayMs ?? 0);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
});

afterAll(async () => {
  for (const timer of pending) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = { status: 200 };
  logs = [];
  work = fs.mkdtempSync(path.join(os.tmpdir(), "indexnow-"));
  publishDir = path.join(work, "public");
  fs.mkdirSync(publishDir);
  fs.writeFileSync(path.join(publishDir, `${KEY}.txt`), KEY);
  recordFile = path.join(work, "record", "last-deploy.json");
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** Writes this deploy's sitemap: path → lastmod (null: none). */
function sitemap(entries: Record<string, string | null>) {
  const urls = Object.entries(entries).map(
    ([p, lastmod]) => `<url><loc>${SITE}${p}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  fs.writeFileSync(
    path.join(publishDir, "sitemap-0.xml"),
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`,
  );
}

const production = { CONTEXT: "production", INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: "" };
const run = (env: Record<string, string>, timeoutMs?: number) =>
  notifyIndexNow({
    env: { ...env, INDEXNOW_ENDPOINT: endpoint },
    publishDir,
    recordFile,
    log: (m) => logs.push(m),
    ...(timeoutMs ? { timeoutMs } : {}),
  });

/** A first deploy that records the dates (and sends nothing), as the last deploy. */
async function lastDeploy(entries: Record<string, string | null>) {
  sitemap(entries);
  await expect(run(production)).resolves.toEqual({ sent: [], recorded: true });
  expect(received).toEqual([]);
}

describe("IndexNow after a deploy", () => {
  it("sends only the pages whose lastmod changed, new pages and removed ones, in one POST of host, key, keyLocation and urlList", async () => {
    await lastDeploy({
      "/": "2026-01-01T00:00:00.000Z",
      "/about/": "2026-01-01T00:00:00.000Z",
      "/services/local-seo/": "2026-02-01T00:00:00.000Z",
      "/old/": "2026-01-01T00:00:00.000Z",
    });
    sitemap({
      "/": "2026-01-01T00:00:00.000Z",
      "/about/": "2026-03-05T10:00:00.000Z",
      "/services/local-seo/": "2026-02-01T00:00:00.000Z",
      "/insights/new/": "2026-03-05T00:00:00.000Z",
    });
    await expect(run(production)).resolves.toEqual({
      sent: [`${SITE}/about/`, `${SITE}/insights/new/`, `${SITE}/old/`],
      recorded: true,
    });
    expect(received).toEqual([
      {
        method: "POST",
        url: "/indexnow",
        contentType: "application/json; charset=utf-8",
        body: {
          host: "www.example.com.au",
          key: KEY,
          keyLocation: `${SITE}/${KEY}.txt`,
          urlList: [`${SITE}/about/`, `${SITE}/insights/new/`, `${SITE}/old/`],
        },
      },
    ]);
    // The record is now this deploy's: the same sitemap again sends nothing.
    received = [];
    await expect(run(production)).resolves.toEqual({ sent: [], recorded: true });
    expect(received).toEqual([]);
  });

  it("sends nothing and records nothing without a key, or with one IndexNow refuses", async () => {
    sitemap({ "/": "2026-01-01T00:00:00.000Z" });
    await expect(run({ CONTEXT: "production" })).resolves.toEqual({ sent: [], recorded: false });
    await expect(run({ CONTEXT: "production", INDEXNOW_KEY: "short" })).resolves.toEqual({ sent: [], recorded: false });
    expect(received).toEqual([]);
    expect(fs.existsSync(recordFile)).toBe(false);
  });

  it.each([["deploy-preview"], ["branch-deploy"], ["dev"]])("sends nothing for a %s build", async (context) => {
    await lastDeploy({ "/": "2026-01-01T00:00:00.000Z" });
    sitemap({ "/": "2026-05-01T00:00:00.000Z" });
    await expect(run({ ...production, CONTEXT: context })).resolves.toEqual({ sent: [], recorded: false });
    expect(received).toEqual([]);
    expect(logs.at(-1)).toContain(context);
  });

  it.each([[403], [422], [429], [500], [503]])(
    "logs a %i and keeps the pages for the next deploy, without throwing",
    async (status) => {
      await lastDeploy({ "/": "2026-01-01T00:00:00.000Z" });
      const record = fs.readFileSync(recordFile, "utf8");
      sitemap({ "/": "2026-05-01T00:00:00.000Z" });
      answer = { status };
      await expect(run(production)).resolves.toEqual({ sent: [], recorded: false });
      expect(received).toHaveLength(1);
      expect(logs.at(-1)).toMatch(
        new RegExp(`answered ${status}; 1 changed page\\(s\\) not announced, tried again with the next deploy`),
      );
      expect(fs.readFileSync(recordFile, "utf8")).toBe(record);
      // The next deploy sends it again, and records it once accepted.
      answer = { status: 202 };
      await expect(run(production)).resolves.toEqual({ sent: [`${SITE}/`], recorded: true });
    },
  );

  it("logs an endpoint that does not answer in time, or cannot be reached, without throwing", async () => {
    await lastDeploy({ "/": "2026-01-01T00:00:00.000Z" });
    sitemap({ "/": "2026-05-01T00:00:00.000Z" });
    answer = { status: 200, delayMs: 2000 };
    await expect(run(production, 100)).resolves.toEqual({ sent: [], recorded: false });
    expect(logs.at(-1)).toContain("failed: no answer within 100 ms");
    const unreachable = await notifyIndexNow({
      env: { ...production, INDEXNOW_ENDPOINT: "http://127.0.0.1:1/indexnow" },
      publishDir,
      recordFile,
      log: (m) => logs.push(m),
    });
    expect(unreachable).toEqual({ sent: [], recorded: false });
    expect(logs.at(-1)).toMatch(/^IndexNow: http:\/\/127\.0\.0\.1:1\/indexnow failed: /);
  });

  it("sends nothing when the deploy lacks the key file the engines would check", async () => {
    await lastDeploy({ "/": "2026-01-01T00:00:00.000Z" });
    sitemap({ "/": "2026-05-01T00:00:00.000Z" });
    fs.rmSync(path.join(publishDir, `${KEY}.txt`));
    await expect(run(production)).resolves.toEqual({ sent: [], recorded: false });
    expect(received).toEqual([]);
    expect(logs.at(-1)).toContain(`/${KEY}.txt is not in the deploy`);
  });

  it("counts a page without a lastmod this time (a build without git history) as unchanged, keeping its last known date", () => {
    const previous = { [`${SITE}/`]: "2026-01-01T00:00:00.000Z" };
    const current = new Map<string, string | null>([[`${SITE}/`, null]]);
    expect(changes(previous, current)).toEqual({ urls: [], record: previous });
  });

  it("runs as Netlify's onSuccess: restores the last deploy's dates from the build cache, saves them once accepted, and never throws", async () => {
    const cacheDir = path.join(work, "cache");
    const cached = (file: string) => path.join(cacheDir, file);
    const cache = {
      restore: (file: string) => {
        if (!fs.existsSync(cached(file))) return Promise.resolve(false);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.copyFileSync(cached(file), file);
        return Promise.resolve(true);
      },
      save: (file: string) => {
        fs.mkdirSync(path.dirname(cached(file)), { recursive: true });
        fs.copyFileSync(file, cached(file));
        return Promise.resolve(true);
      },
    };
    const saved = { ...process.env };
    const cwd = process.cwd();
    const quiet = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      process.chdir(work);
      Object.assign(process.env, { ...production, INDEXNOW_ENDPOINT: endpoint });
      sitemap({ "/": "2026-01-01T00:00:00.000Z" });
      await plugin.onSuccess({ constants: { PUBLISH_DIR: publishDir }, utils: { cache } });
      expect(fs.existsSync(cached(RECORD_FILE))).toBe(true);
      fs.rmSync(path.join(work, ".netlify"), { recursive: true, force: true });
      sitemap({ "/": "2026-05-01T00:00:00.000Z" });
      await plugin.onSuccess({ constants: { PUBLISH_DIR: publishDir }, utils: { cache } });
      expect(received.map((r) => (r.body as { urlList: string[] }).urlList)).toEqual([[`${SITE}/`]]);
      // A build cache that fails: logged, not thrown.
      const broken = { ...cache, restore: () => Promise.reject(new Error("cache unavailable")) };
      await expect(
        plugin.onSuccess({ constants: { PUBLISH_DIR: publishDir }, utils: { cache: broken } }),
      ).resolves.toBeUndefined();
      expect(quiet.mock.calls.at(-1)?.[0]).toBe(
        "IndexNow: not sent (cache unavailable); the deploy is live regardless.",
      );
    } finally {
      process.chdir(cwd);
      process.env = saved;
      quiet.mockRestore();
    }
  });

  it("agrees with the build on what a key is, and the build writes the key file only for one", () => {
    for (const key of [KEY, "abc-DEF-123", "a".repeat(128), "short", "a".repeat(129), "has space", "under_score"])
      expect([key, KEY_PATTERN.test(key)]).toEqual([key, INDEXNOW_KEY_PATTERN.test(key)]);
    expect(indexNowKeyFile({ INDEXNOW_KEY: KEY })).toEqual({ file: `${KEY}.txt`, text: KEY });
    expect(indexNowKeyFile({})).toEqual({ skipped: expect.stringContaining("INDEXNOW_KEY is not set") as unknown });
    expect(indexNowKeyFile({ INDEXNOW_KEY: "short" })).toEqual({
      skipped: expect.stringContaining("not an IndexNow key") as unknown,
    });
  });

  it("is declared in netlify.toml as a local plugin with its manifest, and hooks only the event after a deploy", () => {
    const root = path.resolve(__dirname, "../../../..");
    const toml = parse(fs.readFileSync(path.join(root, "netlify.toml"), "utf8")) as {
      plugins?: Array<{ package: string }>;
    };
    const dir = path.join(root, "netlify/plugins/indexnow");
    expect(toml.plugins?.map((p) => path.join(root, p.package))).toContain(dir);
    expect(fs.readFileSync(path.join(dir, "manifest.yml"), "utf8")).toMatch(/^name: indexnow$/m);
    // onSuccess runs once the deploy is live and cannot fail it; an error in onPostBuild would.
    // (`default` is Jest's CommonJS interop, the module itself.)
    expect(Object.keys(plugin).filter((name) => name !== "default")).toEqual(["onSuccess"]);
  });
});
