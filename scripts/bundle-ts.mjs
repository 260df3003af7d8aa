/**
 * Compiles one TypeScript entry of src/ (and what it imports from src/) into .cache/scripts/ for
 * Node, with esbuild: packages stay in node_modules. Used by `npm run serve` and `npm run leads`,
 * which run the same modules as the Functions without Gatsby's Function compiler.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function bundleTs(entry) {
  const outfile = path.join(root, ".cache", "scripts", `${path.basename(entry, ".ts")}.cjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}
