import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST_BUILD_STEPS, runPostBuild } from "../post-build";
import type { PostBuildStep, StepContext } from "../../build/step";
import { parseContent } from "../../project/parse";
import { goodContent } from "../../content/__tests__/fixtures/content";

/** This file's temporary folders, removed when it ends. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function context(): StepContext {
  const publicDir = fs.mkdtempSync(path.join(scratch, "post-build-"));
  fs.writeFileSync(
    path.join(publicDir, "index.html"),
    "<html><head></head><body><script>menus()</script></body></html>",
  );
  const timer = { start() {}, setStatus() {}, end() {} };
  return {
    rootDir: publicDir,
    publicDir,
    siteUrl: "https://www.example.com.au",
    content: parseContent(goodContent()),
    env: {},
    reporter: { info() {}, warn() {}, activityTimer: () => timer },
  };
}

const rewrite = (name: string): PostBuildStep => ({
  name,
  run: ({ publicDir }) =>
    fs.writeFileSync(
      path.join(publicDir, "index.html"),
      "<html><head></head><body><script>other()</script></body></html>",
    ),
});
const seal: PostBuildStep = { name: "Hash the scripts", sealsHtml: true, run: () => undefined };

describe("the build's last steps", () => {
  it("run in the stated order, the Content-Security-Policy the last to change pages (the report frame only reads them)", () => {
    expect(POST_BUILD_STEPS.map((s) => s.name)).toEqual([
      "robots.txt and the web app manifest",
      "the publishing schedule",
      "IndexNow key file",
      "The CMS at /admin/",
      "Drawing social cards",
      "this site's own figures, measured and filled in",
      "Markdown twins, llms.txt and llms-full.txt",
      "the check's API description, API catalog and discovery manifest",
      "a Deploy Preview stays out of search engines",
      "Content-Security-Policy per page",
      "the report page's frame, into the check's Functions",
    ]);
    expect(POST_BUILD_STEPS.at(-2)?.sealsHtml).toBe(true);
  });

  it("let a step change pages before the policy is computed from them", async () => {
    await expect(runPostBuild([rewrite("Rewrite a page"), seal], context())).resolves.toBeUndefined();
  });

  it("fail, naming the step and the fix, when a page changes after the policy was computed", async () => {
    await expect(runPostBuild([seal, rewrite("Rewrite a page")], context())).rejects.toThrow(
      /"Rewrite a page" changed 1 page\(s\) after "Hash the scripts" read them .*index\.html.*run it before "Hash the scripts"/,
    );
  });

  it("fail when a page is added after the policy was computed", async () => {
    const add: PostBuildStep = {
      name: "Add a page",
      run: ({ publicDir }) => fs.writeFileSync(path.join(publicDir, "late.html"), "<p>late</p>"),
    };
    await expect(runPostBuild([seal, add], context())).rejects.toThrow(/"Add a page" changed 1 page/);
  });
});
