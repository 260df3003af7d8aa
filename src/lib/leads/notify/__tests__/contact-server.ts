/**
 * The contact Function (src/api/contact.ts) over real HTTP, mounted as `gatsby serve` mounts it
 * (as src/lib/contact/__tests__/function.test.ts does), with an embedded lead store handed over as
 * `npm run serve` hands over its own (stores.ts), and the lead jobs' worker on pg-boss's test clock:
 * `runJobs(at)` moves the queue's time to `at` (never back) and runs the worker once, as the
 * server's timer would then.
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
import { TestClock } from "pg-boss";
import { transportFromEnv } from "../../../platform/transports/from-env";
import { siteOrigin } from "../../../platform/origin";

/** The origin a page of the site sends, as configured now (SITE_URL, else localhost:$PORT): what the contact Function compares Origin with. */
function ownOrigin(fallback: string): string {
  const site = siteOrigin(process.env);
  return "origin" in site ? site.origin : fallback;
}
import type { Logger } from "../../../platform/log";
import { jobsOf, type JobView } from "../../jobs";
import { LeadStore } from "../../store";
import { setHostStore } from "../../stores";
import { runLeadJobs, type JobReport } from "../../worker";

export interface ContactServer {
  base: string;
  store: LeadStore;
  clock: TestClock;
  outbox: string;
  /** Runs the worker once with the queue's clock at `at` (a time before the clock's is taken as the clock's). */
  runJobs(at: Date, log?: Logger): Promise<JobReport>;
  post(body: Record<string, string>): Promise<globalThis.Response>;
  close(): Promise<void>;
}

export async function startContactServer(prefix: string): Promise<ContactServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const clock = new TestClock(new Date());
  const store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))), { clock });
  // The queue's clock keeps up with the Function's (which reads the real one) before each post.
  // One move of the clock at a time (posts may run at once).
  let moving: Promise<unknown> = Promise.resolve();
  const moveTo = (time: number) => {
    const move = moving.then(() => (clock.now() < time ? clock.setTime(time) : undefined));
    moving = move.catch(() => undefined);
    return move;
  };
  const catchUp = () => moveTo(Date.now());
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
    clock,
    outbox: path.join(dir, "outbox"),
    async post(body) {
      await catchUp();
      return fetch(`${base}/api/contact`, {
        method: "POST",
        // As a page of the site sends it: the contact Function compares Origin with the configured origin (platform/origin.ts).
        headers: { "content-type": "application/json", origin: ownOrigin(base) },
        body: JSON.stringify(body),
      });
    },
    async runJobs(at, log = () => undefined) {
      await moveTo(at.getTime());
      const time = clock.now();
      return runLeadJobs(store, {
        transport: transportFromEnv(process.env, log),
        env: process.env,
        log,
        now: () => new Date(time),
      });
    },
    async close() {
      setHostStore(undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A lead's messages beside its team email (chat, webhook, confirmation): their jobs, oldest first. */
export async function messagesOf(store: LeadStore, leadId: string): Promise<JobView[]> {
  return (await jobsOf(store.db, [leadId])).filter((job) => job.channel !== "email");
}
