import fs from "node:fs";
import path from "node:path";
import { makeStoreTemplate } from "./embedded-template";
import { interestsOf } from "./interests-of";
import { SCRATCH_ENV } from "./unit-global-teardown";

/**
 * Every folder the tests make under os.tmpdir() (each store copied from the template, the git
 * repositories, the outboxes) in a folder of the run on /dev/shm, when there is one: on this
 * machine's disk (ext4, mounted with discard) copying the 40 MB store took some 0.3 to 0.6 s of
 * a core each time and removing it more, in memory 0.05 s. The tests read os.tmpdir() (TMPDIR),
 * which each test file's environment and every child process it starts copy from here.
 */
function scratchInMemory(): void {
  const shm = "/dev/shm";
  try {
    fs.accessSync(shm, fs.constants.W_OK);
  } catch {
    return;
  }
  const scratch = fs.mkdtempSync(path.join(shm, "unit-tests-"));
  process.env[SCRATCH_ENV] = scratch;
  process.env.TMPDIR = scratch;
}

/**
 * `npm test`: one embedded lead store made for the run, copied by each test that opens one; and
 * the contact form's interest options, made from data/ once for the run and set in the
 * environment, which each test file gets a copy of (tests/support/interests.ts).
 */
export default async function globalSetup(): Promise<void> {
  scratchInMemory();
  process.env.CONTACT_INTEREST_OPTIONS = JSON.stringify(interestsOf(path.resolve(__dirname, "../..")));
  await makeStoreTemplate();
}
