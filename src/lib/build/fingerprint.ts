/**
 * What a build's output depends on that Gatsby's cache cannot see. Gatsby keeps .cache/ and
 * public/ from one build to the next (Netlify's build cache restores both), makes a data file's
 * nodes again only when that file changes, and leaves in public/ what a post-build step wrote last
 * time. So a build whose deploy context (a preview or the live site) or whose code in src/lib (the
 * parser that turns data/ into nodes, the post-build steps) differs from the last build's in this
 * folder starts from nothing: onPreInit removes public/, and Gatsby, finding .cache/ without it,
 * clears its cache and builds every node and page again. A content edit, the common deploy, keeps
 * the cache.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isPreviewDeploy, type Env } from "../env";

/** Where the last build's fingerprint is kept: in Gatsby's cache, which goes with it. */
export const FINGERPRINT_FILE = path.join(".cache", "build-fingerprint.txt");

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(full);
      return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** The build's fingerprint: whether it is a preview's, and every source file of src/lib (path and bytes). */
export function buildFingerprint(root: string, env: Env): string {
  const hash = createHash("sha256");
  hash.update(isPreviewDeploy(env, env.CONTEXT) ? "preview\n" : "live\n");
  for (const file of sourceFiles(path.join(root, "src", "lib"))) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Before Gatsby reads its cache: removes public/ when the last build's fingerprint is not this
 * one's (or is unknown), so that Gatsby builds from nothing. Says why, once.
 */
export function startCleanIfChanged(root: string, fingerprint: string, info: (message: string) => void): boolean {
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(publicDir)) return false;
  const file = path.join(root, FINGERPRINT_FILE);
  const last = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : undefined;
  if (last === fingerprint) return false;
  fs.rmSync(publicDir, { recursive: true, force: true });
  info(
    last === undefined
      ? "No record of what the last build in this folder was made from: building from nothing."
      : "The deploy context or the code in src/lib changed since the last build in this folder: building from nothing, so no node or file of the last build's is kept.",
  );
  return true;
}

/** After a build that finished: the fingerprint the next build compares with. */
export function recordFingerprint(root: string, fingerprint: string): void {
  const file = path.join(root, FINGERPRINT_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${fingerprint}\n`);
}
