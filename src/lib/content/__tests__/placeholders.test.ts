import {
  isFictionNumber,
  isValidAbn,
  peoplePlaceholders,
  placeholderFacts,
  resultsPlaceholders,
} from "../placeholders";
import { formatProblem, type Problem } from "../problems";
import { typedContent, typedFile } from "../parse";
import { siteSchema } from "../schema";
import { goodContent } from "./fixtures/content";

/** data/site.yaml holding `data`, as the rules read it. */
const siteFile = (data: unknown) => typedFile(siteSchema, { file: "data/site.yaml", data });

describe("the agency's own facts", () => {
  it("tells a real ABN from a placeholder by the register's check digits", () => {
    expect(isValidAbn("ABN 51 824 753 556")).toBe(true); // the ATO's published example
    expect(isValidAbn("ABN 00 000 000 000")).toBe(false);
    expect(isValidAbn("ABN 51 824 753 557")).toBe(false);
  });

  it("knows the numbers reserved for fiction", () => {
    expect(isFictionNumber("tel:+61255501234")).toBe(true);
    expect(isFictionNumber("tel:+61491570006")).toBe(true);
    expect(isFictionNumber("tel:+61292507111")).toBe(false);
  });

  it("warns, naming the field, while data/site.yaml holds a placeholder, and never stops the build", () => {
    const problems = placeholderFacts(
      siteFile({
        abn: "ABN 00 000 000 000",
        contact: { phoneHref: "tel:+61255501234" },
      }),
    );
    expect(problems.map((p) => p.severity)).toEqual(["warning", "warning"]);
    expect(problems.map(formatProblem)).toEqual([
      'data/site.yaml: abn "ABN 00 000 000 000" is not a valid ABN (a placeholder?); write the agency\'s own ABN before launch',
      'data/site.yaml: contact.phoneHref "tel:+61255501234" is in the range Australia reserves for fiction; write the agency\'s own phone number before launch',
    ]);
    expect(
      placeholderFacts(siteFile({ abn: "ABN 51 824 753 556", contact: { phoneHref: "tel:+61292507111" } })),
    ).toEqual([]);
  });

  it("stops a production build (CONTEXT=production) on a placeholder, naming the field", () => {
    const problems = placeholderFacts(
      siteFile({ abn: "ABN 00 000 000 000", contact: { phoneHref: "tel:+61255501234" } }),
      true,
    );
    expect(problems.map((p) => p.severity)).toEqual(["error", "error"]);
    expect(problems.map(formatProblem)).toEqual([
      'data/site.yaml: abn "ABN 00 000 000 000" is not a valid ABN (a placeholder?); write the agency\'s own ABN: a production build cannot ship it',
      'data/site.yaml: contact.phoneHref "tel:+61255501234" is in the range Australia reserves for fiction; write the agency\'s own phone number: a production build cannot ship it',
    ]);
    expect(
      placeholderFacts(siteFile({ abn: "ABN 51 824 753 556", contact: { phoneHref: "tel:+61292507111" } }), true),
    ).toEqual([]);
  });

  it("treats a figure starting 'Placeholder' (the agency's prices, term, who owns what) as a placeholder: a warning, and an error in production", () => {
    const site = {
      abn: "ABN 51 824 753 556",
      contact: { phoneHref: "tel:+61292507111" },
      figures: [
        { name: "replyTime", value: "24 hours" },
        { name: "priceAndTerm", value: "Placeholder: prices go here." },
      ],
    };
    expect(placeholderFacts(siteFile(site)).map(formatProblem)).toEqual([
      "data/site.yaml: figures[1].value is a placeholder for the agency's own terms; write them before launch",
    ]);
    expect(placeholderFacts(siteFile(site), true).map((p) => [p.path, p.severity])).toEqual([
      ["figures[1].value", "error"],
    ]);
  });
  it("warns while the worked example's task minutes are marked as a stand-in, and a production build refuses them", () => {
    const site = {
      abn: "ABN 51 824 753 556",
      contact: { phoneHref: "tel:+61292507111" },
      example: { placeholder: true },
    };
    expect(placeholderFacts(siteFile(site)).map((p) => [p.path, p.severity])).toEqual([
      ["example.placeholder", "warning"],
    ]);
    expect(placeholderFacts(siteFile(site), true).map((p) => [p.path, p.severity])).toEqual([
      ["example.placeholder", "error"],
    ]);
    expect(placeholderFacts(siteFile({ ...site, example: { placeholder: false } }))).toEqual([]);
  });

  it("warns while the office address is marked as not yet confirmed, and a production build refuses it", () => {
    const site = {
      abn: "ABN 51 824 753 556",
      contact: { phoneHref: "tel:+61292507111", addressPlaceholder: true },
    };
    expect(placeholderFacts(siteFile(site)).map(formatProblem)).toEqual([
      "data/site.yaml: contact.addressPlaceholder marks the office address as a stand-in; write the address the agency confirms (and point the contact page's map and the maps links at it), then untick it before launch",
    ]);
    expect(placeholderFacts(siteFile(site), true).map((p) => [p.path, p.severity])).toEqual([
      ["contact.addressPlaceholder", "error"],
    ]);
    expect(
      placeholderFacts(siteFile({ ...site, contact: { phoneHref: "tel:+61292507111", addressPlaceholder: false } })),
    ).toEqual([]);
  });

  it("treats the engagement's ownership starting 'Placeholder' as a placeholder: a warning, and an error in production", () => {
    const site = {
      abn: "ABN 51 824 753 556",
      contact: { phoneHref: "tel:+61292507111" },
      engagement: { ownership: "Placeholder: who owns what." },
    };
    expect(placeholderFacts(siteFile(site)).map(formatProblem)).toEqual([
      "data/site.yaml: engagement.ownership is a placeholder for who owns the content, the data and the accounts; write the agency's terms before launch",
    ]);
    expect(placeholderFacts(siteFile(site), true).map((p) => [p.path, p.severity])).toEqual([
      ["engagement.ownership", "error"],
    ]);
    expect(
      placeholderFacts(siteFile({ ...site, engagement: { ownership: "You own everything we make for you." } })),
    ).toEqual([]);
  });
});

