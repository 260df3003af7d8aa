import path from "node:path";
import { contentSnapshot } from "../../lib/project/load";
import {
  describeProblems,
  previewOf,
  routeOf,
  saveProblems,
  siteContent,
  type PreviewSection,
  type SectionData,
} from "../preview-data";
import { sectionSchemaFor, type SectionType } from "../../lib/content/schema";
import type { SectionOf } from "../../lib/content/section-data";
import type { ContentFile } from "../../lib/content/problems";

const root = path.resolve(__dirname, "../../..");
const snapshot = contentSnapshot(root);

type Data = Record<string, unknown> & { sections: Array<Record<string, unknown>> };
const clone = (file: ContentFile): { file: string; data: Data } => ({
  file: file.file,
  data: structuredClone(file.data) as Data,
});
const fileNamed = (files: ContentFile[], name: string) => {
  const found = files.find((f) => f.file === name);
  if (!found) throw new Error(`${name} is not in the snapshot`);
  return clone(found);
};
const home = () => fileNamed(snapshot.content.pages, "data/pages/home.yaml");
const localSeo = () => fileNamed(snapshot.content.services, "data/services/local-seo.yaml");
const voiceSeo = () => fileNamed(snapshot.content.services, "data/services/ai-voice-search-optimization.yaml");
const shown = (sections: PreviewSection[]) => sections.flatMap((s) => (s.ok ? [s.section] : []));
const ofType =
  <K extends SectionType>(type: K) =>
  (section: SectionData): section is SectionOf<K> =>
    section.type === type;

describe("the CMS's content snapshot", () => {
  it("holds every file in data/ and every route of src/pages", () => {
    expect(snapshot.content.site.file).toBe("data/site.yaml");
    expect(snapshot.content.pages.map((p) => p.file)).toContain("data/pages/home.yaml");
    expect(snapshot.content.services).toHaveLength(10);
    expect(snapshot.staticRoutes).toEqual(expect.arrayContaining(["/", "/about", "/contact", "/services"]));
  });
});

