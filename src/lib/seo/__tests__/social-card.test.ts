import path from "node:path";
import { contentSnapshot } from "../../project/load";
import { parseContent } from "../../project/parse";
import { cardPath, fit, pageCards, socialImageFor } from "../social-card";

const root = path.resolve(__dirname, "../../../..");
const { content: raw } = contentSnapshot(root);
const content = parseContent(raw);

describe("social cards", () => {
  it("are one per indexable page, at an address of their own, none for a page hidden from search or the 404 page", () => {
    const cards = pageCards(content, "https://www.harbouraiseo.com.au");
    const routes = cards.map((c) => c.route);
    expect(routes).toEqual(
      expect.arrayContaining(["/", "/about/", "/privacy/", "/services/local-seo/", "/services/traditional-seo/"]),
    );
    expect(routes).not.toContain("/home-launch/");
    expect(routes).not.toContain("/404/");
    expect(new Set(cards.map((c) => cardPath(c.route))).size).toBe(cards.length);
    expect(cardPath("/")).toBe("/social/cards/home.png");
    expect(cardPath("/services/local-seo/")).toBe("/social/cards/services-local-seo.png");
  });

  it("show the page's own data: the service's name, its main heading with figures filled, its search description, the brand", () => {
    const cards = pageCards(content, "https://www.harbouraiseo.com.au");
    expect(cards.find((c) => c.route === "/services/local-seo/")?.text).toEqual({
      kicker: "Local SEO",
      title: "Be the business locals find first",
      line: expect.stringMatching(/^AI-driven local SEO/) as string,
      brand: "Harbour AI SEO",
      domain: "harbouraiseo.com.au",
      footnote: "Serving businesses across Australia",
    });
    expect(cards.find((c) => c.route === "/")?.text.title).toBe("Be found on Google and in AI answers");
  });

  it("give way to an image an editor sets by hand, and leave a hidden page the site's default", () => {
    expect(socialImageFor({ path: "/about", seo: { image: "/social/team.png" } }, "/social/default.png")).toBe(
      "/social/team.png",
    );
    expect(socialImageFor({ path: "/home-launch", seo: {}, noindex: true }, "/social/default.png")).toBe(
      "/social/default.png",
    );
    expect(socialImageFor({ path: "/about", seo: { image: null } }, "/social/default.png")).toBe(
      "/social/cards/about.png",
    );
    const edited = structuredClone(raw);
    const about = edited.pages.find((p) => p.file === "data/pages/about.yaml");
    (about?.data as { seo: { image?: string } }).seo.image = "/social/default.png";
    expect(pageCards(parseContent(edited), "https://www.harbouraiseo.com.au").map((c) => c.route)).not.toContain(
      "/about/",
    );
  });

  it("cut long text at a word, with an ellipsis", () => {
    expect(fit("Short enough", 20)).toBe("Short enough");
    expect(fit("Search changes weekly and retainers cannot keep up with it", 30)).toBe("Search changes weekly and…");
  });
});
