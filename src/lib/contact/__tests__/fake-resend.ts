/**
 * A stand-in for Resend's API on 127.0.0.1 (random port), reached through RESEND_BASE_URL. Each
 * request takes the next scripted responder; with none left it accepts the email. With it, a clock
 * for the transport (fakeClock) on which pauses and attempt timeouts take no real time.
 */
import http from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ResendTransportOptions } from "../../platform/transports/resend";

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status the fake answered with, once it has answered (whether or not the client still listened). */
  answered?: number;
}

export type Responder = (res: ServerResponse, received: ReceivedRequest) => void;

export interface FakeResend {
  url: string;
  requests: ReceivedRequest[];
  /**
   * The emails the provider would send: accepted requests, one per idempotency key, as Resend keeps
   * a key for 24 hours and answers a repeat (a retry after a timeout) without sending again.
   */
  emails(): ReceivedRequest[];
  /** Scripts the next answers, in order. */
  respondWith(...responders: Responder[]): void;
  /** Forgets requests and script between tests. */
  reset(): void;
  close(): Promise<void>;
}

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Responder {
  return (res) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
}

/** Resend's own error shape. */
export function resendError(status: number, name: string, headers: Record<string, string> = {}): Responder {
  return jsonAnswer(status, { statusCode: status, name, message: `fake ${name}` }, headers);
}

export function textAnswer(status: number, text: string): Responder {
  return (res) => {
    res.writeHead(status, { "Content-Type": "text/plain" });
    res.end(text);
  };
}

/** Never answers; the socket is destroyed when the server closes. */
export const hang: Responder = () => undefined;

/**
 * The transport's clock, virtual: a pause returns at once and moves the time on by its length, and
 * an attempt's timeout fires when told to (expireTimeout), also moving the time on. What the
 * transport asked for is kept, so a test asserts the exact waits rather than measuring them.
 */
export interface FakeClock {
  /** For createResendTransport. */
  readonly options: Required<Pick<ResendTransportOptions, "now" | "sleep" | "timeoutSignal">>;
  /** Every pause between attempts, in order. */
  readonly pauses: number[];
  /** Every attempt's timeout, in order. */
  readonly timeouts: number[];
  /** Virtual milliseconds since the clock was made. */
  elapsed(): number;
  /** The latest attempt's timeout runs out now, as it would for a provider that never answers. */
  expireTimeout(): void;
}

export function fakeClock(start = Date.UTC(2026, 0, 5, 9)): FakeClock {
  let time = start;
  const pauses: number[] = [];
  const timeouts: number[] = [];
  const pending: Array<{ at: number; controller: AbortController }> = [];
  const fire = (until: number) => {
    time = Math.max(time, until);
    for (const timer of pending.filter(({ at }) => at <= time)) {
      pending.splice(pending.indexOf(timer), 1);
      timer.controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    }
  };
  return {
    options: {
      now: () => time,
      sleep: (ms) => {
        pauses.push(ms);
        fire(time + ms);
        return Promise.resolve();
      },
      timeoutSignal: (ms) => {
        timeouts.push(ms);
        const controller = new AbortController();
        pending.push({ at: time + ms, controller });
        return controller.signal;
      },
    },
    pauses,
    timeouts,
    elapsed: () => time - start,
    expireTimeout() {
      const latest = pending.at(-1);
      if (!latest) throw new Error("no attempt is waiting for its timeout");
      fire(latest.at);
    },
  };
}

/** Never answers, and runs out the waiting attempt's timeout on `clock` at once. */
export function hangUntilTimeout(clock: FakeClock): Responder {
  return () => clock.expireTimeout();
}

export async function startFakeResend(): Promise<FakeResend> {
  const requests: ReceivedRequest[] = [];
  let script: Responder[] = [];
  // Answers not yet finished (a hanging provider); ended by reset() and close().
  const open = new Set<ServerResponse>();

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received: ReceivedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      requests.push(received);
      res.on("finish", () => (received.answered = res.statusCode));
      const responder = script.shift() ?? jsonAnswer(200, { id: `email-${requests.length}` });
      responder(res, received);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    emails() {
      const seen = new Set<string>();
      return requests.filter((request) => {
        if (request.answered === undefined || request.answered >= 300) return false;
        const key = request.headers["idempotency-key"];
        if (typeof key !== "string") return true;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    respondWith(...responders) {
      script.push(...responders);
    },
    reset() {
      requests.length = 0;
      script = [];
      for (const res of open) res.destroy();
    },
    close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
