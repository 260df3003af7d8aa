import { INTERESTS } from "../../../../tests/support/interests";
/**
 * handleContact end to end: real HTTP to a fake Resend on 127.0.0.1 through RESEND_BASE_URL. Where
 * the transport pauses or times out, it runs on a fake clock (fakeClock), and the handler's own
 * deadlines on Jest's fake timers: the tests assert the waits asked for and wait on no real time.
 */
import { renderNotification } from "../../leads/notify/team-email";
import { ERROR_MESSAGES, handleContact, RATE_LIMIT_DEADLINE_MS } from "../handler";
import type { ContactDeps, ContactEnv, ContactRequest, Logger } from "../handler";
import { NATIVE_OUTCOMES } from "../options";
import { createMemoryRateLimiter } from "../../platform/rate-limit";
import { CONTACT_MESSAGES } from "../schema";
import { createResendTransport, resendOptionsFromEnv } from "../../platform/transports/resend";
import { fakeClock, hangUntilTimeout, jsonAnswer, resendError, startFakeResend, textAnswer } from "./fake-resend";
import type { FakeClock, FakeResend } from "./fake-resend";

const HOST = "www.harbouraiseo.com.au";
const ID = "3b241101-e2bb-4255-8caf-4136c566a962";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const visitor = {
  firstName: "Tom & <Jerry>",
  lastName: "O'Brien",
  email: "tom@example.com.au",
  phone: "+61 2 9000 0000",
  website: "example.com.au",
  service: "local-seo",
  budget: "5k-10k",
  message: 'Hello <b>there</b>\nSecond "line"',
  submissionId: ID,
};

let fake: FakeResend;
let env: ContactEnv;
let deps: ContactDeps;
let log: jest.Mock<ReturnType<Logger>, Parameters<Logger>>;

