/**
 * Stops the copies `npm run build:e2e:netlify` started (their process groups, named in
 * tests/e2e/.artifacts/*-site.json by copies.ts) and removes their folders: what the suite's
 * teardown does, for a CI run that ended before the suite did (.ci/run calls it at exit).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".artifacts");
for (const name of ["live", "preview"]) {
  const file = path.join(artifacts, `${name}-site.json`);
  if (!fs.existsSync(file)) continue;
  const { root, pid } = JSON.parse(fs.readFileSync(file, "utf8"));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // ended already
  }
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
  console.info(`stopped the ${name} copy of the site (${root})`);
}
