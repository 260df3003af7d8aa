/**
 * `npm run leads -- <command>`: the team's hands on the lead store, against DATABASE_URL's
 * Postgres or, without it, the embedded store under .data/leads (which only one process may open:
 * while `npm run serve` holds it, the command asks that server to run it, control.ts).
 */
import { announceStageChange } from "./notify/stage-events";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { transportFromEnv } from "../platform/transports/from-env";
import type { Env } from "../env";
import { siteOrigin } from "../platform/origin";
import { type Logger } from "../platform/log";
import { retentionDays } from "./deliver";
import { CHANNELS, makeAllDue } from "./jobs";
import { runLeadJobs } from "./worker";
import { leadsCsv, leadsJson } from "./export";
import { askServer } from "./control";
import { StoreInUseError } from "./embedded";
import { embeddedDirectory, openServerStore } from "./server-store";
import { buildReport, reportText } from "./report";
import { LEAD_STATUSES, type LeadStatus, type LeadStore } from "./store";
import { isStage, LEAD_STAGES } from "./stages";
import { addNote, NOTE_MAX_CHARS, setStage, withNotes } from "./work";
import { closePostgresStores } from "./stores";
import { createSignInLink } from "./team";

export const HELP = `Usage: npm run leads -- <command> [options]

The enquiries the contact form kept, in DATABASE_URL's Postgres (or NETLIFY_DATABASE_URL), or
without either in the embedded store (.data/leads, or LEADS_STORE_DIR).

Commands:
  export [--format csv|json] [--since YYYY-MM-DD] [--status pending|delivered|failed] [--output FILE]
      Every lead, newest first, to the terminal or FILE. CSV (the default) is RFC 4180, and a cell
      a spreadsheet would run as a formula starts with an apostrophe.
  retry [--now]
      Runs the lead jobs once (what the server's timer and Netlify's scheduled function do every
      few minutes): every delivery that is due (the team's emails, the confirmations, the chat
      alerts, the CRM's webhook), and says what became of them. With --now, every waiting one at
      once, whatever its backoff said (after an outage, or once an endpoint is fixed).
  stage ID STAGE
      Moves a lead to a stage: ${LEAD_STAGES.join(", ")}. Moving one from spam back to new
      sends its notification.
  note ID TEXT
      Adds a note to a lead (the author is "terminal", or LEADS_AUTHOR).
  report --since YYYY-MM-DD [--format text|json]
      Enquiries since that day by channel, landing page, campaign and form page, and how many
      reached qualified and won (spam left out).
  purge
      Deletes leads older than the retention period now (LEADS_RETENTION_DAYS, default 730 days).
  delete --email ADDRESS
      Deletes every lead from ADDRESS (any case): a person's request under APP 12/13.
  link [--origin URL]
      Prints a one-time sign-in link to the team's page, /admin/leads/ (valid 12 hours, once),
      for the server at URL (default: the site's origin, SITE_URL, else Netlify's URL, else
      http://localhost:$PORT, :9000 without PORT). \`npm run serve\` prints one when it starts;
      this makes another.

While \`npm run serve\` holds the embedded store, every command is run by that server (it
listens on 127.0.0.1 for them, its port and key in <store>.control, readable by you alone).
  help, --help
      This text.
`;

class UsageError extends Error {}

/** Who a terminal change is recorded as. */
const author = (env: Env): string => env.LEADS_AUTHOR?.trim() || "terminal";

type Out = (text: string) => void;

function statusOf(value: string | undefined): LeadStatus | undefined {
  if (value === undefined) return undefined;
  if ((LEAD_STATUSES as readonly string[]).includes(value)) return value as LeadStatus;
  throw new UsageError(`--status must be one of ${LEAD_STATUSES.join(", ")}, not "${value}".`);
}

function sinceOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since takes a date as YYYY-MM-DD, not "${value}".`);
  return date;
}

async function run(
  command: string | undefined,
  args: string[],
  env: Env,
  out: Out,
  err: Out,
  store: () => Promise<LeadStore>,
): Promise<number> {
  const log: Logger = (level, message) => (level === "info" ? out(message) : err(message));
  switch (command) {
    case "export": {
      const { values } = parseArgs({
        args,
        options: {
          format: { type: "string", default: "csv" },
          since: { type: "string" },
          status: { type: "string" },
          output: { type: "string" },
        },
      });
      if (values.format !== "csv" && values.format !== "json")
        throw new UsageError(`--format must be csv or json, not "${values.format}".`);
      const opened = await store();
      const leads = await withNotes(
        opened,
        await opened.list({ since: sinceOf(values.since), status: statusOf(values.status) }),
      );
      const text = values.format === "csv" ? leadsCsv(leads) : leadsJson(leads);
      if (values.output) {
        fs.writeFileSync(values.output, text, { mode: 0o600 });
        err(`${leads.length} lead(s) written to ${values.output}`);
      } else {
        out(text);
      }
      return 0;
    }
    case "retry": {
      const { values } = parseArgs({ args, options: { now: { type: "boolean", default: false } } });
      const opened = await store();
      if (values.now) out(`${await makeAllDue(opened)} waiting job(s) due now\n`);
      // The one worker: the team's emails, the confirmations, the chat alerts and the CRM's webhook.
      const report = await runLeadJobs(opened, { transport: transportFromEnv(env, log), env, log });
      out(`${report.delivered} delivered, ${report.retrying} to retry later, ${report.failed} marked failed\n`);
      for (const channel of CHANNELS) {
        const c = report.byChannel[channel];
        if (c.delivered + c.retrying + c.failed + c.stopped + c.skipped > 0)
          out(
            `  ${channel}: ${c.delivered} delivered, ${c.retrying} to retry later, ${c.failed} marked failed, ${c.stopped} stopped, ${c.skipped} skipped\n`,
          );
      }
      return 0;
    }
    case "purge": {
      parseArgs({ args, options: {} });
      const days = retentionDays(env);
      const deleted = await (await store()).purge(new Date(), days);
      out(`${deleted} lead(s) older than ${days} days deleted\n`);
      return 0;
    }
    case "delete": {
      const { values } = parseArgs({ args, options: { email: { type: "string" } } });
      if (!values.email?.includes("@")) throw new UsageError("delete needs --email ADDRESS.");
      const deleted = await (await store()).deleteByEmail(values.email);
      out(`${deleted} lead(s) from ${values.email} deleted\n`);
      return 0;
    }
    case "stage": {
      const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
      const [id, stage] = positionals;
      if (positionals.length !== 2 || id === undefined || !isStage(stage))
        throw new UsageError(`stage takes a lead's id and one of ${LEAD_STAGES.join(", ")}.`);
      const change = await setStage(await store(), id, stage, author(env), new Date());
      if (!change) throw new UsageError(`No lead has the id "${id}".`);
      await announceStageChange(await store(), id, change, author(env), { env, log });
      out(`lead ${id}: ${change.from} → ${change.to}${change.released ? " (its notification is due now)" : ""}\n`);
      return 0;
    }
    case "note": {
      const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
      const [id, ...words] = positionals;
      const text = words.join(" ").trim();
      if (id === undefined || text === "") throw new UsageError("note takes a lead's id and the note's text.");
      if (text.length > NOTE_MAX_CHARS) throw new UsageError(`A note is at most ${NOTE_MAX_CHARS} characters.`);
      if (!(await addNote(await store(), id, author(env), text, new Date())))
        throw new UsageError(`No lead has the id "${id}".`);
      out(`note added to lead ${id}\n`);
      return 0;
    }
    case "report": {
      const { values } = parseArgs({
        args,
        options: { since: { type: "string" }, format: { type: "string", default: "text" } },
      });
      const since = sinceOf(values.since);
      if (since === undefined) throw new UsageError("report needs --since YYYY-MM-DD.");
      if (values.format !== "text" && values.format !== "json")
        throw new UsageError(`--format must be text or json, not "${values.format}".`);
      const report = await buildReport(await store(), since, new Date());
      out(values.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
      return 0;
    }
    case "link": {
      const { values } = parseArgs({ args, options: { origin: { type: "string" } } });
      const configured = siteOrigin(env);
      if (values.origin === undefined && "invalid" in configured)
        throw new UsageError(`${configured.invalid} is not the site's address; fix it, or give --origin.`);
      const origin = values.origin ?? ("invalid" in configured ? "" : configured.origin);
      if (!URL.canParse(origin) || !["http:", "https:"].includes(new URL(origin).protocol))
        throw new UsageError(`--origin takes the site's address, such as http://localhost:9000, not "${origin}".`);
      out(`${await createSignInLink(await store(), new URL(origin).origin, new Date())}\n`);
      return 0;
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      out(HELP);
      return command === undefined ? 1 : 0;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** `--output FILE` made absolute, so a server asked to run the command writes where the terminal meant. */
function absoluteOutput(argv: readonly string[]): string[] {
  return argv.map((arg, i) =>
    argv[i - 1] === "--output"
      ? path.resolve(arg)
      : arg.startsWith("--output=")
        ? `--output=${path.resolve(arg.slice(9))}`
        : arg,
  );
}

/**
 * Runs one command; returns the exit code. `given`: the store to use (the server running a command
 * for a terminal, control.ts), which stays open. Without it the command opens the store itself,
 * and when `npm run serve` holds the embedded one, asks that server to run it (control.ts).
 */
export async function main(
  argv: readonly string[],
  env: Env,
  out: Out = (text) => process.stdout.write(text),
  err: Out = (text) => console.error(text),
  given?: LeadStore,
): Promise<number> {
  const [command, ...args] = argv;
  let opened: LeadStore | undefined;
  const store = async () => given ?? (opened ??= await openServerStore(env));
  try {
    if (args.includes("--help")) {
      out(HELP);
      return 0;
    }
    return await run(command, args, env, out, err, store);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      err(`${error.message}\n\n${HELP}`);
      return 2;
    }
    if (error instanceof StoreInUseError && given === undefined) {
      const answer = await askServer(
        embeddedDirectory(env),
        absoluteOutput(argv),
        env.LEADS_AUTHOR?.trim() || undefined,
      );
      if (answer) {
        out(answer.out);
        if (answer.err) err(answer.err.replace(/\n$/, ""));
        return answer.code;
      }
    }
    err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    if (given === undefined) {
      if (opened?.kind === "embedded") await opened.close();
      await closePostgresStores();
    }
  }
}
