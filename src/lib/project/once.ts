/**
 * data/ parsed once (src/lib/project/load.ts parseProject) for everything a build runs in one
 * process: gatsby-config's sitemap rules, gatsby-node's hooks (the contact form's options, the
 * nodes, the pages) and the steps after the build. Gatsby calls onCreateNode once for each YAML
 * file, and each call used to parse all of data/ again: about 25 parses a build, every article
 * included. One result is shared while data/ is unchanged (each file's path, size and time of
 * change), so `gatsby develop` still shows an edit. Callers read it and never change it.
 */
import fs from "node:fs";
import path from "node:path";
import { parseProject } from "./load";
import type { ParsedContent } from "../content/parse";
import { publicationOf } from "../content/publication";

/** Every file under `dir` with its size and time of change: what tells one state of data/ from another. */
function fingerprint(dir: string): string {
  if (!fs.existsSync(dir)) return "";
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = fs.statSync(file);
      return `${file}\0${size}\0${mtimeMs}`;
    })
    .sort()
    .join("\n");
}

const kept = new Map<string, { state: string; content: ParsedContent }>();

/** data/ under `root`, parsed; the same object on every call until a file in data/ changes. */
export function projectContent(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ParsedContent {
  const { drafts, asOf } = publicationOf(env);
  const state = `${drafts}\n${asOf?.toISOString() ?? "all"}\n${fingerprint(path.join(root, "data"))}`;
  const last = kept.get(root);
  if (last?.state === state) return last.content;
  const content = parseProject(root, env);
  kept.set(root, { state, content });
  return content;
}
