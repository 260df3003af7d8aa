import type { EmailMessage } from "../email";
import { createResendTransport, parseRetryAfter, resendOptionsFromEnv } from "../transports/resend";
import { fakeClock, hang, hangUntilTimeout, resendError, startFakeResend } from "../../contact/__tests__/fake-resend";
import type { FakeResend } from "../../contact/__tests__/fake-resend";

const message: EmailMessage = {
  from: "Site <site@example.com>",
  to: "team@example.com",
  subject: "Subject",
  html: "<p>Hi</p>",
  text: "Hi",
  reply_to: "ada@example.com.au",
};
const id = "6d2c7f6e-53a1-4c57-9d43-5f1f0f1f2a10";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

describe("resendOptionsFromEnv", () => {
  it("is off without a key and reads the rest at call time", () => {
    expect(resendOptionsFromEnv({})).toBeUndefined();
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "  " })).toBeUndefined();
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1" })).toEqual({
      apiKey: "re_1",
      baseUrl: "https://api.resend.com",
      attemptTimeoutMs: 5000,
    });
    expect(
      resendOptionsFromEnv({
        RESEND_API_KEY: "re_1",
        RESEND_BASE_URL: "http://127.0.0.1:1",
        CONTACT_SEND_TIMEOUT_MS: "250",
      }),
    ).toEqual({
      apiKey: "re_1",
      baseUrl: "http://127.0.0.1:1",
      attemptTimeoutMs: 250,
    });
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1", CONTACT_SEND_TIMEOUT_MS: "soon" })?.attemptTimeoutMs).toBe(
      5000,
    );
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1", CONTACT_SEND_TIMEOUT_MS: "60000" })?.attemptTimeoutMs).toBe(
      13_000,
    );
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("2", 0)).toBe(2000);
    expect(parseRetryAfter("0", 0)).toBe(0);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
    expect(parseRetryAfter(undefined, 0)).toBeUndefined();
  });
});

