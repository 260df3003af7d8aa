import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseProject } from "../../src/lib/project/load";
import { interestOptionsFromContent } from "../../src/lib/contact/interests-from-content";
import type { Option } from "../../src/lib/contact/options";

/** Where npm test's global setup keeps the run's interest options (a file's path; the setup files read it). */
export const INTERESTS_FILE_ENV = "TEST_INTEREST_OPTIONS_FILE";

/** The contact form's interest options as the build makes them from data/ under `root` (gatsby-node.ts onPreInit). */
export function interestsOf(root: string): Option[] {
  return interestOptionsFromContent(parseProject(root));
}

/** npm test's global setup: the options from data/ under `root`, in a file of the run's, named in the environment. */
export function writeRunInterests(root: string): void {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "interests-run-")), "interests.json");
  fs.writeFileSync(file, JSON.stringify(interestsOf(root)));
  process.env[INTERESTS_FILE_ENV] = file;
}

/** npm test's global teardown: removes that file's folder. */
export function removeRunInterests(): void {
  const file = process.env[INTERESTS_FILE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
