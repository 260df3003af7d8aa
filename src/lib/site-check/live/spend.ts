/**
 * What an answer cost, from the tokens the engine says it used and the prices the agency set
 * (settings.ts: per million input and output tokens, and per request for the search), never a
 * price written here: a price not set makes the cost unknown, and the report says so. And the
 * daily cap per engine: a day is Sydney's, and a run starts only while the day's spend is under it.
 */

/** Tokens an answer used, as the engine reported them. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** An engine's prices in US dollars (settings); each undefined when not set. */
export interface Prices {
  inputPerMillion?: number;
  outputPerMillion?: number;
  perRequest?: number;
}

/** The cost of one answer in US dollars; undefined when a price it needs is not set or the usage is unknown. */
export function answerCost(usage: Usage | undefined, prices: Prices): number | undefined {
  const { inputPerMillion, outputPerMillion, perRequest } = prices;
  if (!usage || inputPerMillion === undefined || outputPerMillion === undefined || perRequest === undefined)
    return undefined;
  return (usage.inputTokens * inputPerMillion + usage.outputTokens * outputPerMillion) / 1_000_000 + perRequest;
}

/** Whether every price is set, so a cost can be computed (and a cap held). */
export const pricesKnown = (prices: Prices): boolean =>
  prices.inputPerMillion !== undefined && prices.outputPerMillion !== undefined && prices.perRequest !== undefined;

/** The costs of a run's answers summed: what is known, and how many answers' costs are not. */
export function totalCost(costs: ReadonlyArray<number | undefined>): { usd: number; unknown: number } {
  let usd = 0;
  let unknown = 0;
  for (const cost of costs) {
    if (cost === undefined) unknown += 1;
    else usd += cost;
  }
  return { usd, unknown };
}

/** Whether an engine may be asked more today: no cap, or the day's spend still under it. */
export const underCap = (spentToday: number, cap: number | undefined): boolean => cap === undefined || spentToday < cap;

/** What is left of today's cap (never below 0); undefined without a cap. */
export const capLeft = (spentToday: number, cap: number | undefined): number | undefined =>
  cap === undefined ? undefined : Math.max(0, cap - spentToday);

/** The day a spend counts against: the date in Sydney, YYYY-MM-DD. */
export function spendDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** Dollars as the report shows them: cents, or a tenth of a cent below a dollar's cent ($0.004). */
export function dollars(usd: number): string {
  if (usd > 0 && usd < 0.01) return `US$${usd.toFixed(3)}`;
  return `US$${usd.toFixed(2)}`;
}
