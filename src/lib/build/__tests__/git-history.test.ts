/**
 * Page dates from a real git history: a throwaway repository with commits at dates the test sets,
 * read as the build reads the project's (one `git log`), then dated as pages (src/lib/seo/page-dates.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readGitHistory, type RunGit } from "../git-history";
import { pageDates, type LastChange } from "../../seo/page-dates";
import type { ParsedContent } from "../../content/parse";

let repo: string;

const git = (cwd: string, args: string[], date?: string) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Test",
      GIT_AUTHOR_EMAIL: "test@example.com",
      GIT_COMMITTER_NAME: "Test",
      GIT_COMMITTER_EMAIL: "test@example.com",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });

/** Writes `files` (path → text) and commits them at `date`. */
function commit(date: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git(repo, ["add", "-A"]);
  git(repo, ["commit", "-q", "-m", `at ${date}`], date);
}

/** Two static pages and two services, as parse.ts gives them (only what dating reads). */
const content = {
  pages: [
    { file: "data/pages/about.yaml", route: "/about", data: {} },
    { file: "data/pages/services.yaml", route: "/services", data: {} },
  ],
  services: [
    { file: "data/services/local-seo.yaml", route: "/services/local-seo/", data: { slug: "local-seo" } },
    { file: "data/services/ecommerce-seo.yaml", route: "/services/ecommerce-seo/", data: { slug: "ecommerce-seo" } },
  ],
  articles: [],
  caseStudies: [],
  people: [],
} as unknown as ParsedContent;

function datesNow(): Map<string, string> {
  const history = readGitHistory(repo);
  if (!history.available) throw new Error(history.reason);
  return pageDates(content, history.lastCommit);
}

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "git-history-"));
  git(repo, ["init", "-q", "-b", "main"]);
  commit("2026-01-05T10:00:00+11:00", {
    "data/pages/about.yaml": "title: About\n",
    "data/pages/services.yaml": "title: Services\n",
    "data/services/local-seo.yaml": "slug: local-seo\n",
    "data/services/ecommerce-seo.yaml": "slug: ecommerce-seo\n",
  });
});

afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe("page dates from git", () => {
  it("dates each page by the last commit of its own file, in UTC, never the build's time", () => {
    expect(Object.fromEntries(datesNow())).toEqual({
      "/about/": "2026-01-04T23:00:00Z",
      "/services/": "2026-01-04T23:00:00Z",
      "/services/local-seo/": "2026-01-04T23:00:00Z",
      "/services/ecommerce-seo/": "2026-01-04T23:00:00Z",
    });
  });

  it("moves a page's date when its file changes, and not when another page's does", () => {
    commit("2026-02-10T09:30:00Z", { "data/pages/about.yaml": "title: About us\n" });
    const afterAbout = datesNow();
    expect(afterAbout.get("/about/")).toBe("2026-02-10T09:30:00Z");
    expect(afterAbout.get("/services/local-seo/")).toBe("2026-01-04T23:00:00Z");
    expect(afterAbout.get("/services/")).toBe("2026-01-04T23:00:00Z");

    commit("2026-03-01T08:00:00Z", { "data/services/local-seo.yaml": "slug: local-seo\ntitle: Local\n" });
    const afterService = datesNow();
    expect(afterService.get("/services/local-seo/")).toBe("2026-03-01T08:00:00Z");
    // The other service and the about page keep theirs; the services index lists the changed card.
    expect(afterService.get("/services/ecommerce-seo/")).toBe("2026-01-04T23:00:00Z");
    expect(afterService.get("/about/")).toBe("2026-02-10T09:30:00Z");
    expect(afterService.get("/services/")).toBe("2026-03-01T08:00:00Z");
  });

  it("dates a change made on a branch by the merge that brought it to the main line", () => {
    git(repo, ["checkout", "-q", "-b", "draft"]);
    commit("2026-02-01T00:00:00Z", { "data/pages/about.yaml": "title: About, drafted\n" });
    git(repo, ["checkout", "-q", "main"]);
    commit("2026-02-05T00:00:00Z", { "data/services/ecommerce-seo.yaml": "slug: ecommerce-seo\ntitle: Shops\n" });
    git(repo, ["merge", "-q", "--no-ff", "-m", "merge the draft", "draft"], "2026-02-20T00:00:00Z");
    const dates = datesNow();
    expect(dates.get("/about/")).toBe("2026-02-20T00:00:00Z");
    // The merge changed nothing else on the main line.
    expect(dates.get("/services/ecommerce-seo/")).toBe("2026-02-05T00:00:00Z");
    expect(dates.get("/services/local-seo/")).toBe("2026-01-04T23:00:00Z");
  });

  it("ignores commits outside data/ and files not committed yet", () => {
    commit("2026-04-01T00:00:00Z", { "src/page.tsx": "export {};\n" });
    fs.writeFileSync(path.join(repo, "data/pages/about.yaml"), "title: Edited, not committed\n");
    expect(datesNow().get("/about/")).toBe("2026-01-04T23:00:00Z");
  });

  it("reads the project in a folder of a repository by its path there", () => {
    const site = path.join(repo, "site");
    fs.mkdirSync(site);
    commit("2026-05-01T00:00:00Z", { "site/data/pages/about.yaml": "title: Nested\n" });
    const history = readGitHistory(site);
    expect(history.available && history.lastCommit("data/pages/about.yaml")).toBe("2026-05-01T00:00:00Z");
  });

  it("runs git twice a build, whatever the number of files", () => {
    const calls: string[][] = [];
    const counting: RunGit = (args, cwd) => {
      calls.push([...args]);
      return execFileSync("git", args, { cwd, encoding: "utf8" });
    };
    const history = readGitHistory(repo, "data", counting);
    const lastCommit: LastChange = history.available ? history.lastCommit : () => undefined;
    pageDates(content, lastCommit);
    expect(calls.map((args) => args.find((a) => a === "rev-parse" || a === "log"))).toEqual(["rev-parse", "log"]);
  });

  it("gives no dates from a shallow clone, nor outside a repository, and says why", () => {
    commit("2026-06-01T00:00:00Z", { "data/pages/about.yaml": "title: Later\n" });
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), "git-shallow-"));
    try {
      git(os.tmpdir(), ["clone", "-q", "--depth", "1", `file://${repo}`, clone]);
      const shallow = readGitHistory(clone);
      expect(shallow).toEqual({ available: false, reason: expect.stringContaining("shallow") as unknown });
      fs.rmSync(path.join(clone, ".git"), { recursive: true, force: true });
      expect(readGitHistory(clone)).toEqual({
        available: false,
        reason: expect.stringContaining("not a git repository") as unknown,
      });
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
