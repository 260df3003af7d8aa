/**
 * An embedded lead store made once for a test run and copied for each test that needs a fresh one:
 * Postgres's initdb costs some five seconds of one core in WebAssembly, and the unit tests and the
 * e2e servers would otherwise each pay it, and again for the migrations and the job queue's schema.
 * The copy is a cleanly shut down store; each test still opens its own copy, as `npm start` opens
 * `.data/leads`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { initialise, openEmbedded } from "../../src/lib/leads/embedded";
import { LeadStore } from "../../src/lib/leads/store";

/** Where the template is kept for the run; the global setups set it. */
export const TEMPLATE_ENV = "TEST_LEADS_TEMPLATE";

/** Makes the template (once per run, in a global setup) and names it in the environment for the tests. */
export async function makeStoreTemplate(): Promise<string> {
  const template = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "leads-template-")), "leads");
  await initialise(template);
  // Kept as initdb left it too, for the tests of a database older than the migrations (a copy costs no initdb).
  fs.cpSync(template, bareOf(template), { recursive: true });
  // Migrated, with the job queue's schema in place (some 4 s of PGlite the first time), as a store is after its first start.
  const store = new LeadStore(await openEmbedded(template));
  await store.jobs();
  await store.close();
  process.env[TEMPLATE_ENV] = template;
  return template;
}

export function removeStoreTemplate(): void {
  const template = process.env[TEMPLATE_ENV];
  // Retried: a server stopped a moment before may still be writing its store in there.
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true, maxRetries: 5 });
}

/** Beside the template: the same store before any migration. */
const bareOf = (template: string) => path.join(path.dirname(template), "bare");

/**
 * A new store folder `<fresh temp folder>/leads`, a copy of the template when the run has one (else
 * made on first open). With a template, the fresh folder is made beside it, so that the global
 * teardown removes every store of the run with it (each is some 40 MB).
 */
export function freshStoreDir(prefix: string): string {
  const template = process.env[TEMPLATE_ENV];
  const parent = template && fs.existsSync(path.dirname(template)) ? path.dirname(template) : os.tmpdir();
  return seedStore(path.join(fs.mkdtempSync(path.join(parent, prefix)), "leads"));
}

/** Fills `directory` (a store folder not made yet) from the template, when the run has one. */
export function seedStore(directory: string): string {
  const template = process.env[TEMPLATE_ENV];
  if (template && !fs.existsSync(directory) && fs.existsSync(path.join(template, "PG_VERSION")))
    fs.cpSync(template, directory, { recursive: true });
  return directory;
}

/**
 * Fills `directory` (a store folder not made yet) with a database as initdb left it, before any
 * migration, when the run has a template (else the store's first open makes one).
 */
export function seedBareStore(directory: string): string {
  const template = process.env[TEMPLATE_ENV];
  const bare = template && bareOf(template);
  if (bare && !fs.existsSync(directory) && fs.existsSync(path.join(bare, "PG_VERSION")))
    fs.cpSync(bare, directory, { recursive: true });
  return directory;
}
