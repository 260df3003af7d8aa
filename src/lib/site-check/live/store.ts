/**
 * A report's live answer run, kept in the reports' own store beside the report it belongs to
 * (report-store.ts, migration 3: site_check_live_runs, one row a report, deleted with it) and each
 * engine's spend a Sydney day (site_check_live_spend), which its daily cap is held to. The run's
 * JSON holds what was asked and each answer as far as the run got, so a run taken up again after
 * a crash asks only what is missing. Bounded: an answer's text is kept to a share of LIVE_BYTES.
 */
import type { CitedSource } from "./detect";
import type { EngineId } from "./settings";
import type { Subject } from "./questions";

/** The reports store as the runs use it (reports.ts's ReportQueries has it; not imported, as reports.ts names this folder's types). */
export interface ReportQueries {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export const RUN_STATES = ["queued", "running", "done", "failed"] as const;
export type RunState = (typeof RUN_STATES)[number];

/** What the visitor asked for. */
export interface RunRequest {
  subject: Subject;
  /** The business's site (bare host), for "cited". */
  site: string;
  questions: string[];
  engines: EngineId[];
  /** Each engine's model, as asked. */
  models: Partial<Record<EngineId, string>>;
  samples: number;
}

/** One answer (or one ask that gave none). */
export interface KeptAnswer {
  engine: EngineId;
  question: number;
  sample: number;
  /** Why there is no answer (the engine's status or a timeout), when there is none. */
  error?: string;
  named?: boolean;
  cited?: boolean;
  /** The answer's text, cut to its share of LIVE_BYTES (with … when cut). */
  text?: string;
  sources?: CitedSource[];
  instead?: string[];
  /** US dollars from its tokens and the prices set; absent when unknown. */
  cost?: number;
  /** What the engine said it cost, when it says (Perplexity). */
  reportedCost?: number;
}

export interface KeptRun {
  request: RunRequest;
  answers: KeptAnswer[];
  /** Engines that stopped at their daily cap during the run. */
  capped: EngineId[];
  /** Why the run failed as a whole, when it did. */
  failure?: string;
  startedAt?: string;
  finishedAt?: string;
}

export interface RunRow {
  reportId: string;
  createdAt: Date;
  leadId: string | null;
  state: RunState;
  done: number;
  total: number;
  run: KeptRun;
}

/** The most the answers' texts take in a run (the rest of the report has its own budget). */
export const LIVE_BYTES = 96_000;
const MIN_TEXT = 240;
const MAX_TEXT = 2_000;
const MAX_SOURCES = 10;
const MAX_INSTEAD = 10;

/** How much of each answer's text a run of `answers` answers keeps. */
export const textShare = (answers: number): number =>
  Math.max(MIN_TEXT, Math.min(MAX_TEXT, Math.floor(LIVE_BYTES / Math.max(1, answers) / 1.2)));

/** An answer's text cut to `chars`, with an ellipsis when it was longer. */
export const cutText = (text: string, chars: number): string =>
  text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`;

export const boundSources = (sources: readonly CitedSource[]): CitedSource[] =>
  sources.slice(0, MAX_SOURCES).map((s) => ({
    url: s.url.slice(0, 500),
    ...(s.title ? { title: s.title.slice(0, 120) } : {}),
    host: s.host.slice(0, 120),
  }));

export const boundInstead = (names: readonly string[]): string[] => names.slice(0, MAX_INSTEAD);

const COLUMNS = `report_id AS "reportId", created_at AS "createdAt", lead_id AS "leadId", state, done, total, run`;

/** Makes a report's run; false when the report already has one (a second post of the form). */
export async function createRun(
  store: ReportQueries,
  row: { reportId: string; leadId: string | undefined; total: number; run: KeptRun; now: Date },
): Promise<boolean> {
  const made = await store.query<{ reportId: string }>(
    `INSERT INTO site_check_live_runs (report_id, created_at, lead_id, state, done, total, run)
     VALUES ($1, $2, $3, 'queued', 0, $4, $5::jsonb)
     ON CONFLICT (report_id) DO NOTHING RETURNING report_id AS "reportId"`,
    [row.reportId, row.now, row.leadId ?? null, row.total, JSON.stringify(row.run)],
  );
  return made.length === 1;
}

export async function loadRun(store: ReportQueries, reportId: string): Promise<RunRow | undefined> {
  const [row] = await store.query<RunRow & { createdAt: Date | string; run: KeptRun | string }>(
    `SELECT ${COLUMNS} FROM site_check_live_runs WHERE report_id = $1`,
    [reportId],
  );
  if (!row) return undefined;
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    run: typeof row.run === "string" ? (JSON.parse(row.run) as KeptRun) : row.run,
  };
}

/** The run as it is now: its state, how many asks are done, and what it holds. */
export async function saveRun(
  store: ReportQueries,
  reportId: string,
  state: RunState,
  done: number,
  run: KeptRun,
): Promise<void> {
  await store.query(`UPDATE site_check_live_runs SET state = $2, done = $3, run = $4::jsonb WHERE report_id = $1`, [
    reportId,
    state,
    done,
    JSON.stringify(run),
  ]);
}

/** What an engine's answers cost on a day (Sydney's, spend.ts spendDay), in US dollars. */
export async function spentOn(store: ReportQueries, engine: EngineId, day: string): Promise<number> {
  const [row] = await store.query<{ usd: number | string }>(
    `SELECT usd FROM site_check_live_spend WHERE day = $1::date AND engine = $2`,
    [day, engine],
  );
  return row ? Number(row.usd) : 0;
}

/** Adds an answer's cost to its engine's day; the day's total after it. */
export async function addSpend(store: ReportQueries, engine: EngineId, day: string, usd: number): Promise<number> {
  const [row] = await store.query<{ usd: number | string }>(
    `INSERT INTO site_check_live_spend (day, engine, usd) VALUES ($1::date, $2, $3)
     ON CONFLICT (day, engine) DO UPDATE SET usd = site_check_live_spend.usd + EXCLUDED.usd RETURNING usd`,
    [day, engine, usd],
  );
  return row ? Number(row.usd) : usd;
}
