/**
 * `npm run leads` while `npm run serve` holds the embedded store: only one process may open it, so
 * the command asks the server to run it against the store it has open. The server listens on
 * 127.0.0.1 alone, on a port the system picks, and writes that port with a random token into
 * `<store>.control` (mode 0600, beside the store under .data/; removed when the server stops). A
 * command that finds the store taken reads the file and sends its arguments with the token;
 * anyone without read access to the project's .data/ folder has neither.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ControlAnswer {
  code: number;
  out: string;
  err: string;
}

/** `author`: who the terminal's changes are recorded as (its LEADS_AUTHOR), when it says. */
export type RunCommand = (
  argv: string[],
  out: (text: string) => void,
  err: (text: string) => void,
  author: string | undefined,
) => Promise<number>;

interface ControlFile {
  port: number;
  token: string;
  pid: number;
}

const MAX_REQUEST_BYTES = 64 * 1024;
/** A report or an export of thousands of leads takes a while; a server that stopped answering does not. */
const ANSWER_TIMEOUT_MS = 120_000;

export const controlFile = (storeDirectory: string): string => `${storeDirectory}.control`;

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Serves commands for this process's store until `close`; writes the control file. */
export async function startControl(
  storeDirectory: string,
  run: RunCommand,
): Promise<{ close: () => void; port: number }> {
  const token = randomBytes(32).toString("base64url");
  // One command at a time, as a terminal would run them.
  let queue: Promise<unknown> = Promise.resolve();
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: ControlAnswer) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.method !== "POST" || req.url !== "/command" || !sameToken(req.headers.authorization, token)) {
      req.resume();
      reply(403, { code: 1, out: "", err: "refused\n" });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      let argv: unknown;
      let author: unknown;
      try {
        ({ argv, author } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { argv?: unknown; author?: unknown });
      } catch {
        argv = undefined;
      }
      if (!Array.isArray(argv) || !argv.every((arg): arg is string => typeof arg === "string")) {
        reply(400, { code: 2, out: "", err: "expected {argv: string[]}\n" });
        return;
      }
      let out = "";
      let err = "";
      const done = queue.then(() =>
        run(
          argv,
          (text) => (out += text),
          (text) => (err += `${text}\n`),
          typeof author === "string" ? author : undefined,
        ),
      );
      queue = done.catch(() => undefined);
      done.then(
        (code) => reply(200, { code, out, err }),
        (error: unknown) =>
          reply(200, { code: 1, out, err: `${err}${error instanceof Error ? error.message : String(error)}\n` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const file = controlFile(storeDirectory);
  fs.writeFileSync(file, JSON.stringify({ port, token, pid: process.pid } satisfies ControlFile), { mode: 0o600 });
  server.unref();
  const close = () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, "utf8")) as ControlFile;
      if (current.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
    server.close();
  };
  process.once("exit", close);
  return { close, port };
}

/** Runs the command in the server that holds the store; undefined when no server says it does. */
export async function askServer(
  storeDirectory: string,
  argv: readonly string[],
  author?: string,
): Promise<ControlAnswer | undefined> {
  let control: ControlFile;
  try {
    control = JSON.parse(fs.readFileSync(controlFile(storeDirectory), "utf8")) as ControlFile;
  } catch {
    return undefined;
  }
  try {
    const response = await fetch(`http://127.0.0.1:${control.port}/command`, {
      method: "POST",
      headers: { Authorization: `Bearer ${control.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ argv, author }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as ControlAnswer) : undefined;
  } catch {
    return undefined;
  }
}
