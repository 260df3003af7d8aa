/** POST /api/leads/email-events: Resend's delivery events (src/lib/leads/notify/email-events.ts). Nothing else lives here. */
import { consoleLogger } from "../../lib/platform/log";
import { gatsbyFunction } from "../../lib/platform/function";
import { NO_STORE } from "../../lib/platform/result";
import { handleEmailEvents, leadStoreFor } from "../../lib/leads/server";

const log = consoleLogger("leads-email-events");

/**
 * Gatsby's raw parser takes every body, whatever its Content-Type, so `req.body` is the bytes Svix
 * signed (a Buffer) and no JSON parser runs before the signature is checked. 32 kB, as every
 * Function of this site (patches/gatsby+5.16.1.patch): a delivery event is a few hundred bytes.
 *
 * Exported under the name `config` written as a string: Gatsby reads a Function's `config` from its
 * module, but its query extractor also scans src/api/ and takes an identifier export named `config`
 * for a page's rendering config, which makes the build generate rendering engines (DSG/SSR) the
 * site does not use. The string form is the same export to the Function's loader and to importers.
 */
const bodyParsers = { bodyParser: { raw: { type: "*/*", limit: "32kb" } } };
export { bodyParsers as "config" };

// Settings read per request, never at build (the adapter, src/lib/platform/function.ts).
export default gatsbyFunction(async (request, env) => {
  try {
    return await handleEmailEvents(request, env, { store: await leadStoreFor(env), log });
  } catch (failure) {
    // Not recorded: a non-2xx makes Resend send it again later.
    log("error", `the lead store failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    return {
      status: 503,
      headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8" },
      body: { error: "store unavailable" },
    };
  }
});
