/**
 * The transport a request's settings choose: Resend when RESEND_API_KEY is set, else the outbox
 * folder (said once per process in the log). The contact Function and the lead retries share it.
 */
import path from "node:path";
import type { Transport } from "../email";
import type { Env } from "../../env";
import { createOutboxTransport, outboxDirectory } from "./outbox";
import { createResendTransport, resendOptionsFromEnv } from "./resend";

/** On globalThis: the server's own code and each compiled Function are separate bundles in one process. */
const ANNOUNCED = Symbol.for("harbour-ai-seo.contact.outbox-announced");
const shared = globalThis as typeof globalThis & { [ANNOUNCED]?: boolean };

/**
 * `folder`: a folder of the outbox's own for this kind of email (the check's report emails), so
 * they lie apart from the team's notifications; Resend is the same either way.
 */
export function transportFromEnv(env: Env, log: (level: "info", message: string) => void, folder?: string): Transport {
  const resend = resendOptionsFromEnv(env);
  if (resend) return createResendTransport(resend);
  const directory = folder === undefined ? outboxDirectory(env) : path.join(outboxDirectory(env), folder);
  if (!shared[ANNOUNCED]) {
    shared[ANNOUNCED] = true;
    // The outbox itself, whichever folder of it the first email went to: the rest lie beside it.
    log(
      "info",
      `RESEND_API_KEY is not set, so contact messages are written to ${outboxDirectory(env)} instead of being emailed.`,
    );
  }
  return createOutboxTransport(directory);
}
