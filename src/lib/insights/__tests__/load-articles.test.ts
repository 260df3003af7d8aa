import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readArticle } from "../../content/load";
import { formatProblem } from "../../content/validate";

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
    expect(readArticle(root, "data/insights/ok.md")).toEqual({ file: { file: "data/insights/ok.md", data: { title: "T", date: "2026-11-02" }, body: "\nThe body.\n" }, problems: [] });
  });

  it("names the file when the front matter is missing", () => {
    write("none.md", "# Title\n\nText");
    expect(readArticle(root, "data/insights/none.md").problems.map(formatProblem)).toEqual([
      'data/insights/none.md: has no front matter: start the file with a line "---", the fields (title, description, date, author, services), and another "---"',
    ]);
  });

  it("names the file and the line of front matter that is not valid YAML", () => {
    write("broken.md", '---\ntitle: "T\ndate: 2026-11-02\n---\nBody');
    const [problem] = readArticle(root, "data/insights/broken.md").problems.map(formatProblem);
    expect(problem).toMatch(/^data\/insights\/broken\.md: has front matter that is not valid YAML: .+ \(line \d+, column \d+\)$/);
  });
});
