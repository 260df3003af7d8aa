/**
 * The contact Function (src/api/contact.ts) over real HTTP, mounted as `gatsby serve` mounts it
 * (as src/lib/contact/__tests__/function.test.ts does), with an embedded lead store handed over as
 * `npm run serve` hands over its own (stores.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { NextFunction, Request, Response } from "express";
import { createConfig } from "gatsby/dist/internal-plugins/functions/config";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import contact from "../../../../api/contact";
import { seedStore } from "../../../../../tests/support/embedded-template";
import { openEmbedded } from "../../embedded";
import { LeadStore } from "../../store";
import { setHostStore } from "../../stores";

export interface ContactServer {
  base: string;
  store: LeadStore;
  outbox: string;
  post(body: Record<string, string>): Promise<globalThis.Response>;
  close(): Promise<void>;
}

export async function startContactServer(prefix: string): Promise<ContactServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  await store.list({ limit: 1 });
  setHostStore(Promise.resolve(store));
  const { config } = createConfig(undefined);
  const app = express();
  app.use(
    "/api/contact",
    express.urlencoded(config.bodyParser.urlencoded),
    express.json(config.bodyParser.json),
    (req: Request, res: Response, next: NextFunction) => {
      contact(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse).catch(next);
    },
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    store,
    outbox: path.join(dir, "outbox"),
    post: (body) =>
      fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(body),
      }),
    async close() {
      setHostStore(undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
