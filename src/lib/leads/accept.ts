/**
 * A new lead's arrival, the one way an enquiry enters src/lib/leads/: the contact Function hands
 * over what passed the form's checks (fields, honeypot, rate limit) and maps what comes back to its
 * answer. Here the lead is kept before anything is sent (the store's copy is what makes a failed
 * email recoverable), its team email is held for this request (the email channel's lease, jobs.ts)
 * and sent at once within what is left of the visitor's answer, its chat alerts, CRM webhook and
 * confirmation tried beside it (notify/send.ts), and the outcome marked on the lead; what did not
 * go is the jobs' to retry (worker.ts, deliver.ts).
 */
import pTimeout from "p-timeout";
import type { Env } from "../env";
import type { Transport } from "../platform/email";
import type { Logger } from "../platform/log";
import { transportFromEnv } from "../platform/transports/from-env";
import { describeAttribution } from "./attribution";
import { notifyNewLead } from "./notify/send";
import { renderNotification } from "./notify/team-email";
import { CLAIM_LEASE_MS, type LeadStore, type NewLead } from "./store";
import { leadStoreFor } from "./stores";

/** The longest the lead store may take to keep a lead; past it the store counts as down. */
export const STORE_DEADLINE_MS = 2_000;
/** Kept back from the send for recording its outcome in the store. */
const STATUS_UPDATE_MS = 1_000;

export interface AcceptDeps {
  /** The request's settings (src/lib/env.ts). */
  env: Env;
  log: Logger;
  /** Where the lead is kept; by default the request's (leadStoreFor: DATABASE_URL, else the server's). `null`: none. */
  store?: LeadStore | null;
  /** Chooses the transport; by default Resend when RESEND_API_KEY is set, else the outbox. */
  transport?: (env: Env) => Transport;
  now?: () => Date;
  /**
   * The visitor's answer is due `withinMs` after `startedAt` (Date.now() when the request came):
   * the first send, and the messages beside it, get what is left.
   */
  answer: { startedAt: number; withinMs: number };
  /** What a bot check caught: kept as stage `spam`, sent and announced to nobody, and never due for a retry. */
  spam?: boolean;
  /**
   * `false`: no confirmation email to the enquirer, for an enquiry whose feature sends its own
   * (the check's report by email: the report is the answer). The team hears of it as of any other.
   */
  confirm?: boolean;
}

/** What became of a new lead. */
export interface Accepted {
  /**
   * "stored": kept now; "duplicate": kept before with the same content (a retried post), so nothing
   * is sent again; "conflict": its id was kept with other content, so it is refused and nothing is
   * sent; "none": nothing could keep it (no store, or the store failed or took too long).
   */
  kept: "stored" | "duplicate" | "conflict" | "none";
  /** The team's email went within the answer. When it did not and the lead is stored, the jobs retry it. */
  delivered: boolean;
}

let noStoreAnnounced = false;

