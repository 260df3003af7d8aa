/**
 * What the build refuses of case studies, people and clients, with the exact messages an editor
 * reads: every one names the file and the field (or the line of the export).
 */
import { validateContent } from "../../project/validate";
import { formatProblem } from "../../content/problems";
import type { Content } from "../../content/files";
import { goodContent, staticRoutes } from "../../content/__tests__/fixtures/content";
import type { CaseStudyFile } from "../../content/files";

/** 28 days of a Search Console export from 2026-03-02, newest first, 10 clicks a day then 15 from 2026-03-16. */
function exportText(lines: string[] = []): string {
  const days = Array.from({ length: 28 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10);
    const clicks = i < 14 ? 10 : 15;
    return `${date},${clicks},400,${((clicks / 400) * 100).toFixed(2)}%,12.5`;
  });
  return ["Date,Clicks,Impressions,CTR,Position", ...days.reverse(), ...lines].join("\n");
}

const frontMatter = (): Record<string, unknown> => ({
  title: "A plumber found first",
  client: "A client",
  industry: "Trades",
  city: "Sydney",
  services: ["local-seo"],
  start: "2026-03-16",
  summary: "What we did for a plumber and what changed in the weeks after, for the tests.",
  consent: true,
});

function withStudy(
  edit: (data: Record<string, unknown>) => void = () => undefined,
  csv: string | null = exportText(),
): Content {
  const content = goodContent();
  const data = frontMatter();
  edit(data);
  const study: CaseStudyFile = {
    file: "data/case-studies/plumber.md",
    data,
    body: "The story.",
    ...(csv === null ? {} : { export: { file: "data/case-studies/plumber.csv", text: csv } }),
  };
  content.caseStudies = [study];
  (content.site.data as { ui: Record<string, unknown> }).ui.caseStudies = wording();
  return content;
}

/** The words the case studies' pages need (data/site.yaml ui.caseStudies), as the fixtures' site gives them. */
function wording(): Record<string, unknown> {
  return {
    indexHeading: "Case studies",
    indexIntro: "Results.",
    indexTitle: "Case studies",
    indexDescription: "Results of AI-driven SEO for Australian businesses, from their own data.",
    crumb: "Case studies",
    client: "Client",
    industry: "Industry",
    city: "City",
    started: "Started",
    services: "Services",
    clicks: "Clicks",
    impressions: "Impressions",
    startMark: "We started",
    change: "{weeks} weeks: {before} to {after} ({change})",
    source: "{client}, {from} to {to}",
    chartAlt: "{client}: {before} to {after} over {weeks} weeks",
    onService: "A client's results",
    cardChange: "{change} over {weeks} weeks",
    read: "Read it",
    all: "All case studies",
    cta: { heading: "Talk to us", intro: "We reply in a day.", label: "Get Started" },
  };
}

const messages = (content: Content) =>
  validateContent(content, { staticRoutes })
    .filter((p) => p.severity === "error")
    .map(formatProblem);

describe("case studies the build accepts", () => {
  it("accepts one with consent, an export covering its start and the wording of its pages", () => {
    expect(messages(withStudy())).toEqual([]);
  });
});

