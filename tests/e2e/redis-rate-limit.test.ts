/**
 * Many instances, one limit: the built contact Function counting each visitor once through a real
 * Redis (Debian's redis-server on a free port, persistence off), however many processes answer.
 * Two `npm run serve` processes behind one imaginary load balancer, and two warm Netlify Function
 * instances (separate node processes, each loading the adapter's generated handler). Redis is
 * then killed, frozen and restarted under them: every message is still answered, never a 5xx.
 * How long an answer waits is read from what the servers say (which deadline fired, if any), not
 * measured: redis-limiter.test.ts times each decision on a fake clock.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { startRedis, type RedisServer } from "../support/redis-server";
import { connectionsTo } from "./support/connections";
import {
  answerOf,
  event,
  handlerPathFor,
  SITE,
  type Answer,
  type NetlifyEvent,
  type NetlifyResult,
} from "./support/netlify";
import { PORT, serve, stopServer, type Served } from "./support/server";
import { REDIS_TIMEOUT_MS } from "../../src/lib/platform/redis-rate-limit";

const PREFIX = "harbour:contact:";
const LIMIT = 5;
const WINDOW_SECONDS = 600;
const UNAVAILABLE = /Redis at 127\.0\.0\.1:\d+ is unavailable/g;
const BACK = /Redis at 127\.0\.0\.1:\d+ is back/g;
/** The form's own guard (RATE_LIMIT_DEADLINE_MS in handler.ts): the limiter took too long or failed, and the message went through uncounted. */
const GUARD = /\[contact\] rate limit (?:undecided after \d+ ms|failed)/g;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/**
 * Settles once `attempts` connections have come to `port`, where Redis was (each closed at once, as a
 * dead Redis leaves it), and nothing listens there again: the clients of Redis there have failed to
 * reconnect that many times between them.
 */
async function failedReconnections(port: number, attempts: number): Promise<void> {
  let seen = 0;
  let enough = () => {};
  const reached = new Promise<void>((resolve) => (enough = resolve));
  const listener = net.createServer((socket) => {
    socket.destroy();
    seen += 1;
    if (seen === attempts) enough();
  });
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(port, "127.0.0.1", () => resolve());
  });
  await reached;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
}

let redis: RedisServer;
let inspector: ReturnType<typeof createClient>;
const outboxes: string[] = [];
function newOutbox(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redis-outbox-"));
  outboxes.push(dir);
  return dir;
}

beforeAll(async () => {
  redis = await startRedis();
  inspector = createClient({ url: redis.url });
  inspector.on("error", () => undefined);
  await inspector.connect();
});
afterAll(async () => {
  inspector.destroy();
  await redis.stop();
  for (const dir of outboxes) fs.rmSync(dir, { recursive: true, force: true });
});

/** What Redis holds: every key, with its seconds to live. */
async function stored(): Promise<Array<{ key: string; ttl: number }>> {
  const keys = await inspector.keys("*");
  return Promise.all(keys.map(async (key) => ({ key, ttl: await inspector.ttl(key) })));
}

/**
 * Sends a process messages from a visitor outside the test until Redis counts one and the process
 * last said nothing of Redis being unavailable. A process's first message waits REDIS_TIMEOUT_MS
 * for its connection; on a busy machine the connection can take longer, and that message is then
 * counted in the process's memory, as designed, which would throw out a test of how the processes
 * share one count: such a test counts warm processes.
 */
async function warmUp(send: () => Promise<unknown>, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await inspector.flushAll();
    await send();
    // A process's output comes apart from its answers: what it says of this message has arrived.
    await sleep(100);
    const said = log();
    const down = said.lastIndexOf("is unavailable");
    if ((await stored()).length > 0 && (down === -1 || said.indexOf("is back", down) !== -1)) return;
  }
  throw new Error(`Redis never counted a message from the process:\n${log()}`);
}

function expectHashedKeys(keys: Array<{ key: string; ttl: number }>, addresses: string[]): void {
  for (const { key, ttl } of keys) {
    expect(key).toMatch(/^harbour:contact:[0-9a-f]{32}$/);
    expect([key, ttl > WINDOW_SECONDS - 30 && ttl <= WINDOW_SECONDS]).toEqual([key, true]);
  }
  // 32 hex digits cannot hold a dotted or colon-separated address; nor is it there with its
  // separators taken out (a few digits of an address can turn up in any hash by chance, so only
  // the whole address is looked for).
  const all = keys.map(({ key }) => key.slice(PREFIX.length)).join(" ");
  for (const address of addresses) {
    expect([address, all.includes(address.replace(/[.:]/g, "").toLowerCase())]).toEqual([address, false]);
  }
}

function expectRetryAfterWithinWindow(value: string | null | undefined): void {
  const seconds = Number(value);
  expect(seconds).toBeGreaterThan(WINDOW_SECONDS - 30);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
}

const person = (i: number) => ({
  firstName: "Shared",
  lastName: `Limit ${i}`,
  email: `shared${i}@example.com.au`,
  message: `Message number ${i}.`,
});

