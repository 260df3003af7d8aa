/**
 * The real Gatsby Function (src/api/contact.ts) mounted the way `gatsby serve` mounts it: through
 * Gatsby's own Functions middleware as patched (patches/gatsby+5.16.1.patch: its createConfig
 * defaults, express's built-in body parsers in Gatsby's order counting bytes as they arrive, the
 * Function told when a body went past the limit), the handler awaited, and no error middleware, so
 * other body-parser errors (bad JSON) reach express's default final handler exactly as under
 * `gatsby serve` (node_modules/gatsby/dist/internal-plugins/functions/middleware.js, commands/serve.js).
 */
import express from "express";
import { createConfig } from "gatsby/dist/internal-plugins/functions/config";
import { functionMiddlewares } from "gatsby/dist/internal-plugins/functions/middleware";
import type { IGatsbyFunction } from "gatsby/dist/redux/types";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { MAX_BODY_BYTES } from "../handler";
import { NATIVE_OUTCOMES } from "../options";
import { resendError, startFakeResend } from "./fake-resend";
import type { FakeResend } from "./fake-resend";

const visitor = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com.au",
  message: "Please call me.",
  service: "technical-seo",
};

let fake: FakeResend;
let server: Server;
let base: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  fake = await startFakeResend();

  const contactFunction = {
    functionRoute: "contact",
    absoluteCompiledFilePath: path.resolve(__dirname, "../../../api/contact.ts"),
  } as IGatsbyFunction;
  const app = express();
  app.use("/api/*", ...functionMiddlewares({ getFunctions: () => [contactFunction] }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Set after the Function was imported: it must read configuration per request.
  // The site's origin is configuration (platform/origin.ts): this server's address, as SITE_URL names it in production.
  process.env.SITE_URL = base;
  process.env.RESEND_API_KEY = "re_function_test";
  process.env.RESEND_BASE_URL = fake.url;
  // CONTACT_SEND_TIMEOUT_MS stays at its default (5 s): no test here makes the provider hang, and a short
  // bound would time out a slow answer on a busy machine and send the email twice (same idempotency key).
  // Every request here comes from 127.0.0.1; only the rate-limit test counts them.
  process.env.CONTACT_RATE_LIMIT = "off";
});
afterEach(() => fake.reset());
afterAll(async () => {
  process.env = savedEnv;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
  jest.restoreAllMocks();
});

