/**
 * The server behind `npm start` under contact-form traffic, started as a newcomer starts it
 * (`PORT=N npm run serve`): it stays up, answers every message, keeps its memory bounded, and
 * its rate limit holds across requests. Every run posts enough to find a lost lead, a 5xx or a
 * leak of 0.75 MB a message (the budget over 200); the full soak (`npm run test:soak`, SOAK=1) posts
 * 1,200 and the bench reports its figures.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PORT, serve, stopServer, type Served } from "./support/server";
import { treeRssMb } from "./support/process-memory";

const SOAK = process.env.SOAK === "1";
const MESSAGES = SOAK ? 1200 : 200;
/** How much the whole process tree may grow over MESSAGES posts. */
const MEMORY_BUDGET_MB = 150;
const NOTICE = "RESEND_API_KEY is not set";

const message = (i: number) =>
  JSON.stringify({
    firstName: "Load",
    lastName: `Test ${i}`,
    email: `load${i}@example.com.au`,
    message: `Message number ${i}.`,
  });

const post = (port: number, body: string) =>
  fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

const servers: Served[] = [];
const outboxes: string[] = [];
async function start(port: number, env: NodeJS.ProcessEnv): Promise<{ server: Served; outbox: string }> {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  outboxes.push(outbox);
  const server = await serve({ RESEND_API_KEY: "", CONTACT_OUTBOX_DIR: outbox, ...env }, port);
  servers.push(server);
  return { server, outbox };
}

afterAll(async () => {
  // Each server ends its own work first (its lead jobs may still be writing to its outbox), then the folders go.
  await Promise.all(
    servers.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      stopServer(child);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }),
  );
  for (const outbox of outboxes) fs.rmSync(outbox, { recursive: true, force: true });
});

describe("npm run serve", () => {
  it(`answers ${MESSAGES} contact posts in a row, keeps every one, stays within ${MEMORY_BUDGET_MB} MB and still serves pages`, async () => {
    const port = PORT + 1;
    const { server, outbox } = await start(port, { CONTACT_RATE_LIMIT: "off" });
    const pid = server.child.pid ?? 0;
    const before = treeRssMb(pid);

    const statuses = new Map<number, number>();
    const times: number[] = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const started = performance.now();
      const response = await post(port, message(i));
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    const growth = treeRssMb(pid) - before;

    expect(Object.fromEntries(statuses)).toEqual({ 200: MESSAGES });
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith(".json"))).toHaveLength(MESSAGES);
    // Every one kept in the server's lead store too, as the team downloads them (one line each, and the header).
    const token = /\/api\/leads\/login\?token=([\w-]+)/.exec(server.output())?.[1] ?? "";
    const signIn = await fetch(`http://127.0.0.1:${port}/api/leads/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${token}`,
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const csv = await (await fetch(`http://127.0.0.1:${port}/api/leads?format=csv`, { headers: { cookie } })).text();
    expect(csv.trimEnd().split("\r\n")).toHaveLength(MESSAGES + 1);
    expect(growth).toBeLessThan(MEMORY_BUDGET_MB);
    // The soak's own report (figures for the notes, not a timed assertion).
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    console.info(
      `[soak] ${MESSAGES} posts, each kept and emailed: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; server RSS ${Math.round(before)} MB before, +${Math.round(growth)} MB after`,
    );
    for (const page of ["/", "/contact/"]) expect((await fetch(`http://127.0.0.1:${port}${page}`)).status).toBe(200);
    // Said once when the server first writes to the outbox, not once per message.
    expect(server.output().split(NOTICE).length - 1).toBe(1);
  });

  it("refuses the sixth message from one address within 10 minutes with 429 and Retry-After, by default", async () => {
    const port = PORT + 2;
    await start(port, {});
    for (let i = 0; i < 5; i += 1) {
      const accepted = await post(port, message(i));
      expect([i, accepted.status]).toEqual([i, 200]);
      await accepted.arrayBuffer();
    }
    const refused = await post(port, message(5));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({ ok: false, error: expect.stringContaining("Please wait") as string });
  });

  it("refuses a 100 MB multipart post with 415 from its headers, keeping none of it (no Function takes uploads), and still serves pages", async () => {
    const port = PORT + 4;
    const { server, outbox } = await start(port, {});
    const pid = server.child.pid ?? 0;
    // Loaded once, as after the first visitor: what is measured is the upload alone.
    expect((await fetch(`http://127.0.0.1:${port}/api/contact`)).status).toBe(405);
    const before = treeRssMb(pid);
    const boundary = "----load-test-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.alloc(100 * 1024 * 1024, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect([response.status, await response.text()]).toEqual([415, expect.stringContaining("takes no uploads")]);
    expect(treeRssMb(pid) - before).toBeLessThan(40);
    // A small multipart form too: refused from its headers, whatever it holds.
    const small = new FormData();
    for (const [name, value] of Object.entries(JSON.parse(message(1)) as Record<string, string>))
      small.append(name, value);
    const form = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: "POST", body: small });
    expect(form.status).toBe(415);
    await form.arrayBuffer();
    // Any other body is bounded at 32 kB in all: the contact Function answers its own 413.
    const big = await post(
      port,
      JSON.stringify({ ...(JSON.parse(message(2)) as object), message: "x".repeat(33 * 1024) }),
    );
    expect(big.status).toBe(413);
    await big.arrayBuffer();
    expect(fs.readdirSync(outbox)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});
