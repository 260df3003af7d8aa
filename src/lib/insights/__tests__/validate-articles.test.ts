import { validateContent, validateFile, type ArticleFile, type Content } from "../../project/validate";
import { formatProblem } from "../../content/problems";
import { parseArticle } from "../markdown";
import { goodContent, staticRoutes } from "../../content/__tests__/fixtures/content";

const WORDING = {
  indexHeading: "Insights",
  indexIntro: "Guides.",
  indexTitle: "Insights | Agency",
  indexDescription: "Practical guides to SEO for Australian businesses, written by our strategists.",
  crumb: "Insights",
  by: "By",
  published: "Published",
  updated: "Updated",
  readingTime: "{minutes} min read",
  contents: "On this page",
  about: "Services",
  more: "More",
  aboutAuthor: "About the author",
  onService: "Insights",
  pagination: "Pages",
  newer: "Newer",
  older: "Older",
  page: "Page {page}",
  feed: "Feed",
  cta: { heading: "Talk to us", intro: "We reply.", label: "Get Started" },
};

const front = (fields: Record<string, unknown>) => ({
  title: "Local SEO for plumbers",
  description: "How a plumbing business in Australia shows up in local search, step by step.",
  date: "2026-11-02",
  author: "team",
  services: ["local-seo"],
  ...fields,
});

function article(
  file: string,
  fields: Record<string, unknown> = {},
  body = "Some words. [Call us](/contact/).",
): ArticleFile {
  return { file, data: front(fields), body };
}

/** The fixture site with the Insights wording, a footer link to /insights, one author and `articles`. */
function withArticles(articles: ArticleFile[]): Content {
  const content = goodContent();
  const site = content.site.data as {
    ui: Record<string, unknown>;
    footer: { columns: Array<{ links: Array<{ label: string; to: string }> }> };
  };
  site.ui.insights = WORDING;
  site.footer.columns[0]?.links.push({ label: "Insights", to: "/insights" });
  return {
    ...content,
    authors: {
      file: "data/authors.yaml",
      data: { authors: [{ key: "team", name: "The team", role: "Strategists", bio: "We write." }] },
    },
    articles,
  };
}

/** The build's messages of one severity, but the byline placeholder (the fixture's author has no photo; placeholders.test.ts covers it). */
const messages = (content: Content, severity: "error" | "warning" = "error", includeDrafts = false) =>
  validateContent(content, { staticRoutes, includeDrafts })
    .filter((p) => p.severity === severity && !(p.path === "author" && p.message.includes("has no photo")))
    .map(formatProblem);

