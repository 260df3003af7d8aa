/**
 * /api/leads/email-events, the Gatsby Function over HTTP with Gatsby's body parsers configured by
 * the Function's own `config` (as `gatsby serve` mounts it), fed Resend's events signed as Svix
 * signs them (svix-id, svix-timestamp, svix-signature: Standard Webhooks' scheme, made here with
 * its library): good ones are recorded against the lead, whatever their spacing or key order; a
 * tampered body, a wrong secret or a stale timestamp is refused; a replay is answered 200 and
 * recorded once.
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
import { Webhook } from "standardwebhooks";
import emailEvents, { config as functionConfig } from "../../../../api/leads/email-events";
import { seedStore } from "../../../../../tests/support/embedded-template";
import { openEmbedded } from "../../embedded";
import { exportRow } from "../../export";
import { LeadStore } from "../../store";
import { setHostStore } from "../../stores";

const SECRET = `whsec_${Buffer.from("resend's signing secret, 32 bytes").toString("base64")}`;
const LEAD = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

let dir: string;
let store: LeadStore;
let server: Server;
let url: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-email-events-"));
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  await store.insert(
    {
      id: LEAD,
      receivedAt: new Date(),
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com.au",
      message: "Hello",
      attribution: {},
    },
    new Date(),
  );
  setHostStore(Promise.resolve(store));
  const { config } = createConfig(functionConfig);
  const app = express();
  app.use(
    "/api/leads/email-events",
    express.raw(config.bodyParser.raw),
    express.text(config.bodyParser.text),
    express.urlencoded(config.bodyParser.urlencoded),
    express.json(config.bodyParser.json),
    (req: Request, res: Response, next: NextFunction) => {
      emailEvents(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse).catch(next);
    },
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads/email-events`;
  process.env.RESEND_WEBHOOK_SECRET = SECRET;
}, 60_000);
afterAll(async () => {
  process.env = savedEnv;
  setHostStore(undefined);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

let sequence = 0;
/** A Resend event as its docs show it, for an email tagged with `tag`. */
function resendEvent(type: string, tag: string, extra: Record<string, unknown> = {}, at = "2026-11-25T09:00:01.000Z") {
  return {
    type,
    created_at: at,
    data: {
      created_at: "2026-11-25T09:00:00.000Z",
      email_id: `email-${(sequence += 1)}`,
      from: "Harbour AI SEO <website@harbouraiseo.com.au>",
      to: ["hello@harbouraiseo.com.au"],
      subject: "New enquiry",
      tags: { submission: tag },
      ...extra,
    },
  };
}

/** Posts `event` signed as Svix signs it (compact JSON, as it sends it). */
function post(event: unknown, options: { id?: string; at?: Date; secret?: string; body?: string } = {}) {
  const id = options.id ?? `msg_${(sequence += 1)}`;
  const at = options.at ?? new Date();
  const body = JSON.stringify(event);
  const signature = new Webhook(options.secret ?? SECRET).sign(id, at, body);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "svix-id": id,
      "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
      "svix-signature": signature,
    },
    body: options.body ?? body,
  });
}

const eventsOf = async () =>
  store.db.query<{ kind: string; type: string; detail: string | null }>(
    "SELECT kind, type, detail FROM lead_email_events WHERE lead_id = $1 ORDER BY occurred_at, message_id",
    [LEAD],
  );

