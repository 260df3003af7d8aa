/**
 * Adapts Gatsby's request and response to a team handler (team.ts) for src/api/leads/*: the
 * request's store from its settings (stores.ts), read per request, and an answer always sent. A
 * store that will not open or answer gets a 503 naming no lead, and one log line.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { functionSettings, type Env } from "../env";
import { consoleLogger } from "../platform/log";
import { queryOf, send, type FunctionResult } from "../platform/result";
import { leadStoreFor } from "./stores";
import { storeDown, type TeamDeps, type TeamRequest } from "./team";

const log = consoleLogger("leads-team");

type Handler = (request: TeamRequest, env: Env, deps: TeamDeps) => FunctionResult | Promise<FunctionResult>;

export function teamFunction(
  handle: Handler,
): (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void> {
  return async (req, res) => {
    // A preview's Functions never reach the live site's leads (src/lib/env.ts).
    const env = functionSettings(globalThis.process.env);
    const request: TeamRequest = {
      method: req.method ?? "",
      query: queryOf(req),
      headers: req.headers,
      body: req.body as unknown,
    };
    let result: FunctionResult;
    try {
      result = await handle(request, env, { store: await leadStoreFor(env), now: new Date() });
    } catch (failure) {
      log("error", `the lead store failed: ${failure instanceof Error ? failure.message : String(failure)}`);
      result = storeDown(request, env);
    }
    try {
      send(res, result);
    } catch {
      // The connection is gone; nothing left to answer.
    }
  };
}