describe("the agency's people and booking link (DECISIONS 2026-11-27)", () => {
  const withTeam = (people: Array<{ key: string; photo?: string }>) => {
    const content = goodContent();
    content.authors = {
      file: "data/authors.yaml",
      data: {
        authors: people.map((p) => ({
          name: "Jane Citizen",
          role: "Strategist",
          bio: "Directs the agents.",
          ...(p.photo ? { photoAlt: "Jane at her desk", consent: true } : {}),
          ...p,
        })),
      },
    };
    return content;
  };
  const described = (problems: Problem[]) => problems.map((p) => `${p.severity} ${p.file}: ${p.path}`);

  it("warns for a team without a person, no strategist beside the reply promise and no booking link, and a production build refuses them", () => {
    const content = withTeam([{ key: "team" }]);
    delete (content.site.data as { booking: { url?: string } }).booking.url;
    const expected = ["data/site.yaml: booking.url", "data/authors.yaml: authors", "data/site.yaml: people.strategist"];
    expect(described(peoplePlaceholders(typedContent(content)))).toEqual(expected.map((e) => `warning ${e}`));
    expect(described(peoplePlaceholders(typedContent(content), true))).toEqual(expected.map((e) => `error ${e}`));
  });

  it("asks each article's byline for a person, and refuses a strategist who is not one", () => {
    const content = withTeam([{ key: "jane", photo: "team/jane.jpg" }, { key: "team" }]);
    content.articles = [
      { file: "data/insights/by-jane.md", data: { author: "jane" }, body: "" },
      { file: "data/insights/by-team.md", data: { author: "team" }, body: "" },
      { file: "data/insights/draft.md", data: { author: "team", draft: true }, body: "" },
    ];
    (content.site.data as { people: Record<string, unknown> }).people.strategist = "team";
    expect(described(peoplePlaceholders(typedContent(content)))).toEqual([
      "error data/site.yaml: people.strategist",
      "warning data/insights/by-team.md: author",
    ]);
    (content.site.data as { people: Record<string, unknown> }).people.strategist = "jane";
    expect(described(peoplePlaceholders(typedContent(content), true))).toEqual([
      "error data/insights/by-team.md: author",
    ]);
  });
});

describe("client results and reviews (issue 59)", () => {
  const described = (problems: Problem[]) => problems.map((p) => `${p.severity} ${p.file}: ${p.path}`);
  const study = (file: string, data: Record<string, unknown>) => ({ file, data, body: "" });

  it("warns while no case study is published and the reviews lack their figures, and a production build refuses both", () => {
    const content = goodContent();
    content.authors = { file: "data/authors.yaml", data: { authors: [] } };
    content.caseStudies = [study("data/case-studies/a-draft.md", { client: "Acme", draft: true })];
    const reviews = (content.site.data as { reviews: Record<string, unknown> }).reviews;
    delete reviews.rating;
    delete reviews.count;
    const expected = ["data/case-studies: ", "data/site.yaml: reviews.rating"];
    expect(described(resultsPlaceholders(typedContent(content)))).toEqual(expected.map((e) => `warning ${e}`));
    expect(described(resultsPlaceholders(typedContent(content), true))).toEqual(expected.map((e) => `error ${e}`));
    expect(resultsPlaceholders(typedContent(content), true)[1]?.message).toMatch(/^leaves out rating, count: /);
  });

  it("asks nothing once a case study is published and the reviews have their address, rating and count", () => {
    const content = goodContent();
    content.authors = { file: "data/authors.yaml", data: { authors: [] } };
    content.caseStudies = [study("data/case-studies/acme.md", { client: "Acme" })];
    expect(resultsPlaceholders(typedContent(content), true)).toEqual([]);
  });
});
