/** The live answer check's words (data/site-check.yaml, live): the report's section, its form and its refusals. */
import type { EngineId } from "./settings";

export interface LiveWords {
  title: string;
  intro: string;
  apiNote: string;
  intervalNote: string;
  offerHeading: string;
  offerText: string;
  nameLabel: string;
  serviceLabel: string;
  placeLabel: string;
  yourNameLabel: string;
  emailLabel: string;
  consentLabel: string;
  button: string;
  questionsLabel: string;
  questions: string[];
  engines: Record<EngineId, string>;
  queued: string;
  running: string;
  refresh: string;
  failed: string;
  questionColumn: string;
  namedColumn: string;
  citedColumn: string;
  count: string;
  interval: string;
  noAnswers: string;
  insteadHeading: string;
  sourcesHeading: string;
  none: string;
  inAnswers: string;
  answersHeading: string;
  answerFailed: string;
  sourcesLabel: string;
  costHeading: string;
  cost: string;
  costUnknown: string;
  reported: string;
  capped: string;
  interest: string;
  leadMessage: string;
  /** What an AI agent in the visitor's browser reads of the form (WebMCP): the tool and each field. */
  agents: LiveAgentWords;
  errors: Record<
    "notOffered" | "capped" | "email" | "name" | "consent" | "fields" | "limited" | "unavailable" | "missing",
    string
  >;
}

/** The live form's fields, each described for an agent. */
export const LIVE_FIELDS = ["name", "service", "place", "yourName", "email", "consent"] as const;

export interface LiveAgentWords {
  description: string;
  fields: Record<(typeof LIVE_FIELDS)[number], string>;
}

/** An engine list in words: "A, B and C". */
export function enginesInWords(words: LiveWords, engines: readonly EngineId[]): string {
  const names = engines.map((engine) => words.engines[engine]);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}
