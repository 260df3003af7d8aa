import path from "node:path";
import { breadcrumbs, professionalService, serviceSchema, serviceTrail } from "../structured-data";
import { inlineJson } from "../../page-scripts";
import robotsParser from "robots-parser";
import { siteRobotsTxt, sitemapExcludes, webManifest } from "../site-files";
import { parseProject, readYaml } from "../../project/load";

const root = path.resolve(__dirname, "../../../..");
const site = readYaml(root, "data/site.yaml").file.data as Parameters<typeof professionalService>[0] &
  Parameters<typeof serviceTrail>[0] & { shortName: string; crawlers?: { aiSearch: boolean; aiAnswers: boolean; aiTraining: boolean } };
const siteUrl = "https://www.example.com.au";

describe("structured data", () => {
  it("describes the agency as a ProfessionalService in Sydney serving Australia, with its hours", () => {
    const agency = professionalService(site, siteUrl);
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": "https://www.example.com.au/#organization",
      name: "Harbour AI SEO",
      url: "https://www.example.com.au/",
      logo: "https://www.example.com.au/icon-512.png",
      telephone: "+61255501234",
      address: { "@type": "PostalAddress", addressLocality: "Sydney", addressRegion: "NSW", postalCode: "2000", addressCountry: "AU" },
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
    const service = serviceSchema({ title: "Local SEO", description: "Be found nearby.", url: `${siteUrl}/services/local-seo/` }, site, siteUrl);
    expect(service).toMatchObject({ "@type": "Service", name: "Local SEO", provider: { "@id": `${siteUrl}/#organization` } });
    const trail = breadcrumbs(serviceTrail(site, { title: "Local SEO", slug: "local-seo" }), siteUrl);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services/` },
      { "@type": "ListItem", position: 3, name: "Local SEO", item: `${siteUrl}/services/local-seo/` },
    ]);
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
    expect(["GPTBot", "OAI-SearchBot", "Googlebot", "*"].map((agent) => shipped.isAllowed(`${siteUrl}/services/local-seo/`, agent))).toEqual([true, true, true, true]);
    expect(shipped.isAllowed(`${siteUrl}/api/contact`, "Googlebot")).toBe(false);
    expect(shipped.getSitemaps()).toEqual([`${siteUrl}/sitemap-index.xml`]);
    const noTraining = read(siteRobotsTxt({ ...site, crawlers: { aiSearch: true, aiAnswers: true, aiTraining: false } }, siteUrl));
    expect(["GPTBot", "ClaudeBot", "OAI-SearchBot", "Claude-User"].map((agent) => noTraining.isAllowed(`${siteUrl}/`, agent))).toEqual([false, false, true, true]);
  });

  it("the manifest names the site and its icons", () => {
    expect(webManifest(site)).toMatchObject({ name: "Harbour AI SEO", short_name: site.shortName, lang: "en-AU", start_url: "/" });
  });

  it("the sitemap leaves out the launch placeholder, the 404 page and old redirecting addresses", () => {
    const content = parseProject(root);
    expect(sitemapExcludes(content)).toEqual(expect.arrayContaining(["/home-launch/", "/404/", "/404.html", "/services/technical-seo/", "/services/content-strategy/"]));
    expect(sitemapExcludes(content)).not.toContain("/services/technical-seo-audits/");
  });
});
