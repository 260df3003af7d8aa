import { startFakeEngines, type FakeEngines } from "../../../../../tests/support/fake-engines";
import { askEngine, EngineError } from "../engines";
import { configuredEngines, engineSetting, samplesOf } from "../settings";
import { answerCost } from "../spend";

let fake: FakeEngines;
beforeAll(async () => {
  fake = await startFakeEngines();
});
afterAll(() => fake.close());

const envFor = (extra: Record<string, string> = {}) => ({
  LIVE_ANSWERS_OPENAI_API_KEY: "sk-openai-test",
  LIVE_ANSWERS_OPENAI_MODEL: "fixture-model",
  LIVE_ANSWERS_OPENAI_BASE_URL: fake.baseUrl("openai"),
  LIVE_ANSWERS_PERPLEXITY_API_KEY: "pplx-test",
  LIVE_ANSWERS_PERPLEXITY_BASE_URL: fake.baseUrl("perplexity"),
  LIVE_ANSWERS_GEMINI_API_KEY: "gemini-test",
  LIVE_ANSWERS_GEMINI_MODEL: "fixture-model",
  LIVE_ANSWERS_GEMINI_BASE_URL: fake.baseUrl("gemini"),
  ...extra,
});

describe("the engines' settings", () => {
  it("offers no engine without a key, and n is 5 by default", () => {
    expect(configuredEngines({})).toEqual([]);
    expect(samplesOf({})).toBe(5);
    expect(samplesOf({ LIVE_ANSWERS_SAMPLES: "50" })).toBe(10);
  });

  it("offers an engine with a key set (Perplexity's model defaults to sonar)", () => {
    expect(configuredEngines(envFor()).map((e) => [e.engine, e.model])).toEqual([
      ["openai", "fixture-model"],
      ["perplexity", "sonar"],
      ["gemini", "fixture-model"],
    ]);
  });

  it("does not offer an engine whose cap cannot be counted, and says why", () => {
    const said = engineSetting(envFor({ LIVE_ANSWERS_OPENAI_DAILY_CAP_USD: "5" }), "openai");
    expect(said.config).toBeUndefined();
    expect(said.problem).toMatch(/PRICE_INPUT/);
  });
});

describe("asking each engine through its API, against a fake on 127.0.0.1", () => {
  const config = (engine: "openai" | "perplexity" | "gemini") => {
    const found = configuredEngines(envFor()).find((e) => e.engine === engine);
    if (!found) throw new Error(`${engine} not configured`);
    return found;
  };

  it("asks OpenAI's Responses API with web search on, and reads its text, citations and tokens", async () => {
    const answer = await askEngine(config("openai"), "Who is the best plumber in Bondi?", { timeoutMs: 5_000 });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe("/responses");
    expect(request?.key).toBe("sk-openai-test");
    expect(request?.body).toMatchObject({
      input: "Who is the best plumber in Bondi?",
      tools: [{ type: "web_search" }],
    });
    expect(answer.text).toContain("**Bondi Plumbing & Gas**");
    expect(answer.sources.map((s) => s.host)).toEqual(["bondiplumbing.com.au", "harbourdrains.example"]);
    expect(answer.usage).toEqual({ inputTokens: 1200, outputTokens: 300 });
  });

  it("asks Perplexity's Sonar API and reads its search results and the cost it reports", async () => {
    const answer = await askEngine(config("perplexity"), "q1", { timeoutMs: 5_000 });
    expect(fake.requests.at(-1)).toMatchObject({ path: "/chat/completions", key: "pplx-test" });
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: "sonar", messages: [{ role: "user", content: "q1" }] });
    expect(answer.sources.map((s) => s.host)).toEqual(["harbourdrains.example", "easternsuburbsplumbing.example"]);
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 180 });
    expect(answer.reportedCost).toBeCloseTo(0.00519, 6);
  });

  it("asks Gemini with Google Search grounding and reads each source's site from its title", async () => {
    const answer = await askEngine(config("gemini"), "q1", { timeoutMs: 5_000 });
    expect(fake.requests.at(-1)).toMatchObject({ path: "/models/fixture-model:generateContent", key: "gemini-test" });
    expect(fake.requests.at(-1)?.body).toMatchObject({ tools: [{ google_search: {} }] });
    expect(answer.sources.map((s) => s.host)).toEqual(["harbourdrains.example", "hipages.example"]);
    // Tool-use prompt tokens count as input, thinking as output (both are billed).
    expect(answer.usage).toEqual({ inputTokens: 410, outputTokens: 170 });
    expect(answer.sources[0]?.url).toMatch(/^https:\/\/vertexaisearch\.cloud\.google\.com\//);
  });

  it("prices an answer from the settings' prices", async () => {
    const answer = await askEngine(config("openai"), "price me", { timeoutMs: 5_000 });
    expect(answerCost(answer.usage, { inputPerMillion: 1, outputPerMillion: 10, perRequest: 0.01 })).toBeCloseTo(
      0.0012 + 0.003 + 0.01,
      10,
    );
  });

  it("says an engine's refusal is not an answer, with its status", async () => {
    fake.fail.gemini = 429;
    try {
      await expect(askEngine(config("gemini"), "q", { timeoutMs: 5_000 })).rejects.toMatchObject({
        name: "EngineError",
        status: 429,
      });
    } finally {
      delete fake.fail.gemini;
    }
  });

  it("gives up on an engine that does not answer within the timeout", async () => {
    fake.hold = true;
    try {
      const asked = askEngine(config("openai"), "slow", { timeoutMs: 200 });
      await expect(asked).rejects.toBeInstanceOf(EngineError);
      await expect(asked).rejects.toThrow("no answer in time");
    } finally {
      fake.release();
    }
  });
});
