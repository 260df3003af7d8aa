/**
 * The email asks' Functions, through the one adapter (platform/function.ts): the forms'
 * (src/api/site-check/email/[id].ts) and the unsubscribe link's (src/api/unsubscribe.ts).
 */
import { gatsbyFunction, type GatsbyHandler } from "../../platform/function";
import type { ReportStoreSource } from "../reports";
import { handleEmailAsk } from "./handler";
import { handleUnsubscribe } from "./unsubscribe";

export function emailAskFunction(reports: ReportStoreSource): GatsbyHandler {
  return gatsbyFunction((request, env) => handleEmailAsk(request, env, { reports }), {
    ok: false,
    error: "Something went wrong on our side. Please try again shortly.",
    code: "unexpected",
  });
}

export function unsubscribeFunction(): GatsbyHandler {
  return gatsbyFunction((request, env) => handleUnsubscribe(request, env));
}
