import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readArticle } from "../../project/load";
import { formatProblem } from "../../content/problems";

describe("reading an article file", () => {
  let root: string;
  const write = (name: string, text: string) => fs.writeFileSync(path.join(root, "data", "insights", name), text);
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "insights-load-"));
    fs.mkdirSync(path.join(root, "data", "insights"), { recursive: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("splits the front matter from the body", () => {
    write("ok.md", '---\ntitle: "T"\ndate: 2026-11-02\n---\n\nThe body.\n');
    expect(readArticle(root, "data/insights/ok.md")).toEqual({
      file: { file: "data/insights/ok.md", data: { title: "T", date: "2026-11-02" }, body: "\nThe body.\n" },
      problems: [],
    });
  });

  it("names the file when the front matter is missing", () => {
    write("none.md", "# Title\n\nText");
    expect(readArticle(root, "data/insights/none.md").problems.map(formatProblem)).toEqual([
      'data/insights/none.md: has no front matter: start the file with a line "---", the fields (title, description, date, author, services), and another "---"',
    ]);
  });

  it("reads the front matter as the build does (gray-matter): after a byte-order mark, and never in another language", () => {
    write("bom.md", '\uFEFF---\ntitle: "T"\n---\nThe body.\n');
    expect(readArticle(root, "data/insights/bom.md")).toEqual({
      file: { file: "data/insights/bom.md", data: { title: "T" }, body: "The body.\n" },
      problems: [],
    });
    write("js.md", "---js\n{ title: 'T' }\n---\nThe body.\n");
    expect(readArticle(root, "data/insights/js.md").problems.map(formatProblem)).toEqual([
      'data/insights/js.md: has no front matter: start the file with a line "---", the fields (title, description, date, author, services), and another "---"',
    ]);
  });

  it("names the file and the line of front matter that is not valid YAML", () => {
    write("broken.md", '---\ntitle: "T\ndate: 2026-11-02\n---\nBody');
    const [problem] = readArticle(root, "data/insights/broken.md").problems.map(formatProblem);
    expect(problem).toMatch(
      /^data\/insights\/broken\.md: has front matter that is not valid YAML: .+ \(line \d+, column \d+\)$/,
    );
    // The line counts from the file's first line, as an editor's does.
    write("indent.md", "---\ntitle: T\n\n\n  bad: : x\n---\nBody");
    expect(readArticle(root, "data/insights/indent.md").problems.map(formatProblem)).toEqual([
      "data/insights/indent.md: has front matter that is not valid YAML: bad indentation of a mapping entry (line 5, column 6)",
    ]);
  });
});