beforeAll(async () => {
  fake = await startFakeResend();
});
beforeEach(() => {
  env = {
    SITE_URL: `https://${HOST}`,
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: fake.url,
    CONTACT_SEND_TIMEOUT_MS: "2000",
  };
  log = jest.fn<ReturnType<Logger>, Parameters<Logger>>();
  deps = { rateLimiter: createMemoryRateLimiter(), log };
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

function post(body: unknown, headers: Record<string, string> = {}, contentType = "application/json"): ContactRequest {
  return {
    method: "POST",
    headers: {
      host: HOST,
      "content-type": contentType,
      origin: `https://${HOST}`,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body,
    clientAddress: "203.0.113.10",
  };
}

/** The request's Resend transport, as the handler would choose it from `env`, on a fake clock. */
function clocked(): { clock: FakeClock; deps: ContactDeps } {
  const clock = fakeClock();
  const transport = (requestEnv: ContactEnv) => {
    const options = resendOptionsFromEnv(requestEnv);
    if (!options) throw new Error("the test env has no RESEND_API_KEY");
    return createResendTransport({ ...options, ...clock.options });
  };
  return { clock, deps: { ...deps, transport } };
}

function receivedJson(index: number): unknown {
  const request = fake.requests[index];
  if (!request) throw new Error(`no request ${index}`);
  return JSON.parse(request.body) as unknown;
}

describe("handleContact with Resend", () => {
  it("carries the AI search check from its report's link: from the island's fields, or without JavaScript from the Referer", async () => {
    const checked = { checkedUrl: "https://example.com.au/", checkScore: "72", checkReport: "3q2-7wAAAAAAAAAAAAAAAA" };
    const form = new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com.au",
      message: "Hi",
    }).toString();
    const referer = `https://${HOST}/contact/?${new URLSearchParams(checked).toString()}`;
    expect(
      (await handleContact(post(form, { referer }, "application/x-www-form-urlencoded"), env, { ...deps, store: null }))
        .status,
    ).toBe(303);
    expect(
      (await handleContact(post({ ...visitor, submissionId: undefined, ...checked }), env, { ...deps, store: null }))
        .status,
    ).toBe(200);
    for (const index of [0, 1])
      expect((receivedJson(index) as { text: string }).text).toContain(
        "AI search check: https://example.com.au/: 72/100",
      );
    // The team's email links to the kept report.
    for (const index of [0, 1])
      expect((receivedJson(index) as { text: string }).text).toContain(
        "https://www.harbouraiseo.com.au/ai-search-check/report/3q2-7wAAAAAAAAAAAAAAAA/",
      );
  });

  it("sends exactly the rendered notification, with the submission id as Idempotency-Key", async () => {
    const result = await handleContact(post(visitor), env, deps);
    expect(result).toEqual({
      status: 200,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
      body: { ok: true },
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/emails");
    expect(request?.headers.authorization).toBe("Bearer re_test_key");
    expect(request?.headers["idempotency-key"]).toBe(ID);
    expect(request?.headers["content-type"]).toBe("application/json");

    const expected = renderNotification(
      { ...visitor, website: "https://example.com.au", service: "local-seo", budget: "5k-10k" },
      {},
      INTERESTS,
      "Not recorded",
    );
    expect(receivedJson(0)).toEqual({
      from: "Harbour AI SEO <website@harbouraiseo.com.au>",
      to: "hello@harbouraiseo.com.au",
      subject: "New enquiry from the website contact form",
      html: expected.html,
      text: expected.text,
      reply_to: "tom@example.com.au",
      // How Resend's delivery events name the lead (/api/leads/email-events).
      tags: [{ name: "submission", value: ID }],
    });
    const sent = receivedJson(0) as { html: string; text: string };
    expect(sent.html).toContain("Tom &amp; &lt;Jerry&gt; O&#39;Brien");
    expect(sent.html).toContain("Hello &lt;b&gt;there&lt;/b&gt;<br>\nSecond &quot;line&quot;");
    expect(sent.html).toContain("https://example.com.au");
    expect(sent.html).toContain("Local SEO");
    expect(sent.html).toContain("$5,000 to $10,000 a month");
    expect(sent.html).not.toMatch(/<Jerry>|<b>there/);
    expect(sent.text).toBe(
      [
        "New enquiry from the website contact form",
        "",
        "Name: Tom & <Jerry> O'Brien",
        "Email: tom@example.com.au",
        "Phone: +61 2 9000 0000",
        "Website: https://example.com.au",
        "Primary interest: Local SEO",
        "Monthly budget: $5,000 to $10,000 a month",
        "How they found us: Not recorded",
        "",
        "Message:",
        'Hello <b>there</b>\nSecond "line"',
        "",
      ].join("\n"),
    );
    expect(log).toHaveBeenCalledWith("info", `submission ${ID} delivered via resend; not stored`);
  });

  it("takes sender, recipient and base URL from the env it is given at request time", async () => {
    const result = await handleContact(
      post(visitor),
      { ...env, CONTACT_FROM: "Test <t@example.com>", CONTACT_TO: "inbox@example.com" },
      deps,
    );
    expect(result.status).toBe(200);
    expect(receivedJson(0)).toMatchObject({ from: "Test <t@example.com>", to: "inbox@example.com" });
  });

  it("generates a submission id when none is sent", async () => {
    const { submissionId: _omitted, ...withoutId } = visitor;
    expect((await handleContact(post(withoutId), env, deps)).status).toBe(200);
    expect(fake.requests[0]?.headers["idempotency-key"]).toMatch(UUID);
  });

  it("gives up after three 500s with a 503 when no store kept the lead, using the same key every time", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    const result = await handleContact(post(visitor), env, deps);
    expect(result).toEqual({
      status: 503,
      headers: expect.any(Object) as object,
      body: { ok: false, error: ERROR_MESSAGES.sendFailed },
    });
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.map((request) => request.headers["idempotency-key"])).toEqual([ID, ID, ID]);
    expect(fake.requests.map((_, i) => receivedJson(i))).toEqual([receivedJson(0), receivedJson(0), receivedJson(0)]);
    expect(log).toHaveBeenCalledWith("error", expect.stringContaining("attempt 3: HTTP 500 internal_server_error"));
    // Each attempt bounded by CONTACT_SEND_TIMEOUT_MS, with 250 ms and then 500 ms between them.
    expect(clock.timeouts).toEqual([2000, 2000, 2000]);
    expect(clock.pauses).toEqual([250, 500]);
  });

  it("retries a bare 503 (no JSON body) and succeeds", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(textAnswer(503, "Service Unavailable"));
    expect((await handleContact(post(visitor), env, deps)).status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(clock.pauses).toEqual([250]);
  });

  it("waits out a 429's Retry-After, then succeeds with the same key", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(resendError(429, "rate_limit_exceeded", { "Retry-After": "1" }));
    const result = await handleContact(post(visitor), env, deps);
    expect(result.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    // The second request went out after the second Resend asked for, not the 250 ms back-off.
    expect(clock.pauses).toEqual([1000]);
    expect([first?.headers["idempotency-key"], second?.headers["idempotency-key"]]).toEqual([ID, ID]);
  });

  it("times out a hanging provider and retries with the same key", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(hangUntilTimeout(clock));
    expect((await handleContact(post(visitor), env, deps)).status).toBe(200);
    expect(clock.timeouts).toEqual([2000, 2000]);
    expect(clock.pauses).toEqual([250]);
    expect(clock.elapsed()).toBe(2000 + 250);
    expect(fake.requests.map((request) => request.headers["idempotency-key"])).toEqual([ID, ID]);
  });

  it("answers 503 within the time limits when the provider always hangs", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(hangUntilTimeout(clock), hangUntilTimeout(clock), hangUntilTimeout(clock));
    const result = await handleContact(post(visitor), env, deps);
    expect(result.status).toBe(503);
    expect(fake.requests).toHaveLength(3);
    // 3 attempts x 2 s + 250 ms + 500 ms of back-off, and nothing else.
    expect(clock.timeouts).toEqual([2000, 2000, 2000]);
    expect(clock.pauses).toEqual([250, 500]);
    expect(clock.elapsed()).toBe(3 * 2000 + 250 + 500);
    expect(log).toHaveBeenCalledWith("error", expect.stringContaining("attempt 3: timed out after 2000 ms"));
  });

  it("does not retry a validation error from the provider", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(resendError(422, "validation_error"));
    expect((await handleContact(post(visitor), env, deps)).status).toBe(503);
    expect(fake.requests).toHaveLength(1);
    expect(clock.pauses).toEqual([]);
    expect(log).toHaveBeenCalledWith("error", expect.stringMatching(/: resend: attempt 1: HTTP 422 validation_error$/));
  });

  it("does not take a 2xx without an email id for a success", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(jsonAnswer(200, null), jsonAnswer(200, {}), jsonAnswer(200, []));
    expect((await handleContact(post(visitor), env, deps)).status).toBe(503);
    expect(fake.requests).toHaveLength(3);
    expect(clock.pauses).toEqual([250, 500]);
  });
});

