import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadProject } from "../../project/load";
import { unpublishedFiles as draftFiles } from "../drafts";

describe("draft articles", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "insights-drafts-"));
    fs.mkdirSync(path.join(root, "data", "insights"), { recursive: true });
    fs.writeFileSync(path.join(root, "data", "site.yaml"), "name: Agency\n");
    const article = (draft: string) =>
      `---\ntitle: T\ndescription: D\ndate: 2026-01-01\nauthor: team\nservices: [local-seo]\n${draft}---\nBody\n`;
    fs.writeFileSync(path.join(root, "data", "insights", "ready.md"), article(""));
    fs.writeFileSync(path.join(root, "data", "insights", "not-yet.md"), article("draft: true\n"));
    fs.writeFileSync(path.join(root, "data", "insights", "monday.md"), article('publishAt: "2026-12-07 07:00"\n'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("are never read by gatsby build: the source plugin ignores them", () => {
    const { content } = loadProject(root);
    expect(
      draftFiles(root, content, { gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-07T07:00+11:00" }),
    ).toEqual([path.join(root, "data", "insights", "not-yet.md")]);
  });

  it("leave a scheduled article unread until its Sydney time has come, then read it", () => {
    const { content } = loadProject(root);
    const scheduled = path.join(root, "data", "insights", "monday.md");
    // 07:00 AEDT on 7 December is 20:00 UTC on the 6th.
    expect(
      draftFiles(root, content, { gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-06T19:59:59Z" }),
    ).toContain(scheduled);
    expect(
      draftFiles(root, content, { gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-06T20:00:00Z" }),
    ).not.toContain(scheduled);
    // A Deploy Preview shows it before its time, for review; SITE_BUILD_DATE still decides when set.
    expect(draftFiles(root, content, { gatsby_executing_command: "build", CONTEXT: "deploy-preview" })).not.toContain(
      scheduled,
    );
    expect(
      draftFiles(root, content, {
        gatsby_executing_command: "build",
        CONTEXT: "deploy-preview",
        SITE_BUILD_DATE: "2026-12-01",
      }),
    ).toContain(scheduled);
  });

  it("are read by gatsby develop, so an editor sees one before publishing it", () => {
    const { content } = loadProject(root);
    expect(draftFiles(root, content, { gatsby_executing_command: "develop" })).toEqual([]);
  });
});
