import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NOINDEX, noindexHtml, PREVIEW_ROBOTS_TXT, previewNoindexStep } from "../preview";
import { writePagePolicies } from "../csp";
import type { StepContext } from "../../build/step";

describe("a Deploy Preview's built output", () => {
  let publicDir: string;
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const page = (title: string, head = "") =>
    `<!DOCTYPE html><html lang="en-AU"><head>${head}<title>${title}</title></head><body><main>${title}</main></body></html>`;
  const run = (env: Record<string, string>) =>
    previewNoindexStep.run({
      publicDir,
      env,
      reporter: { info: jest.fn(), warn: jest.fn(), activityTimer: jest.fn() },
    } as unknown as StepContext);

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-"));
    fs.mkdirSync(path.join(publicDir, "about"));
    fs.writeFileSync(path.join(publicDir, "index.html"), page("Home"));
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), page("About"));
    fs.writeFileSync(path.join(publicDir, "404.html"), page("Not found", '<meta name="robots" content="noindex"/>'));
    fs.writeFileSync(path.join(publicDir, "robots.txt"), "User-agent: *\nAllow: /\n");
    fs.writeFileSync(path.join(publicDir, "_headers"), "/admin/*\n  X-Robots-Tag: noindex\n");
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it.each([["deploy-preview"], ["branch-deploy"]])(
    "on a %s: robots.txt disallows all, every response says noindex, every page too",
    async (context) => {
      await run({ CONTEXT: context });
      expect(read("robots.txt")).toBe(PREVIEW_ROBOTS_TXT);
      expect(read("robots.txt")).toMatch(/^User-agent: \*\nDisallow: \/$/m);
      expect(read("_headers")).toMatch(new RegExp(`^/\\*\\n  X-Robots-Tag: ${NOINDEX}$`, "m"));
      for (const file of ["index.html", "about/index.html", "404.html"]) {
        const html = read(file);
        expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual([`<meta name="robots" content="${NOINDEX}"/>`]);
      }
      // The Content-Security-Policy, written after, keeps the rule.
      writePagePolicies(publicDir);
      expect(read("_headers")).toContain(`X-Robots-Tag: ${NOINDEX}`);
      // Once only, however often it runs.
      await run({ CONTEXT: context });
      expect(read("_headers").split("X-Robots-Tag: noindex, nofollow")).toHaveLength(2);
    },
  );

  it("leaves no noindex in _headers for a build of the live site made where a preview was built before", async () => {
    const live = read("_headers");
    await run({ CONTEXT: "deploy-preview" });
    expect(read("_headers")).toContain(`X-Robots-Tag: ${NOINDEX}`);
    await run({ CONTEXT: "production" });
    expect(read("_headers")).toBe(live);
  });

  it.each([["production"], [""]])("changes nothing for a %s build", async (context) => {
    const before = ["robots.txt", "_headers", "index.html", "404.html"].map(read);
    await run(context ? { CONTEXT: context } : {});
    expect(["robots.txt", "_headers", "index.html", "404.html"].map(read)).toEqual(before);
  });

  it("adds the tag first in the head, or makes a page's own robots tag noindex", () => {
    expect(noindexHtml("<html><head><title>T</title></head></html>")).toBe(
      `<html><head><meta name="robots" content="${NOINDEX}"/><title>T</title></head></html>`,
    );
    expect(noindexHtml('<html><head><meta content="index" name="robots"></head></html>')).toBe(
      `<html><head><meta content="${NOINDEX}" name="robots"></head></html>`,
    );
  });
});
