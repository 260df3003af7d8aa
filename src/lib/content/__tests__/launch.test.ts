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
        "data/site.yaml: contact.addressPlaceholder",
        "data/site.yaml: example.placeholder",
        "data/site.yaml: externalLinks[0].url",
        "data/site.yaml: sameAs",
        "data/site.yaml: engagement.ownership",
        // The people (DECISIONS 2026-11-27): who replies, the booking link, each article's byline.
        "data/site.yaml: people.strategist",
        "data/site.yaml: booking.url",
        "data/insights/ai-seo-retainer-month-explained.md: author",
        "data/insights/google-core-update-first-30-days.md: author",
        "data/insights/local-seo-service-businesses-australia.md: author",
        // Client results and reviews (issue 59): no case study yet, and no rating.
        "data/case-studies: ",
        "data/site.yaml: reviews.url",
        ...blockers.filter((b) => b.file.startsWith("data/services/")).map((b) => `${b.file}: ${b.path}`),
      ].sort(),
    );
    // The agency's prices and terms: each offered service's price, and each monthly one's minimum
    // term (the audit is one-off), by file and field; and who owns what (engagement.ownership).
    const offers = blockers.filter((b) => b.file.startsWith("data/services/"));
    expect(
      offers
        .filter((b) => /^sections\[\d+\]\.price$/.test(b.path))
        .map((b) => b.file)
        .sort(),
    ).toEqual(
      [
        "ai-driven-seo",
        "ai-driven-seo-recovery",
        "ai-voice-search-optimization",
        "content-strategy-creation",
        "ecommerce-seo",
        "link-building-digital-pr",
        "local-seo",
        "seo-analytics-reporting",
        "technical-seo-audits",
      ]
        .map((slug) => `data/services/${slug}.yaml`)
        .sort(),
    );
    expect(offers.filter((b) => /^sections\[\d+\]\.minimumMonths$/.test(b.path)).length).toBe(8);
    expect(offers.length).toBe(17);
    expect(blockers.every((b) => b.severity === "error")).toBe(true);
  });

  it("is empty once the agency's facts, people, results and profiles are in", () => {
    const content = goodContent();
    content.caseStudies = [{ file: "data/case-studies/acme.md", data: { client: "Acme" }, body: "" }];
    content.authors = {
      file: "data/authors.yaml",
      data: {
        authors: [
          {
            key: "jane",
            name: "Jane Citizen",
            role: "Strategist",
            bio: "Directs the agents.",
            photo: "team/jane.jpg",
            photoAlt: "Jane at her desk",
            consent: true,
          },
        ],
      },
    };
    expect(launchBlockers(content).map((b) => b.path)).toEqual(["people.strategist", "sameAs"]);
    // The strategist beside the reply promise is a person of the team.
    (content.site.data as { people: Record<string, unknown> }).people.strategist = "jane";
    expect(launchBlockers(content).map((b) => b.path)).toEqual(["sameAs"]);
    (content.site.data as Record<string, unknown>).sameAs = ["https://www.linkedin.com/company/example"];
    expect(launchBlockers(content)).toEqual([]);
  });
});
