/**
 * Runs a report's live answer check: every question put to every engine n times, a few asks at
 * once (LIVE_ANSWERS_CONCURRENCY), each answer read for the business's name and site and kept as
 * it comes (so the page shows progress, and a run taken up again asks only what is missing).
 * Before each ask the engine's spend today is held to its daily cap; an engine that reaches it
 * stops, and the report says its figures rest on fewer answers. The job runner (jobs.ts) calls it.
 */
import type { Env } from "../../env";
import type { Logger } from "../../platform/log";
import type { ReportQueries } from "../reports";
import { cites, names, namedInstead } from "./detect";
import { askEngine, EngineError } from "./engines";
import { concurrencyOf, configuredEngines, timeoutMsOf, type EngineConfig, type EngineId } from "./settings";
import { answerCost, spendDay, underCap } from "./spend";
import {
  addSpend,
  boundInstead,
  boundSources,
  cutText,
  loadRun,
  saveRun,
  spentOn,
  textShare,
  type KeptAnswer,
  type KeptRun,
} from "./store";

export interface RunnerDeps {
  env: Env;
  log: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
}

interface Ask {
  engine: EngineId;
  question: number;
  sample: number;
}

const keyOf = (a: Ask) => `${a.engine}:${a.question}:${a.sample}`;

/** Runs (or takes up again) the run of `reportId`; resolves when it is done or failed. */
export async function runLive(store: ReportQueries, reportId: string, deps: RunnerDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const row = await loadRun(store, reportId);
  if (!row || row.state === "done" || row.state === "failed") return;
  const run: KeptRun = { ...row.run, startedAt: row.run.startedAt ?? now().toISOString() };
  const { request } = run;
  const configs = new Map<EngineId, EngineConfig>(configuredEngines(deps.env).map((c) => [c.engine, c]));
  const have = new Set(run.answers.map(keyOf));
  const asks: Ask[] = [];
  for (let sample = 0; sample < request.samples; sample += 1)
    for (const engine of request.engines)
      for (let question = 0; question < request.questions.length; question += 1) {
        const ask = { engine, question, sample };
        if (!have.has(keyOf(ask))) asks.push(ask);
      }
  const total = request.engines.length * request.questions.length * request.samples;
  const share = textShare(total);
  let saving: Promise<void> = Promise.resolve();
  const save = (state: "running" | "done") => {
    const snapshot: KeptRun = { ...run, answers: [...run.answers], capped: [...run.capped] };
    saving = saving.then(() => saveRun(store, reportId, state, snapshot.answers.length, snapshot));
    return saving;
  };
  await save("running");

  const ask = async ({ engine, question, sample }: Ask): Promise<void> => {
    if (run.capped.includes(engine)) return;
    const config = configs.get(engine);
    const base = { engine, question, sample };
    if (!config) {
      run.answers.push({ ...base, error: "its key is no longer set" });
      return;
    }
    const day = spendDay(now());
    if (!underCap(await spentOn(store, engine, day), config.dailyCap)) {
      if (!run.capped.includes(engine)) run.capped.push(engine);
      return;
    }
    let kept: KeptAnswer;
    try {
      const answer = await askEngine(config, request.questions[question] ?? "", {
        timeoutMs: timeoutMsOf(deps.env),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      const cost = answerCost(answer.usage, config.prices);
      if (cost !== undefined && cost > 0) await addSpend(store, engine, day, cost);
      kept = {
        ...base,
        named: names(answer.text, request.subject.name, request.site),
        cited: cites(answer.sources, request.site),
        text: cutText(answer.text, share),
        sources: boundSources(answer.sources),
        instead: boundInstead(namedInstead(answer.text, request.subject.name)),
        ...(cost !== undefined ? { cost } : {}),
        ...(answer.reportedCost !== undefined ? { reportedCost: answer.reportedCost } : {}),
      };
    } catch (error) {
      const why = error instanceof EngineError ? error.message : "failed";
      if (!(error instanceof EngineError)) deps.log("warn", `live answers: ${engine} ask failed: ${String(error)}`);
      kept = { ...base, error: why };
    }
    run.answers.push(kept);
    await save("running");
  };

  const queue = [...asks];
  const workers = Array.from({ length: Math.min(concurrencyOf(deps.env), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await ask(next);
  });
  await Promise.all(workers);
  run.finishedAt = now().toISOString();
  run.answers.sort((a, b) => a.engine.localeCompare(b.engine) || a.question - b.question || a.sample - b.sample);
  await save("done");
}

/** Marks a run failed as a whole (the job runner gave up on it). */
export async function failLive(store: ReportQueries, reportId: string, why: string): Promise<void> {
  const row = await loadRun(store, reportId);
  if (!row || row.state === "done") return;
  await saveRun(store, reportId, "failed", row.done, { ...row.run, failure: why });
}
