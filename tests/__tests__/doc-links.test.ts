/**
 * The docs and the code's comments point only at what exists: every relative link in a tracked
 * Markdown file reaches a file (and its `#anchor` a heading of that file, as GitHub writes it),
 * every repository path in backticks in the docs exists, and so does every repository path a
 * comment names in a source or configuration file (`src/lib/leads/worker.ts`, `docs/leads.md`,
 * `tests/e2e/support/`). A path is a token that starts with a tracked top-level folder or root file
 * and ends in an extension or a slash; one with a placeholder (`<slug>`, `*`, `${…}`, `{…}`) is
 * a pattern, not a path. A path git ignores (`public/`, a test's output) is generated, so it counts;
 * so does a place the CMS writes content to (static/admin/config.yml: `data/clients.yaml`,
 * `data/case-studies/` and the files in it), since editors add and remove those and a collection
 * may be empty until the agency has any.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import ts from "typescript";

const root = path.resolve(__dirname, "../..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file !== "" && fs.existsSync(path.join(root, file)));

/** The top-level folders and root files a path may start with. */
const tops = [...new Set(tracked.map((file) => file.split("/")[0] ?? ""))].filter((top) => top !== "");
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pathPattern = new RegExp(`(?<![\\w./@-])(?:${tops.map(escape).join("|")})(?:/[\\w.@+\\[\\]<>{}*$…-]*)*`, "g");

/** A token that names a file (an extension on its last part) or a folder (a trailing slash). */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pathPattern)) {
    const token = match[0].replace(/[.,:;]+$/, "");
    if (/[<>{}*$…]/.test(token)) continue;
    const last = token.endsWith("/") ? "" : (token.split("/").pop() ?? "");
    if (token.endsWith("/") || /\.[A-Za-z][\w-]*$/.test(last)) found.push(token);
  }
  return found;
}

const ignoredCache = new Map<string, boolean>();
function isIgnored(file: string): boolean {
  let ignored = ignoredCache.get(file);
  if (ignored === undefined) {
    try {
      execFileSync("git", ["check-ignore", "-q", "--no-index", file], { cwd: root, stdio: "ignore" });
      ignored = true;
    } catch {
      ignored = false;
    }
    ignoredCache.set(file, ignored);
  }
  return ignored;
}

/** The files and folders of data/ the CMS writes (its `file:`, `folder:` and `media_folder:` settings). */
const cmsConfig = fs.readFileSync(path.join(root, "static/admin/config.yml"), "utf8");
const cmsFiles = new Set([...cmsConfig.matchAll(/^\s*file:\s*["']?(data\/[^"'\s]+)/gm)].map((m) => m[1] ?? ""));
const cmsFolders = new Set(
  [...cmsConfig.matchAll(/^\s*(?:folder|media_folder):\s*["']?(data\/[^"'\s]+?)\/?["']?\s*$/gm)].map((m) => m[1] ?? ""),
);
/** A content file or folder the CMS may write, present or not: a file it names, one of its folders, or a file in one. */
const isCmsContent = (file: string): boolean =>
  cmsFiles.has(file) || cmsFolders.has(file.replace(/\/$/, "")) || cmsFolders.has(path.posix.dirname(file));

const exists = (file: string): boolean => fs.existsSync(path.join(root, file)) || isCmsContent(file) || isIgnored(file);

/** The headings' anchors of a Markdown file, as GitHub writes them, with any `id` or `name` an HTML tag gives. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const line of withoutCode(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const text = heading[1]
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/[`*_]/g, "");
      anchors.add(slugger.slug(text));
    }
    for (const tag of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(tag[1] ?? "");
  }
  return anchors;
}

/** Markdown without its fenced code blocks (line count kept). */
function withoutCode(markdown: string): string {
  let fenced = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line;
    })
    .join("\n");
}

const markdownFiles = tracked.filter((file) => file.endsWith(".md"));
/** The docs a newcomer reads, whose backticked paths are checked too; data/ and fixtures are content, not docs. */
const docs = markdownFiles.filter((file) => !file.startsWith("data/") && !file.startsWith("tests/"));

/** Every relative link of a Markdown file that does not reach its file or heading, as `line: target (why)`. */
function brokenLinks(file: string): string[] {
  const text = withoutCode(fs.readFileSync(path.join(root, file), "utf8"));
  const broken: string[] = [];
  text.split("\n").forEach((rawLine, index) => {
    const line = rawLine.replace(/`[^`]*`/g, "");
    const targets = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? ""),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1] ?? ""),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("/")) continue;
      const [rawFile = "", anchor] = target.split("#", 2);
      const targetFile =
        rawFile === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawFile)));
      if (targetFile.startsWith("../")) continue;
      if (!exists(targetFile)) {
        broken.push(`${file}:${index + 1}: ${target} (no such file)`);
        continue;
      }
      if (anchor !== undefined && anchor !== "" && targetFile.endsWith(".md")) {
        const anchors = anchorsOf(fs.readFileSync(path.join(root, targetFile), "utf8"));
        if (!anchors.has(anchor))
          broken.push(`${file}:${index + 1}: ${target} (no heading #${anchor} in ${targetFile})`);
      }
    }
  });
  return broken;
}

/** Every path in a docs file's inline code that does not exist. */
function missingCodePaths(file: string): string[] {
  const text = withoutCode(fs.readFileSync(path.join(root, file), "utf8"));
  const missing: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const code of line.matchAll(/`([^`]+)`/g)) {
      for (const token of pathsIn(code[1] ?? "")) {
        if (!exists(token)) missing.push(`${file}:${index + 1}: ${token}`);
      }
    }
  });
  return missing;
}

const scriptKinds: Record<string, ts.ScriptKind> = {
  ".ts": ts.ScriptKind.TS,
  ".mts": ts.ScriptKind.TS,
  ".cts": ts.ScriptKind.TS,
  ".tsx": ts.ScriptKind.TSX,
  ".js": ts.ScriptKind.JS,
  ".mjs": ts.ScriptKind.JS,
  ".cjs": ts.ScriptKind.JS,
  ".jsx": ts.ScriptKind.JSX,
};
const hashComments = new Set([".yml", ".yaml", ".toml", ".sh"]);
/** Shell scripts without an extension. */
const shellScripts = new Set([".ci/run"]);

/** The comments of a TypeScript or JavaScript file, each with the line it starts on, read by TypeScript's own parser. */
function scriptComments(file: string, text: string, kind: ts.ScriptKind): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
    // Tokens too, so a comment before a closing brace or the end of the file is found.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments.sort((a, b) => a.line - b.line);
}

/** The `#` comments of a YAML, TOML or shell file: a `#` that starts a line or follows a space, outside quotes. */
function hashCommentsOf(text: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  text.split("\n").forEach((line, index) => {
    let quote: string | undefined;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (quote !== undefined) {
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") {
        quote = char;
      } else if (char === "#" && (i === 0 || /\s/.test(line[i - 1] ?? ""))) {
        comments.push({ line: index + 1, text: line.slice(i) });
        break;
      }
    }
  });
  return comments;
}

