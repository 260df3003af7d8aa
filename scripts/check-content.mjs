/**
 * `npm run check`: the build's content rules over data/ in a second or two, without building: every
 * problem named by file and field, as the build would stop on it. Exits 1 when one is an error.
 */
import { createRequire } from "node:module";
import { bundleTs, root } from "./bundle-ts.mjs";

const require = createRequire(import.meta.url);
const { validateProject } = require(await bundleTs("src/lib/project/load.ts"));
const { formatProblem } = require(await bundleTs("src/lib/content/problems.ts"));

const problems = validateProject(root);
const errors = problems.filter((p) => p.severity === "error");
for (const problem of problems) console.log(`${problem.severity === "error" ? "error" : "warning"}: ${formatProblem(problem)}`);
console.log(errors.length ? `The content in data/ has ${errors.length} problem${errors.length === 1 ? "" : "s"}; the build would stop.` : "The content in data/ passes the build's checks.");
process.exitCode = errors.length ? 1 : 0;
