import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PULLED_BRANCH, WORKSPACE_BRANCH, draftBranches, prepareWorkspace, pullWorkspace } from "../workspace";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
const identity = ["-c", "user.name=Dev", "-c", "user.email=dev@example.com"];

let top: string;
let root: string;

function write(dir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

function commit(dir: string, message: string) {
  git(dir, "add", ".");
  git(dir, ...identity, "commit", "-q", "-m", message);
}

/** What the local CMS does when an entry is published: a draft branch merged into main. */
function publishInWorkspace(dir: string, file: string, text: string) {
  git(dir, "checkout", "-q", "-b", "cms/insights/new");
  write(dir, file, text);
  commit(dir, "Create Insights “new”");
  git(dir, "checkout", "-q", WORKSPACE_BRANCH);
  git(dir, ...identity, "merge", "-q", "--no-edit", "cms/insights/new");
  git(dir, "branch", "-q", "-D", "cms/insights/new");
}

beforeEach(() => {
  top = fs.mkdtempSync(path.join(os.tmpdir(), "cms-workspace-"));
  root = path.join(top, "site");
  fs.mkdirSync(root);
  git(root, "init", "-q", "-b", "feature");
  write(root, "data/site.yaml", "name: Site\n");
  commit(root, "first");
});

afterEach(() => fs.rmSync(top, { recursive: true, force: true }));

describe("the scratch clone npm run cms works in", () => {
  it("holds the last commit on a branch main, never the working tree's uncommitted files, and commits as the developer or a named stand-in", () => {
    write(root, "data/site.yaml", "name: Uncommitted\n");
    write(root, "notes.txt", "untracked\n");
    const { dir, notes } = prepareWorkspace(root, path.join(top, "ws"));
    expect(git(dir, "branch", "--show-current")).toBe("main");
    expect(git(dir, "for-each-ref", "--format=%(refname:short)", "refs/heads/")).toBe("main");
    expect(git(dir, "rev-parse", "main")).toBe(git(root, "rev-parse", "HEAD"));
    expect(fs.readFileSync(path.join(dir, "data/site.yaml"), "utf8")).toBe("name: Site\n");
    expect(fs.existsSync(path.join(dir, "notes.txt"))).toBe(false);
    expect(notes[0]).toMatch(
      /^made a scratch clone of [0-9a-f]{7} \(your last commit; uncommitted files are not in it\)$/,
    );
    expect(git(dir, "config", "user.email")).toBeTruthy();
    // The developer's files are as they were.
    expect(fs.readFileSync(path.join(root, "data/site.yaml"), "utf8")).toBe("name: Uncommitted\n");
    expect(git(root, "branch", "--show-current")).toBe("feature");
  });

  it("moves main forward to the developer's newer commit, keeping drafts", () => {
    const dir = path.join(top, "ws");
    prepareWorkspace(root, dir);
    git(dir, "branch", "cms/services/local-seo");
    write(root, "data/site.yaml", "name: Newer\n");
    commit(root, "newer");
    const { notes } = prepareWorkspace(root, dir);
    expect(git(dir, "rev-parse", "main")).toBe(git(root, "rev-parse", "HEAD"));
    expect(notes).toEqual([
      expect.stringMatching(/^moved the scratch clone's main forward/),
      "drafts kept: cms/services/local-seo",
    ]);
    expect(draftBranches(dir)).toEqual(["cms/services/local-seo"]);
  });

  it("never drops what was published there and not yet brought back", () => {
    const dir = path.join(top, "ws");
    prepareWorkspace(root, dir);
    publishInWorkspace(dir, "data/insights/new.md", "---\ntitle: New\n---\n");
    const published = git(dir, "rev-parse", "main");
    const { notes } = prepareWorkspace(root, dir);
    expect(git(dir, "rev-parse", "main")).toBe(published);
    expect(notes[0]).toMatch(/published changes your branch lacks: kept/);
  });
});

describe("npm run cms:pull", () => {
  it("fast-forwards a clean branch to what was published, and says what it brought", () => {
    const dir = path.join(top, "ws");
    prepareWorkspace(root, dir);
    publishInWorkspace(dir, "data/insights/new.md", "---\ntitle: New\n---\n");
    const pulled = pullWorkspace(root, dir);
    expect(pulled.fastForwarded).toBe(true);
    expect(pulled.commits).toEqual([expect.stringMatching(/^[0-9a-f]+ Create Insights “new”$/)]);
    expect(pulled.message).toMatch(/^Brought back 1 commit\(s\) published in the local CMS:\n {2}[0-9a-f]+ /);
    expect(git(root, "rev-parse", "HEAD")).toBe(git(dir, "rev-parse", "main"));
    expect(fs.readFileSync(path.join(root, "data/insights/new.md"), "utf8")).toContain("title: New");
    const again = pullWorkspace(root, dir);
    expect([again.commits, again.fastForwarded]).toEqual([[], false]);
    expect(again.message).toMatch(/^Nothing to bring back/);
  });

  it("leaves a working tree with uncommitted changes alone, fetching into a branch to merge", () => {
    const dir = path.join(top, "ws");
    prepareWorkspace(root, dir);
    publishInWorkspace(dir, "data/insights/new.md", "---\ntitle: New\n---\n");
    write(root, "data/site.yaml", "name: Work in progress\n");
    const head = git(root, "rev-parse", "HEAD");
    const pulled = pullWorkspace(root, dir);
    expect(pulled.fastForwarded).toBe(false);
    expect(pulled.message).toMatch(/because your working tree has uncommitted changes/);
    expect(pulled.message).toMatch(new RegExp(`git merge ${PULLED_BRANCH}$`));
    expect(git(root, "rev-parse", "HEAD")).toBe(head);
    expect(git(root, "rev-parse", PULLED_BRANCH)).toBe(git(dir, "rev-parse", "main"));
    expect(fs.readFileSync(path.join(root, "data/site.yaml"), "utf8")).toBe("name: Work in progress\n");
  });

  it("leaves a branch that moved on alone too", () => {
    const dir = path.join(top, "ws");
    prepareWorkspace(root, dir);
    publishInWorkspace(dir, "data/insights/new.md", "---\ntitle: New\n---\n");
    write(root, "data/other.yaml", "x: 1\n");
    commit(root, "moved on");
    const pulled = pullWorkspace(root, dir);
    expect(pulled.fastForwarded).toBe(false);
    expect(pulled.message).toMatch(/because your branch has commits the scratch clone lacks/);
  });

  it("says to start the CMS first when there is no scratch clone", () => {
    expect(pullWorkspace(root, path.join(top, "none")).message).toMatch(/run npm run cms first/);
  });
});
