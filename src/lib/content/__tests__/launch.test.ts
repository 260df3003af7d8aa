import path from "node:path";
import { launchBlockers } from "../launch";
import { loadProject } from "../../project/load";
import { goodContent } from "./fixtures/content";

const root = path.resolve(__dirname, "../../../..");

describe("the launch check (npm run check -- --launch)", () => {
  it("lists every launch blocker in data/ today, each by file and field", () => {
    const blockers = launchBlockers(loadProject(root).content);
    expect(blockers.map((b) => `${b.file}: ${b.path}`).sort()).toEqual(
      [
        "data/authors.yaml: authors",
        "data/site.yaml: abn",
        "data/site.yaml: contact.phoneHref",
        "data/site.yaml: example.placeholder",
        "data/site.yaml: externalLinks[0].url",
        "data/site.yaml: sameAs",
        ...blockers.filter((b) => b.path.startsWith("figures[")).map((b) => `data/site.yaml: ${b.path}`),
      ].sort(),
    );
    // The agency's prices and terms, and who owns what: the two placeholder figures.
    expect(blockers.filter((b) => b.path.startsWith("figures[")).length).toBe(2);
    expect(blockers.every((b) => b.severity === "error")).toBe(true);
  });

  it("is empty once the agency's facts, people and profiles are in", () => {
    const content = goodContent();
    content.authors = {
      file: "data/authors.yaml",
      data: { authors: [{ key: "jane", name: "Jane Citizen", role: "Strategist", bio: "Directs the agents.", photo: "team/jane.jpg", photoAlt: "Jane at her desk", consent: true }] },
    };
    expect(launchBlockers(content).map((b) => b.path)).toEqual(["sameAs"]);
    (content.site.data as Record<string, unknown>).sameAs = ["https://www.linkedin.com/company/example"];
    expect(launchBlockers(content)).toEqual([]);
  });
});
