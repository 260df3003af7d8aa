/**
 * Compiles one TypeScript entry of src/ (and what it imports from src/) into .cache/scripts/ for
 * Node, with the project's bundle helper (src/lib/build/bundle.ts): packages stay in node_modules.
 * Used by `npm run serve`, `npm run leads`, `npm run check` and the bench, which run the same
 * modules as the Functions without Gatsby's Function compiler.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, ".cache", "scripts");

// Node runs no TypeScript: the helper, which imports only esbuild and Node, is compiled alone to load it.
const helper = path.join(outdir, "bundle-helper.cjs");
buildSync({
  entryPoints: [path.join(root, "src/lib/build/bundle.ts")],
  outfile: helper,
  platform: "node",
  format: "cjs",
  logLevel: "warning",
});
const { nodeScript } = createRequire(import.meta.url)(helper);

export async function bundleTs(entry) {
  const outfile = path.join(outdir, `${path.basename(entry, ".ts")}.cjs`);
  await nodeScript(path.join(root, entry), outfile);
  return outfile;
}
