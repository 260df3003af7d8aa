/**
 * A real Redis for the tests: Debian's redis-server (`apt-get install -y redis-server`; `.ci/run`
 * installs it), on a free 127.0.0.1 port, with persistence off, stopped by the test. It can be
 * killed, frozen and restarted on the same port, to show what the contact form does meanwhile.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export const REDIS_SERVER_BIN = "/usr/bin/redis-server";

export interface RedisServer {
  port: number;
  /** redis://127.0.0.1:port */
  url: string;
  /** The running server's process id. */
  pid(): number;
  /** SIGKILL: gone at once, as a crashed or unreachable Redis. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: connected but answering nothing, as an overloaded Redis. */
  freeze(): void;
  thaw(): void;
  /** A fresh, empty server on the same port (nothing was persisted). */
  restart(): Promise<void>;
  /** SIGTERM, and waits for it to exit. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis on `port` answers PING with PONG within `timeoutMs`. */
export function pings(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      reply += data.toString();
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function launch(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(
    REDIS_SERVER_BIN,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}:\n${output()}`);
    if (await pings(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`redis-server did not answer PING on port ${port} within 10 s:\n${output()}`);
}

/** Starts redis-server on a free loopback port and waits until it answers PING. */
export async function startRedis(): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER_BIN))
    throw new Error(`${REDIS_SERVER_BIN} is missing: apt-get install -y redis-server (.ci/run does)`);
  const port = await freePort();
  let current = launch(port);
  await waitUntilReady(port, current.child, current.output);

  const signal = (name: NodeJS.Signals) => {
    if (current.child.exitCode === null && current.child.signalCode === null) current.child.kill(name);
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: () => current.child.pid ?? 0,
    async kill() {
      signal("SIGKILL");
      await exited(current.child);
    },
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    async restart() {
      signal("SIGKILL");
      await exited(current.child);
      current = launch(port);
      await waitUntilReady(port, current.child, current.output);
    },
    async stop() {
      signal("SIGCONT");
      signal("SIGTERM");
      await exited(current.child);
    },
  };
}
