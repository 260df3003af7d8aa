import path from "node:path";
import type { Service } from "schema-dts";
import {
  blogPosting,
  breadcrumbs,
  faqPage,
  pageGraph,
  professionalService,
  serviceId,
  serviceSchema,
  serviceTrail,
  webPageId,
} from "../structured-data";
import { inlineJson } from "../../build/inline-json";
import robotsParser from "robots-parser";
import { siteRobotsTxt, sitemapExcludes, webManifest } from "../site-files";
import { parseProject, readYaml } from "../../project/load";

const root = path.resolve(__dirname, "../../../..");
const site = readYaml(root, "data/site.yaml").file.data as Parameters<typeof professionalService>[0] &
  Parameters<typeof serviceTrail>[0] & {
    shortName: string;
    crawlers?: { aiSearch: boolean; aiAnswers: boolean; aiTraining: boolean };
  };
const siteUrl = "https://www.example.com.au";

describe("structured data", () => {
  it("describes the agency as a ProfessionalService in Sydney serving Australia, with its hours", () => {
    const graph = pageGraph(
      { url: `${siteUrl}/`, name: "Home", description: "The agency.", agencyInFull: true },
      site,
      siteUrl,
    );
    expect(graph["@context"]).toBe("https://schema.org");
    const agency = graph["@graph"].find((node) => typeof node === "object" && node["@type"] === "ProfessionalService");
    expect(agency).toEqual(professionalService(site, siteUrl));
    expect(agency).toMatchObject({
      "@type": "ProfessionalService",
      "@id": "https://www.example.com.au/#organization",
      name: "Harbour AI SEO",
      url: "https://www.example.com.au/",
      logo: "https://www.example.com.au/icon-512.png",
      telephone: "+61255501234",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Sydney",
        addressRegion: "NSW",
        postalCode: "2000",
        addressCountry: "AU",
      },
      areaServed: { "@type": "Country", name: "Australia" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
          opens: "09:00",
          closes: "18:00",
        },
      ],
    });
  });

  it("links each Service to the agency and numbers breadcrumbs from 1", () => {
    const service = serviceSchema(
      { title: "Local SEO", description: "Be found nearby.", url: `${siteUrl}/services/local-seo/` },
      site,
      siteUrl,
    );
    expect(service).toMatchObject({
      "@type": "Service",
      "@id": `${siteUrl}/services/local-seo/#service`,
      name: "Local SEO",
      serviceType: "Local SEO",
      provider: { "@id": `${siteUrl}/#organization` },
      areaServed: { "@type": "Country", name: "Australia" },
      mainEntityOfPage: { "@id": `${siteUrl}/services/local-seo/#webpage` },
    });
    const trail = breadcrumbs(serviceTrail(site, { title: "Local SEO", slug: "local-seo" }), siteUrl);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services/` },
      { "@type": "ListItem", position: 3, name: "Local SEO", item: `${siteUrl}/services/local-seo/` },
    ]);
  });

  it("links every page's WebPage to one WebSite and one agency by @id, and every @id it names is in its graph", () => {
    const url = `${siteUrl}/services/local-seo/`;
    const nodes = [
      serviceSchema({ title: "Local SEO", description: "Be found nearby.", url }, site, siteUrl),
      breadcrumbs(serviceTrail(site, { title: "Local SEO", slug: "local-seo" }), siteUrl),
    ];
    const graph = pageGraph(
      {
        url,
        name: "Local SEO",
        description: "Be found nearby.",
        dateModified: "2026-03-01T08:00:00Z",
        mainEntity: { "@id": serviceId(url) },
      },
      site,
      siteUrl,
      nodes,
    );
    const things = graph["@graph"].map((node) => node as Record<string, unknown>);
    expect(things.map((t) => t["@type"])).toEqual([
      "WebPage",
      "WebSite",
      "ProfessionalService",
      "Service",
      "BreadcrumbList",
    ]);
    expect(things[0]).toEqual({
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: "Local SEO",
      description: "Be found nearby.",
      inLanguage: "en-AU",
      isPartOf: { "@id": `${siteUrl}/#website` },
      publisher: { "@id": `${siteUrl}/#organization` },
      dateModified: "2026-03-01T08:00:00Z",
      breadcrumb: { "@id": `${url}#breadcrumb` },
      mainEntity: { "@id": `${url}#service` },
    });
    expect(things[1]).toMatchObject({
      "@id": `${siteUrl}/#website`,
      url: `${siteUrl}/`,
      publisher: { "@id": `${siteUrl}/#organization` },
    });
    // Elsewhere than home and contact, the agency by name only, under the same @id.
    expect(things[2]).toEqual({
      "@type": "ProfessionalService",
      "@id": `${siteUrl}/#organization`,
      name: "Harbour AI SEO",
      url: `${siteUrl}/`,
    });
    // Every reference ({"@id"} alone) names a node of this graph.
    const ids = new Set(things.map((t) => t["@id"]));
    const references: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") {
        const keys = Object.keys(value);
        if (keys.length === 1 && keys[0] === "@id") references.push((value as { "@id": string })["@id"]);
        else Object.values(value).forEach(visit);
      }
    };
    visit(graph);
    expect(references.length).toBeGreaterThanOrEqual(6);
    expect(references.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("leaves a page's date out when it is unknown, rather than guessing", () => {
    const [page] = pageGraph(
      { url: `${siteUrl}/about/`, name: "About", description: "Us.", dateModified: undefined },
      site,
      siteUrl,
    )["@graph"];
    expect(page).not.toHaveProperty("dateModified");
  });

  it("gives the agency the profiles data/site.yaml lists as sameAs, and none while the list is empty", () => {
    expect(professionalService({ ...site, sameAs: [] }, siteUrl)).not.toHaveProperty("sameAs");
    const profiles = ["https://www.linkedin.com/company/example/"];
    expect(professionalService({ ...site, sameAs: profiles }, siteUrl)).toMatchObject({ sameAs: profiles });
    const graph = pageGraph(
      { url: `${siteUrl}/about/`, name: "About", description: "Us." },
      { ...site, sameAs: profiles },
      siteUrl,
    );
    expect(graph["@graph"][2]).toMatchObject({ "@id": `${siteUrl}/#organization`, sameAs: profiles });
  });

  it("keeps an article's BlogPosting with its author, its dates the editor's, the main entity of its page", () => {
    const url = `${siteUrl}/insights/one/`;
    const posting = blogPosting(
      {
        title: "One",
        description: "First.",
        date: "2026-01-01",
        updated: "2026-03-01",
        authorName: "Jane",
        url,
        image: `${url}card.png`,
      },
      site,
      siteUrl,
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      datePublished: "2026-01-01",
      dateModified: "2026-03-01",
      author: { "@type": "Person", name: "Jane" },
      mainEntityOfPage: { "@id": webPageId(url) },
    });
  });

  it("marks a page's questions up as an FAQPage of Questions with their accepted Answers, and nothing without questions", () => {
    const url = `${siteUrl}/services/local-seo/`;
    const faq = faqPage(
      [
        { question: "How long until results?", answer: "Most clients see movement in three months." },
        { question: "Is there a lock-in?", answer: "No: month to month." },
      ],
      url,
    );
    expect(faq).toEqual({
      "@type": "FAQPage",
      "@id": `${url}#faq`,
      url,
      isPartOf: { "@id": `${url}#webpage` },
      mainEntity: [
        {
          "@type": "Question",
          name: "How long until results?",
          acceptedAnswer: { "@type": "Answer", text: "Most clients see movement in three months." },
        },
        {
          "@type": "Question",
          name: "Is there a lock-in?",
          acceptedAnswer: { "@type": "Answer", text: "No: month to month." },
        },
      ],
    });
    expect(faqPage([], url)).toBeUndefined();
    const graph = pageGraph({ url, name: "Local SEO", description: "Be found nearby." }, site, siteUrl, [
      faqPage([], url),
    ]);
    expect(graph["@graph"]).toHaveLength(3);
  });

  it("is typed: a misspelt property or a wrong type is a compile error (npm run typecheck)", () => {
    // @ts-expect-error `provder` is no property of a Service.
    const misspelt: Service = { "@type": "Service", name: "Local SEO", provder: { "@id": `${siteUrl}/#organization` } };
    // @ts-expect-error `Servise` is no schema.org type.
    const wrongType: Service = { "@type": "Servise", name: "Local SEO" };
    expect([misspelt, wrongType]).toHaveLength(2);
  });

  it("cannot be broken out of its script tag by content", () => {
    const text = inlineJson({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("site files", () => {
  it("robots.txt follows data/site.yaml's crawler choices: everything but the API and the CMS as shipped, training crawlers refused when the agency says no", () => {
    const read = (text: string) => robotsParser(`${siteUrl}/robots.txt`, text);
    const shipped = read(siteRobotsTxt(site, siteUrl));
    expect(
      ["GPTBot", "OAI-SearchBot", "Googlebot", "*"].map((agent) =>
        shipped.isAllowed(`${siteUrl}/services/local-seo/`, agent),
      ),
    ).toEqual([true, true, true, true]);
    expect(shipped.isAllowed(`${siteUrl}/api/contact`, "Googlebot")).toBe(false);
    expect(shipped.getSitemaps()).toEqual([`${siteUrl}/sitemap-index.xml`]);
    const noTraining = read(
      siteRobotsTxt({ ...site, crawlers: { aiSearch: true, aiAnswers: true, aiTraining: false } }, siteUrl),
    );
    expect(
      ["GPTBot", "ClaudeBot", "OAI-SearchBot", "Claude-User"].map((agent) =>
        noTraining.isAllowed(`${siteUrl}/`, agent),
      ),
    ).toEqual([false, false, true, true]);
  });

  it("the manifest names the site and its icons", () => {
    expect(webManifest(site)).toMatchObject({
      name: "Harbour AI SEO",
      short_name: site.shortName,
      lang: "en-AU",
      start_url: "/",
    });
  });

  it("the sitemap leaves out the launch placeholder, the 404 page and old redirecting addresses", () => {
    const content = parseProject(root);
    expect(sitemapExcludes(content)).toEqual(
      expect.arrayContaining([
        "/home-launch/",
        "/404/",
        "/404.html",
        "/services/technical-seo/",
        "/services/content-strategy/",
      ]),
    );
    expect(sitemapExcludes(content)).not.toContain("/services/technical-seo-audits/");
  });
});
