/**
 * A scheduled article at the content layer, in a copy of data/ with one fixture article added:
 * absent from everything the build makes before its Sydney time, present after, as of SITE_BUILD_DATE.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseProject, validateProject } from "../load";
import { projectContent } from "../once";
import { formatProblem } from "../../content/problems";
import { latest } from "../../insights/articles";
import { relatedForEach } from "../../insights/related-articles";
import { twinDocuments } from "../../answers/documents";
import { llmsFullTxt, llmsTxt } from "../../answers/llms";
import { SITE_URL } from "../../site-url";
import type { ParsedContent } from "../../content/parse";

const checkout = path.resolve(__dirname, "../../../..");
const SLUG = "scheduled-fixture-article";
// Monday 7 December 2026, 07:00 AEDT = 20:00 UTC on Sunday the 6th.
const BEFORE = { gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-06T19:59:00Z" };
const AFTER = { gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-06T20:00:00Z" };

function article(
  publishAt: string,
  date = "2026-12-07",
  body = "Body text for the scheduled fixture article, which is never real content.",
): string {
  return [
    "---",
    'title: "A scheduled fixture article"',
    'description: "A fixture for the scheduling tests: it appears only once its Sydney time has come, never before."',
    `date: "${date}"`,
    "author: harbour-team",
    "services:",
    "  - ai-driven-seo",
    `publishAt: "${publishAt}"`,
    "---",
    "",
    body,
    "",
  ].join("\n");
}

const summaries = (c: ParsedContent) =>
  c.articles.map((a) => ({ slug: a.slug, date: a.data.date, services: a.data.services }));
const everywhere = (c: ParsedContent): string => {
  const documents = twinDocuments(c, SITE_URL, () => ({}));
  const related = [...relatedForEach(summaries(c), 2).values()].flat().map((a) => a.slug);
  return [
    llmsTxt(c.site, documents, SITE_URL),
    llmsFullTxt(c.site, documents, SITE_URL),
    ...latest(summaries(c), 3).map((a) => a.slug),
    ...related,
  ].join("\n");
};

describe("a scheduled article, at the content layer", () => {
  let root: string;
  const write = (text: string) => fs.writeFileSync(path.join(root, "data", "insights", `${SLUG}.md`), text);
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "scheduled-"));
    fs.cpSync(path.join(checkout, "data"), path.join(root, "data"), { recursive: true });
    fs.cpSync(path.join(checkout, "static"), path.join(root, "static"), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}admin${path.sep}`),
    });
    fs.cpSync(path.join(checkout, "src", "pages"), path.join(root, "src", "pages"), { recursive: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is absent from the parsed content, the newest articles, related links, llms.txt and llms-full.txt before its time, and present from it", () => {
    write(article("2026-12-07 07:00"));
    const before = parseProject(root, BEFORE);
    expect(before.articles.map((a) => a.slug)).not.toContain(SLUG);
    expect(everywhere(before)).not.toContain(SLUG);

    const after = parseProject(root, AFTER);
    expect(after.articles.map((a) => a.slug)).toContain(SLUG);
    // The newest article, so first on the home page's list and in llms.txt.
    expect(latest(summaries(after), 3)[0]?.slug).toBe(SLUG);
    expect(everywhere(after)).toContain(`/insights/${SLUG}/`);
  });

  it("is the same for the build's one parse of data/, which is kept per instant", () => {
    write(article("2026-12-07 07:00"));
    expect(projectContent(root, BEFORE).articles.map((a) => a.slug)).not.toContain(SLUG);
    expect(projectContent(root, AFTER).articles.map((a) => a.slug)).toContain(SLUG);
  });

  it("is validated before its time like any article, and must say it was published the day it appears", () => {
    write(article("2026-12-07 07:00", "2026-11-25"));
    const problems = withEnv(BEFORE, () => validateProject(root)).map(formatProblem);
    expect(problems).toContain(
      `data/insights/${SLUG}.md: date is 2026-11-25, but the article is scheduled for 2026-12-07 07:00 (Sydney time); set Published to 2026-12-07, the day it appears`,
    );
  });

  it("names the file and the field when its time cannot be read, or does not happen in Sydney", () => {
    write(article("7 Dec 2026 7am"));
    expect(withEnv(BEFORE, () => validateProject(root)).map(formatProblem)).toContain(
      `data/insights/${SLUG}.md: publishAt must be a Sydney date and time written YYYY-MM-DD HH:mm, e.g. "2026-12-01 07:00"`,
    );
    write(article("2026-10-04 02:30", "2026-10-04"));
    expect(withEnv(BEFORE, () => validateProject(root)).map(formatProblem)).toContain(
      `data/insights/${SLUG}.md: publishAt "2026-10-04 02:30" never happens in Sydney: clocks go forward from 2:00 to 3:00 that night (daylight saving starts); choose 03:00 or later`,
    );
  });

  it("may not be linked from an article that appears before it, and its own links are checked now", () => {
    write(article("2026-12-07 07:00", "2026-12-07", "See [nowhere](/no-such-page/)."));
    const problems = withEnv(BEFORE, () => validateProject(root)).map(formatProblem);
    expect(problems).toContain(
      `data/insights/${SLUG}.md: body (line 2) links to "/no-such-page/", which is not a page`,
    );
    write(article("2026-12-07 07:00"));
    const linking = path.join(root, "data", "insights", "ai-seo-retainer-month-explained.md");
    const original = fs.readFileSync(linking, "utf8");
    fs.writeFileSync(linking, `${original}\nRead [the next one](/insights/${SLUG}/).\n`);
    try {
      const found = withEnv(BEFORE, () => validateProject(root))
        .map(formatProblem)
        .filter((p) => p.includes(`/insights/${SLUG}/`));
      expect(found).toEqual([
        expect.stringMatching(
          new RegExp(
            `^data/insights/ai-seo-retainer-month-explained\\.md: body \\(line \\d+\\) links to "/insights/${SLUG}/", which is scheduled for 2026-12-07 07:00 \\(Sydney time\\), after this article appears`,
          ),
        ) as string,
      ]);
      expect(
        withEnv(AFTER, () => validateProject(root))
          .map(formatProblem)
          .filter((p) => p.includes(`/insights/${SLUG}/`)),
      ).toEqual([]);
    } finally {
      fs.writeFileSync(linking, original);
    }
  });
});

describe("SITE_BUILD_DATE and the live site", () => {
  it("stops a production build that has it, naming the setting, and leaves other builds alone", () => {
    const named = (env: Record<string, string>) =>
      withEnv(env, () => validateProject(checkout))
        .filter((p) => p.path === "SITE_BUILD_DATE")
        .map(formatProblem);
    expect(named({ CONTEXT: "production", SITE_BUILD_DATE: "2026-12-06T19:59:00Z" })).toEqual([
      expect.stringMatching(
        /^the build's environment: SITE_BUILD_DATE is set \("2026-12-06T19:59:00Z"\).*Remove it/,
      ) as string,
    ]);
    expect(named({ CONTEXT: "deploy-preview", SITE_BUILD_DATE: "2026-12-06T19:59:00Z" })).toEqual([]);
    expect(named({ CONTEXT: "production" })).toEqual([]);
  });
});

/** validateProject reads process.env, as the build's does. */
function withEnv<T>(env: Record<string, string>, run: () => T): T {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return run();
  } finally {
    for (const key of Object.keys(env)) Reflect.deleteProperty(process.env, key);
    Object.assign(process.env, saved);
  }
}
