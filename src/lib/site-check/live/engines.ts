/**
 * One ask of one engine through its official API with web search on, and its answer parsed with
 * zod into the text, the sources it returned and the tokens it used. The request and response
 * shapes, and the pages they were read from, are in docs/site-check.md ("Live answers"):
 * - OpenAI: the Responses API, POST {base}/responses with the `web_search` tool; the answer is the
 *   `message` items' `output_text`, its sources their `url_citation` annotations; `usage` gives
 *   `input_tokens` and `output_tokens`.
 * - Perplexity: Sonar, POST {base}/chat/completions (OpenAI's chat format; every ask searches); the
 *   answer is `choices[0].message.content`, its sources `search_results` (else `citations`); `usage`
 *   gives `prompt_tokens` and `completion_tokens`, and `usage.cost.total_cost` when it says.
 * - Gemini: POST {base}/models/{model}:generateContent with the `google_search` tool; the answer is
 *   the first candidate's text parts, its sources `groundingMetadata.groundingChunks[].web`
 *   (`uri` is Google's redirect, `title` the source's domain); `usageMetadata` gives the tokens.
 * A bounded timeout; no redirect followed; the key in a header, never the address.
 */
import { z } from "zod";
import { bareHost, hostOf, type CitedSource } from "./detect";
import type { EngineConfig } from "./settings";
import type { Usage } from "./spend";

export interface EngineAnswer {
  text: string;
  sources: CitedSource[];
  usage?: Usage;
  /** What the engine itself said the ask cost (Perplexity's usage.cost.total_cost), in US dollars. */
  reportedCost?: number;
}

/** An ask that did not give an answer: its HTTP status when there was one. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "EngineError";
  }
}

/** The most of an answer's text kept (the report keeps less: store.ts). */
const MAX_TEXT = 20_000;
const MAX_SOURCES = 30;

const sourceOf = (url: string, title: string | undefined): CitedSource | undefined => {
  const host = hostOf(url);
  if (!host) return undefined;
  return { url: url.slice(0, 2048), ...(title ? { title: title.slice(0, 200) } : {}), host };
};

const openaiSchema = z.object({
  output: z.array(
    z.object({
      type: z.string(),
      content: z
        .array(
          z.object({
            type: z.string(),
            text: z.string().optional(),
            annotations: z
              .array(z.object({ type: z.string(), url: z.string().optional(), title: z.string().optional() }))
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
  usage: z.object({ input_tokens: z.number().int().min(0), output_tokens: z.number().int().min(0) }).optional(),
});

const perplexitySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
  search_results: z.array(z.object({ url: z.string(), title: z.string().optional() })).optional(),
  citations: z.array(z.string()).optional(),
  usage: z
    .object({
      prompt_tokens: z.number().int().min(0),
      completion_tokens: z.number().int().min(0),
      cost: z.object({ total_cost: z.number().min(0).optional() }).optional(),
    })
    .optional(),
});

const geminiSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional() })).optional() }).optional(),
        groundingMetadata: z
          .object({
            groundingChunks: z
              .array(z.object({ web: z.object({ uri: z.string(), title: z.string().optional() }).optional() }))
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1),
  usageMetadata: z
    .object({
      promptTokenCount: z.number().int().min(0).optional(),
      candidatesTokenCount: z.number().int().min(0).optional(),
      toolUsePromptTokenCount: z.number().int().min(0).optional(),
      thoughtsTokenCount: z.number().int().min(0).optional(),
    })
    .optional(),
});

const unique = (sources: ReadonlyArray<CitedSource | undefined>): CitedSource[] => {
  const seen = new Set<string>();
  const kept: CitedSource[] = [];
  for (const source of sources) {
    if (!source || seen.has(source.url)) continue;
    seen.add(source.url);
    kept.push(source);
  }
  return kept.slice(0, MAX_SOURCES);
};