describe("handleContact guards", () => {
  it("answers 405 with Allow: POST to other methods", async () => {
    for (const method of ["GET", "HEAD", "PUT", "OPTIONS"]) {
      const result = await handleContact({ ...post(visitor), method }, env, deps);
      expect(result).toMatchObject({
        status: 405,
        headers: { Allow: "POST" },
        body: { ok: false, error: ERROR_MESSAGES.method },
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 415 to other content types", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/jsonp", ""]) {
      expect((await handleContact(post(JSON.stringify(visitor), {}, type), env, deps)).status).toBe(415);
    }
    const { "content-type": _omitted, ...noType } = post(visitor).headers;
    expect((await handleContact({ ...post(visitor), headers: noType }, env, deps)).status).toBe(415);
    expect((await handleContact(post(visitor, {}, "Application/JSON; charset=UTF-8"), env, deps)).status).toBe(200);
  });

  it("refuses cross-origin posts with 403, even native ones", async () => {
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: `https://${HOST}.evil.example` },
      { origin: `http://${HOST}:8080` },
      { origin: "not a url" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "" },
    ];
    for (const headers of refused) {
      for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
        const result = await handleContact(post(visitor, headers, type), env, deps);
        expect([headers, result]).toEqual([
          headers,
          {
            status: 403,
            headers: expect.any(Object) as object,
            body: { ok: false, error: ERROR_MESSAGES.crossOrigin },
          },
        ]);
      }
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("accepts same-origin posts, and requests without Origin", async () => {
    const accepted: Record<string, string>[] = [
      { origin: `https://${HOST}` },
      { origin: `https://${HOST.toUpperCase()}` },
      { origin: `https://${HOST}:443` },
      { origin: "null", "sec-fetch-site": "same-origin" },
      { origin: "", "sec-fetch-site": "" },
      { host: "127.0.0.1:9000", origin: `https://${HOST}` },
    ];
    for (const headers of accepted) {
      const result = await handleContact(post({ ...visitor, submissionId: undefined }, headers), env, {
        ...deps,
        rateLimiter: createMemoryRateLimiter(),
      });
      expect([headers, result.status]).toEqual([headers, 200]);
    }
  });

  it("compares Origin with the site's configured origin (SITE_URL), never with the Host header the sender writes", async () => {
    const send = (headers: Record<string, string>, requestEnv: ContactEnv) =>
      handleContact(post({ ...visitor, submissionId: undefined }, headers), requestEnv, {
        ...deps,
        rateLimiter: createMemoryRateLimiter(),
      });
    // A page elsewhere whose request names its own host: the Host header agrees with it, the configuration does not.
    const forged = { host: "evil.example", origin: "https://evil.example", "sec-fetch-site": "" };
    expect((await send(forged, env)).status).toBe(403);
    // Netlify's URL when SITE_URL is not set.
    const { SITE_URL: _unset, ...onNetlify } = env;
    expect(
      (
        await send(
          { origin: "https://site.netlify.app", "sec-fetch-site": "" },
          { ...onNetlify, URL: "https://site.netlify.app" },
        )
      ).status,
    ).toBe(200);
    expect((await send(forged, { ...onNetlify, URL: "https://site.netlify.app" })).status).toBe(403);
    // `npm run serve` with no setting: localhost, 127.0.0.1 and [::1] on $PORT are the one local
    // server (`npm start` prints http://127.0.0.1:9000/), whatever the Host says; another port is not.
    const local = { ...onNetlify, PORT: "9123" };
    for (const origin of ["http://localhost:9123", "http://127.0.0.1:9123", "http://[::1]:9123"])
      expect([origin, (await send({ host: "evil.example", origin, "sec-fetch-site": "" }, local)).status]).toEqual([
        origin,
        200,
      ]);
    for (const origin of ["http://127.0.0.1:9124", "https://127.0.0.1:9123", "http://127.0.0.2:9123"])
      expect([origin, (await send({ origin, "sec-fetch-site": "" }, local)).status]).toEqual([origin, 403]);
  });

  it("accepts a post from every address of the site: the npm start address with no setting, Netlify's URL, the deploy's addresses and every SITE_URL lists", async () => {
    const { SITE_URL: _unset, ...bare } = env;
    const send = (origin: string, requestEnv: ContactEnv) =>
      handleContact(
        post({ ...visitor, submissionId: undefined }, { origin, "sec-fetch-site": "same-origin" }),
        requestEnv,
        {
          ...deps,
          rateLimiter: createMemoryRateLimiter(),
        },
      );
    // The address `npm start` prints, with nothing configured (the regression this guards).
    expect((await send("http://127.0.0.1:9000", bare)).status).toBe(200);
    const netlify = {
      ...bare,
      SITE_URL: "https://www.example.com.au, https://example.com.au",
      URL: "https://site.netlify.app",
      DEPLOY_PRIME_URL: "https://deploy-preview-7--site.netlify.app",
      DEPLOY_URL: "https://6750a1b2c3d4e5f6--site.netlify.app",
    };
    for (const origin of [
      "https://www.example.com.au",
      "https://example.com.au",
      "https://site.netlify.app",
      "https://deploy-preview-7--site.netlify.app",
      "https://6750a1b2c3d4e5f6--site.netlify.app",
    ])
      expect([origin, (await send(origin, netlify)).status]).toEqual([origin, 200]);
    // Another deploy of the same site, another site, and a loopback page are not this site on Netlify.
    for (const origin of [
      "https://deploy-preview-8--site.netlify.app",
      "https://evil.example",
      "http://127.0.0.1:9000",
    ])
      expect([origin, (await send(origin, netlify)).status]).toEqual([origin, 403]);
    // Sec-Fetch-Site: cross-site is refused whatever Origin says.
    const crossSite = await handleContact(
      post(visitor, { origin: "https://www.example.com.au", "sec-fetch-site": "cross-site" }),
      netlify,
      deps,
    );
    expect(crossSite.status).toBe(403);
  });

  it("answers 500 without sending when the configured origin is not an address, and says which setting", async () => {
    const result = await handleContact(post(visitor), { ...env, SITE_URL: "www.example.com" }, deps);
    expect(result).toEqual({
      status: 500,
      headers: expect.any(Object) as object,
      body: { ok: false, error: ERROR_MESSAGES.unexpected },
    });
    expect(log).toHaveBeenCalledWith("error", expect.stringContaining("SITE_URL is not an http(s) address"));
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 413 when the body is larger than 32 kB", async () => {
    expect((await handleContact(post(visitor, { "content-length": "40000" }), env, deps)).status).toBe(413);
    expect(
      (await handleContact(post(JSON.stringify({ ...visitor, message: "x".repeat(40_000) })), env, deps)).status,
    ).toBe(413);
    expect(
      (
        await handleContact(
          post("firstName=x", { "content-length": "40000" }, "application/x-www-form-urlencoded"),
          env,
          deps,
        )
      ).location,
    ).toBe(NATIVE_OUTCOMES.invalid);
  });

  describe("bad bodies never give a 5xx", () => {
    const bodies: [string, unknown][] = [
      ["malformed JSON text", '{"firstName": "Ada",'],
      ["JSON text of an array", "[1,2,3]"],
      ["bytes of malformed JSON", Buffer.from("{{{")],
      ["null", null],
      ["undefined", undefined],
      ["a number", 7],
      ["an array", [visitor]],
      [
        "wrong types",
        { firstName: 1, lastName: true, email: ["a@b.co"], message: { text: "hi" }, phone: 5, service: ["local-seo"] },
      ],
      [
        "huge fields",
        { ...visitor, firstName: "a".repeat(200_000), message: "m".repeat(200_000), website: "w".repeat(200_000) },
      ],
      [
        "prototype keys",
        JSON.parse(
          '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}},"firstName":"Ada"}',
        ) as unknown,
      ],
    ];
    it.each(bodies)("%s gives 400 with field errors", async (_name, body) => {
      const result = await handleContact(post(body), env, deps);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ ok: false, errors: expect.any(Object) as object });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(fake.requests).toHaveLength(0);
    });

    it("explains each field problem in a sentence", async () => {
      const result = await handleContact(
        post({ ...visitor, email: "nope", website: "javascript:alert(1)", budget: "a lot" }),
        env,
        deps,
      );
      expect(result.body).toEqual({
        ok: false,
        errors: {
          email: CONTACT_MESSAGES.email.invalid,
          website: CONTACT_MESSAGES.website.invalid,
          budget: CONTACT_MESSAGES.budget.invalid,
        },
      });
    });
  });

  it("answers a filled honeypot with success and sends nothing", async () => {
    for (const gotcha of ["http://spam.example", ["x"], 1]) {
      expect(await handleContact(post({ ...visitor, _gotcha: gotcha }), env, deps)).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      expect(await handleContact(post({ _gotcha: gotcha, junk: true }), env, deps)).toMatchObject({
        status: 200,
        body: { ok: true },
      });
    }
    expect(
      await handleContact(post("firstName=&_gotcha=spam", {}, "application/x-www-form-urlencoded"), env, deps),
    ).toMatchObject({ status: 303, location: NATIVE_OUTCOMES.sent });
    expect(fake.requests).toHaveLength(0);
    // A blank honeypot is a person.
    expect((await handleContact(post({ ...visitor, _gotcha: " " }), env, deps)).status).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it("limits each address per CONTACT_RATE_LIMIT and says when to retry", async () => {
    const limitedEnv = { ...env, CONTACT_RATE_LIMIT: "2" };
    const fresh = () => post({ ...visitor, submissionId: undefined });
    expect((await handleContact(fresh(), limitedEnv, deps)).status).toBe(200);
    expect((await handleContact(fresh(), limitedEnv, deps)).status).toBe(200);
    const refused = await handleContact(fresh(), limitedEnv, deps);
    expect(refused).toEqual({
      status: 429,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": expect.stringMatching(/^\d+$/) as string,
      },
      body: { ok: false, error: ERROR_MESSAGES.rateLimited },
    });
    // The window is ten minutes from the first message.
    const retryAfter = Number(refused.headers["Retry-After"]);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(
      await handleContact(post("firstName=Ada", {}, "application/x-www-form-urlencoded"), limitedEnv, deps),
    ).toMatchObject({
      status: 303,
      location: NATIVE_OUTCOMES.invalid,
    });
    const nativeRefused = await handleContact(
      post(new URLSearchParams({ ...visitor, submissionId: "" }).toString(), {}, "application/x-www-form-urlencoded"),
      limitedEnv,
      deps,
    );
    expect(nativeRefused).toMatchObject({ status: 303, location: NATIVE_OUTCOMES.failed });
    // Another address still gets through; another address in the same IPv6 /64 does not.
    expect((await handleContact({ ...fresh(), clientAddress: "198.51.100.1" }, limitedEnv, deps)).status).toBe(200);
    expect((await handleContact({ ...fresh(), clientAddress: "2001:db8:5:6::1" }, limitedEnv, deps)).status).toBe(200);
    expect((await handleContact({ ...fresh(), clientAddress: "2001:db8:5:6:aaaa::2" }, limitedEnv, deps)).status).toBe(
      200,
    );
    expect((await handleContact({ ...fresh(), clientAddress: "2001:db8:5:6:bbbb::3" }, limitedEnv, deps)).status).toBe(
      429,
    );
    expect(fake.requests).toHaveLength(5);
  });

  it("counts nothing when CONTACT_RATE_LIMIT is off", async () => {
    const offEnv = { ...env, CONTACT_RATE_LIMIT: "off" };
    for (let i = 0; i < 8; i += 1)
      expect((await handleContact(post({ ...visitor, submissionId: undefined }), offEnv, deps)).status).toBe(200);
    // Nothing was counted meanwhile: the default limit of five is all still there.
    for (let i = 0; i < 5; i += 1)
      expect((await handleContact(post({ ...visitor, submissionId: undefined }), env, deps)).status).toBe(200);
    expect((await handleContact(post({ ...visitor, submissionId: undefined }), env, deps)).status).toBe(429);
  });
});

