/**
 * When each content file last changed, from git: one `git log` over data/ for the whole build,
 * never a process per file (a site of a thousand articles would spend minutes forking). The
 * dates feed the sitemap's lastmod and each page's dateModified (src/lib/seo/page-dates.ts).
 *
 * Where the history cannot say (no repository, no git, or a shallow clone whose oldest commit
 * stands for all the history it lacks), there are no dates at all: a shallow clone would date
 * every file to its one commit, which is the guess the sitemap must not make.
 */
import { execFileSync } from "node:child_process";

export type GitHistory =
  | {
      available: true;
      /** The committer date of the last commit that changed `file` (relative to the project, `data/pages/about.yaml`), ISO 8601 in UTC to the second; undefined for a file git has no commit of. */
      lastCommit: (file: string) => string | undefined;
    }
  | { available: false; reason: string };

/** Runs git with `args` in `cwd` and returns its output (a seam for tests; the build runs the real git). */
export type RunGit = (args: readonly string[], cwd: string) => string;

const runGit: RunGit = (args, cwd) =>
  execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });

/** A line no path can be: each commit's date follows it. */
const MARK = "\u0001";

/** `2026-11-25T18:40:28+11:00` → `2026-11-25T07:40:28Z`: one zone, so dates compare as text and read alike in the sitemap. */
const utc = (iso: string): string => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * The last commit date of every file under `dir` (default data/) of the project at `rootDir`.
 * Two git processes a build: one to ask whether the history is whole, one log of every commit
 * that touched `dir`, newest first, naming the files each changed.
 */
export function readGitHistory(rootDir: string, dir = "data", run: RunGit = runGit): GitHistory {
  let shallow: string;
  let prefix: string;
  try {
    [shallow = "", prefix = ""] = run(["rev-parse", "--is-shallow-repository", "--show-prefix"], rootDir).split("\n");
  } catch {
    return { available: false, reason: "this is not a git repository (or git is not installed)" };
  }
  if (shallow.trim() === "true")
    return {
      available: false,
      reason: "the git clone is shallow, so its oldest commit would stand for every change before it",
    };
  let log: string;
  try {
    // --no-renames: a renamed file counts as changed where it now lives, and git need not read
    // blobs to find renames (a blobless clone, as Netlify makes, would fetch each one over the network).
    // --first-parent with merges diffed against their first parent: a change made on a branch
    // reached the live site when it was merged, so the merge dates it (a branch's own commits are
    // older than the page people saw change).
    log = run(
      [
        "-c",
        "core.quotePath=false",
        "log",
        "--first-parent",
        "--diff-merges=first-parent",
        "--no-renames",
        "--name-only",
        `--format=${MARK}%cI`,
        "--",
        dir,
      ],
      rootDir,
    );
  } catch (error) {
    return {
      available: false,
      reason: `git log failed (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
    };
  }
  const dates = new Map<string, string>();
  let date: string | undefined;
  for (const line of log.split("\n")) {
    if (line.startsWith(MARK)) date = utc(line.slice(MARK.length).trim());
    // git names files from the top of the repository; the project may sit in a folder of it.
    else if (line !== "" && date !== undefined && line.startsWith(prefix)) {
      const file = line.slice(prefix.length);
      // Newest first: the first date seen for a file is its last change.
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return { available: true, lastCommit: (file) => dates.get(file) };
}
