/**
 * Bundles src/lib/disclosure-script.ts (the menus' behaviour) into the small script every page
 * carries inline; gatsby-node.ts hands it to the HTML build as __MENU_SCRIPT__.
 */
import path from "node:path";
import { buildSync } from "esbuild";

export function buildMenuScript(rootDir: string): string {
  const result = buildSync({
    entryPoints: [path.join(rootDir, "src/lib/disclosure-script.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    // The islands' target too: optional chaining and ?? stay as written, which keeps the inline script small.
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no menu script");
  return output.text.trim();
}
