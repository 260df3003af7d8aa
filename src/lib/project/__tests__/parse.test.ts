/**
 * data/ parsed once into typed objects (parse.ts): what Gatsby's nodes, the post-build steps, the
 * CMS preview and the test stand-in of Gatsby read.
 */
import path from "node:path";
import { parseSection, readEntry, readField, textsIn, type ParsedContent, type Section } from "../../content/parse";
import { pageSchema, serviceSchema, siteSchema } from "../../content/schema";
import { parseContent } from "../parse";
import { contentSnapshot } from "../load";
import { goodContent } from "../../content/__tests__/fixtures/content";

const root = path.resolve(__dirname, "../../../..");
const parsed = parseContent(contentSnapshot(root).content);

/** A field the contact form's choices depend on: renaming it in the schema fails the type check here, as wherever it is read. */
type ContactFormSection = Extract<Section, { type: "contactForm" }>;
const otherInterests = (content: ParsedContent) =>
  content.pages
    .flatMap((p) => p.data.sections)
    .flatMap((s) => (s.type === "contactForm" ? ((s satisfies ContactFormSection).form.otherInterests ?? []) : []));

describe("parseContent", () => {
  it("reads every file of data/ into its type, with its route", () => {
    expect(parsed.pages.map((p) => p.route)).toEqual(
      expect.arrayContaining(["/", "/about", "/contact", "/services", "/404"]),
    );
    expect(parsed.services).toHaveLength(10);
    expect(parsed.services.find((s) => s.data.slug === "local-seo")?.route).toBe("/services/local-seo/");
    expect(parsed.authorsByKey.get("harbour-team")?.name).toMatch(/\S/);
    expect(parsed.articles.every((a) => a.route === `/insights/${a.slug}/`)).toBe(true);
    expect(otherInterests(parsed).length).toBeGreaterThan(0);
  });

  it("fills figures where the schema marks copy", () => {
    const home = parsed.pages.find((p) => p.route === "/");
    expect(JSON.stringify(home?.data.sections)).not.toContain("{{");
    const figures = new Map([["tenX", "10x"]]);
    expect(parseSection({ type: "text", heading: "Up to {{tenX}}", body: "Some text." }, figures)).toMatchObject({
      heading: "Up to 10x",
    });
    expect(parseSection({ type: "text", heading: "No body" }, figures)).toBeUndefined();
  });

  it("gives each service's card by slug, as service cards and related services show it", () => {
    expect(parsed.cards.get("local-seo")).toEqual({
      slug: "local-seo",
      title: expect.stringMatching(/Local SEO/) as string,
      description: expect.any(String) as string,
      summary: expect.any(String) as string,
      aiFeature: expect.any(String) as string,
      icon: expect.any(String) as string,
    });
  });

  it("leaves out a page that does not parse (validation has named why), but never the site", () => {
    const content = goodContent();
    const about = content.pages.find((p) => p.file === "data/pages/about.yaml");
    if (about) about.data = { path: "/about" };
    expect(parseContent(content).pages.map((p) => p.file)).not.toContain("data/pages/about.yaml");
    expect(() => parseContent({ ...content, site: { file: "data/site.yaml", data: { name: 1 } } })).toThrow(
      "data/site.yaml does not parse",
    );
  });

  it("reads what it can of an entry being edited, whatever else is wrong with it", () => {
    expect(readEntry({ path: 7, sections: [{ type: "hero" }], seo: { title: "T" } })).toMatchObject({
      path: undefined,
      sections: [{ type: "hero" }],
      related: [],
      seo: { title: "T" },
    });
    expect(readEntry(null)).toEqual({ sections: [], related: [], seo: {} });
  });
});

describe("reading a file the content rules check, whatever else it gets wrong", () => {
  const page = {
    path: "/about",
    seo: { title: 1 },
    sections: [
      {
        type: "hero",
        heading: "About {{retainer}}",
        actions: [
          { label: "Call", to: "/contact#form" },
          { label: "Plan", external: "strategy-builder" },
        ],
      },
      { type: "serviceCards", services: ["local-seo"], unknownField: { to: "/ignored" } },
      { type: "noSuchType", to: "/ignored" },
    ],
  };

  it("finds each text where the schema puts it: links, external links, service references and copy, by what the field means, not its name", () => {
    const texts = textsIn(pageSchema, page);
    const where = (test: (t: (typeof texts)[number]) => boolean) =>
      texts.filter(test).map((t) => [t.path.join("."), t.text]);
    expect(where((t) => t.meta.link === "internal")).toEqual([["sections.0.actions.0.to", "/contact#form"]]);
    expect(where((t) => t.meta.link === "external")).toEqual([["sections.0.actions.1.external", "strategy-builder"]]);
    expect(where((t) => t.ref?.collection === "services")).toEqual([["sections.1.services.0", "local-seo"]]);
    expect(where((t) => t.figures)).toContainEqual(["sections.0.heading", "About {{retainer}}"]);
    expect(where((t) => t.figures)).not.toContainEqual(["path", "/about"]);
    // The page's own path is an address, not a link (it is in no list above); fields and types the schema does not know are passed over.
    expect(JSON.stringify(texts)).not.toContain("/ignored");
  });

  it("passes over what the caller skips (a menu entry shown but not clickable)", () => {
    const site = {
      header: {
        nav: [
          { label: "Old", to: "/old", disabled: true },
          { label: "Contact", to: "/contact" },
        ],
      },
    };
    expect(
      textsIn(siteSchema, site, (o) => o.disabled === true)
        .filter((t) => t.meta.link === "internal")
        .map((t) => t.text),
    ).toEqual(["/contact"]);
  });

  it("reads one field typed, undefined when it is missing or wrong", () => {
    expect(readField(pageSchema, "path", page)).toBe("/about");
    expect(readField(pageSchema, "seo", page)).toBeUndefined();
    expect(readField(serviceSchema, "related", { related: ["a", "b"] })).toEqual(["a", "b"]);
    expect(readField(serviceSchema, "related", { related: ["a", 2] })).toBeUndefined();
    expect(readField(serviceSchema, "slug", "not a file")).toBeUndefined();
  });
});