describe("the preview of an entry", () => {
  it("shows the published content as it is: no problems, every section, at the page's route", () => {
    const preview = previewOf("page", home(), snapshot);
    expect(preview.problems).toEqual([]);
    expect(preview.path).toBe("/");
    expect(preview.sections.map((s) => s.ok && s.section.type)).toEqual([
      "hero",
      "clientLogos",
      "steps",
      "caseStudies",
      "teamMembers",
      "offerTable",
      "faq",
      "serviceCards",
      "siteFacts",
      "latestArticles",
      "callToAction",
    ]);
  });

  it("gives the components what GraphQL gives them: figures filled in, every field present, services resolved", () => {
    const service = previewOf("service", localSeo(), snapshot);
    expect(service.path).toBe("/services/local-seo");
    const sections = shown(service.sections);
    expect(JSON.stringify(sections)).not.toContain("{{");
    // local-seo.yaml's questions write "{{retainer}}"; data/site.yaml's worked example gives $5,000.
    expect(JSON.stringify(sections)).toContain("what a $5,000 monthly budget buys");
    // Each section has every field of its own type (SectionHero's, SectionStats'), and the type's name, as PageSections gives them.
    for (const section of sections) {
      expect(Object.keys(section).sort()).toEqual(
        [...Object.keys(sectionSchemaFor(section.type)?.shape ?? {}), "__typename"].sort(),
      );
      expect(section.__typename).toBe(`Section${section.type.charAt(0).toUpperCase()}${section.type.slice(1)}`);
    }

    const page = home();
    const cards = shown(previewOf("page", page, snapshot).sections).find(ofType("serviceCards"));
    const slugs = page.data.sections.find((s) => s.type === "serviceCards")?.services;
    expect(slugs).toEqual(expect.arrayContaining(["ai-driven-seo", "local-seo"]));
    expect(cards?.services.map((s) => s.slug)).toEqual(slugs);
    expect(cards?.services[2]).toMatchObject({
      slug: "local-seo",
      title: expect.stringMatching(/Local SEO/) as string,
      icon: expect.any(String) as string,
    });
  });

  it("ends a service with its related services' cards, before its closing call, as the site does", () => {
    const service = localSeo();
    const types = shown(previewOf("service", service, snapshot).sections).map((s) => s.type);
    expect(types.slice(-2)).toEqual(["serviceCards", "callToAction"]);
    const related = shown(previewOf("service", service, snapshot).sections)
      .filter(ofType("serviceCards"))
      .find((s) => s.id === "related-services");
    expect(related?.heading).toBe("Related services");
    expect(related?.services.map((s) => s.slug)).toEqual(service.data.related);
    service.data.related = ["ecommerce-seo", "technical-seo-audits"];
    expect(
      shown(previewOf("service", service, snapshot).sections)
        .filter(ofType("serviceCards"))
        .find((s) => s.id === "related-services")
        ?.services.map((s) => s.title),
    ).toEqual(["E-commerce SEO", "Technical SEO Audits"]);
  });

  it("shows an edit as it is typed", () => {
    const page = home();
    page.data.sections[0] = { ...page.data.sections[0], heading: "A brand new heading" };
    expect(shown(previewOf("page", page, snapshot).sections)[0]?.heading).toBe("A brand new heading");
  });

  it("holds back a section the build would refuse, with its problems, and still shows the others", () => {
    const page = home();
    const at = page.data.sections.findIndex((s) => s.type === "steps");
    const { items: _dropped, ...withoutItems } = page.data.sections[at] ?? {};
    page.data.sections[at] = withoutItems;
    const preview = previewOf("page", page, snapshot);
    const held = preview.sections[at];
    expect(held).toMatchObject({ ok: false, type: "steps" });
    expect(held?.ok === false && describeProblems(held.problems)).toEqual([`sections[${at}].items is required`]);
    expect(preview.sections.filter((s) => s.ok)).toHaveLength(preview.sections.length - 1);
    expect(describeProblems(preview.problems)).toEqual([`sections[${at}].items is required`]);
  });

  it("reports what depends on other files too: a link to no page, an unknown service, an unknown figure", () => {
    const page = home();
    page.data.sections[0] = {
      ...page.data.sections[0],
      intro: "Up to {{tenX}} more",
      actions: [{ label: "Go", to: "/nowhere" }],
    };
    const at = page.data.sections.findIndex((s) => s.type === "serviceCards");
    const cards = page.data.sections[at];
    if (cards) cards.services = ["local-seo", "not-a-service"];
    const preview = previewOf("page", page, snapshot);
    expect(describeProblems(preview.problems)).toEqual([
      'sections[0].actions[0].to "/nowhere" is not a page',
      'sections[0].intro uses "{{tenX}}", which is not in figures in data/site.yaml; add it there or fix the name',
      `sections[${at}].services[1] "not-a-service" is not a service; use the slug of a file in data/services/`,
    ]);
    // Still shown: each section is complete in itself.
    expect(preview.sections.every((s) => s.ok)).toBe(true);
    expect(
      shown(preview.sections)
        .filter(ofType("serviceCards"))[0]
        ?.services.map((s) => s.slug),
    ).toEqual(["local-seo"]);
  });

  it("previews a new service before it is saved, at the route its slug gives it", () => {
    const draft = voiceSeo();
    draft.data.slug = "drone-seo";
    // A copy's contact form value is its original's; a new service sends its own slug.
    delete (draft.data as { formValue?: string }).formValue;
    // A copy keeps the hero picture and the comparison of the service it was copied from, which the build refuses.
    const copied = previewOf("service", { file: "data/services/drone-seo.yaml", data: draft.data }, snapshot);
    const at = draft.data.sections.findIndex((s) => s.type === "comparison");
    const comparison = draft.data.sections[at] as { columns: Array<{ points: string[] }> } | undefined;
    const repeated = (comparison?.columns ?? []).flatMap((column, c) =>
      column.points.map(
        (point, p) =>
          `sections[${at}].columns[${c}].points[${p}] "${point}" is also a comparison line of data/services/ai-voice-search-optimization.yaml (sections[${at}].columns[${c}].points[${p}]); say what is specific to this page, in its own words`,
      ),
    );
    expect(repeated.length).toBeGreaterThan(0);
    expect(describeProblems(copied.problems.filter((p) => p.severity === "error"))).toEqual([
      "sections[0].visual is the same picture as data/services/ai-voice-search-optimization.yaml's hero; give each service a picture of its own (another kind, or other content)",
      ...repeated,
    ]);
    const hero = draft.data.sections[0];
    if (hero) delete hero.visual;
    draft.data.sections.splice(at, 1);
    // The price and term data/ leaves to the agency: warned about while left out (below), so given here, a test's own.
    const offer = draft.data.sections.find((section) => section.type === "offer");
    if (!offer) throw new Error("AI & Voice Search has an offer");
    const priceless = previewOf(
      "service",
      { file: "data/services/drone-seo.yaml", data: structuredClone(draft.data) },
      snapshot,
    );
    Object.assign(offer, { price: 1234, minimumMonths: 0 });
    const preview = previewOf("service", { file: "data/services/drone-seo.yaml", data: draft.data }, snapshot);
    expect(preview.path).toBe("/services/drone-seo");
    // Nothing stops it; the editor is told that no page links to it yet.
    expect(preview.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(preview.problems.map((p) => p.message)).toEqual([
      "no link on the site reaches /services/drone-seo; search engines may never find it. Link it from data/pages/services.yaml (its service cards) or a related service",
    ]);
    // Without them, the editor is told which price and term the agency still has to set; nothing stops the preview.
    expect(
      priceless.problems.filter(
        (p) => p.severity === "warning" && /^sections\[\d+\]\.(price|minimumMonths)$/.test(p.path),
      ).length,
    ).toBe(2);
    expect(priceless.problems.filter((p) => p.severity === "error")).toEqual([]);
  });

  it("shows how search results list the page, and says when it is hidden from them", () => {
    expect(previewOf("page", home(), snapshot).search).toMatchObject({
      title: expect.stringMatching(/\S/) as string,
      hidden: false,
    });
    const launch = fileNamed(snapshot.content.pages, "data/pages/home-launch.yaml");
    expect(previewOf("page", launch, snapshot).search?.hidden).toBe(true);
    delete (launch.data.seo as Record<string, unknown>).title;
    expect(previewOf("page", launch, snapshot).search).toBeNull();
  });

  it("knows where each kind of file is published", () => {
    expect(routeOf("service", { slug: "local-seo" })).toBe("/services/local-seo");
    expect(routeOf("service", {})).toBe("/services");
    expect(routeOf("page", { path: "/about" })).toBe("/about");
    expect(routeOf("page", null)).toBe("/");
  });

  it("gives the layout data/site.yaml with its figures filled in", () => {
    const site = siteContent(snapshot);
    expect(site.header.nav.length).toBeGreaterThan(0);
    expect(JSON.stringify(site)).not.toContain("{{");
  });
});

describe("the check before a save", () => {
  it("refuses what is wrong in the file itself, naming the field and the fix", () => {
    const page = home();
    const added = page.data.sections.length;
    const first = page.data.sections.findIndex((s) => typeof s.heading === "string" && s.type !== "hero");
    page.data.sections.push({ type: "checklist", heading: page.data.sections[first]?.heading, points: [] });
    expect(describeProblems(saveProblems("page", page))).toEqual([
      `sections[${added}].points needs at least 1 entries`,
      `sections[${added}].heading "${String(page.data.sections[first]?.heading)}" is already the heading of sections[${first}]; headings must be unique on a page`,
    ]);
    expect(
      describeProblems(saveProblems("service", { file: "data/services/x.yaml", data: { slug: "Bad Slug" } })),
    ).toEqual(
      expect.arrayContaining([
        "slug must be lower-case words joined by hyphens, e.g. local-seo",
        "title is required",
        "sections is required",
      ]),
    );
  });

  it("lets through what only other files decide, which the published snapshot may not know yet", () => {
    const page = home();
    const cards = page.data.sections.find((s) => s.type === "serviceCards");
    if (cards) cards.services = ["a-service-added-today"];
    page.data.sections[0] = { ...page.data.sections[0], intro: "{{aFigureAddedToday}}" };
    expect(saveProblems("page", page)).toEqual([]);
  });

  it("accepts every file as published", () => {
    const { site, pages, services } = snapshot.content;
    expect(saveProblems("site", site)).toEqual([]);
    for (const page of pages) expect(saveProblems("page", page)).toEqual([]);
    for (const service of services) expect(saveProblems("service", service)).toEqual([]);
  });
});
