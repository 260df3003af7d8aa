/**
 * `npm run check`: the build's content rules over data/ in a second or two, without building: every
 * problem named by file and field, as the build would stop on it. Exits 1 when one is an error.
 *
 * `npm run check -- --launch`: also every launch blocker (src/lib/content/launch.ts): placeholder
 * ABN, phone, prices and terms, a stand-in strategy-builder address, no person with a photo, no
 * profiles elsewhere. Exits 1 while any remains: run it before going live.
 */
import { createRequire } from "node:module";
import { bundleTs, root } from "./bundle-ts.mjs";

const require = createRequire(import.meta.url);
const { validateProject } = require(await bundleTs("src/lib/project/load.ts"));
const { formatProblem } = require(await bundleTs("src/lib/content/problems.ts"));
const launch = process.argv.includes("--launch");

const problems = validateProject(root);
const errors = problems.filter((p) => p.severity === "error");
for (const problem of problems)
  console.log(`${problem.severity === "error" ? "error" : "warning"}: ${formatProblem(problem)}`);
console.log(
  errors.length
    ? `The content in data/ has ${errors.length} problem${errors.length === 1 ? "" : "s"}; the build would stop.`
    : "The content in data/ passes the build's checks.",
);
process.exitCode = errors.length ? 1 : 0;

if (launch) {
  const { loadProject } = require(await bundleTs("src/lib/project/load.ts"));
  const { launchBlockers } = require(await bundleTs("src/lib/content/launch.ts"));
  const blockers = launchBlockers(loadProject(root).content);
  console.log("");
  for (const blocker of blockers) console.log(`launch blocker: ${formatProblem(blocker)}`);
  console.log(
    blockers.length
      ? `${blockers.length} launch blocker${blockers.length === 1 ? "" : "s"} remain; the site is not ready to go live.`
      : "No launch blocker: the site is ready to go live.",
  );
  if (blockers.length) process.exitCode = 1;
}
