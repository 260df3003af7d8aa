/**
 * The local CMS's scratch clone (`npm run cms`, `npm run cms:pull`). decap-server in git mode runs
 * the editorial workflow in a repository by checking its branches out one after another
 * (decap-server, middlewares/localGit): pointed at a developer's working tree, it would switch
 * branches under their uncommitted files and commit them with the entry (`git add .`). So it works
 * in a clone of the committed history under .cms-workspace/ (gitignored): drafts are branches
 * there, publishing merges into its `main`, and `npm run cms:pull` brings that `main` back.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The scratch clone, under the repository's root; gitignored. */
export const WORKSPACE_DIR = ".cms-workspace/repo";
/** The branch decap-server publishes to: the CMS's `backend.branch` (config.yml). */
export const WORKSPACE_BRANCH = "main";
/** Where `npm run cms:pull` fetches the scratch clone's main in the developer's repository (not under cms/, Decap's drafts). */
export const PULLED_BRANCH = "cms-published";
/** Who the local drafts are committed as when the developer's git names no one. */
const FALLBACK_IDENTITY = { name: "Local CMS", email: "cms@localhost" };

function git(cwd: string, args: readonly string[]): string {
  return execFileSync("git", [...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

function tryGit(cwd: string, args: readonly string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

export interface Workspace {
  /** The scratch clone's directory. */
  dir: string;
  /** What happened to it, one line each, for the console. */
  notes: string[];
}

/**
 * Makes the scratch clone, or brings its main up to the commit checked out in `root` when that is
 * a fast-forward (it never drops what was published there and not yet pulled back). Drafts
 * (cms/… branches) are kept either way.
 */
export function prepareWorkspace(root: string, dir = path.join(root, WORKSPACE_DIR)): Workspace {
  const notes: string[] = [];
  const head = git(root, ["rev-parse", "HEAD"]);
  if (!fs.existsSync(path.join(dir, ".git"))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    git(root, ["clone", "--quiet", "--no-checkout", root, dir]);
    const cloned = git(dir, ["symbolic-ref", "--short", "HEAD"]);
    git(dir, ["checkout", "--quiet", "-B", WORKSPACE_BRANCH, head]);
    // The clone's copy of your branch would only sit beside the drafts.
    if (cloned !== WORKSPACE_BRANCH) git(dir, ["branch", "--quiet", "-D", cloned]);
    notes.push(
      `made a scratch clone of ${git(root, ["rev-parse", "--short", "HEAD"])} (your last commit; uncommitted files are not in it)`,
    );
  } else {
    git(dir, ["fetch", "--quiet", root, head]);
    // decap-server leaves main checked out between requests; a stop mid-request may not have.
    git(dir, ["checkout", "--quiet", "--force", WORKSPACE_BRANCH]);
    const current = git(dir, ["rev-parse", WORKSPACE_BRANCH]);
    if (current === head) notes.push("the scratch clone's main is your last commit");
    else if (tryGit(dir, ["merge-base", "--is-ancestor", current, head]) !== undefined) {
      git(dir, ["merge", "--quiet", "--ff-only", head]);
      notes.push(`moved the scratch clone's main forward to your last commit (${head.slice(0, 7)})`);
    } else {
      notes.push(
        `the scratch clone's main has published changes your branch lacks: kept (npm run cms:pull brings them back)`,
      );
    }
  }
  if (!tryGit(dir, ["config", "user.email"])) {
    git(dir, ["config", "user.name", tryGit(root, ["config", "user.name"]) || FALLBACK_IDENTITY.name]);
    git(dir, ["config", "user.email", tryGit(root, ["config", "user.email"]) || FALLBACK_IDENTITY.email]);
  }
  const drafts = draftBranches(dir);
  if (drafts.length > 0) notes.push(`drafts kept: ${drafts.join(", ")}`);
  return { dir, notes };
}

/** The drafts in the scratch clone: Decap's branches `cms/<collection>/<slug>`. */
export function draftBranches(dir: string): string[] {
  const list = git(dir, ["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/"]);
  return list === "" ? [] : list.split("\n");
}

export interface Pulled {
  /** Commits on the scratch clone's main that the developer's branch did not have. */
  commits: string[];
  /** Whether the developer's branch was moved forward to them. */
  fastForwarded: boolean;
  /** What to tell the developer. */
  message: string;
}

/**
 * Brings what was published in the scratch clone back: its main is fetched into the branch
 * PULLED_BRANCH of `root`; when the working tree has no changes to tracked files and the
 * current branch is behind it, the branch is fast-forwarded too. Anything else is left for the
 * developer to merge.
 */
export function pullWorkspace(root: string, dir = path.join(root, WORKSPACE_DIR)): Pulled {
  if (!fs.existsSync(path.join(dir, ".git"))) {
    return { commits: [], fastForwarded: false, message: `No scratch clone at ${dir}: run npm run cms first.` };
  }
  git(root, ["fetch", "--quiet", dir, `+${WORKSPACE_BRANCH}:refs/heads/${PULLED_BRANCH}`]);
  const range = `HEAD..${PULLED_BRANCH}`;
  const log = git(root, ["log", "--format=%h %s", range]);
  const commits = log === "" ? [] : log.split("\n");
  if (commits.length === 0)
    return {
      commits,
      fastForwarded: false,
      message: "Nothing to bring back: your branch already has everything published in the local CMS.",
    };
  const behind = tryGit(root, ["merge-base", "--is-ancestor", "HEAD", PULLED_BRANCH]) !== undefined;
  const clean = git(root, ["status", "--porcelain", "--untracked-files=no"]) === "";
  const listed = commits.map((c) => `  ${c}`).join("\n");
  if (behind && clean) {
    git(root, ["merge", "--quiet", "--ff-only", PULLED_BRANCH]);
    return {
      commits,
      fastForwarded: true,
      message: `Brought back ${commits.length} commit(s) published in the local CMS:\n${listed}`,
    };
  }
  const why = clean ? "your branch has commits the scratch clone lacks" : "your working tree has uncommitted changes";
  return {
    commits,
    fastForwarded: false,
    message: `Fetched ${commits.length} commit(s) published in the local CMS into the branch ${PULLED_BRANCH}; left your branch alone because ${why}:\n${listed}\nMerge them when ready: git merge ${PULLED_BRANCH}`,
  };
}
