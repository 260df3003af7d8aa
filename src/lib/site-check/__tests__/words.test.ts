/**
 * Editors own the check's words (data/site-check.yaml), and the build holds them to the checks:
 * a check without its words, an outcome without a title, a text naming a value its check does not
 * give, a service that does not exist, or a source nobody cites (or a cited one not listed) stops it.
 */
import path from "node:path";
import { formatProblem, type ContentFile } from "../../content/problems";
import { loadProject } from "../../project/load";
import { validateContent } from "../../project/validate";
import { fill, templateNames } from "../words";

const ROOT = path.resolve(__dirname, "../../../..");
const { content, staticRoutes } = loadProject(ROOT);

type Data = {
  checks: Array<{ id: string; service: string; outcomes: Array<{ key: string; title: string; detail: string }> }>;
  unread: Array<{ id: string; title: string }>;
  sources: Array<{ id: string }>;
  bots: {
    outcomes: Array<{ key: string; title: string; detail: string }>;
    crawlers: Array<{ name: string; owner: string; source: string }>;
  };
};

function problemsWith(change: (data: Data) => void, without = false): string[] {
  const file = content.siteCheck as ContentFile;
  const data = structuredClone(file.data) as Data;
  change(data);
  const changed = without ? { ...content, siteCheck: undefined } : { ...content, siteCheck: { file: file.file, data } };
  return validateContent(changed, { staticRoutes })
    .filter((p) => p.severity === "error")
    .map(formatProblem);
}

describe("data/site-check.yaml", () => {
  it("holds words for every check, as the build finds them", () => {
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it("stops the build when a check has no words, naming the check", () => {
    expect(problemsWith((d) => (d.checks = d.checks.filter((c) => c.id !== "h1")))).toEqual([
      'data/site-check.yaml: checks has no words for the check "h1"; add its entry (each outcome\'s title and detail, why, what to do and the service)',
    ]);
  });

  it("stops the build when an outcome has no words, or a text names a value its outcome does not give", () => {
    const problems = problemsWith((d) => {
      const title = d.checks.find((c) => c.id === "title");
      if (title) title.outcomes = title.outcomes.filter((o) => o.key !== "long");
      const h1 = d.checks.find((c) => c.id === "h1");
      const one = h1?.outcomes.find((o) => o.key === "one");
      if (one) one.detail = '"{h1}" on {pages} pages';
    });
    expect(problems).toEqual([
      expect.stringMatching(/checks\[\d+\]\.outcomes has no words for the outcome "long" of "title"/) as string,
      expect.stringMatching(
        /checks\[\d+\]\.outcomes\[0\]\.detail names \{pages\}, which "one" does not give; it gives \{h1\}/,
      ) as string,
    ]);
  });

  it("stops the build on a service that does not exist", () => {
    expect(problemsWith((d) => ((d.checks[0] as Data["checks"][number]).service = "no-such-service"))).toEqual([
      'data/site-check.yaml: checks[0].service "no-such-service" is not a service; use the slug of a file in data/services/',
    ]);
  });

  it("stops the build on a source no check cites, and on a check citing a source not listed", () => {
    expect(
      problemsWith((d) => d.sources.push({ ...(d.sources[0] as Data["sources"][number]), id: "unread-study" })),
    ).toEqual([expect.stringMatching(/sources\[\d+\] "unread-study" is cited by no check/) as string]);
    expect(problemsWith((d) => (d.sources = d.sources.filter((s) => s.id !== "google-noindex")))).toEqual([
      'data/site-check.yaml: sources has no source "google-noindex", which the check "noindex" cites as its evidence; add it (after reading its words)',
    ]);
    // An outcome's own evidence counts too: a stale date's research, beside its check's documentation.
    expect(problemsWith((d) => (d.sources = d.sources.filter((s) => s.id !== "what-gets-cited")))).toContain(
      'data/site-check.yaml: sources has no source "what-gets-cited", which the check "author-dates" cites as its evidence; add it (after reading its words)',
    );
  });

  it("holds the bot table's words to its outcomes' values, and its crawlers to listed sources", () => {
    const problems = problemsWith((d) => {
      const refused = d.bots.outcomes.find((o) => o.key === "refused");
      if (refused) refused.detail = "Answered {status} to {crawler}.";
      const gptbot = d.bots.crawlers.find((c) => c.name === "GPTBot");
      if (gptbot) gptbot.source = "openai-unread";
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /bots\.outcomes\[\d+\]\.detail names \{crawler\}, which "refused" does not give; it gives \{status\}/,
      ) as string,
      'data/site-check.yaml: bots cites the source "openai-unread", which is not listed; add it to sources (after reading its words)',
    ]);
    // A source only the bot table cites is cited.
    expect(problemsWith((d) => (d.bots.crawlers = d.bots.crawlers.filter((c) => c.owner !== "Apple")))).toEqual([
      expect.stringMatching(/sources\[\d+\] "apple-applebot" is cited by no check/) as string,
    ]);
  });

  it("stops the build when the check's page is there without the file", () => {
    expect(problemsWith(() => undefined, true)).toEqual([
      "data/pages/ai-search-check.yaml: sections offers the AI search check, whose words are in data/site-check.yaml: add that file",
    ]);
  });
});

describe("a template", () => {
  it("names a value as {name} and picks a word by it as {name|one|other}", () => {
    expect(fill("{n} {n|word|words}, {m} {m|word|words}", { n: 1, m: 38 })).toBe("1 word, 38 words");
    expect(templateNames("{a} and {b|x|y}")).toEqual(["a", "b"]);
  });
});
