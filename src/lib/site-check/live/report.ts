/**
 * The live answer check as a kept report's JSON carries it (`live`), and its zod schema, which the
 * OpenAPI document (api-schema.ts, `LiveAnswers`) and MCP's get_report take; typecheck holds the
 * two equal. The page's section adds the editors' words to it (section.ts). And what MCP's
 * check_site tells an agent of it (`liveAnswers`): that the report's page offers it, and that it is
 * not run through MCP, since it is an enquiry with a person's consent.
 */
import { z } from "zod";
import type { EngineId } from "./settings";
import { ENGINES } from "./settings";
import type { LiveResult } from "./summary";

export type LiveState = "offer" | "capped" | "queued" | "running" | "done" | "failed";

export interface LiveReport {
  state: LiveState;
  /** Offered: where the form posts, the engines it would ask, n, how many questions, the business as read from the page. */
  offer?: {
    action: string;
    engines: EngineId[];
    samples: number;
    questions: number;
    subject: { name?: string; service?: string; place?: string };
  };
  progress?: { done: number; total: number };
  result?: LiveResult;
  failure?: string;
}

const interval = z
  .object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
  .meta({ description: "The 95% Wilson score interval of the share, from 0 to 1." });
const tallied = z.array(z.object({ value: z.string(), answers: z.number().int().min(1) }));
const cost = z
  .object({ usd: z.number().min(0), unknown: z.number().int().min(0) })
  .meta({ description: "US dollars from the tokens and the prices set; `unknown` answers whose price is not set." });
const engine = z.enum(ENGINES);

export const liveReportSchema = z
  .object({
    state: z.enum(["offer", "capped", "queued", "running", "done", "failed"]).meta({
      description:
        "offer: the report's page offers the check (an engine is configured); capped: today's spending limit is reached; queued or running; done; failed.",
    }),
    offer: z
      .object({
        action: z
          .string()
          .meta({ description: "Where the page's form posts (an enquiry: email and consent required)." }),
        engines: z.array(engine),
        samples: z
          .number()
          .int()
          .min(1)
          .meta({ description: "How many times each question is put to each engine (n)." }),
        questions: z.number().int().min(1),
        subject: z.object({
          name: z.string().optional(),
          service: z.string().optional(),
          place: z.string().optional(),
        }),
      })
      .optional(),
    progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }).optional(),
    result: z
      .object({
        subject: z.object({ name: z.string(), service: z.string(), place: z.string() }),
        site: z.string().meta({ description: "The business's site: a source on it counts as cited." }),
        questions: z.array(z.string()),
        samples: z.number().int().min(1),
        engines: z.array(
          z.object({
            engine,
            model: z.string(),
            cells: z.array(
              z
                .object({
                  question: z.number().int().min(0),
                  asked: z.number().int().min(0),
                  answered: z.number().int().min(0).meta({ description: "The answers every share is out of." }),
                  named: z.number().int().min(0),
                  cited: z.number().int().min(0),
                  namedInterval: interval.optional(),
                  citedInterval: interval.optional(),
                })
                .meta({ description: "One engine's answers to one question: named and cited in how many of them." }),
            ),
            instead: tallied.meta({
              description: "Names the answers set apart (bold or list items), in how many answers.",
            }),
            sources: tallied.meta({ description: "Other sites the answers cited, in how many answers." }),
            answered: z.number().int().min(0),
            failed: z.number().int().min(0),
            cost,
            reportedUsd: z.number().min(0).optional(),
            capped: z.boolean().meta({ description: "It stopped at its daily spending limit: fewer answers." }),
          }),
        ),
        cost,
        answers: z.array(
          z
            .object({
              engine,
              question: z.number().int().min(0),
              sample: z.number().int().min(0),
              error: z.string().optional(),
              named: z.boolean().optional(),
              cited: z.boolean().optional(),
              text: z.string().optional(),
              sources: z
                .array(z.object({ url: z.string(), title: z.string().optional(), host: z.string() }))
                .optional(),
              instead: z.array(z.string()).optional(),
              cost: z.number().min(0).optional(),
              reportedCost: z.number().min(0).optional(),
            })
            .meta({ description: "One raw answer, its text bounded." }),
        ),
      })
      .optional(),
    failure: z.string().optional(),
  })
  .meta({
    description:
      "The opt-in live answer check: buyer's questions put to AI engines through their APIs, n times each; in how many answers the business is named and cited, with 95% Wilson intervals. An API answer is not exactly what a person sees in the app.",
  });

/** What the person gives on the report's page to start it: the form's own field names. */
export const LIVE_NEEDS = ["yourName", "email", "consent"] as const;

/**
 * MCP's check_site, when the report's page offers the live answer check (an engine's key is set and
 * today's cap allows): where to ask for it and what it needs. Never run through MCP: an agent cannot
 * give a person's consent to be contacted, so it hands the person the link.
 */
export interface LiveOfferForAgents {
  offered: true;
  /** The report's page, at the live answer check's form. */
  url: string;
  engines: EngineId[];
  needs: Array<(typeof LIVE_NEEDS)[number]>;
  throughMcp: false;
  /** The editors' words (data/site-check.yaml agents.liveAnswers). */
  about: string;
}

export const liveOfferForAgentsSchema = z
  .object({
    offered: z.literal(true),
    url: z.url().meta({ description: "The report's page, at the live answer check's form: give it to the person." }),
    engines: z.array(engine).meta({ description: "The engines it would ask." }),
    needs: z.array(z.enum(LIVE_NEEDS)).meta({
      description:
        "What the person gives on that page: their name, their email and their consent to be contacted (the business's name, service and place are filled in from the check).",
    }),
    throughMcp: z.literal(false).meta({
      description: "It is not run through MCP: it is an enquiry, and an agent cannot consent for a person.",
    }),
    about: z.string(),
  })
  .meta({
    description:
      "The opt-in live answer check, offered on the report's page when the agency has set an AI engine's key. Absent when it is not offered.",
  });

/** What check_site adds for an agent when the live section offers the check; undefined otherwise. */
export function liveOfferForAgents(
  live: LiveReport | undefined,
  reportUrl: string,
  about: string,
): LiveOfferForAgents | undefined {
  if (live?.state !== "offer" || !live.offer) return undefined;
  return {
    offered: true,
    url: `${reportUrl}#sc-live`,
    engines: live.offer.engines,
    needs: [...LIVE_NEEDS],
    throughMcp: false,
    about,
  };
}
