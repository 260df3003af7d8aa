import fs from "node:fs";
import path from "node:path";
import { formatProblem } from "../../content/problems";
import { loadProject, validateProject } from "../load";
import { figureMap, fillFigures } from "../../content/figures";
import { sectionSchemaFor, siteSchema } from "../../content/schema";
import { metaOf } from "../../content/meta";
import { allowedMultiples, multiplesIn } from "../../content/example";

const root = path.resolve(__dirname, "../../../..");

describe("the content in data/", () => {
  const problems = validateProject(root);

  it("passes validation: every required field, every link, every section type", () => {
    expect(problems.filter((p) => p.severity === "error").map(formatProblem)).toEqual([]);
  });

  it("links nowhere through an old redirecting address, and warns only about the facts the agency has still to fill in", () => {
    expect(
      problems
        .filter(
          (p) =>
            p.severity === "warning" &&
            ![
              "abn",
              "contact.phoneHref",
              "contact.addressPlaceholder",
              "externalLinks[0].url",
              "engagement.ownership",
              "example.placeholder",
              // The agency's people and booking link (DECISIONS 2026-11-27).
              "authors",
              "people.strategist",
              "booking.url",
              // Client results and reviews (issue 59).
              "reviews.url",
            ].includes(p.path) &&
            !(p.file === "data/case-studies" && p.message.startsWith("has no case study")) &&
            // Each article's byline, until a person of the team writes it.
            !(p.file.startsWith("data/insights/") && p.path === "author" && p.message.includes("has no photo")) &&
            !p.message.startsWith("is a placeholder for the agency's own terms") &&
            // Each service's price and term, which only the agency can give.
            !(p.file.startsWith("data/services/") && /^sections\[\d+\]\.(price|minimumMonths)$/.test(p.path)),
        )
        .map(formatProblem),
    ).toEqual([]);
  });
});

describe("the claims in data/", () => {
  const files = [
    "data/site.yaml",
    ...["pages", "services"].flatMap((dir) =>
      fs.readdirSync(path.join(root, "data", dir)).map((f) => `data/${dir}/${f}`),
    ),
  ];
  const { content } = loadProject(root);
  const figures = figureMap(siteSchema.parse(content.site.data));
  /** Every file's text as a visitor reads it: figures filled in. */
  const texts = files.map((file) => ({
    file,
    text: fillFigures(fs.readFileSync(path.join(root, file), "utf8"), figures),
  }));

  it("use one multiplier, 4-5x: no page claims 10x or 100x (DECISIONS.md)", () => {
    const claims = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(10|100)\s?(x|×|times)\b/gi)].map((m) => `${file}: ${m[0]}`),
    );
    expect(claims).toEqual([]);
    expect(figures.get("multiplier")).toBe("4-5x");
  });

  it("claim no multiple the worked example's task table does not give, on any page, service or article", () => {
    const site = siteSchema.parse(content.site.data);
    const allowed = allowedMultiples(site.example);
    const articles = fs.readdirSync(path.join(root, "data", "insights")).map((f) => ({
      file: `data/insights/${f}`,
      text: fillFigures(fs.readFileSync(path.join(root, "data", "insights", f), "utf8"), figures),
    }));
    const claims = [...texts, ...articles].flatMap(({ file, text }) =>
      multiplesIn(text).map((multiple) => `${file}: ${multiple}`),
    );
    expect(claims.filter((claim) => !allowed.has(claim.slice(claim.lastIndexOf(" ") + 1)))).toEqual([]);
    // The pages do state the table's multiples: the check reads real claims, not nothing.
    expect(claims).toEqual(
      expect.arrayContaining([
        `data/pages/home.yaml: ${figures.get("multiplier")}`,
        `data/pages/methodology.yaml: ${figures.get("outputPerDollar")}`,
      ]),
    );
  });

  it("name the multiple nowhere by hand: data/site.yaml has no multiple among its figures and the example no multiple among its inputs", () => {
    const site = siteSchema.parse(content.site.data);
    expect(site.figures.filter((f) => multiplesIn(f.value).length > 0)).toEqual([]);
    expect(
      Object.keys(site.example).filter((key) => !["budget", "hourlyRate", "tasks", "placeholder"].includes(key)),
    ).toEqual([]);
  });

  it("put a qualifier beside every stats and bar chart section", () => {
    const unqualified = [...content.pages, ...content.services].flatMap(({ file, data }) => {
      const { sections } = data as { sections?: Array<{ type: string; qualifier?: string }> };
      return (sections ?? [])
        .filter((s) => (s.type === "stats" || s.type === "barChart") && !s.qualifier?.trim())
        .map((s) => `${file}: ${s.type}`);
    });
    expect(unqualified).toEqual([]);
  });
});

describe("the pages' shapes", () => {
  const { content } = loadProject(root);
  const layoutOf = (type: string): string | undefined => {
    const schema = sectionSchemaFor(type);
    return schema ? metaOf(schema).layout : undefined;
  };
  const GRID = layoutOf("featureCards");
  /** Shown only once the agency has a case study to show (none yet): it draws nothing between its neighbours. */
  const drawsNothingYet = new Set(["caseStudies"]);

  it("never put two grids of cards in a row (issue 48: the review's three-column icon grids in most sections)", () => {
    const pairs = [...content.pages, ...content.services].flatMap(({ file, data }) => {
      // Tiles in one line (oneLine: names in a sentence) are a line of text, not a grid.
      const types = (data as { sections: Array<{ type: string; oneLine?: boolean }> }).sections
        .map((section) => (section.oneLine ? "oneLine" : section.type))
        .filter((type) => !drawsNothingYet.has(type));
      return types.flatMap((type, i) =>
        i > 0 && layoutOf(type) === GRID && layoutOf(types[i - 1] ?? "") === GRID
          ? [`${file}: ${types[i - 1] ?? ""} then ${type}`]
          : [],
      );
    });
    expect(GRID).toBe("a grid of cards");
    expect(pairs).toEqual([]);
  });
});
