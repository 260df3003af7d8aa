/**
 * The transport a request's settings choose: Resend when RESEND_API_KEY is set, else the outbox
 * folder (said once per process in the log). The contact Function and the lead retries share it.
 */
import type { Transport } from "../email";
import type { Env } from "../../env";
import { createOutboxTransport, outboxDirectory } from "./outbox";
import { createResendTransport, resendOptionsFromEnv } from "./resend";

/** On globalThis: the server's own code and each compiled Function are separate bundles in one process. */
const ANNOUNCED = Symbol.for("harbour-ai-seo.contact.outbox-announced");
const shared = globalThis as typeof globalThis & { [ANNOUNCED]?: boolean };

export function transportFromEnv(env: Env, log: (level: "info", message: string) => void): Transport {
  const resend = resendOptionsFromEnv(env);
  if (resend) return createResendTransport(resend);
  const directory = outboxDirectory(env);
  if (!shared[ANNOUNCED]) {
    shared[ANNOUNCED] = true;
    log("info", `RESEND_API_KEY is not set, so contact messages are written to ${directory} instead of being emailed.`);
  }
  return createOutboxTransport(directory);
}