describe("two warm Netlify Function instances sharing one Redis", () => {
  interface Instance {
    child: ChildProcess;
    output(): string;
    call(visitor: string, i: number): Promise<Answer>;
  }
  const instances: Instance[] = [];

  async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
    const { RESEND_API_KEY: _key, CONTACT_RATE_LIMIT: _limit, REDIS_URL: _url, ...inherited } = process.env;
    const child = fork(path.join(__dirname, "support/netlify-instance.js"), [handlerPathFor("/api/contact")], {
      // Netlify gives its Functions the site's main address in URL: the origin the contact Function compares Origin with.
      env: { ...inherited, URL: SITE, SITE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let output = "";
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    const pending = new Map<number, (result: NetlifyResult | Error) => void>();
    let ready: () => void = () => undefined;
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    child.on("message", (message: { ready?: true; id?: number; result?: NetlifyResult; error?: string }) => {
      if (message.ready) {
        ready();
        return;
      }
      const settle = pending.get(message.id ?? -1);
      pending.delete(message.id ?? -1);
      settle?.(message.result ?? new Error(message.error ?? "no result"));
    });
    let next = 0;
    const invoke = (netlifyEvent: NetlifyEvent) =>
      new Promise<NetlifyResult>((resolve, reject) => {
        next += 1;
        pending.set(next, (result) => (result instanceof Error ? reject(result) : resolve(result)));
        child.send({ id: next, event: netlifyEvent });
      });
    await Promise.race([
      isReady,
      sleep(20_000).then(() => Promise.reject(new Error(`instance did not start:\n${output}`))),
    ]);
    const instance: Instance = {
      child,
      output: () => output,
      call: async (visitor, i) =>
        answerOf(
          await invoke(
            event({
              visitor,
              body: JSON.stringify(person(i)),
              headers: { origin: SITE, "sec-fetch-site": "same-origin" },
            }),
          ),
        ),
    };
    instances.push(instance);
    return instance;
  }

  afterAll(() => {
    for (const { child } of instances) child.kill();
  });
  beforeEach(async () => {
    await inspector.flushAll();
  });

  it("count each visitor once, by the address Netlify's edge saw (an IPv6 visitor by its /64): five in all, then 429 from either", async () => {
    const env = { REDIS_URL: redis.url, RESEND_API_KEY: "", CONTACT_OUTBOX_DIR: newOutbox() };
    const pair = [await startInstance(env), await startInstance(env)] as const;
    for (const [i, instance] of pair.entries())
      await warmUp(
        () => instance.call(`203.0.113.${i + 1}`, i),
        () => instance.output(),
      );
    await inspector.flushAll();
    /** Each instance, and how much it had printed once warm. */
    const warmed = pair.map((instance) => ({ instance, from: instance.output().length }));
    /** The instance the i-th invocation goes to: each in turn. */
    const instanceFor = (i: number) => (i % 2 === 0 ? pair[0] : pair[1]);
    const alternately = async (visitors: string[]) => {
      const answers: Answer[] = [];
      for (const [i, visitor] of visitors.entries()) answers.push(await instanceFor(i).call(visitor, i));
      return answers;
    };

    const v4 = "198.51.100.20";
    const v4Answers = await alternately(Array<string>(7).fill(v4));
    expect(v4Answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expectRetryAfterWithinWindow(v4Answers[5]?.header("retry-after"));
    expectRetryAfterWithinWindow(v4Answers[6]?.header("retry-after"));

    // Rotating addresses within one /64 buys nothing; the next /64 is another visitor.
    const v6 = Array.from({ length: 6 }, (_, i) => `2001:db8:77:1:${(i + 1).toString(16)}::${i + 10}`);
    expect((await alternately(v6)).map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await pair[1].call("2001:db8:77:2::1", 99)).status).toBe(200);

    const keys = await stored();
    expect(keys).toHaveLength(3);
    expectHashedKeys(keys, [v4, "2001:db8:77:1::", "2001:db8:77:2::"]);

    // One connection per warm instance, reused by every invocation.
    for (let i = 0; i < 40; i += 1) await instanceFor(i).call(`192.0.2.${i}`, i);
    for (const instance of pair) expect(connectionsTo(instance.child.pid ?? 0, redis.port)).toBe(1);
    for (const { instance, from } of warmed) expect(instance.output().slice(from)).not.toMatch(/Redis/);
  });
});

describe("two `npm run serve` processes sharing one Redis", () => {
  const servers: Served[] = [];
  const ports = [PORT + 7, PORT + 8] as const;
  /** The server the i-th request goes to: each in turn. */
  const portFor = (i: number) => (i % 2 === 0 ? ports[0] : ports[1]);
  const post = (port: number, i: number) =>
    fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(person(i)),
    });
  /** Posts alternately to the two servers; each answer's status and Retry-After. */
  async function alternately(n: number, from = 0): Promise<Array<{ status: number; retryAfter: string | null }>> {
    const out = [];
    for (let i = from; i < from + n; i += 1) {
      const response = await post(portFor(i), i);
      await response.arrayBuffer();
      out.push({ status: response.status, retryAfter: response.headers.get("retry-after") });
    }
    return out;
  }
  /** Where each server's output stood once it was warm: what it says of Redis is read from there. */
  const warmedAt = new Map<Served, number>();
  const output = (server: Served) => server.output().slice(warmedAt.get(server) ?? 0);
  /** What a server printed since it was warm, on one line (Gatsby's reporter wraps long lines). */
  const said = (server: Served) => output(server).replace(/\s+/g, " ");
  /** A message to `port` from 127.0.0.2, a visitor apart from the test's (127.0.0.1): it warms the server up. */
  const postFromElsewhere = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          localAddress: "127.0.0.2",
          headers: { "content-type": "application/json" },
        },
        (response) => response.resume().on("end", resolve),
      );
      request.on("error", reject);
      request.end(JSON.stringify(person(999)));
    });
  /** Why each server said Redis went away, e.g. "no answer within 500 ms". */
  const unavailableReasons = (server: Served) =>
    [...said(server).matchAll(/Redis at 127\.0\.0\.1:\d+ is unavailable \(([^)]*)\)/g)].map((m) => m[1]);
  const connections = () => servers.map((server) => connectionsTo(server.child.pid ?? 0, redis.port));

  beforeAll(async () => {
    await inspector.flushAll();
    for (const port of ports)
      servers.push(await serve({ REDIS_URL: redis.url, RESEND_API_KEY: "", CONTACT_OUTBOX_DIR: newOutbox() }, port));
    for (const [i, server] of servers.entries()) {
      await warmUp(
        () => postFromElsewhere(ports[i] ?? 0),
        () => server.output(),
      );
      warmedAt.set(server, server.output().length);
    }
    await inspector.flushAll();
  }, 120_000);
  afterAll(() => {
    for (const server of servers) stopServer(server.child);
  });

  it("accept five messages from one visitor in all, then answer 429 with Retry-After from either", async () => {
    const answers = await alternately(7);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expectRetryAfterWithinWindow(answers[5]?.retryAfter);
    expectRetryAfterWithinWindow(answers[6]?.retryAfter);
    const keys = await stored();
    expect(keys).toHaveLength(1);
    expectHashedKeys(keys, ["127.0.0.1"]);
  });

  it("answer 1,200 posts with exactly five accepted between them, on at most two connections each, no more than before", async () => {
    await inspector.flushAll();
    const before = connections();
    const statuses = new Map<number, number>();
    const total = 1200;
    let sent = 0;
    // Eight at a time, alternating servers: concurrency is what would make a careless client open more.
    const worker = async () => {
      while (sent < total) {
        const i = sent;
        sent += 1;
        const response = await post(portFor(i), i);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 200: LIMIT, 429: total - LIMIT });
    const after = connections();
    for (const [i, n] of after.entries()) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(before[i] ?? 0);
    }
  });

  it("keep answering when Redis is killed (from memory, never a 5xx, one log line each), and share the count again once it is restarted", async () => {
    await redis.kill();
    const outage = await alternately(12);
    // Each process's insurance limiter counts on its own: five each, then 429.
    expect(outage.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    // However many times reconnecting fails, each server says so once.
    await failedReconnections(redis.port, 4);
    for (const server of servers) expect(count(output(server), UNAVAILABLE)).toBe(1);
    // Told by the broken connection, not by a deadline; and the form's guard never had to let one through.
    for (const server of servers) expect(unavailableReasons(server)[0]).not.toMatch(/within \d+ ms/);
    for (const server of servers) expect(count(said(server), GUARD)).toBe(0);

    await redis.restart();
    const deadline = Date.now() + 15_000;
    while (servers.some((server) => count(output(server), BACK) === 0) && Date.now() < deadline) await sleep(200);
    for (const server of servers)
      expect([count(output(server), UNAVAILABLE), count(output(server), BACK)]).toEqual([1, 1]);

    const shared = await alternately(7, 100);
    expect(shared.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const keys = await stored();
    expect(keys).toHaveLength(1);
    expectHashedKeys(keys, ["127.0.0.1"]);
  }, 60_000);

  it("answer from memory at Redis's deadline while it is frozen, never the form's guard, and say so once", async () => {
    redis.freeze();
    try {
      const frozen = await alternately(4, 200);
      for (const { status } of frozen) expect(status).toBeLessThan(500);
    } finally {
      redis.thaw();
    }
    for (const server of servers) expect(count(output(server), UNAVAILABLE)).toBe(2);
    // Each server stopped waiting for Redis at its own deadline, well inside the form's guard.
    for (const server of servers) expect(unavailableReasons(server)[1]).toBe(`no answer within ${REDIS_TIMEOUT_MS} ms`);
    for (const server of servers) expect(count(said(server), GUARD)).toBe(0);
  });
});
