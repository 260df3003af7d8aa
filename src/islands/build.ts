/**
 * Bundles each island's entry module (src/components/ui/islands.ts) for the browser: React 19, the component and
 * what it imports, minified, split into content-hashed ES modules (a chunk loaded later, such as
 * the form's toasts, is its own file). Run by gatsby-node.ts before the HTML is rendered, so each
 * island's loader can name its file.
 */
import fs from "node:fs";
import path from "node:path";
import { browserModules } from "../lib/build/bundle";
import { ISLAND_ENTRIES, type IslandName, type IslandScripts } from "../components/ui/islands";

/** The folder in public/ the bundles are served from. */
export const ISLANDS_DIR = "_islands";

const islandNames = Object.keys(ISLAND_ENTRIES) as IslandName[];

/** Writes every island's bundle into public/_islands/ (emptied first) and says where each entry is. */
export async function buildIslands(rootDir: string, publicDir: string): Promise<IslandScripts> {
  const outdir = path.join(publicDir, ISLANDS_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const metafile = await browserModules(
    Object.fromEntries(islandNames.map((name) => [name, path.join(rootDir, "src/islands", ISLAND_ENTRIES[name])])),
    {
      outdir,
      absWorkingDir: rootDir,
      define: { "process.env.NODE_ENV": '"production"' },
    },
  );
  const scripts: Partial<IslandScripts> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = islandNames.find((n) => output.entryPoint === `src/islands/${ISLAND_ENTRIES[n]}`);
    if (name) scripts[name] = `/${ISLANDS_DIR}/${path.basename(file)}`;
  }
  const missing = islandNames.filter((name) => !scripts[name]);
  if (missing.length > 0) throw new Error(`esbuild wrote no bundle for the island(s) ${missing.join(", ")}`);
  return scripts as IslandScripts;
}
