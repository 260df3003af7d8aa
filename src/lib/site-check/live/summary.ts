/**
 * A run's figures, from its kept answers: per engine and question, in how many of the answers the
 * business was named and cited, each with its 95% Wilson interval and the number of answers it
 * rests on; what each engine named and cited instead; what the run cost. Pure: the report's JSON
 * and page both read it.
 */
import { sameSite, tally } from "./detect";
import type { EngineId } from "./settings";
import type { KeptAnswer, KeptRun } from "./store";
import { totalCost } from "./spend";
import { wilson, type Interval } from "./wilson";

export interface LiveCell {
  question: number;
  /** Asks made (n, fewer when the engine stopped at its cap). */
  asked: number;
  /** Answers that came back: every share is out of these. */
  answered: number;
  named: number;
  cited: number;
  namedInterval?: Interval;
  citedInterval?: Interval;
}

export interface LiveEngineResult {
  engine: EngineId;
  model: string;
  cells: LiveCell[];
  /** Names the answers set apart that are not the business's, in how many answers each. */
  instead: Array<{ value: string; answers: number }>;
  /** Sites the answers cited that are not the business's, in how many answers each. */
  sources: Array<{ value: string; answers: number }>;
  answered: number;
  failed: number;
  /** US dollars known, and how many answers' costs are not (a price not set). */
  cost: { usd: number; unknown: number };
  /** What the engine itself said its answers cost, where it says (Perplexity). */
  reportedUsd?: number;
  capped: boolean;
}

export interface LiveResult {
  subject: KeptRun["request"]["subject"];
  site: string;
  questions: string[];
  samples: number;
  engines: LiveEngineResult[];
  cost: { usd: number; unknown: number };
  answers: KeptAnswer[];
}

export function summarise(run: KeptRun): LiveResult {
  const { request } = run;
  const engines = request.engines.map((engine): LiveEngineResult => {
    const mine = run.answers.filter((a) => a.engine === engine);
    const answered = mine.filter((a) => a.error === undefined);
    const cells = request.questions.map((_question, index): LiveCell => {
      const asked = mine.filter((a) => a.question === index);
      const got = asked.filter((a) => a.error === undefined);
      const named = got.filter((a) => a.named).length;
      const cited = got.filter((a) => a.cited).length;
      const namedInterval = wilson(named, got.length);
      const citedInterval = wilson(cited, got.length);
      return {
        question: index,
        asked: asked.length,
        answered: got.length,
        named,
        cited,
        ...(namedInterval ? { namedInterval } : {}),
        ...(citedInterval ? { citedInterval } : {}),
      };
    });
    const reported = answered.filter((a) => a.reportedCost !== undefined);
    return {
      engine,
      model: request.models[engine] ?? "",
      cells,
      instead: tally(answered.map((a) => a.instead ?? [])),
      sources: tally(
        answered.map((a) => (a.sources ?? []).map((s) => s.host).filter((host) => !sameSite(host, request.site))),
      ),
      answered: answered.length,
      failed: mine.length - answered.length,
      cost: totalCost(answered.map((a) => a.cost)),
      ...(reported.length > 0 ? { reportedUsd: reported.reduce((sum, a) => sum + (a.reportedCost ?? 0), 0) } : {}),
      capped: run.capped.includes(engine),
    };
  });
  const usd = engines.reduce((sum, e) => sum + e.cost.usd, 0);
  const unknown = engines.reduce((sum, e) => sum + e.cost.unknown, 0);
  return {
    subject: request.subject,
    site: request.site,
    questions: request.questions,
    samples: request.samples,
    engines,
    cost: { usd, unknown },
    answers: run.answers,
  };
}
