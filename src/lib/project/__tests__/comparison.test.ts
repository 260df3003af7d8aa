import { validateContent } from "../validate";
import { formatProblem } from "../../content/problems";
import type { Content } from "../../content/files";
import { goodContent, staticRoutes } from "../../content/__tests__/fixtures/content";

type Sections = { sections: unknown[] };
const sectionsOf = (content: Content, file: string): unknown[] => {
  const found = [...content.pages, ...content.services].find((f) => f.file === file);
  if (!found) throw new Error(`no fixture file ${file}`);
  return (found.data as Sections).sections;
};

const cards = (negative: string[], positive: string[]) => ({
  type: "comparison",
  heading: "Then and now",
  treatment: "cards",
  columns: [
    { title: "Typical approach", tone: "negative", points: negative },
    { title: "Our approach", tone: "positive", points: positive },
  ],
});
const table = (aspects: string[], negative: string[], positive: string[]) => ({
  ...cards(negative, positive),
  treatment: "table",
  aspects,
});

const problems = (content: Content) => validateContent(content, { staticRoutes }).map(formatProblem);
/** The problems of a fresh good content with one more section on the about page. */
function problemsWith(section: unknown): string[] {
  const content = goodContent();
  sectionsOf(content, "data/pages/about.yaml").push(section);
  return problems(content);
}

describe("comparison sections", () => {
  it("accepts comparisons whose lines are each their page's own, in either layout", () => {
    const content = goodContent();
    sectionsOf(content, "data/pages/about.yaml").push(cards(["Office hours only"], ["Around the clock"]));
    sectionsOf(content, "data/services/local-seo.yaml").splice(
      1,
      0,
      table(["Citations", "Reviews"], ["Fixed once", "Read late"], ["Checked continuously", "Answered quickly"]),
    );
    expect(problems(content)).toEqual([]);
  });

  it("refuses a line two pages share, whatever its case, spacing or full stop, naming both files and the line", () => {
    const content = goodContent();
    sectionsOf(content, "data/pages/about.yaml").push(cards(["Work in office hours only"], ["Around the clock"]));
    sectionsOf(content, "data/services/local-seo.yaml").splice(
      1,
      0,
      cards(["work in  OFFICE hours only."], ["Reviews answered quickly"]),
    );
    expect(problems(content)).toEqual([
      'data/services/local-seo.yaml: sections[1].columns[0].points[0] "work in  OFFICE hours only." is also a comparison line of data/pages/about.yaml (sections[4].columns[0].points[0]); say what is specific to this page, in its own words',
    ]);
  });

  it("refuses a line said twice on one page", () => {
    const content = goodContent();
    sectionsOf(content, "data/pages/about.yaml").push(
      cards(["Office hours only"], ["Around the clock", "Office hours only"]),
    );
    expect(problems(content)).toEqual([
      'data/pages/about.yaml: sections[4].columns[1].points[1] "Office hours only" is also a comparison line of sections[4].columns[0].points[0]; say what is specific to this page, in its own words',
    ]);
  });

  it("asks a table for one point a column for each aspect, and cards for no aspects", () => {
    expect(
      problemsWith(table(["Citations", "Reviews"], ["Fixed once"], ["Checked continuously", "Answered quickly"])),
    ).toEqual([
      "data/pages/about.yaml: sections[4].columns[0].points has 1 points for 2 aspects; a table needs one point a column for each aspect",
    ]);
    expect(problemsWith({ ...cards(["Slow"], ["Fast"]), aspects: ["Speed", "Cost"] })).toEqual([
      "data/pages/about.yaml: sections[4].aspects are shown only by the table and shift layouts; remove them, or set treatment to table or shift",
    ]);
    const { aspects: _none, ...bare } = table(["Speed", "Cost"], ["Slow", "Dear"], ["Fast", "Cheap"]);
    expect(problemsWith(bare)).toEqual([
      "data/pages/about.yaml: sections[4].aspects are required by the table layout: name what each row compares, one for each point of a column",
    ]);
  });

  it("keeps each column to five points and asks every comparison for its layout", () => {
    expect(problemsWith(cards(["a", "b", "c", "d", "e", "f"], ["g"]))).toEqual([
      "data/pages/about.yaml: sections[4].columns[0].points has 6 points; keep to 5 or fewer, the sharpest ones",
    ]);
    const { treatment: _none, ...unlaid } = cards(["a"], ["b"]);
    expect(problemsWith(unlaid)).toEqual([
      expect.stringMatching(/^data\/pages\/about\.yaml: sections\[4\]\.treatment is required/),
    ]);
  });
});
