/**
 * An embedded lead store made once and copied for each test that needs a fresh one: Postgres's
 * initdb costs some five seconds of one core in WebAssembly, and the unit tests and the e2e
 * servers would otherwise each pay it, and again for the migrations and the job queue's schema.
 * The copy is a cleanly shut down store; each test still opens its own copy, as `npm start` opens
 * `.data/leads`.
 *
 * The template is kept between runs in node_modules/.cache/leads-template/<key>, the key a hash of
 * the lead store's code (src/lib/leads, and the database floor it shares with the check's reports
 * store, src/lib/db: the engine, the folder's lock, the migration runner) and of the PGlite and pg-boss versions, so a change to any
 * of them makes a new one: `npm test` makes it, and `npm run test:e2e` after it (as in CI) starts
 * without waiting for initdb again. Nothing ever opens the template; tests only copy it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { initialise, openEmbedded } from "../../src/lib/leads/embedded";
import { LeadStore } from "../../src/lib/leads/store";

/** Where the template is, and the folder of this run's stores; the global setups set them. */
export const TEMPLATE_ENV = "TEST_LEADS_TEMPLATE";
const RUN_ENV = "TEST_LEADS_RUN_DIR";

const checkout = path.resolve(__dirname, "../..");

/** What the template is made by: the lead store's code and the two packages that write its files. */
function templateKey(): string {
  const hash = createHash("sha256");
  for (const pkg of ["@electric-sql/pglite", "pg-boss"]) {
    const manifest = path.join(checkout, "node_modules", pkg, "package.json");
    hash.update(`${pkg}@${(JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version}\n`);
  }
  // The lead store's code, and the database floor (engine, folder lock, migration runner) it shares with the reports store.
  for (const folder of ["leads", "db"]) {
    const root = path.join(checkout, "src", "lib", folder);
    const files = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.split(path.sep).includes("__tests__"))
      .sort();
    for (const file of files) hash.update(`${folder}/${file}\n`).update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Makes the template in `folder` (`leads`, migrated, and `bare`, as initdb left it), written beside and renamed into place. */
async function buildTemplate(folder: string): Promise<void> {
  const building = `${folder}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  const template = path.join(building, "leads");
  await initialise(template);
  // Kept as initdb left it too, for the tests of a database older than the migrations (a copy costs no initdb).
  fs.cpSync(template, path.join(building, "bare"), { recursive: true });
  // Migrated, with the job queue's schema in place (some 4 s of PGlite the first time), as a store is after its first start.
  const store = new LeadStore(await openEmbedded(template));
  await store.jobs();
  await store.close();
  try {
    fs.renameSync(building, folder);
  } catch (error) {
    // Another run (npm test and npm run test:e2e at once) made the same template first: use that one.
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(path.join(folder, "leads", "PG_VERSION"))) throw error;
  }
}

/** Finds or makes the template (once per run, in a global setup) and names it, and this run's folder, in the environment. */
export async function makeStoreTemplate(): Promise<string> {
  const folder = path.join(checkout, "node_modules", ".cache", "leads-template", templateKey());
  if (!fs.existsSync(path.join(folder, "leads", "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    await buildTemplate(folder);
  }
  const template = path.join(folder, "leads");
  process.env[TEMPLATE_ENV] = template;
  process.env[RUN_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), "leads-run-"));
  return template;
}

/** Removes this run's stores (the template stays for the next run). */
export function removeStoreTemplate(): void {
  const run = process.env[RUN_ENV];
  // Retried: a server stopped a moment before may still be writing its store in there.
  if (run) fs.rmSync(run, { recursive: true, force: true, maxRetries: 5 });
}

/** Beside the template: the same store before any migration. */
const bareOf = (template: string) => path.join(path.dirname(template), "bare");

/**
 * A new store folder `<fresh temp folder>/leads`, a copy of the template when the run has one (else
 * made on first open). The fresh folder is made in this run's folder when there is one, so that
 * the global teardown removes every store of the run with it (each is some 40 MB). Beside it, the
 * AI search check's reports store a server given this folder opens (`<folder>-site-check-reports`,
 * src/lib/site-check/report-store-embedded.ts), seeded too, so no server pays initdb for it.
 */
export function freshStoreDir(prefix: string): string {
  const leads = seedStore(path.join(scratchDir(prefix), "leads"));
  seedReportsStore(`${leads}-site-check-reports`);
  return leads;
}

/** A new temporary folder, in this run's folder when there is one (removed with it), else in the system's. */
export function scratchDir(prefix: string): string {
  const run = process.env[RUN_ENV];
  return fs.mkdtempSync(path.join(run && fs.existsSync(run) ? run : os.tmpdir(), prefix));
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

/**
 * Fills `directory` (a reports store folder not made yet) with a database as initdb left it: the
 * reports store's own migrations are a few statements, made at its first query.
 */
export function seedReportsStore(directory: string): string {
  return seedBareStore(directory);
}
