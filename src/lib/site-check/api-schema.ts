/**
 * The check's JSON answers as zod schemas: a report as `/api/site-check` answers it, a kept report
 * as `/api/site-check/reports/<id>` does, and a refusal. They are the one description of that JSON
 * for agents: the OpenAPI document (openapi.ts) is made from them with z.toJSONSchema, and the MCP
 * tools (mcp.ts) declare them as their output. The types below them must equal the ones the check
 * builds (run.ts, changes.ts, reports.ts), so a field added to a report and not here fails
 * `npm run typecheck`, naming the schema.
 */
import { z } from "zod";
import { CHANGES, type Changes, type ReportRef } from "./changes";
import { CATEGORY_IDS, EVIDENCE_KINDS, type Status } from "./checks/define";
import type { StoredReport } from "./reports";
import type { CheckReport, Competitor, Finding, SiteReport, Unread } from "./run";
import { COMPARE_FIELDS } from "./compare-fields";
import { UNREAD_IDS } from "./unread";
import { NOT_CHECKED, type PageResult } from "./pages";
import type { BotTable } from "./bots";
import { liveReportSchema, type LiveReport } from "./live/report";
import { BOT_OUTCOMES } from "./words";
import type { AnsweredReport, SiteCheckError } from "./handler";

const STATUSES = ["pass", "warn", "fail"] as const satisfies readonly Status[];
const tuple = <T extends string>(values: readonly T[]) => values as [T, ...T[]];

const serviceLink = z
  .object({ href: z.string(), label: z.string() })
  .meta({ description: "The page of this site about the service that helps with it." });

export const findingSchema = z.object({
  id: z.string().meta({ description: "The check's id, the same in every report." }),
  name: z.string(),
  category: z.enum(CATEGORY_IDS),
  status: z.enum(STATUSES),
  counts: z.boolean().meta({ description: "Whether it counts in the score (a convention never does)." }),
  title: z.string(),
  detail: z.string(),
  why: z.string(),
  action: z.string(),
  service: serviceLink,
  evidence: z.object({
    kind: z.enum(tuple(EVIDENCE_KINDS)),
    source: z
      .object({ title: z.string(), publisher: z.string(), year: z.number().int().optional(), url: z.string() })
      .optional(),
  }),
});

export const unreadSchema = z
  .object({
    id: z.enum(tuple(UNREAD_IDS)),
    title: z.string(),
    detail: z.string(),
    why: z.string(),
    action: z.string(),
    service: serviceLink,
  })
  .meta({ description: "Why the page itself could not be read; the report then has no score." });

export const pageResultSchema = z
  .object({
    url: z.string().meta({ description: "The page's address, after redirects." }),
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: "Out of 100 on the page's own checks; null when it was not checked (see notChecked)." }),
    statuses: z
      .record(z.string(), z.enum(STATUSES))
      .meta({ description: "Each page check's result, by the check's id (the site's own files are checked once)." }),
    notChecked: z
      .enum(NOT_CHECKED)
      .optional()
      .meta({ description: "Why it was not checked: no bytes or time left of the budget, or no page answered." }),
  })
  .meta({ description: "One page of the site, scored on the checks of a page alone." });

const sourceSchema = z.object({
  title: z.string(),
  publisher: z.string(),
  year: z.number().int().optional(),
  url: z.string(),
});

export const botTableSchema = z
  .object({
    title: z.string(),
    intro: z.string(),
    ipNote: z.string().meta({ description: "What this cannot see: a block by IP address." }),
    columns: z.object({ bot: z.string(), robots: z.string(), answer: z.string() }),
    rows: z.array(
      z.object({
        name: z.string().meta({ description: "The crawler's robots.txt token." }),
        owner: z.string(),
        role: z.enum(["search", "user", "training"]),
        robots: z
          .enum(["allowed", "disallowed", "unknown"])
          .meta({ description: "What robots.txt says for it; disallowed is the owner's choice and never a fault." }),
        robotsLabel: z.string(),
        answer: z
          .object({
            status: z.number().int(),
            words: z.number().int().min(0),
            bytes: z.number().int().min(0),
            wall: z
              .string()
              .optional()
              .meta({ description: "Whose firewall answered with a challenge or block page." }),
            cloudflare: z.string().optional().meta({ description: "Cloudflare's sign on the answer, as sent." }),
          })
          .optional()
          .meta({ description: "What the server answered when asked as this crawler (absent when it was not asked)." }),
        outcome: z.enum(BOT_OUTCOMES),
        status: z
          .enum(STATUSES)
          .nullable()
          .meta({ description: "Null when it was not judged: the check had no time or bytes left to ask." }),
        title: z.string(),
        detail: z.string(),
        action: z.string().optional(),
        evidence: z.object({ kind: z.literal("documented"), source: sourceSchema }),
        setting: z
          .object({ by: z.string(), sources: z.array(sourceSchema) })
          .optional()
          .meta({ description: "The host's setting named in the action, when the answer carries its signs." }),
      }),
    ),
  })
  .meta({
    description:
      "What each AI crawler is served: the page asked for once more under its User-Agent, beside what robots.txt says for it.",
  });