/** The request's lead store; a store that cannot even be opened counts as down. */
async function storeOf(deps: AcceptDeps): Promise<LeadStore | "down" | undefined> {
  if (deps.store !== undefined) return deps.store ?? undefined;
  const { log } = deps;
  try {
    const store = await leadStoreFor(deps.env);
    if (!store && !noStoreAnnounced) {
      noStoreAnnounced = true;
      log(
        "warn",
        "No lead store: DATABASE_URL is not set (and this is not `npm run serve`), so enquiries are emailed but not kept.",
      );
    }
    return store;
  } catch (error) {
    log("error", `lead store unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return "down";
  }
}

/** Keeps the lead within STORE_DEADLINE_MS: "stored", "duplicate" (kept before), "conflict" (its id kept with other content), or why not. */
async function keep(
  store: LeadStore | "down" | undefined,
  lead: NewLead,
  log: Logger,
  stage: "new" | "spam",
): Promise<Accepted["kept"]> {
  if (store === undefined || store === "down") return "none";
  const outcome = await pTimeout(
    store.insert(lead, new Date(lead.receivedAt.getTime() + CLAIM_LEASE_MS), stage).catch((error: unknown) => {
      log("error", `submission ${lead.id} not stored: ${error instanceof Error ? error.message : String(error)}`);
      return "failed" as const;
    }),
    { milliseconds: STORE_DEADLINE_MS, fallback: () => "late" as const },
  );
  if (outcome === "late") log("error", `submission ${lead.id} not stored within ${STORE_DEADLINE_MS} ms`);
  return outcome === "stored" || outcome === "duplicate" || outcome === "conflict" ? outcome : "none";
}

/**
 * Takes in a new lead: keeps it, then (unless it is spam, a retried post or a reused id) sends the
 * team's email and the lead's other messages within the answer, and marks the email's outcome on
 * the kept lead. Every outcome is logged here, by the lead's id, never by what the visitor wrote.
 * Rejects only when a dependency it was given throws outside a send (a broken logger, a transport
 * that cannot be made).
 */
export async function acceptLead(lead: NewLead, deps: AcceptDeps): Promise<Accepted> {
  const { env, log } = deps;
  const { id } = lead;
  const now = deps.now ?? (() => new Date());
  const store = await storeOf(deps);
  if (deps.spam === true) {
    const kept = await keep(store, lead, log, "spam");
    if (kept === "stored") log("info", `submission ${id} caught by the honeypot; kept as spam, not sent`);
    return { kept, delivered: false };
  }

  const kept = await keep(store, lead, log, "new");
  if (kept === "conflict") {
    log("warn", `submission ${id} reused with different content; refused`);
    return { kept, delivered: false };
  }
  if (kept === "duplicate") {
    // The same submission again (a retried post): it is already kept and being notified.
    log("info", `submission ${id} was already stored; not sent again`);
    return { kept, delivered: false };
  }
  const keptIn = kept === "stored" && store !== undefined && store !== "down" ? store : undefined;

  // The form's choice by its label, as the visitor saw it (the lead keeps both).
  const interests =
    lead.service !== undefined && lead.interest !== undefined ? [{ value: lead.service, label: lead.interest }] : [];
  const message = renderNotification(lead, env, interests, describeAttribution(lead.attribution));
  const transport = deps.transport ? deps.transport(env) : transportFromEnv(env, log);
  const { startedAt, withinMs } = deps.answer;
  // At least 1 ms: p-timeout refuses a time of 0 (and 1 ms left is no time at all).
  const remainingMs = Math.max(1, withinMs - (Date.now() - startedAt) - (keptIn ? STATUS_UPDATE_MS : 0));
  const sending = pTimeout(
    transport.send(message, id).catch((error: unknown) => ({
      ok: false as const,
      reason: `transport threw: ${error instanceof Error ? error.message : String(error)}`,
    })),
    {
      milliseconds: remainingMs,
      fallback: () => ({ ok: false as const, reason: `no outcome within ${withinMs} ms of the request` }),
    },
  );
  // Chat alerts and the CRM's webhook beside the email, the enquirer's confirmation after it, all within this answer (notify/).
  const notifying = keptIn
    ? notifyNewLead(keptIn, lead, {
        env,
        log,
        now,
        withinMs: remainingMs,
        confirmAfter: sending,
        ...(deps.confirm === false ? { confirm: false } : {}),
        ...(deps.transport ? { transport } : {}),
      })
    : undefined;
  const outcome = await sending;
  await notifying;
  const record = (update: Promise<unknown>) =>
    pTimeout(
      update.then(() => undefined),
      { milliseconds: STATUS_UPDATE_MS, fallback: () => undefined },
    ).catch((error: unknown) => {
      log(
        "error",
        `submission ${id}: status not recorded (${error instanceof Error ? error.message : String(error)}); a retry will settle it`,
      );
    });

  if (outcome.ok) {
    if (keptIn) await record(keptIn.markDelivered(id, now()));
    log("info", `submission ${id} delivered via ${transport.name}; ${keptIn ? "stored" : "not stored"}`);
    return { kept, delivered: true };
  }
  if (keptIn) {
    await record(keptIn.markUndelivered(id, outcome.reason, now()));
    log(
      "error",
      `submission ${id} stored but not delivered via ${transport.name} (${outcome.reason}); it will be retried`,
    );
    return { kept, delivered: false };
  }
  log("error", `submission ${id} neither stored nor delivered via ${transport.name}: ${outcome.reason}`);
  return { kept, delivered: false };
}