describe("createResendTransport", () => {
  const keys = () => fake.requests.map((request) => request.headers["idempotency-key"]);

  it("keeps the whole send inside its budget even when every attempt would hang", async () => {
    const clock = fakeClock();
    fake.respondWith(hangUntilTimeout(clock), hangUntilTimeout(clock), hangUntilTimeout(clock));
    const transport = createResendTransport({
      apiKey: "re_test",
      baseUrl: fake.url,
      attemptTimeoutMs: 5000,
      budgetMs: 600,
      ...clock.options,
    });
    const outcome = await transport.send(message, id);
    // The first attempt gets only what is left of the budget; a second would have no time at all.
    expect(outcome).toEqual({
      ok: false,
      reason: "resend: attempt 1: timed out after 600 ms; no time left for another attempt",
    });
    expect(clock.timeouts).toEqual([600]);
    expect(clock.pauses).toEqual([]);
    expect(clock.elapsed()).toBe(600);
    expect(fake.requests).toHaveLength(1);
  });

  it("pauses 250 ms, then 500 ms, between three attempts with the same key", async () => {
    const clock = fakeClock();
    fake.respondWith(
      resendError(500, "internal_server_error"),
      resendError(502, "application_error"),
      resendError(503, "application_error"),
    );
    const outcome = await createResendTransport({ apiKey: "re_test", baseUrl: fake.url, ...clock.options }).send(
      message,
      id,
    );
    expect(outcome).toEqual({
      ok: false,
      reason:
        "resend: attempt 1: HTTP 500 internal_server_error; attempt 2: HTTP 502 application_error; attempt 3: HTTP 503 application_error",
    });
    expect(clock.pauses).toEqual([250, 500]);
    expect(clock.timeouts).toEqual([5000, 5000, 5000]);
    expect(keys()).toEqual([id, id, id]);
  });

  it("waits a Retry-After longer than its back-off, in seconds or as a date, and the back-off when it is longer", async () => {
    const clock = fakeClock();
    const inTwoSeconds = new Date(clock.options.now() + 2000).toUTCString();
    fake.respondWith(
      resendError(429, "rate_limit_exceeded", { "Retry-After": inTwoSeconds }),
      resendError(429, "rate_limit_exceeded", { "Retry-After": "0" }),
    );
    expect(
      await createResendTransport({ apiKey: "re_test", baseUrl: fake.url, ...clock.options }).send(message, id),
    ).toEqual({ ok: true });
    expect(clock.pauses).toEqual([2000, 500]);
    expect(keys()).toEqual([id, id, id]);

    fake.reset();
    const again = fakeClock();
    fake.respondWith(resendError(429, "rate_limit_exceeded", { "Retry-After": "1.2" }));
    expect(
      await createResendTransport({ apiKey: "re_test", baseUrl: fake.url, ...again.options }).send(message, id),
    ).toEqual({ ok: true });
    expect(again.pauses).toEqual([1200]);
  });

  it("does not wait out a Retry-After longer than its cap", async () => {
    const clock = fakeClock();
    fake.respondWith(resendError(429, "rate_limit_exceeded", { "Retry-After": "60" }));
    const outcome = await createResendTransport({ apiKey: "re_test", baseUrl: fake.url, ...clock.options }).send(
      message,
      id,
    );
    expect(outcome).toEqual({
      ok: false,
      reason: "resend: attempt 1: HTTP 429 rate_limit_exceeded; provider asked to wait 60000 ms, more than we wait",
    });
    expect(clock.pauses).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it("does not start an attempt that the rest of its budget could not hold", async () => {
    const clock = fakeClock();
    fake.respondWith(resendError(429, "rate_limit_exceeded", { "Retry-After": "3" }));
    const outcome = await createResendTransport({
      apiKey: "re_test",
      baseUrl: fake.url,
      budgetMs: 3500,
      ...clock.options,
    }).send(message, id);
    // 3 s of waiting leaves 500 ms, less than the shorter of an attempt's timeout and one second.
    expect(outcome).toEqual({
      ok: false,
      reason: "resend: attempt 1: HTTP 429 rate_limit_exceeded; no time left for another attempt",
    });
    expect(clock.pauses).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it("does not retry errors a retry cannot fix", async () => {
    const clock = fakeClock();
    fake.respondWith(resendError(429, "daily_quota_exceeded"));
    expect(
      (await createResendTransport({ apiKey: "re_test", baseUrl: fake.url, ...clock.options }).send(message, id)).ok,
    ).toBe(false);
    fake.respondWith(resendError(403, "invalid_api_key"));
    expect(
      await createResendTransport({ apiKey: "re_test", baseUrl: fake.url, ...clock.options }).send(message, id),
    ).toEqual({
      ok: false,
      reason: "resend: attempt 1: HTTP 403 invalid_api_key",
    });
    expect(fake.requests).toHaveLength(2);
    expect(clock.pauses).toEqual([]);
  });

  it("reports a provider it cannot reach as a failure, after its attempts", async () => {
    const closed = await startFakeResend();
    const url = closed.url;
    await closed.close();
    const clock = fakeClock();
    const outcome = await createResendTransport({ apiKey: "re_test", baseUrl: url, ...clock.options }).send(
      message,
      id,
    );
    expect(outcome).toEqual({
      ok: false,
      reason: "resend: attempt 1: network error; attempt 2: network error; attempt 3: network error",
    });
    expect(clock.pauses).toEqual([250, 500]);
  });

  it("ends a hanging attempt with AbortSignal.timeout when given no clock's signal", async () => {
    const clock = fakeClock();
    const timeout = jest.spyOn(AbortSignal, "timeout");
    try {
      fake.respondWith(hang);
      // A real timeout, long enough that the second attempt's answer from the local fake always
      // comes first, even on a busy machine (at 50 ms it once timed out too).
      const transport = createResendTransport({
        apiKey: "re_test",
        baseUrl: fake.url,
        attemptTimeoutMs: 1000,
        now: clock.options.now,
        sleep: clock.options.sleep,
      });
      expect(await transport.send(message, id)).toEqual({ ok: true });
      expect(timeout.mock.calls).toEqual([[1000], [1000]]);
      expect(clock.pauses).toEqual([250]);
      expect(keys()).toEqual([id, id]);
    } finally {
      timeout.mockRestore();
    }
  });
});
