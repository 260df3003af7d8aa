import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadProject } from "../../project/load";
import { draftFiles } from "../drafts";

describe("draft articles", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "insights-drafts-"));
    fs.mkdirSync(path.join(root, "data", "insights"), { recursive: true });
    fs.writeFileSync(path.join(root, "data", "site.yaml"), "name: Agency\n");
    const article = (draft: string) => `---\ntitle: T\ndescription: D\ndate: 2026-01-01\nauthor: team\nservices: [local-seo]\n${draft}---\nBody\n`;
    fs.writeFileSync(path.join(root, "data", "insights", "ready.md"), article(""));
    fs.writeFileSync(path.join(root, "data", "insights", "not-yet.md"), article("draft: true\n"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("are never read by gatsby build: the source plugin ignores them", () => {
    const { content } = loadProject(root);
    expect(draftFiles(root, content, { gatsby_executing_command: "build" })).toEqual([path.join(root, "data", "insights", "not-yet.md")]);
  });

  it("are read by gatsby develop, so an editor sees one before publishing it", () => {
    const { content } = loadProject(root);
    expect(draftFiles(root, content, { gatsby_executing_command: "develop" })).toEqual([]);
  });
});
