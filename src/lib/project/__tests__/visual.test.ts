/** A hero's picture (`visual:`) is content: a kind from a closed list, each with its own fields. */
import { validateContent } from "../validate";
import { formatProblem } from "../../content/problems";
import type { Content } from "../../content/files";
import { VISUAL_KINDS } from "../../content/schema";
import { goodContent, staticRoutes } from "../../content/__tests__/fixtures/content";

/** The about page of the good fixture with its hero's `visual` set, and every error reported. */
function errorsWithVisual(visual: unknown): string[] {
  const content: Content = goodContent();
  const about = content.pages.find((p) => p.file.endsWith("/about.yaml"));
  const hero = (about?.data as { sections: Array<Record<string, unknown>> }).sections[0];
  if (!hero) throw new Error("the fixture's about page has no hero");
  hero.visual = visual;
  return validateContent(content, { staticRoutes })
    .filter((p) => p.severity === "error")
    .map(formatProblem);
}

const map = {
  kind: "map",
  alt: "Map of Australia with a pin on Sydney",
  caption: "Working with businesses across Australia",
  pin: "Sydney",
};

describe("a hero's visual", () => {
  it("is optional, and accepted when its kind has every field it needs", () => {
    expect(errorsWithVisual(undefined)).toEqual([]);
    expect(errorsWithVisual(map)).toEqual([]);
  });

  it('reports an unknown kind with the file and "sections[0].visual.kind", listing the kinds there are', () => {
    const [message, ...rest] = errorsWithVisual({ ...map, kind: "bogus" });
    expect(rest).toEqual([]);
    expect(message).toBe(
      `data/pages/about.yaml: sections[0].visual.kind "bogus" is not a kind of picture; use one of: ${VISUAL_KINDS.join(", ")}`,
    );
  });

  it("reports a field its kind needs and a field its kind does not have, by path", () => {
    const { pin: _pin, ...withoutPin } = map;
    expect(errorsWithVisual(withoutPin)).toEqual(["data/pages/about.yaml: sections[0].visual.pin is required"]);
    expect(errorsWithVisual({ ...map, stamp: "NO LONGER OFFERED" })).toEqual([
      'data/pages/about.yaml: sections[0].visual has unknown field "stamp" (check the spelling)',
    ]);
  });

  it("checks the links of a pathways picture like every other link", () => {
    const pathways = {
      kind: "pathways",
      alt: "Services by starting point",
      heading: "Where are you starting from?",
      caption: "Not sure? Ask us.",
      links: [
        { label: "Found locally", target: "Local SEO", to: "/services/local-seo" },
        { label: "Lost", target: "Nowhere", to: "/nowhere" },
      ],
    };
    expect(errorsWithVisual(pathways)).toEqual([
      'data/pages/about.yaml: sections[0].visual.links[1].to "/nowhere" is not a page',
    ]);
  });

  it("reports a figure name the site does not define", () => {
    expect(errorsWithVisual({ ...map, caption: "{{noSuchFigure}} businesses" })).toEqual([
      'data/pages/about.yaml: sections[0].visual.caption uses "{{noSuchFigure}}", which is not in figures in data/site.yaml; add it there or fix the name',
    ]);
  });
});