/** Every repository path a comment of a source file names that does not exist, as `file:line: path`. */
function missingCommentPaths(file: string): string[] {
  const extension = path.extname(file);
  const kind = scriptKinds[extension];
  if (kind === undefined && !hashComments.has(extension) && !shellScripts.has(file)) return [];
  const text = fs.readFileSync(path.join(root, file), "utf8");
  // Parsing is the slow part: a file that names no missing path anywhere has none in its comments.
  if (pathsIn(text).every(exists)) return [];
  const comments = kind === undefined ? hashCommentsOf(text) : scriptComments(file, text, kind);
  const missing: string[] = [];
  for (const comment of comments) {
    comment.text.split("\n").forEach((line, offset) => {
      for (const token of pathsIn(line)) {
        if (!exists(token)) missing.push(`${file}:${comment.line + offset}: ${token}`);
      }
    });
  }
  return missing;
}

describe("links and paths in the docs and the comments", () => {
  it("finds the Markdown files, the source files and the paths they name", () => {
    expect(markdownFiles).toContain("README.md");
    expect(pathsIn("see src/lib/leads/worker.ts, docs/leads.md and tests/e2e/support/.")).toEqual([
      "src/lib/leads/worker.ts",
      "docs/leads.md",
      "tests/e2e/support/",
    ]);
    expect(
      pathsIn("src/lib/leads (a folder), data/services/<slug>.yaml, `src/lib/*/index.ts`, https://x/src/a.ts"),
    ).toEqual([]);
    expect(
      scriptComments("a.ts", 'const a = "// src/no.ts"; // src/yes.ts\n/* docs/b.md */ f();\n', ts.ScriptKind.TS),
    ).toEqual([
      { line: 1, text: "// src/yes.ts" },
      { line: 2, text: "/* docs/b.md */" },
    ]);
    expect(hashCommentsOf('key: "a # src/no.ts" # src/yes.ts\n# docs/b.md\nx: ${#y}')).toEqual([
      { line: 1, text: "# src/yes.ts" },
      { line: 2, text: "# docs/b.md" },
    ]);
    expect(
      anchorsOf(
        "# Where leads go\n## The AI search check\n## Dates, entities and IndexNow\n## Dates, entities and IndexNow",
      ),
    ).toEqual(
      new Set([
        "where-leads-go",
        "the-ai-search-check",
        "dates-entities-and-indexnow",
        "dates-entities-and-indexnow-1",
      ]),
    );
  });

  it("every relative link in a Markdown file reaches a file, and its #anchor a heading", () => {
    expect(markdownFiles.flatMap(brokenLinks)).toEqual([]);
  });

  it("every repository path in the docs' inline code exists", () => {
    expect(docs.flatMap(missingCodePaths)).toEqual([]);
  });

  it("every repository path a comment names exists", () => {
    expect(tracked.flatMap(missingCommentPaths)).toEqual([]);
  });
});
