/**
 * A stand-in for a Slack or Teams webhook, or a CRM's webhook receiver, on 127.0.0.1 (random
 * port): it keeps every request and answers each with the next scripted answer (200 when none is
 * left), or never.
 */
import http from "node:http";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; headers?: Record<string, string>; body?: string } | "hang";

export interface FakeReceiver {
  url: string;
  received: Received[];
  answer(...answers: Answer[]): void;
  /** Called with each request before it is answered (a receiver that verifies, in its own code). */
  onRequest?: (received: Received) => void;
  reset(): void;
  close(): Promise<void>;
}

export async function startReceiver(path = "/hook"): Promise<FakeReceiver> {
  const open = new Set<ServerResponse>();
  let script: Answer[] = [];
  const receiver: FakeReceiver = {
    url: "",
    received: [],
    answer: (...answers) => {
      script.push(...answers);
    },
    reset() {
      receiver.received.length = 0;
      script = [];
      for (const res of open) res.destroy();
    },
    close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      receiver.received.push(received);
      receiver.onRequest?.(received);
      const next = script.shift() ?? { status: 200, body: "ok" };
      if (next === "hang") return;
      res.writeHead(next.status, { "Content-Type": "text/plain", ...next.headers });
      res.end(next.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}
