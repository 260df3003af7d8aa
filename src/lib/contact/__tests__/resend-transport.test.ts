import type { EmailMessage } from "../email";
import { createResendTransport, parseRetryAfter, resendOptionsFromEnv } from "../transports/resend";
import { hang, resendError, startFakeResend } from "./fake-resend";
import type { FakeResend } from "./fake-resend";

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
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1" })).toEqual({ apiKey: "re_1", baseUrl: "https://api.resend.com", attemptTimeoutMs: 5000 });
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1", RESEND_BASE_URL: "http://127.0.0.1:1", CONTACT_SEND_TIMEOUT_MS: "250" })).toEqual({
      apiKey: "re_1",
      baseUrl: "http://127.0.0.1:1",
      attemptTimeoutMs: 250,
    });
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1", CONTACT_SEND_TIMEOUT_MS: "soon" })?.attemptTimeoutMs).toBe(5000);
    expect(resendOptionsFromEnv({ RESEND_API_KEY: "re_1", CONTACT_SEND_TIMEOUT_MS: "60000" })?.attemptTimeoutMs).toBe(13_000);
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
  it("keeps the whole send inside its budget even when every attempt would hang", async () => {
    fake.respondWith(hang, hang, hang);
    const transport = createResendTransport({ apiKey: "re_test", baseUrl: fake.url, attemptTimeoutMs: 5000, budgetMs: 600 });
    const started = Date.now();
    const outcome = await transport.send(message, id);
    const elapsed = Date.now() - started;
    expect(outcome.ok).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it("does not wait out a Retry-After longer than its cap", async () => {
    fake.respondWith(resendError(429, "rate_limit_exceeded", { "Retry-After": "60" }));
    const outcome = await createResendTransport({ apiKey: "re_test", baseUrl: fake.url }).send(message, id);
    expect(outcome).toEqual({ ok: false, reason: expect.stringContaining("more than we wait") as string });
    expect(fake.requests).toHaveLength(1);
  });

  it("does not retry errors a retry cannot fix", async () => {
    fake.respondWith(resendError(429, "daily_quota_exceeded"));
    expect((await createResendTransport({ apiKey: "re_test", baseUrl: fake.url }).send(message, id)).ok).toBe(false);
    fake.respondWith(resendError(403, "invalid_api_key"));
    expect((await createResendTransport({ apiKey: "re_test", baseUrl: fake.url }).send(message, id)).ok).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a provider it cannot reach as a failure, after its attempts", async () => {
    const closed = await startFakeResend();
    const url = closed.url;
    await closed.close();
    const outcome = await createResendTransport({ apiKey: "re_test", baseUrl: url }).send(message, id);
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/attempt 3: network error/) as string });
  });
});
