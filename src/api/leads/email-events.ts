/** POST /api/leads/email-events: Resend's delivery events (src/lib/leads/notify/email-events.ts). Nothing else lives here. */
import { functionSettings } from "../../lib/env";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { consoleLogger, NO_STORE, send, type FunctionResult } from "../../lib/http";
import { handleEmailEvents } from "../../lib/leads/notify/email-events";
import { leadStoreFor } from "../../lib/leads/stores";

const log = consoleLogger("leads-email-events");

export default async function emailEvents(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  // Read per request, never at build.
  const env = functionSettings(globalThis.process.env);
  let result: FunctionResult;
  try {
    result = await handleEmailEvents(
      { method: req.method ?? "", headers: req.headers, body: req.body as unknown },
      env,
      { store: await leadStoreFor(env), log },
    );
  } catch (failure) {
    // Not recorded: a non-2xx makes Resend send it again later.
    log("error", `the lead store failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    result = {
      status: 503,
      headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8" },
      body: { error: "store unavailable" },
    };
  }
  try {
    send(res, result);
  } catch {
    // The connection is gone; nothing left to answer.
  }
}
