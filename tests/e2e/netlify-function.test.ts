/**
 * The contact Function as Netlify runs it on the live site: the handler gatsby-adapter-netlify
 * generated in .netlify/functions-internal/ during the build, called with Netlify-shaped events.
 * Node only; it builds nothing itself (`npm run test:e2e` builds first). What Netlify's CLI can show,
 * it shows (netlify-preview.test.ts, netlify-live.test.ts: the Edge Function, headers, redirects,
 * the CMS login, every Function on a preview); these events stand for what it cannot: the live
 * site's contact Function keeping messages, and the visitor's address as Netlify's edge gives it,
 * which the rate limit counts by.
 *
 * Behind Netlify's edge, `x-forwarded-for` ends in Netlify's own proxy and
 * `x-nf-client-connection-ip` is the visitor's address as the edge saw it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { NATIVE_OUTCOMES } from "../../src/lib/contact/options";
import {
  answerOf,
  event,
  handlerFor,
  NETLIFY_PROXY,
  SITE,
  type Answer,
  type Handler,
  type Request,
} from "./support/netlify";

let handler: Handler;
let outbox: string;
const savedEnv = { ...process.env };
beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-outbox-"));
  // Read by the Function per request, as Netlify's runtime environment is.
  process.env.CONTACT_OUTBOX_DIR = outbox;
  // Netlify gives its Functions the site's main address in URL: the origin the contact Function compares Origin with.
  process.env.URL = SITE;
  delete process.env.SITE_URL;
  delete process.env.RESEND_API_KEY;
  delete process.env.CONTACT_RATE_LIMIT;
  delete process.env.REDIS_URL;
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  handler = await handlerFor("/api/contact");
});
afterAll(() => {
  process.env = savedEnv;
  fs.rmSync(outbox, { recursive: true, force: true });
  jest.restoreAllMocks();
});

async function call(request: Request, fn: Handler = handler): Promise<Answer> {
  return answerOf(await fn(event(request), {}));
}

const person = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com.au",
  message: "Please call me about local SEO.",
};
const json = (visitor: string, fields: object = person, headers: Record<string, string> = {}) =>
  call({
    visitor,
    body: JSON.stringify(fields),
    headers: { origin: SITE, "sec-fetch-site": "same-origin", ...headers },
  });
const outboxFiles = () => fs.readdirSync(outbox).filter((f) => f.endsWith(".json"));

describe("the contact Function under Netlify's handler", () => {
  it("accepts a valid JSON message and writes it to the outbox", async () => {
    const answer = await json("203.0.113.10", { ...person, email: "accepted@example.com.au" });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([200, { ok: true }]);
    const stored = outboxFiles().map(
      (f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")) as { reply_to: string; text: string },
    );
    expect(stored.filter((m) => m.reply_to === "accepted@example.com.au")).toEqual([
      expect.objectContaining({ text: expect.stringContaining("Please call me about local SEO.") as string }),
    ]);
  });

  it("answers a native form post with 303 to the contact page's sent outcome", async () => {
    const answer = await call({
      visitor: "203.0.113.11",
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ ...person, phone: "", website: "", service: "", budget: "", _gotcha: "" }).toString(),
      headers: { origin: SITE, "sec-fetch-site": "same-origin" },
    });
    expect(answer.status).toBe(303);
    expect(answer.header("location")).toBe(NATIVE_OUTCOMES.sent);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const answer = await call({ method: "GET", visitor: "203.0.113.12" });
    expect([answer.status, answer.header("allow")]).toEqual([405, "POST"]);
  });

  it("limits a flood from one visitor with 429 while another visitor behind the same proxy still gets through", async () => {
    const flooder = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await json(flooder)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await json(flooder);
    expect(Number(refused.header("retry-after"))).toBeGreaterThan(590);
    // Writing another address in X-Forwarded-For buys nothing: the edge's address is what counts.
    expect((await json(flooder, person, { "x-forwarded-for": `192.0.2.99, ${NETLIFY_PROXY}` })).status).toBe(429);

    const neighbour = await json("198.51.100.8");
    expect(neighbour.status).toBe(200);
  });

  it("never answers a 5xx to 200 fuzzed bodies", async () => {
    const failures: string[] = [];
    let n = 0;
    for (const request of fuzzedRequests(200)) {
      n += 1;
      const answer = await call({ ...request, visitor: `198.18.${n >> 8}.${n & 255}`, headers: { origin: SITE } });
      if (answer.status >= 500)
        failures.push(
          `${answer.status} for ${request.contentType}: ${JSON.stringify(String(request.body).slice(0, 120))}`,
        );
    }
    expect(failures).toEqual([]);
  });
});

/** Deterministic, so a failure can be replayed: mulberry32. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fuzzedRequests(count: number): Array<Omit<Request, "visitor">> {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const controlText = () =>
    Array.from({ length: 1 + Math.floor(next() * 40) }, () =>
      String.fromCharCode(
        pick([0, 1, 7, 8, 9, 10, 13, 27, 31, 127, 0x2028, 0xd800, 0xfeff, 65 + Math.floor(next() * 26)]),
      ),
    ).join("");
  const wrongValue = (): unknown =>
    pick<() => unknown>([
      () => null,
      () => true,
      () => Math.floor(next() * 1e9) - 5e8,
      () => [controlText(), 1],
      () => ({ nested: controlText(), __proto__: { polluted: true } }),
      () => controlText(),
      () => "x".repeat(Math.floor(next() * 40_000)),
      () => "",
    ])();
  const fields = [
    "firstName",
    "lastName",
    "email",
    "phone",
    "website",
    "service",
    "budget",
    "message",
    "_gotcha",
    "submissionId",
    "__proto__",
    "constructor",
  ];
  const jsonObject = () => {
    const out: Record<string, unknown> = { ...person };
    for (const field of fields) if (next() < 0.4) out[field] = wrongValue();
    return JSON.stringify(out);
  };
  const makers: Array<() => Omit<Request, "visitor">> = [
    () => ({ body: jsonObject() }),
    () => ({ body: jsonObject().slice(0, Math.floor(next() * 60)) }),
    () => ({
      body: pick([
        "null",
        "[]",
        "12",
        '"text"',
        "{",
        "}",
        '{"a":',
        "\u0000",
        "",
        "[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]",
      ]),
    }),
    () => ({
      contentType: "application/x-www-form-urlencoded",
      body: `firstName=${controlText()}&email[]=x&message[a]=1&%E0%A4%A=bad`,
    }),
    () => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ ...person, message: controlText() }).toString(),
    }),
    () => ({
      contentType: pick([
        "text/plain",
        "application/xml",
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "application/json; charset=latin1",
        "",
      ]),
      body: jsonObject(),
    }),
    () => ({ body: Buffer.from(Array.from({ length: Math.floor(next() * 512) }, () => Math.floor(next() * 256))) }),
  ];
  return Array.from({ length: count }, () => pick(makers)());
}

describe("Resend's delivery events under Netlify's handler", () => {
  const SECRET = `whsec_${Buffer.from("resend's signing secret, 32 bytes").toString("base64")}`;
  /** Signed as Svix signs Resend's events: compact JSON, svix-* headers (Standard Webhooks' scheme). */
  const signed = (payload: unknown, id: string, sendBody?: string): Request => {
    const body = JSON.stringify(payload);
    const at = new Date();
    return {
      visitor: "54.1.2.3",
      path: "/api/leads/email-events",
      body: sendBody ?? body,
      headers: {
        "svix-id": id,
        "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
        "svix-signature": new Webhook(SECRET).sign(id, at, body),
      },
    };
  };

  it("checks the signature over the body's bytes as the adapter hands them over: a good event is answered, a tampered one refused", async () => {
    const events = await handlerFor("/api/leads/email-events");
    process.env.RESEND_WEBHOOK_SECRET = SECRET;
    try {
      const opened = {
        type: "email.opened",
        created_at: "2026-11-25T09:00:00.000Z",
        data: {
          email_id: "e-1",
          to: ["hello@harbouraiseo.com.au"],
          tags: { submission: "7c9e6679-7425-40de-944b-e07fc1f90ae7" },
        },
      };
      const good = await call(signed(opened, "msg_netlify_1"), events);
      expect([good.status, JSON.parse(good.text)]).toEqual([200, { ignored: "not a delivery event" }]);
      const tampered = await call(
        signed(opened, "msg_netlify_2", JSON.stringify({ ...opened, type: "email.bounced" })),
        events,
      );
      expect(tampered.status).toBe(401);
      // A delivery event for a lead needs the lead store: without DATABASE_URL it is refused for Resend to send again.
      const delivered = await call(signed({ ...opened, type: "email.delivered" }, "msg_netlify_3"), events);
      expect([delivered.status, JSON.parse(delivered.text)]).toEqual([503, { error: "no lead store" }]);
    } finally {
      delete process.env.RESEND_WEBHOOK_SECRET;
    }
  });
});
