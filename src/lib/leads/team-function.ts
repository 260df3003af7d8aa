/**
 * A team handler (team.ts) as a Function for src/api/leads/*, through the one adapter
 * (src/lib/platform/function.ts): the request's store from its settings (stores.ts), read per
 * request. A store that will not open or answer gets a 503 naming no lead, and one log line.
 */
import type { Env } from "../env";
import { consoleLogger } from "../platform/log";
import { gatsbyFunction, type GatsbyHandler } from "../platform/function";
import type { FunctionResult } from "../platform/result";
import { leadStoreFor } from "./stores";
import { storeDown, type TeamDeps, type TeamRequest } from "./team";

const log = consoleLogger("leads-team");

type Handler = (request: TeamRequest, env: Env, deps: TeamDeps) => FunctionResult | Promise<FunctionResult>;

export function teamFunction(handle: Handler): GatsbyHandler {
  // A preview's Functions never reach the live site's leads (src/lib/env.ts, the adapter's settings).
  return gatsbyFunction(async (request, env) => {
    try {
      return await handle(request, env, { store: await leadStoreFor(env), now: new Date() });
    } catch (failure) {
      log("error", `the lead store failed: ${failure instanceof Error ? failure.message : String(failure)}`);
      return storeDown(request, env);
    }
  });
}
