/**
 * The live answer check's settings, read per request from the environment (never at build): for
 * each engine its key, base URL, model, prices and daily cap; how many times each question is
 * asked; the timeout; how many asks run at once. An engine is offered only with its key and its
 * model set, and, when it has a daily cap, all three of its prices (a cap that cannot be counted is
 * not a cap). No engine offered: the option is not shown, and the rest of the check is unchanged.
 * docs/site-check.md, "Live answers", lists every setting.
 */
import { setting, type Env } from "../../env";
import type { Prices } from "./spend";

export const ENGINES = ["openai", "perplexity", "gemini"] as const;
export type EngineId = (typeof ENGINES)[number];

/** Each engine's settings prefix and where its API is when no base URL is set. */
const ENGINE_SETTINGS: Readonly<Record<EngineId, { prefix: string; baseUrl: string; model?: string }>> = {
  openai: { prefix: "LIVE_ANSWERS_OPENAI", baseUrl: "https://api.openai.com/v1" },
  // Perplexity's Sonar documentation (docs.perplexity.ai/docs/legacy/sonar/models/sonar) names this model.
  perplexity: { prefix: "LIVE_ANSWERS_PERPLEXITY", baseUrl: "https://api.perplexity.ai", model: "sonar" },
  gemini: { prefix: "LIVE_ANSWERS_GEMINI", baseUrl: "https://generativelanguage.googleapis.com/v1beta" },
};

export interface EngineConfig {
  engine: EngineId;
  key: string;
  baseUrl: string;
  model: string;
  prices: Prices;
  /** US dollars a Sydney day; undefined: no cap. */
  dailyCap?: number;
}

export const DEFAULT_SAMPLES = 5;
export const MAX_SAMPLES = 10;
export const DEFAULT_TIMEOUT_S = 60;
export const DEFAULT_CONCURRENCY = 3;
/** Runs a visitor may start an hour. */
export const DEFAULT_RUN_LIMIT = 2;

/** A non-negative number from a setting; undefined when unset or not a number. */
function amount(env: Env, name: string): number | undefined {
  const raw = setting(env, name)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function whole(env: Env, name: string, fallback: number, max: number): number {
  const value = amount(env, name);
  return value === undefined || !Number.isInteger(value) || value < 1 ? fallback : Math.min(value, max);
}

/** Why an engine whose key is set is not offered, for the log; undefined when it is offered. */
export interface EngineSetting {
  config?: EngineConfig;
  /** Set when its key is set but it cannot be offered. */
  problem?: string;
}

export function engineSetting(env: Env, engine: EngineId): EngineSetting {
  const { prefix, baseUrl, model } = ENGINE_SETTINGS[engine];
  const key = setting(env, `${prefix}_API_KEY`)?.trim();
  if (!key) return {};
  const chosen = setting(env, `${prefix}_MODEL`)?.trim() || model;
  if (!chosen) return { problem: `${prefix}_MODEL is not set` };
  const prices: Prices = {
    ...(amount(env, `${prefix}_PRICE_INPUT`) !== undefined
      ? { inputPerMillion: amount(env, `${prefix}_PRICE_INPUT`) }
      : {}),
    ...(amount(env, `${prefix}_PRICE_OUTPUT`) !== undefined
      ? { outputPerMillion: amount(env, `${prefix}_PRICE_OUTPUT`) }
      : {}),
    ...(amount(env, `${prefix}_PRICE_REQUEST`) !== undefined
      ? { perRequest: amount(env, `${prefix}_PRICE_REQUEST`) }
      : {}),
  };
  const dailyCap = amount(env, `${prefix}_DAILY_CAP_USD`);
  if (
    dailyCap !== undefined &&
    (prices.inputPerMillion === undefined || prices.outputPerMillion === undefined || prices.perRequest === undefined)
  )
    return {
      problem: `${prefix}_DAILY_CAP_USD is set but not all of ${prefix}_PRICE_INPUT, _PRICE_OUTPUT and _PRICE_REQUEST, so the cap could not be counted`,
    };
  const base = (setting(env, `${prefix}_BASE_URL`)?.trim() || baseUrl).replace(/\/+$/, "");
  if (!URL.canParse(base)) return { problem: `${prefix}_BASE_URL is not an address` };
  return {
    config: { engine, key, baseUrl: base, model: chosen, prices, ...(dailyCap !== undefined ? { dailyCap } : {}) },
  };
}

/** The engines offered now, in ENGINES' order. */
export const configuredEngines = (env: Env): EngineConfig[] =>
  ENGINES.flatMap((engine) => engineSetting(env, engine).config ?? []);

/** How many times each question is put to each engine (n). */
export const samplesOf = (env: Env): number => whole(env, "LIVE_ANSWERS_SAMPLES", DEFAULT_SAMPLES, MAX_SAMPLES);
export const timeoutMsOf = (env: Env): number =>
  whole(env, "LIVE_ANSWERS_TIMEOUT_SECONDS", DEFAULT_TIMEOUT_S, 300) * 1000;
export const concurrencyOf = (env: Env): number => whole(env, "LIVE_ANSWERS_CONCURRENCY", DEFAULT_CONCURRENCY, 8);
/** Runs a visitor may start an hour; undefined when "off" (tests). */
export function runLimitOf(env: Env): number | undefined {
  if (setting(env, "LIVE_ANSWERS_RATE_LIMIT")?.trim() === "off") return undefined;
  return whole(env, "LIVE_ANSWERS_RATE_LIMIT", DEFAULT_RUN_LIMIT, 100);
}
