/**
 * A stand-in for Resend's API on 127.0.0.1 (random port), reached through RESEND_BASE_URL. Each
 * request takes the next scripted responder; with none left it accepts the email.
 * (Jest runs every file in __tests__ as a test file, hence the small self-test at the bottom.)
 */
import http from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Responder = (res: ServerResponse, received: ReceivedRequest) => void;

export interface FakeResend {
  url: string;
  requests: ReceivedRequest[];
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
      const responder = script.shift() ?? jsonAnswer(200, { id: `email-${requests.length}` });
      responder(res, received);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
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

