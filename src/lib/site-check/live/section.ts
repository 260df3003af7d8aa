/**
 * The live answer check as a report carries it (`live` in its JSON, its section on the page): the
 * offer (a form) while an engine is configured and the report has no run, today's cap reached, the
 * run's progress, or its result, with the editors' words. Absent when no engine is configured and
 * the report has no run: the report is as it was.
 */
import type { Env } from "../../env";
import type { ReportQueries } from "../reports";
import { buildQuestions } from "./questions";
import { configuredEngines, samplesOf, type EngineId } from "./settings";
import { spendDay, underCap } from "./spend";
import { loadRun, spentOn } from "./store";
import { summarise } from "./summary";
import type { LiveReport } from "./report";
import type { LiveWords } from "./words";

/** The report's section: what its JSON carries, with the editors' words. */
export type LiveSection = LiveReport & { words: LiveWords };

/** The JSON's part: the section without its words. */
export function liveReportOf(section: LiveSection): LiveReport {
  const { words: _words, ...report } = section;
  return report;
}

/** The form's address for a report. */
export const liveAction = (reportId: string): string => `/api/site-check/live/${reportId}`;

/** The engines under their cap today. */
export async function enginesOpen(store: ReportQueries, env: Env, now: Date): Promise<EngineId[]> {
  const day = spendDay(now);
  const open: EngineId[] = [];
  for (const config of configuredEngines(env))
    if (underCap(await spentOn(store, config.engine, day), config.dailyCap)) open.push(config.engine);
  return open;
}

export async function liveSection(
  store: ReportQueries,
  report: { id: string; subject?: { name?: string; service?: string; place?: string } },
  env: Env,
  words: LiveWords | undefined,
  now: Date,
): Promise<LiveSection | undefined> {
  if (!words) return undefined;
  const row = await loadRun(store, report.id);
  if (row) {
    if (row.state === "done") return { state: "done", words, result: summarise(row.run) };
    if (row.state === "failed")
      return { state: "failed", words, result: summarise(row.run), failure: row.run.failure ?? "" };
    return { state: row.state, words, progress: { done: row.run.answers.length, total: row.total } };
  }
  const configured = configuredEngines(env);
  if (configured.length === 0) return undefined;
  const open = await enginesOpen(store, env, now);
  if (open.length === 0) return { state: "capped", words };
  return {
    state: "offer",
    words,
    offer: {
      action: liveAction(report.id),
      engines: open,
      samples: samplesOf(env),
      questions: buildQuestions(words.questions, { service: "x", place: "y" }).length,
      subject: report.subject ?? {},
    },
  };
}
