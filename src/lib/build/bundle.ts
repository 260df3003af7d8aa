/**
 * The one way this project bundles TypeScript besides Gatsby's webpack: esbuild, for the browser
 * (the islands, the menus' inline script, the CMS's admin.js) and for Node (the modules `npm run
 * serve`, `npm run leads`, `npm run check` and the bench run without Gatsby, through
 * scripts/bundle-ts.mjs). Imports only esbuild and Node, so that wrapper can load it compiled alone.
 */
import { build, buildSync, type BuildOptions, type Metafile, type Plugin } from "esbuild";

/**
 * What every browser bundle shares. ES2020, the islands' target too: optional chaining and ?? stay
 * as written, which keeps the inline script small.
 */
const BROWSER = {
  bundle: true,
  platform: "browser",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "silent",
} satisfies BuildOptions;

function textOf(outputFiles: ReadonlyArray<{ text: string }> | undefined, what: string): string {
  const [output] = outputFiles ?? [];
  if (!output) throw new Error(`esbuild wrote no ${what}`);
  return output.text;
}

/**
 * One entry as a classic script's text, synchronously (the menus' script, inlined while Gatsby
 * configures webpack). Without the "use strict" directive the project's strict tsconfig would add:
 * the script's own code is strict-safe (the type checker sees to that), and the directive is 13 of
 * the 1,024 bytes (gzipped) a page may run before interaction.
 */
export function browserScriptSync(entry: string, what: string): string {
  return textOf(
    buildSync({
      ...BROWSER,
      entryPoints: [entry],
      write: false,
      format: "iife",
      tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    }).outputFiles,
    what,
  );
}

/** One entry as a classic script's text (admin.js). Throws with esbuild's messages when the code does not build. */
export async function browserScript(
  entry: string,
  what: string,
  options: { define?: Record<string, string>; plugins?: Plugin[] } = {},
): Promise<string> {
  return textOf(
    (await build({ ...BROWSER, entryPoints: [entry], write: false, format: "iife", ...options })).outputFiles,
    what,
  );
}

/**
 * Entries as ES modules in `outdir`, split into chunks a page loads when it needs them, each file
 * named with a hash of its content; the metafile says which file holds which entry (paths from
 * `absWorkingDir`).
 */
export async function browserModules(
  entries: Record<string, string>,
  options: { outdir: string; absWorkingDir: string; define?: Record<string, string> },
): Promise<Metafile> {
  const result = await build({
    ...BROWSER,
    entryPoints: entries,
    splitting: true,
    format: "esm",
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    ...options,
  });
  return result.metafile;
}

/** One entry and what it imports from the project, as a CommonJS file for Node; packages stay in node_modules. */
export async function nodeScript(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