describe("POST /api/leads/email-events", () => {
  it("records delivered and delayed against the lead, for the team's notification and the confirmation; the page and the export show it", async () => {
    // Out of order, as webhooks may arrive: the later event is the lead's state.
    const delivered = await post(resendEvent("email.delivered", LEAD, {}, "2026-11-25T09:20:00.000Z"));
    const delayed = await post(resendEvent("email.delivery_delayed", LEAD, {}, "2026-11-25T09:01:00.000Z"));
    expect([delivered.status, delayed.status]).toEqual([200, 200]);
    const confirmation = await post(resendEvent("email.delivered", `confirmation-${LEAD}`));
    expect([confirmation.status, await confirmation.json()]).toEqual([200, { recorded: "delivered" }]);
    expect((await eventsOf()).map((e) => [e.kind, e.type])).toEqual(
      expect.arrayContaining([
        ["notification", "delayed"],
        ["notification", "delivered"],
        ["confirmation", "delivered"],
      ]),
    );
    const lead = await store.get(LEAD);
    expect(lead).toMatchObject({ emailEvent: "delivered", confirmationEvent: "delivered" });
    expect(lead?.needsAttention).toBeUndefined();
    expect(lead && exportRow(lead)).toMatchObject({
      emailDelivery: "delivered",
      confirmation: "delivered",
      needsAttention: null,
    });
  });

  it("refuses a tampered body, a wrong secret, a stale or future timestamp, missing headers and a replay, recording none", async () => {
    const before = (await eventsOf()).length;
    const event = resendEvent("email.bounced", LEAD);
    const tampered = await post(event, { body: JSON.stringify({ ...event, type: "email.delivered" }) });
    const wrongSecret = await post(event, {
      secret: `whsec_${Buffer.from("somebody else's secret, 32 bytes").toString("base64")}`,
    });
    const stale = await post(event, { at: new Date(Date.now() - 6 * 60_000) });
    const future = await post(event, { at: new Date(Date.now() + 6 * 60_000) });
    const unsigned = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect([tampered.status, wrongSecret.status, stale.status, future.status, unsigned.status]).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect((await eventsOf()).length).toBe(before);

    expect(await (await fetch(url)).text()).toContain("Use POST.");
  });

  it("answers a replay 200 (Svix retries anything else for days) and records it once", async () => {
    const before = (await eventsOf()).length;
    const once = await post(resendEvent("email.delivered", `confirmation-${LEAD}`), { id: "msg_replayed" });
    expect([once.status, await once.json()]).toEqual([200, { recorded: "delivered" }]);
    const again = await post(resendEvent("email.delivered", `confirmation-${LEAD}`), { id: "msg_replayed" });
    expect([again.status, await again.json()]).toEqual([200, { recorded: "already" }]);
    expect((await eventsOf()).length).toBe(before + 1);
  });

  it("checks the signature over the bytes as sent: other spacing and key order, as Python and many senders write JSON", async () => {
    const before = (await eventsOf()).length;
    const id = "msg_spaced";
    const at = new Date();
    // Keys in another order than JSON.stringify of the parsed body would give, spaces after colons and commas, a newline.
    const body = `{"data": {"tags": {"submission": "${LEAD}"}, "email_id": "email-spaced", "created_at": "2026-11-25T09:04:00.000Z"},  "type": "email.delivered", "created_at": "2026-11-25T09:04:01.000Z"}\n`;
    expect(JSON.stringify(JSON.parse(body))).not.toBe(body);
    const headers = {
      "content-type": "application/json",
      "svix-id": id,
      "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
      "svix-signature": new Webhook(SECRET).sign(id, at, body),
    };
    const response = await fetch(url, { method: "POST", headers, body });
    expect([response.status, await response.json()]).toEqual([200, { recorded: "delivered" }]);
    expect((await eventsOf()).length).toBe(before + 1);
    // The same bytes with one space fewer are not what was signed.
    const altered = await fetch(url, {
      method: "POST",
      headers: { ...headers, "svix-id": "msg_spaced_2" },
      body: body.replace(": ", ":"),
    });
    expect(altered.status).toBe(401);
  });

  it("a bounce of the team's notification raises the lead as needing attention", async () => {
    const response = await post(
      resendEvent(
        "email.bounced",
        LEAD,
        { bounce: { type: "Permanent", subType: "General", message: "The mailbox does not exist." } },
        "2026-11-25T09:30:00.000Z",
      ),
    );
    expect(response.status).toBe(200);
    const lead = await store.get(LEAD);
    expect(lead).toMatchObject({
      emailEvent: "bounced",
      needsAttention:
        "The team's notification email bounced (Permanent: General: The mailbox does not exist.); nobody may have seen this enquiry.",
    });
    expect(lead && exportRow(lead)).toMatchObject({
      emailDelivery: "bounced",
      needsAttention: expect.stringContaining("bounced") as string,
    });
    expect(console.error).toHaveBeenCalledWith(
      `[leads-email-events] lead ${LEAD}: the team's notification email bounced; the lead needs attention on the team's page`,
    );
  });

  it("answers other events and other sites' emails with 200 and records nothing; refuses everything without a secret", async () => {
    const before = (await eventsOf()).length;
    expect((await post(resendEvent("email.opened", LEAD))).status).toBe(200);
    expect((await post(resendEvent("email.delivered", "newsletter-42"))).status).toBe(200);
    expect((await post(resendEvent("email.delivered", "0b0e8f3c-1d2a-4c3b-9e4f-a1b2c3d4e5f6"))).status).toBe(200);
    expect((await eventsOf()).length).toBe(before);
    delete process.env.RESEND_WEBHOOK_SECRET;
    try {
      expect((await post(resendEvent("email.delivered", LEAD))).status).toBe(503);
    } finally {
      process.env.RESEND_WEBHOOK_SECRET = SECRET;
    }
  });

  it("goes with the lead when a person asks for their data to be deleted", async () => {
    expect((await eventsOf()).length).toBeGreaterThan(0);
    expect(await store.deleteByEmail("ADA@example.com.au")).toBe(1);
    expect(await eventsOf()).toEqual([]);
    // An event about it afterwards records nothing.
    expect(await (await post(resendEvent("email.delivered", LEAD))).json()).toEqual({
      ignored: "no such lead (deleted, or another site's)",
    });
  });
});
