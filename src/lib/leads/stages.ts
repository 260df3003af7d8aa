/**
 * What the team has done with a lead, apart from whether its notification went out: the one list
 * of stages. The database's CHECK (migrations.ts), the CLI's help and checks (cli.ts), the API's
 * checks (team-work.ts), the report (report.ts) and the team's page (static/admin/leads/, which
 * `GET /api/leads` serves this list) all take it from here: adding a stage is one line here.
 */
export const STAGES = [
  { value: "new", label: "New", qualified: false },
  { value: "contacted", label: "Contacted", qualified: false },
  { value: "qualified", label: "Qualified", qualified: true },
  { value: "won", label: "Won", qualified: true },
  { value: "lost", label: "Lost", qualified: false },
  // Kept SPAM_RETENTION_DAYS (store.ts), then deleted; the page's filter says so.
  { value: "spam", label: "Spam", qualified: false, filterLabel: "Spam (kept 30 days)" },
] as const;

export type LeadStage = (typeof STAGES)[number]["value"];
export const LEAD_STAGES: readonly LeadStage[] = STAGES.map((stage) => stage.value);

export const isStage = (value: string | undefined): value is LeadStage => LEAD_STAGES.some((stage) => stage === value);

/** Whether a lead at this stage counts as having reached qualified (the report's "qualified": qualified or won). */
export const countsAsQualified = (stage: LeadStage): boolean =>
  STAGES.some((entry) => entry.value === stage && entry.qualified);

/** "new, contacted, …, lost or spam", for messages. */
export const stagesInWords = (): string => `${LEAD_STAGES.slice(0, -1).join(", ")} or ${LEAD_STAGES.at(-1) ?? ""}`;

/** The name of the CHECK that holds `leads.stage` to the list. */
export const STAGE_CHECK = "leads_stage_check";

/** The CHECK's condition, from the list (the values are plain words, so quoting them is all they need). */
export const stageCheckSql = (): string => `stage IN (${LEAD_STAGES.map((stage) => `'${stage}'`).join(", ")})`;
