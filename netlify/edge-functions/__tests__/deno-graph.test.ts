/**
 * Every Edge Function is code Netlify's bundler can take: Deno resolves its whole module graph to
 * files inside netlify/edge-functions/ and src/lib/edge/, each imported by its full name. Deno
 * refuses an import without its `.ts` extension, and Netlify's bundler fails on npm modules and
 * on anything it would have to fetch, so any of those fails here before it fails a deploy.
 * Deno is the pinned devDependency (`deno` on npm), the runtime the edge runs.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(__dirname, "../../..");
const EDGE_DIR = path.join(root, "netlify", "edge-functions");
const ALLOWED = [EDGE_DIR, path.join(root, "src", "lib", "edge")].map((dir) => `${pathToFileURL(dir).href}/`);
const deno = path.join(root, "node_modules", ".bin", "deno");

interface DenoModule {
  specifier: string;
  error?: string;
  dependencies?: { specifier: string; code?: { specifier?: string; error?: string } }[];
}

/** What Deno makes of a file's module graph (`deno info --json`), resolving without any config or import map. */
function graphOf(file: string): DenoModule[] {
  const out = execFileSync(deno, ["info", "--json", "--no-config", "--no-lock", file], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
  });
  return (JSON.parse(out) as { modules: DenoModule[] }).modules;
}

/** The problems in a graph: modules Deno could not load, imports it could not resolve, and modules outside the edge's folders. */
function problems(modules: readonly DenoModule[]): string[] {
  const found: string[] = [];
  for (const m of modules) {
    if (m.error) found.push(`${m.specifier}: ${m.error}`);
    else if (!ALLOWED.some((dir) => m.specifier.startsWith(dir)))
      found.push(`${m.specifier}: outside the edge's folders`);
    for (const d of m.dependencies ?? [])
      if (d.code?.error) found.push(`${m.specifier} imports ${d.specifier}: ${d.code.error}`);
  }
  return found;
}

const functions = fs
  .readdirSync(EDGE_DIR)
  .filter((f) => /\.(ts|js|mts|mjs)$/.test(f))
  .map((f) => path.join(EDGE_DIR, f));

describe("the Edge Functions as Deno bundles them", () => {
  it("finds the Edge Functions netlify.toml declares", () => {
    expect(functions.map((f) => path.basename(f))).toContain("markdown-twin.ts");
  });

  it.each(functions.map((f) => [path.relative(root, f), f]))("%s resolves to the edge's own files only", (_, file) => {
    const modules = graphOf(file);
    expect(problems(modules)).toEqual([]);
    expect(modules.length).toBeGreaterThan(1);
  });

  it("names what Deno cannot bundle: an import without its extension, an npm module, a file of the content layer", () => {
    const scratch = fs.mkdtempSync(path.join(EDGE_DIR, ".graph-test-"));
    try {
      const write = (name: string, text: string) => {
        fs.writeFileSync(path.join(scratch, name), text);
        return path.join(scratch, name);
      };
      const noExtension = write(
        "a.ts",
        'import { twinOf } from "../../../src/lib/edge/markdown-twin";\nexport { twinOf };\n',
      );
      expect(problems(graphOf(noExtension)).join("\n")).toMatch(/markdown-twin/);
      const npm = write("b.ts", 'import Negotiator from "negotiator";\nexport { Negotiator };\n');
      expect(problems(graphOf(npm)).join("\n")).toMatch(/negotiator/);
      const content = write(
        "c.ts",
        'import { toHref } from "../../../src/lib/content/pages.ts";\nexport { toHref };\n',
      );
      expect(problems(graphOf(content)).join("\n")).toMatch(/content\/pages\.ts: outside the edge's folders/);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