function postJson(body: string, headers: Record<string, string> = {}): Promise<globalThis.Response> {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

/** A post with no Content-Length: the body arrives in chunks (Transfer-Encoding: chunked). */
function postChunked(body: string, contentType: string): Promise<globalThis.Response> {
  const bytes = new TextEncoder().encode(body);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096));
      controller.close();
    },
  });
  return fetch(`${base}/api/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

function postForm(
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
): Promise<globalThis.Response> {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
  });
}

describe("POST /api/contact through the Gatsby Function", () => {
  it("parses with Gatsby's default body limit, as patched: the contact form's own 32 kB", () => {
    const { config: processed, warnings } = createConfig(undefined);
    expect(warnings).toEqual([]);
    for (const type of ["json", "text", "raw", "urlencoded"] as const)
      expect(processed.bodyParser[type].limit).toBe("32kb");
    expect(32 * 1024).toBe(MAX_BODY_BYTES);
  });

  it("sends a JSON submission and answers 200 {ok:true}", async () => {
    const response = await postJson(JSON.stringify(visitor), { origin: base });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer re_function_test");
    expect(JSON.parse(fake.requests[0]?.body ?? "")).toMatchObject({
      reply_to: "grace@example.com.au",
      text: expect.stringContaining("Technical SEO Audits") as string,
    });
  });

  it("answers field errors with 400 JSON", async () => {
    const response = await postJson(JSON.stringify({ ...visitor, email: "grace", firstName: ["x"] }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      errors: {
        firstName: "Please enter your first name.",
        email: "Please enter a valid email address, like name@example.com.au.",
      },
    });
  });

  it("answers malformed JSON with 400 from the body parser, as gatsby serve does", async () => {
    const response = await postJson('{"firstName": "Grace",');
    expect(response.status).toBe(400);
    await response.text();
    expect(fake.requests).toHaveLength(0);
  });

  it("answers a 40 kB body with its own 413 for JSON and the invalid outcome for a native post", async () => {
    const big = JSON.stringify({ ...visitor, message: "x".repeat(40 * 1024) });
    const json = await postJson(big);
    expect(json.status).toBe(413);
    expect(await json.json()).toMatchObject({ ok: false });
    const form = await postForm({ ...visitor, message: "x".repeat(40 * 1024) });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(NATIVE_OUTCOMES.invalid);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers a chunked post past the limit (no Content-Length) with 413, JSON or form, counting bytes as they arrive", async () => {
    const big = JSON.stringify({ ...visitor, message: "x".repeat(40 * 1024) });
    const json = await postChunked(big, "application/json");
    expect([json.status, await json.json()]).toEqual([
      413,
      { ok: false, error: "Your message is too long to send. Please shorten it and try again." },
    ]);
    const hundred = await postChunked(
      JSON.stringify({ ...visitor, message: "x".repeat(100 * 1024 - 200) }),
      "application/json",
    );
    expect(hundred.status).toBe(413);
    await hundred.text();
    const form = await postChunked(
      new URLSearchParams({ ...visitor, message: "x".repeat(40 * 1024) }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect([form.status, form.headers.get("location")]).toEqual([303, NATIVE_OUTCOMES.invalid]);
    expect(fake.requests).toHaveLength(0);
    // A chunked post within the limit goes through.
    const small = await postChunked(JSON.stringify(visitor), "application/json");
    expect(small.status).toBe(200);
    await small.text();
  });

  it("refuses a body far past the limit (200 kB) before the handler reads it", async () => {
    const huge = await postJson(JSON.stringify({ ...visitor, message: "x".repeat(200 * 1024) }));
    expect(huge.status).toBe(413);
    await huge.text();
    expect(fake.requests).toHaveLength(0);
  });

  it("accepts a body just under the limit", async () => {
    const padding = 32 * 1024 - JSON.stringify({ ...visitor, junk: "" }).length - 10;
    const response = await postJson(JSON.stringify({ ...visitor, junk: "j".repeat(padding) }));
    expect(response.status).toBe(200);
  });

  it("never gives a 5xx for prototype keys, wrong types or odd JSON", async () => {
    for (const body of [
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      "[]",
      '[{"firstName":"x"}]',
      '{"firstName":{"$gt":""},"email":[1,2],"message":null}',
      "null",
      '"a string"',
      "12",
    ]) {
      const response = await postJson(body);
      expect([body, response.status]).toEqual([body, 400]);
      await response.text();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("redirects a native form post with 303 to the outcome", async () => {
    const sent = await postForm(
      { ...visitor, phone: "", website: "", budget: "", submissionId: "" },
      { origin: base, "sec-fetch-site": "same-origin" },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(NATIVE_OUTCOMES.sent);

    const invalid = await postForm({ firstName: "Grace" });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe(NATIVE_OUTCOMES.invalid);

    const nested = await postForm("firstName[a]=1&email[]=x&__proto__[polluted]=1&message=hi");
    expect(nested.headers.get("location")).toBe(NATIVE_OUTCOMES.invalid);

    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    const failed = await postForm(visitor);
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(NATIVE_OUTCOMES.failed);
  });

  it("answers 503 JSON when the provider fails and no store kept the lead", async () => {
    fake.respondWith(
      resendError(503, "internal_server_error"),
      resendError(503, "internal_server_error"),
      resendError(503, "internal_server_error"),
    );
    const response = await postJson(JSON.stringify(visitor));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: expect.any(String) as string });
    expect(fake.requests).toHaveLength(3);
  });

  it("drops a filled honeypot silently", async () => {
    const json = await postJson(JSON.stringify({ ...visitor, _gotcha: "https://spam.example" }));
    expect([json.status, await json.json()]).toEqual([200, { ok: true }]);
    const form = await postForm({ ...visitor, _gotcha: "spam" });
    expect([form.status, form.headers.get("location")]).toEqual([303, NATIVE_OUTCOMES.sent]);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a cross-origin post with 403", async () => {
    const json = await postJson(JSON.stringify(visitor), { origin: "https://evil.example" });
    expect([json.status, await json.json()]).toEqual([
      403,
      { ok: false, error: "This form can only be sent from our own website." },
    ]);
    const form = await postForm(visitor, { "sec-fetch-site": "cross-site" });
    expect(form.status).toBe(403);
    await form.text();
    expect(fake.requests).toHaveLength(0);
  });

  it("rate-limits by the connection's address with Retry-After, whatever X-Forwarded-For claims", async () => {
    process.env.CONTACT_RATE_LIMIT = "1";
    try {
      expect((await postJson(JSON.stringify(visitor), { "x-forwarded-for": "192.0.2.44" })).status).toBe(200);
      // A visitor can write X-Forwarded-For; a new value every time must not buy a new allowance.
      const refused = await postJson(JSON.stringify(visitor), { "x-forwarded-for": "192.0.2.45" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
      expect(await refused.json()).toEqual({ ok: false, error: expect.stringContaining("Please wait") as string });
      const native = await postForm(visitor, { "x-nf-client-connection-ip": "192.0.2.46" });
      expect([native.status, native.headers.get("location")]).toEqual([303, NATIVE_OUTCOMES.failed]);
    } finally {
      process.env.CONTACT_RATE_LIMIT = "off";
    }
  });

  it("answers other methods with 405 and other content types with 415", async () => {
    const get = await fetch(`${base}/api/contact`);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    await get.text();
    const text = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(visitor),
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ ok: false, error: expect.any(String) as string });
  });
});
