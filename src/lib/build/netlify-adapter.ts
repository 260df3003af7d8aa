/**
 * Netlify's Gatsby adapter (gatsby-adapter-netlify), with one change to what it leaves for Netlify's
 * build: each Function is marked as bundled already (`nodeBundler: "none"` in its manifest,
 * `.netlify/functions-internal/<id>/<id>.json`), with every file it loads named in the manifest.
 *
 * Gatsby bundles each Function into one file with webpack (.cache/functions). Left to its default
 * bundler, Netlify's build parsed those files again, 13 files and 45 MB, to find what they require,
 * and found nothing but the handler's own `cookie` module: some 17 CPU-seconds a build for nothing.
 * Marked as bundled, a Function's zip holds exactly the files named here: the adapter's handler,
 * the Function's file, what the handler requires by path (`cookie`), and webpack's chunk files.
 */
import fs from "node:fs";
import path from "node:path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";

/** A manifest as the adapter writes it (only what this file reads and changes). */
interface FunctionManifest {
  config: { includedFiles?: string[]; nodeBundler?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** As the adapter writes a path into `includedFiles` (a glob: brackets, as in `[id].js`, become wildcards). */
const asIncludedFile = (file: string) => file.split(path.sep).join("/").replace(/\[/g, "*").replace(/]/g, "*");

/** The files a handler requires by relative path (the adapter's handler requires `cookie` and the Function that way). */
export function requiredByPath(handlerFile: string): string[] {
  const source = fs.readFileSync(handlerFile, "utf8");
  return [...source.matchAll(/require\("(\.\.?\/[^"]+)"\)/g)].map(([, relative = ""]) =>
    path.resolve(path.dirname(handlerFile), relative),
  );
}

/** Webpack's chunk files among the compiled Functions: every .js file in `compiledDir` that is no Function's own. */
export function chunkFiles(compiledDir: string, entries: readonly string[]): string[] {
  if (!fs.existsSync(compiledDir)) return [];
  const own = new Set(entries.map((entry) => path.resolve(entry)));
  return fs
    .readdirSync(compiledDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(compiledDir, file))
    .filter((file) => !own.has(file));
}

/**
 * Marks the Functions the adapter wrote under `root` as bundled, naming every file each loads.
 * `functions`: Gatsby's functions manifest (each Function's id and compiled file, relative to root).
 * Returns how many it marked.
 */
export function markFunctionsBundled(
  root: string,
  functions: ReadonlyArray<{ functionId: string; pathToEntryPoint: string }>,
): number {
  const entries = functions.map((f) => path.join(root, f.pathToEntryPoint));
  const chunks = chunkFiles(path.join(root, ".cache", "functions"), entries);
  let marked = 0;
  for (const { functionId } of functions) {
    const dir = path.join(root, ".netlify", "functions-internal", functionId);
    const manifestFile = path.join(dir, `${functionId}.json`);
    const handler = path.join(dir, `${functionId}.js`);
    if (!fs.existsSync(manifestFile) || !fs.existsSync(handler)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as FunctionManifest;
    const included = new Set(manifest.config.includedFiles ?? []);
    for (const file of [...requiredByPath(handler), ...chunks]) included.add(asIncludedFile(path.relative(root, file)));
    manifest.config = { ...manifest.config, includedFiles: [...included], nodeBundler: "none" };
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    marked++;
  }
  return marked;
}

/** gatsby-config.ts's adapter: Netlify's, then each Function marked as bundled already. */
export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter();
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context);
      const marked = markFunctionsBundled(process.cwd(), context.functionsManifest);
      context.reporter.verbose(`${marked} Function(s) marked as bundled for Netlify's build`);
    },
  };
}
