/**
 * A fake of the three answer engines on 127.0.0.1, started and stopped by the test: it replays
 * tests/fixtures/live-answers/<engine>.json, each question getting the file's answers in turn, and
 * records every request (its path, key header and body). `fail` makes an engine answer a status
 * instead; `hold` keeps every answer back until the test calls `release()` (a barrier, not a sleep).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export type FakeEngine = "openai" | "perplexity" | "gemini";

export interface RecordedRequest {
  engine: FakeEngine;
  path: string;
  key: string | undefined;
  body: unknown;
}

export interface FakeEngines {
  /** Each engine's base URL, for LIVE_ANSWERS_<ENGINE>_BASE_URL. */
  baseUrl: (engine: FakeEngine) => string;
  requests: RecordedRequest[];
  fail: Partial<Record<FakeEngine, number>>;
  /** Answers wait until release() while hold is true. */
  hold: boolean;
  release: () => void;
  /** Resolves once `count` requests have arrived. */
  arrived: (count: number) => Promise<void>;
  close: () => Promise<void>;
}

const FIXTURES = path.join(__dirname, "..", "fixtures", "live-answers");

export const fixtureAnswers = (engine: FakeEngine): unknown[] => {
  const file = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${engine}.json`), "utf8")) as { answers: unknown[] };
  return file.answers;
};

/** What a request asked: its whole body, which differs by question (and by nothing else within a run). */
const questionOf = (body: unknown): string => JSON.stringify(body);

export async function startFakeEngines(): Promise<FakeEngines> {
  const answers = {
    openai: fixtureAnswers("openai"),
    perplexity: fixtureAnswers("perplexity"),
    gemini: fixtureAnswers("gemini"),
  };
  const asked = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  let waiting: Array<() => void> = [];
  let watchers: Array<{ count: number; resolve: () => void }> = [];
  const state: FakeEngines = {
    baseUrl: () => "",
    requests,
    fail: {},
    hold: false,
    release: () => {
      state.hold = false;
      const go = waiting;
      waiting = [];
      for (const resolve of go) resolve();
    },
    arrived: (count) =>
      requests.length >= count ? Promise.resolve() : new Promise((resolve) => watchers.push({ count, resolve })),
    close: () => Promise.resolve(),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const url = req.url ?? "";
        const engine = (["openai", "perplexity", "gemini"] as const).find((e) => url.startsWith(`/${e}/`));
        if (!engine || req.method !== "POST") {
          res.writeHead(404).end();
          return;
        }
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
        const key =
          engine === "gemini"
            ? (req.headers["x-goog-api-key"] as string | undefined)
            : req.headers.authorization?.replace(/^Bearer /, "");
        requests.push({ engine, path: url.slice(engine.length + 1), key, body });
        watchers = watchers.filter((w) => (requests.length >= w.count ? (w.resolve(), false) : true));
        if (state.hold) await new Promise<void>((resolve) => waiting.push(resolve));
        const failing = state.fail[engine];
        if (failing !== undefined) {
          res.writeHead(failing, { "Content-Type": "application/json" }).end('{"error":{"message":"fixture failure"}}');
          return;
        }
        const question = `${engine}:${questionOf(body)}`;
        const turn = asked.get(question) ?? 0;
        asked.set(question, turn + 1);
        const list = answers[engine];
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(list[turn % list.length]));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = (engine) => `http://127.0.0.1:${port}/${engine}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      state.release();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