const reportFields = {
  address: z.string().meta({ description: "The address asked for, without its query or fragment." }),
  url: z.string().meta({ description: "The address that answered last, after redirects." }),
  checkedAt: z.iso.datetime(),
  score: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .meta({ description: "Out of 100; null when the page could not be read (see unread)." }),
  unread: unreadSchema.optional(),
  categories: z.array(
    z.object({ id: z.enum(CATEGORY_IDS), title: z.string(), score: z.number().int().min(0).max(100) }),
  ),
  findings: z.array(findingSchema),
  pages: z.array(pageResultSchema).optional().meta({
    description: "The pages checked, the address first and up to four more of the site (not a competitor's).",
  }),
  bots: botTableSchema.optional().meta({ description: "What each AI crawler is served (not a competitor's)." }),
  subject: z
    .object({ name: z.string().optional(), service: z.string().optional(), place: z.string().optional() })
    .optional()
    .meta({ description: "The business as the page says it: where the live answer check's form starts." }),
};

/** One site's report. */
export const siteReportSchema = z.object(reportFields);

/** A competitor checked beside the site: its report, or why it could not be checked. */
export const competitorSchema = z.union([siteReportSchema, z.object({ address: z.string(), error: z.string() })]);

const checkFields = {
  ...reportFields,
  compared: z
    .array(competitorSchema)
    .optional()
    .meta({ description: "Up to two competitors checked beside the site, when they were asked for." }),
};

export const checkReportSchema = z.object(checkFields);

const reportUrl = z.url().meta({ description: "The report's own page, to share or open later." });
const reportId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/)
  .meta({ description: "The kept report's id." });

export const reportRefSchema = z.object({
  id: reportId,
  checkedAt: z.iso.datetime(),
  score: z.number().int().nullable(),
});

export const changesSchema = z
  .object({
    previous: reportRefSchema,
    scoreDelta: z.number().int().nullable().meta({ description: "The score now minus the score then." }),
    findings: z.record(z.string(), z.enum(CHANGES)).meta({ description: "Each finding of this report, by id." }),
  })
  .meta({ description: "What changed since the report this one re-checked." });

/** The check's answer: the report, with its id and page when it was kept. */
export const answeredReportSchema = z
  .object({ ...checkFields, id: reportId.optional(), reportUrl: reportUrl.optional() })
  .meta({ description: "A report, with its id and page when it was kept." });

const storedFields = {
  ...checkFields,
  id: reportId,
  changes: changesSchema.optional(),
  history: z.array(reportRefSchema).optional().meta({ description: "The address's earlier reports, newest first." }),
  later: z.array(reportRefSchema).optional().meta({ description: "Re-checks made from this report, newest first." }),
  live: liveReportSchema.optional().meta({ description: "The live answer check, when offered or run." }),
};

/** A kept report as `/api/site-check/reports/<id>` answers it. */
export const storedReportSchema = z
  .object({ ...storedFields, reportUrl })
  .meta({ description: "A kept report, with its changes and history." });

export const errorSchema = z.object({
  error: z.string().meta({ description: "What went wrong, in a sentence for a person." }),
  code: z.string().meta({ description: "What went wrong, for a program (e.g. rate-limited, address, not-found)." }),
  field: z
    .enum(["url", ...COMPARE_FIELDS])
    .optional()
    .meta({ description: "The address it is about (a competitor's), when it is one." }),
});

/** The schemas OpenAPI names (components/schemas), by name. */
export const NAMED_SCHEMAS = {
  Report: answeredReportSchema,
  StoredReport: storedReportSchema,
  Finding: findingSchema,
  PageResult: pageResultSchema,
  BotTable: botTableSchema,
  LiveAnswers: liveReportSchema,
  SiteReport: siteReportSchema,
  Unread: unreadSchema,
  ReportRef: reportRefSchema,
  Changes: changesSchema,
  Error: errorSchema,
} as const;

/** True only when A and B are the same type. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the usual exact-equality test: each T stands for "any type", compared through two generic functions
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;
/** Each schema describes exactly the type the check answers with (typecheck fails here otherwise). */
export type SchemasMatchTypes = [
  Holds<Same<z.output<typeof findingSchema>, Finding>>,
  Holds<Same<z.output<typeof unreadSchema>, Unread>>,
  Holds<Same<z.output<typeof pageResultSchema>, PageResult>>,
  Holds<Same<z.output<typeof botTableSchema>, BotTable>>,
  Holds<Same<z.output<typeof liveReportSchema>, LiveReport>>,
  Holds<Same<z.output<typeof siteReportSchema>, SiteReport>>,
  Holds<Same<z.output<typeof competitorSchema>, Competitor>>,
  Holds<Same<z.output<typeof checkReportSchema>, CheckReport>>,
  Holds<Same<z.output<typeof reportRefSchema>, ReportRef>>,
  Holds<Same<z.output<typeof changesSchema>, Changes>>,
  Holds<Same<Omit<z.output<typeof answeredReportSchema>, never>, Omit<AnsweredReport, never>>>,
  Holds<Same<z.output<z.ZodObject<typeof storedFields>>, Omit<StoredReport, never>>>,
  Holds<Same<z.output<typeof errorSchema>, SiteCheckError>>,
];