describe("handleContact with a native form post", () => {
  const form = (fields: Record<string, string>) =>
    post(new URLSearchParams(fields).toString(), {}, "application/x-www-form-urlencoded");

  it("redirects to the sent outcome, from parsed or raw bodies", async () => {
    expect(await handleContact(form({ ...visitor, submissionId: "" }), env, deps)).toEqual({
      status: 303,
      headers: { "Cache-Control": "no-store" },
      location: "/contact/#message-sent",
    });
    // As express.urlencoded hands it over.
    const parsed = { ...visitor, service: "", budget: "", phone: "", website: "", submissionId: "" };
    expect(await handleContact(post(parsed, {}, "application/x-www-form-urlencoded"), env, deps)).toMatchObject({
      location: NATIVE_OUTCOMES.sent,
    });
    expect(fake.requests).toHaveLength(2);
    expect(receivedJson(1)).toMatchObject({
      text: expect.stringContaining("Primary interest: Not provided") as string,
    });
  });

  it("redirects to the invalid outcome for bad fields, nested fields or prototype keys", async () => {
    expect(await handleContact(form({ firstName: "Ada" }), env, deps)).toMatchObject({
      status: 303,
      location: NATIVE_OUTCOMES.invalid,
    });
    expect(
      await handleContact(
        post({ firstName: { a: "b" }, email: ["x"] }, {}, "application/x-www-form-urlencoded"),
        env,
        deps,
      ),
    ).toMatchObject({
      location: NATIVE_OUTCOMES.invalid,
    });
    expect(
      await handleContact(
        post("__proto__=x&constructor=y&firstName=Ada", {}, "application/x-www-form-urlencoded"),
        env,
        deps,
      ),
    ).toMatchObject({
      location: NATIVE_OUTCOMES.invalid,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("redirects to the failed outcome when the provider fails", async () => {
    const { clock, deps } = clocked();
    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
      resendError(500, "internal_server_error"),
    );
    expect(await handleContact(form({ ...visitor }), env, deps)).toMatchObject({
      status: 303,
      location: NATIVE_OUTCOMES.failed,
    });
    expect(clock.pauses).toEqual([250, 500]);
  });
});

describe("handleContact never loses a lead to its abuse guard", () => {
  it("lets the message through, and logs why, when the rate limiter fails", async () => {
    const broken: ContactDeps = {
      ...deps,
      rateLimiter: {
        hit() {
          return Promise.reject(new Error("limiter down"));
        },
      },
    };
    expect(await handleContact(post(visitor), env, broken)).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      await handleContact(
        post(new URLSearchParams(visitor).toString(), {}, "application/x-www-form-urlencoded"),
        env,
        broken,
      ),
    ).toMatchObject({
      status: 303,
      location: NATIVE_OUTCOMES.sent,
    });
    const throwing: ContactDeps = {
      ...deps,
      rateLimiter: {
        hit() {
          throw new Error("limiter exploded");
        },
      },
    };
    expect(await handleContact(post(visitor), env, throwing)).toMatchObject({ status: 200, body: { ok: true } });
    expect(fake.requests).toHaveLength(3);
    expect(log).toHaveBeenCalledWith("error", "rate limit failed: limiter down; the message was let through");
    expect(log).toHaveBeenCalledWith("error", "rate limit failed: limiter exploded; the message was let through");
  });

  it(`answers once ${RATE_LIMIT_DEADLINE_MS} ms have passed when the rate limiter never decides`, async () => {
    // Only the timers of this test's code are fake: Node's own (the HTTP to the fake Resend) run as usual.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
    try {
      const stuck: ContactDeps = { ...deps, rateLimiter: { hit: () => new Promise(() => undefined) } };
      let answered = false;
      const answer = handleContact(post(visitor), env, stuck).finally(() => (answered = true));
      await jest.advanceTimersByTimeAsync(RATE_LIMIT_DEADLINE_MS - 1);
      expect(answered).toBe(false);
      expect(log).not.toHaveBeenCalled();
      expect(fake.requests).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(log).toHaveBeenCalledWith(
        "error",
        `rate limit undecided after ${RATE_LIMIT_DEADLINE_MS} ms; the message was let through`,
      );
      // No more time passes on the fake clock: past the deadline nothing else waits on a timer.
      expect(await answer).toMatchObject({ status: 200, body: { ok: true } });
      expect(fake.requests).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("handleContact never throws", () => {
  it("answers 503 or 500 (or the failed outcome) when a dependency blows up", async () => {
    const brokenLog: ContactDeps = {
      ...deps,
      log: () => {
        throw new Error("log down");
      },
    };
    expect(
      await handleContact(post(visitor), env, {
        ...brokenLog,
        rateLimiter: { hit: () => Promise.reject(new Error("limiter down")) },
      }),
    ).toMatchObject({
      status: 500,
      body: { ok: false, error: ERROR_MESSAGES.unexpected },
    });
    expect(
      await handleContact(post(new URLSearchParams(visitor).toString(), {}, "application/x-www-form-urlencoded"), env, {
        ...brokenLog,
        rateLimiter: { hit: () => Promise.reject(new Error("limiter down")) },
      }),
    ).toMatchObject({ status: 303, location: NATIVE_OUTCOMES.failed });
    const throwingTransport: ContactDeps = {
      ...deps,
      transport: () => ({
        name: "broken",
        send: () => Promise.reject(new Error("socket exploded")),
      }),
    };
    expect(await handleContact(post(visitor), env, throwingTransport)).toMatchObject({ status: 503 });
    const weirdRequest = {
      method: "POST",
      headers: { "content-type": ["application/json"], host: undefined },
      body: visitor,
    } as const;
    expect((await handleContact(weirdRequest, env, deps)).status).toBe(200);
  });
});

describe("handleContact on a Deploy Preview or branch deploy", () => {
  it.each([["deploy-preview"], ["branch-deploy"]])(
    "on a %s, keeps, sends and announces nothing, and says so",
    async (context) => {
      const insert = jest.fn();
      const store = { insert } as unknown as NonNullable<ContactDeps["store"]>;
      const result = await handleContact(
        post(visitor),
        { ...env, CONTEXT: context, LEADS_WEBHOOK_URL: "https://crm.example.com/hook" },
        { ...deps, store },
      );
      expect(result).toMatchObject({ status: 503, body: { ok: false, error: ERROR_MESSAGES.preview } });
      expect(insert).not.toHaveBeenCalled();
      expect(fake.requests).toHaveLength(0);
      // Without JavaScript, the form's failure outcome, which shows the same kind of message.
      expect(
        await handleContact(
          post(
            new URLSearchParams(visitor as Record<string, string>).toString(),
            {},
            "application/x-www-form-urlencoded",
          ),
          { ...env, CONTEXT: context },
          { ...deps, store },
        ),
      ).toMatchObject({
        status: 303,
        location: NATIVE_OUTCOMES.failed,
      });
      expect(insert).not.toHaveBeenCalled();
    },
  );

  it("still checks the fields as the live form does, so reviewers see the same errors", async () => {
    const result = await handleContact(
      post({ ...visitor, email: "not an address" }),
      { ...env, CONTEXT: "deploy-preview" },
      { ...deps, store: null },
    );
    expect(result).toMatchObject({ status: 400, body: { ok: false, errors: { email: expect.any(String) as string } } });
  });

  it("treats a production deploy as before", async () => {
    expect(
      (await handleContact(post(visitor), { ...env, CONTEXT: "production" }, { ...deps, store: null })).status,
    ).toBe(200);
  });
});
