/**
 * The check's JSON answers as zod schemas: a report as `/api/site-check` answers it, a kept report
 * as `/api/site-check/reports/<id>` does, and a refusal. They are the one description of that JSON
 * for agents: the OpenAPI document (openapi.ts) is made from them with z.toJSONSchema, and the MCP
 * tools (mcp.ts) declare them as their output (check_site's with the live answer check's offer). The types below them must equal the ones the check
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
import { liveOfferForAgentsSchema, liveReportSchema, type LiveOfferForAgents, type LiveReport } from "./live/report";
import { DISAGREEMENTS, type SiteDisagreements } from "./disagreements";
import { HIRE_NEEDS, WALK_NOTES } from "./read/hire-facts";
import type { AgentWalk } from "./walk";
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

const evidenceSchema = z.object({ kind: z.enum(tuple(EVIDENCE_KINDS)), source: sourceSchema.optional() });
const placeSchema = z
  .object({
    url: z.string(),
    quote: z.string().meta({ description: "What the page says there, cut at 200 characters." }),
  })
  .meta({ description: "A page and what it says." });

export const agentWalkSchema = z
  .object({
    title: z.string(),
    intro: z.string(),
    sample: z.string().meta({ description: "How many pages the walk read, in words: what every answer rests on." }),
    pagesRead: z.number().int().min(1),
    foundHere: z.string(),
    steps: z.array(
      z.object({
        url: z.string(),
        label: z.string().meta({ description: "How the agent came to it: the page given, or the link it followed." }),
        found: z.array(z.enum(HIRE_NEEDS)).meta({ description: "What was first found on this page." }),
        notRead: z.enum(["budget", "time", "unread", "robots"]).optional().meta({
          description: "Why it was not read; robots (robots.txt keeps our fetcher out) is the owner's choice.",
        }),
        why: z.string().optional(),
      }),
    ),
    needs: z.array(
      z.object({
        need: z.enum(HIRE_NEEDS),
        name: z.string(),
        status: z
          .enum(STATUSES)
          .nullable()
          .meta({ description: "Null when not finding it is the owner's choice (no price published)." }),
        title: z.string(),
        found: z
          .object({ url: z.string(), quote: z.string(), from: z.boolean().optional() })
          .optional()
          .meta({ description: "The page it was first found on, and what it says there." }),
        action: z.string().optional(),
        evidence: evidenceSchema,
      }),
    ),
    notes: z.array(
      z.object({
        note: z.enum(WALK_NOTES),
        status: z.enum(STATUSES),
        title: z.string(),
        detail: z.string(),
        url: z.string(),
        quote: z.string(),
        evidence: evidenceSchema,
      }),
    ),
  })
  .meta({
    description:
      "Could an AI agent hire you: a walk of up to 6 pages of the site without JavaScript, what it found on which page and where it got stuck.",
  });

export const disagreementsSchema = z
  .object({
    title: z.string(),
    intro: z.string(),
    sample: z.string(),
    pagesRead: z.number().int().min(1),
    none: z.string().optional().meta({ description: "What is said when nothing was found." }),
    items: z.array(
      z.object({
        kind: z.enum(DISAGREEMENTS),
        status: z.literal("warn"),
        title: z.string(),
        detail: z.string(),
        action: z.string(),
        places: z
          .array(placeSchema)
          .min(1)
          .max(2)
          .meta({ description: "One place for a stale date or year, two for a contradiction." }),
        evidence: evidenceSchema,
      }),
    ),
  })
  .meta({
    description:
      "Your site argues with itself: stale dates and two answers to one question across the pages read, each quoted where it was found.",
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
  walk: agentWalkSchema.optional().meta({ description: "Could an AI agent hire you (not a competitor's)." }),
  disagreements: disagreementsSchema
    .optional()
    .meta({ description: "What the site says twice, differently, or has let go stale (not a competitor's)." }),
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

/**
 * MCP's check_site answer: the check's, and, when the report's page offers the live answer check,
 * where and how a person asks for it (never through MCP). Not the HTTP API's: /api/site-check answers
 * the report alone, and a kept report's JSON carries `live` itself.
 */
export const checkSiteToolSchema = answeredReportSchema
  .extend({ liveAnswers: liveOfferForAgentsSchema.optional() })
  .meta({
    description:
      "A report, with its id and page when it was kept, and the live answer check's offer when the report's page makes it.",
  });

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
  AgentWalk: agentWalkSchema,
  Disagreements: disagreementsSchema,
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
  Holds<Same<z.output<typeof liveOfferForAgentsSchema>, LiveOfferForAgents>>,
  Holds<Same<z.output<typeof agentWalkSchema>, AgentWalk>>,
  Holds<Same<z.output<typeof disagreementsSchema>, SiteDisagreements>>,
  Holds<Same<z.output<typeof siteReportSchema>, SiteReport>>,
  Holds<Same<z.output<typeof competitorSchema>, Competitor>>,
  Holds<Same<z.output<typeof checkReportSchema>, CheckReport>>,
  Holds<Same<z.output<typeof reportRefSchema>, ReportRef>>,
  Holds<Same<z.output<typeof changesSchema>, Changes>>,
  Holds<Same<Omit<z.output<typeof answeredReportSchema>, never>, Omit<AnsweredReport, never>>>,
  Holds<Same<z.output<z.ZodObject<typeof storedFields>>, Omit<StoredReport, never>>>,
  Holds<Same<z.output<typeof errorSchema>, SiteCheckError>>,
];