describe("articles in data/insights/", () => {
  it("accepts good articles, with links in both forms (/x and /x/) and to each other", () => {
    const content = withArticles([
      article(
        "data/insights/one.md",
        {},
        "[Contact](/contact) and [again](/contact/), [local](/services/local-seo/), [two](/insights/two/), [all](/insights/).",
      ),
      article("data/insights/two.md", { date: "2026-11-03", updated: "2026-11-20" }),
    ]);
    expect(messages(content)).toEqual([]);
    expect(messages(content, "warning").filter((m) => m.includes("insights"))).toEqual([]);
  });

  it("names the file and field of an unknown service", () => {
    expect(messages(withArticles([article("data/insights/one.md", { services: ["local-seo", "plumbing"] })]))).toEqual([
      'data/insights/one.md: services[1] "plumbing" is not a service; use the slug of a file in data/services/',
    ]);
  });

  it("names the file and field of an unknown author, listing the authors there are", () => {
    expect(messages(withArticles([article("data/insights/one.md", { author: "jane" })]))).toEqual([
      'data/insights/one.md: author "jane" is not an author in data/authors.yaml; add them there or use one of: team',
    ]);
  });

  it.each([["title"], ["description"], ["date"]])("names the file of a missing %s", (field) => {
    const broken = article("data/insights/one.md");
    const { [field]: _missing, ...rest } = broken.data as Record<string, unknown>;
    broken.data = rest;
    expect(messages(withArticles([broken]))).toEqual([`data/insights/one.md: ${field} is required`]);
  });

  it("refuses a date that is not a date", () => {
    expect(messages(withArticles([article("data/insights/one.md", { date: "2 November" })]))).toEqual([
      'data/insights/one.md: date must be a date written YYYY-MM-DD, e.g. "2026-11-16"',
    ]);
    expect(messages(withArticles([article("data/insights/one.md", { updated: "2026-02-30" })]))).toEqual([
      "data/insights/one.md: updated is not a real date",
    ]);
  });

  it("reads an unquoted YAML date as the day written", () => {
    const { data } = parseArticle("---\ndate: 2026-11-02\n---\nBody", "x.md");
    expect(data).toEqual({ date: "2026-11-02" });
  });

  it("refuses two articles with one slug", () => {
    expect(messages(withArticles([article("data/insights/one.md"), article("data/insights/2026/one.md")]))).toEqual([
      'data/insights/2026/one.md: has the slug "one" (its file name), which data/insights/one.md already has; every article needs its own file name',
    ]);
  });

  it("names the file, line and link of an internal link to a route that does not exist", () => {
    const body = "First line.\n\nSee [our plans](/pricing/) and [code](`/x`).\n\n```\n[not a link](/nowhere)\n```\n";
    expect(messages(withArticles([article("data/insights/one.md", {}, body)]))).toEqual([
      'data/insights/one.md: body (line 3) links to "/pricing/", which is not a page',
    ]);
  });

  it("names an image without alt text", () => {
    const body = "Intro.\n\n![](/images/chart.png)\n\n![A map of Sydney](/images/map.png)\n";
    expect(messages(withArticles([article("data/insights/one.md", {}, body)]))).toEqual([
      'data/insights/one.md: body (line 3) the image "/images/chart.png" has no alt text; describe what it shows between the brackets: ![what it shows](/images/chart.png)',
    ]);
  });

  it("leaves a draft out of the build: a link to it stops the build, unless drafts are shown (gatsby develop)", () => {
    const content = withArticles([
      article("data/insights/one.md", {}, "[Soon](/insights/two/)"),
      article("data/insights/two.md", { draft: true }),
    ]);
    expect(messages(content)).toEqual([
      'data/insights/one.md: body (line 1) links to "/insights/two/", a draft the live site leaves out; publish it first or remove the link',
    ]);
    expect(messages(content, "error", true)).toEqual([]);
  });

  it("needs the Insights wording once there are articles", () => {
    const content = withArticles([article("data/insights/one.md")]);
    delete (content.site.data as { ui: Record<string, unknown> }).ui.insights;
    expect(messages(content)).toContain(
      "data/site.yaml: ui.insights is required: data/insights/ has articles, and /insights/ needs its wording",
    );
  });

  it("warns about articles no link reaches when the footer does not link /insights/", () => {
    const content = withArticles([article("data/insights/one.md")]);
    const site = content.site.data as { footer: { columns: Array<{ links: Array<{ to: string }> }> } };
    site.footer.columns[0]?.links.pop();
    expect(messages(content, "warning").filter((m) => m.includes("insights"))).toEqual([
      "data/insights/one.md: no link on the site reaches /insights/one; search engines may never find it. Link it from /insights/, which data/site.yaml's footer links to (footer.columns)",
    ]);
  });

  it("checks a file on its own before the CMS saves it, without the body's links", () => {
    expect(
      validateFile("article", { file: "data/insights/one.md", data: front({ title: undefined }) }).map(formatProblem),
    ).toEqual(["data/insights/one.md: title is required"]);
    expect(
      validateFile("authors", {
        file: "data/authors.yaml",
        data: {
          authors: [
            { key: "a", name: "A", role: "R", bio: "B" },
            { key: "a", name: "B", role: "R", bio: "B" },
          ],
        },
      }).map(formatProblem),
    ).toEqual(['data/authors.yaml: authors[1].key "a" is already the key of authors[0]; every author needs their own']);
  });
});