/** The request each engine takes for one question: its address, headers and body. */
export function requestFor(
  config: EngineConfig,
  question: string,
): { url: string; headers: Record<string, string>; body: unknown } {
  const json = { "Content-Type": "application/json", Accept: "application/json" };
  switch (config.engine) {
    case "openai":
      return {
        url: `${config.baseUrl}/responses`,
        headers: { ...json, Authorization: `Bearer ${config.key}` },
        body: { model: config.model, input: question, tools: [{ type: "web_search" }], store: false },
      };
    case "perplexity":
      return {
        url: `${config.baseUrl}/chat/completions`,
        headers: { ...json, Authorization: `Bearer ${config.key}` },
        body: { model: config.model, messages: [{ role: "user", content: question }] },
      };
    case "gemini":
      return {
        url: `${config.baseUrl}/models/${encodeURIComponent(config.model)}:generateContent`,
        headers: { ...json, "x-goog-api-key": config.key },
        body: { contents: [{ role: "user", parts: [{ text: question }] }], tools: [{ google_search: {} }] },
      };
  }
}

/** An engine's JSON answer read into text, sources and tokens; throws EngineError when it is not one. */
export function parseAnswer(engine: EngineConfig["engine"], json: unknown): EngineAnswer {
  switch (engine) {
    case "openai": {
      const parsed = openaiSchema.safeParse(json);
      if (!parsed.success) throw new EngineError("OpenAI's answer was not in the Responses API's shape");
      const parts = parsed.data.output.filter((item) => item.type === "message").flatMap((item) => item.content ?? []);
      const texts = parts.filter((part) => part.type === "output_text");
      const sources = texts.flatMap((part) =>
        (part.annotations ?? [])
          .filter((a) => a.type === "url_citation" && a.url !== undefined)
          .map((a) => sourceOf(a.url ?? "", a.title)),
      );
      const usage = parsed.data.usage;
      return {
        text: texts
          .map((part) => part.text ?? "")
          .join("\n")
          .slice(0, MAX_TEXT),
        sources: unique(sources),
        ...(usage ? { usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } } : {}),
      };
    }
    case "perplexity": {
      const parsed = perplexitySchema.safeParse(json);
      if (!parsed.success) throw new EngineError("Perplexity's answer was not in the Sonar API's shape");
      const { choices, search_results: results, citations, usage } = parsed.data;
      const sources = results
        ? results.map((r) => sourceOf(r.url, r.title))
        : (citations ?? []).map((url) => sourceOf(url, undefined));
      const reported = usage?.cost?.total_cost;
      return {
        text: (choices[0]?.message.content ?? "").slice(0, MAX_TEXT),
        sources: unique(sources),
        ...(usage ? { usage: { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } } : {}),
        ...(reported !== undefined ? { reportedCost: reported } : {}),
      };
    }
    case "gemini": {
      const parsed = geminiSchema.safeParse(json);
      if (!parsed.success) throw new EngineError("Gemini's answer was not in the generateContent shape");
      const [candidate] = parsed.data.candidates;
      const text = (candidate?.content?.parts ?? []).map((part) => part.text ?? "").join("");
      const sources = (candidate?.groundingMetadata?.groundingChunks ?? []).map((chunk) => {
        if (!chunk.web) return undefined;
        const source = sourceOf(chunk.web.uri, chunk.web.title);
        // Google's redirect stands for the site its title names (a domain, e.g. "bondiplumbing.com.au").
        const title = chunk.web.title?.trim().toLowerCase();
        if (source && title && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(title) && !source.host.endsWith(bareHost(title)))
          return { ...source, host: bareHost(title) };
        return source;
      });
      const meta = parsed.data.usageMetadata;
      return {
        text: text.slice(0, MAX_TEXT),
        sources: unique(sources),
        ...(meta
          ? {
              usage: {
                inputTokens: (meta.promptTokenCount ?? 0) + (meta.toolUsePromptTokenCount ?? 0),
                outputTokens: (meta.candidatesTokenCount ?? 0) + (meta.thoughtsTokenCount ?? 0),
              },
            }
          : {}),
      };
    }
  }
}

export interface AskOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** Asks one engine one question; the answer, or an EngineError saying why not. */
export async function askEngine(config: EngineConfig, question: string, options: AskOptions): Promise<EngineAnswer> {
  const request = requestFor(config, question);
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
    : AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(request.url, {
      method: "POST",
      headers: request.headers,
      body: JSON.stringify(request.body),
      redirect: "manual",
      signal,
    });
  } catch {
    throw new EngineError(signal.aborted ? "no answer in time" : "could not be reached");
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new EngineError(`answered ${response.status}`, response.status);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (json === undefined) throw new EngineError("answered with something that is not JSON", response.status);
  return parseAnswer(config.engine, json);
}