describe("case studies the build refuses", () => {
  it("without the client's consent", () => {
    expect(messages(withStudy((d) => delete d.consent))).toEqual(["data/case-studies/plumber.md: consent is required"]);
    expect(messages(withStudy((d) => (d.consent = false)))).toEqual([
      "data/case-studies/plumber.md: consent must be true: the site shows the client's name and results only with their written consent, kept on file",
    ]);
  });

  it("with a quote lacking a name", () => {
    expect(messages(withStudy((d) => (d.quote = { text: "They did well.", role: "Owner" })))).toEqual([
      "data/case-studies/plumber.md: quote.name is required",
    ]);
  });

  it("without its export, naming where it looked", () => {
    expect(messages(withStudy(undefined, null))).toEqual([
      "data/case-studies/plumber.md: searchConsole finds no Search Console export at data/case-studies/plumber.csv: add the client's Dates.csv there (Search Console → Performance → Export → Download CSV)",
    ]);
  });

  it("with an export that is not Search Console's Dates file, naming its line", () => {
    expect(messages(withStudy(undefined, "Top pages,Clicks,Impressions,CTR,Position\n/,1,2,50%,1\n"))).toEqual([
      'data/case-studies/plumber.csv: line 1 starts "Top pages,Clicks,Impressions,CTR,Position", not "Date,Clicks,Impressions,CTR,Position": use the Dates.csv file of a Search Console Performance export (Export → Download CSV)',
    ]);
    expect(messages(withStudy(undefined, exportText(["30/03/2026,1,2,50%,1"])))).toEqual([
      'data/case-studies/plumber.csv: line 30 has the date "30/03/2026", not a day written YYYY-MM-DD as Search Console writes it',
    ]);
  });

  it("with a start outside the export", () => {
    expect(messages(withStudy((d) => (d.start = "2026-06-01")))).toEqual([
      "data/case-studies/plumber.md: start 2026-06-01 is outside the Search Console data (2026-03-02 to 2026-03-29); the start must fall inside it, with data before it",
    ]);
  });

  it("naming a service that does not exist", () => {
    expect(messages(withStudy((d) => (d.services = ["local-seo", "drone-seo"])))).toEqual([
      'data/case-studies/plumber.md: services[1] "drone-seo" is not a service; use the slug of a file in data/services/',
    ]);
  });

  it("while data/site.yaml lacks the wording of their pages", () => {
    const content = withStudy();
    delete (content.site.data as { ui: Record<string, unknown> }).ui.caseStudies;
    expect(messages(content)).toEqual([
      "data/site.yaml: ui.caseStudies is required: data/case-studies/ has a case study, and its pages need their wording",
    ]);
  });
});

describe("people and clients the build refuses", () => {
  const withAuthor = (author: Record<string, unknown>) => {
    const content = goodContent();
    content.authors = {
      file: "data/authors.yaml",
      data: { authors: [{ key: "team", name: "The team", role: "Strategists", bio: "We write." }, author] },
    };
    return content;
  };
  const person = {
    key: "jane-citizen",
    name: "Jane Citizen",
    role: "Strategist",
    bio: "Jane directs the agents.",
    photo: "team/jane-citizen.jpg",
    photoAlt: "Jane at her desk",
    consent: true,
  };

  it("a person (an author with a photo) without a description of the photo, or without consent", () => {
    const { photoAlt: _alt, consent: _consent, ...bare } = person;
    expect(messages(withAuthor(bare))).toEqual([
      "data/authors.yaml: authors[1].photoAlt is required with a photo: describe what it shows, for screen readers",
      "data/authors.yaml: authors[1].consent must be true: the site shows a person's name and photo only with their written consent, kept on file",
    ]);
    // Once the entry is complete, the profile it makes needs its wording.
    expect(messages(withAuthor(person))).toEqual([
      "data/site.yaml: ui.team is required: data/authors.yaml has a person with a photo, and their profile needs its wording",
    ]);
  });

  it("a photo outside data/team/, or a LinkedIn address that is not a profile", () => {
    expect(
      messages(withAuthor({ ...person, photo: "/social/jane.jpg", linkedin: "https://example.com/jane" })),
    ).toEqual([
      "data/authors.yaml: authors[1].photo must be a file in data/team/ named in lower case, e.g. team/jane-citizen.jpg",
      "data/authors.yaml: authors[1].linkedin must be a LinkedIn profile's address, e.g. https://www.linkedin.com/in/jane-citizen/",
    ]);
  });

  it("a client's logo without consent", () => {
    const content = goodContent();
    content.clients = { file: "data/clients.yaml", data: { clients: [{ name: "Acme", logo: "clients/acme.svg" }] } };
    expect(messages(content)).toEqual(["data/clients.yaml: clients[0].consent is required"]);
  });
});
