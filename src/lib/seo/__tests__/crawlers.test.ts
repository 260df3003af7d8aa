import robotsParser from "robots-parser";
import { CRAWLERS, OPEN_POLICY, robotsTxt, type CrawlerPolicy } from "../../content/crawlers";

const siteUrl = "https://www.example.com.au";
const PAGE = `${siteUrl}/services/local-seo/`;
const PRIVATE = [`${siteUrl}/api/contact`, `${siteUrl}/admin/`];

/** robots.txt as a crawler reads it: through robots-parser (the parser Lighthouse uses), never a regex. */
const read = (policy: CrawlerPolicy) => robotsParser(`${siteUrl}/robots.txt`, robotsTxt(siteUrl, policy));

const POLICIES: Array<[string, CrawlerPolicy]> = [
  ["everything allowed (the default)", OPEN_POLICY],
  ["no AI training", { ...OPEN_POLICY, aiTraining: false }],
  ["no AI search", { ...OPEN_POLICY, aiSearch: false }],
  ["no AI answers", { ...OPEN_POLICY, aiAnswers: false }],
  ["nothing for AI", { aiSearch: false, aiAnswers: false, aiTraining: false }],
];

describe("robots.txt from the agency's crawler policy", () => {
  it.each(POLICIES)(
    "%s: search engines, AI search and people's fetches read every page; nobody reads the Functions or the CMS",
    (_name, policy) => {
      const robots = read(policy);
      for (const agent of [...CRAWLERS.search, ...CRAWLERS.user, "SomeOtherBot"]) {
        expect([agent, robots.isAllowed(PAGE, agent)]).toEqual([agent, true]);
        for (const url of PRIVATE) expect([agent, url, robots.isAllowed(url, agent)]).toEqual([agent, url, false]);
      }
    },
  );

  it.each(POLICIES)("%s: the training crawlers read the pages only when training is allowed", (_name, policy) => {
    const robots = read(policy);
    for (const agent of CRAWLERS.training) {
      expect([agent, robots.isAllowed(PAGE, agent)]).toEqual([agent, policy.aiTraining]);
      for (const url of PRIVATE) expect([agent, url, robots.isAllowed(url, agent)]).toEqual([agent, url, false]);
    }
  });

  it.each(POLICIES)(
    "%s: one Content-Signal line states the three choices, and the sitemap is named",
    (_name, policy) => {
      const text = robotsTxt(siteUrl, policy);
      const yes = (allowed: boolean) => (allowed ? "yes" : "no");
      expect(text.split("\n").filter((line) => line.startsWith("Content-Signal:"))).toEqual([
        `Content-Signal: search=${yes(policy.aiSearch)}, ai-input=${yes(policy.aiAnswers)}, ai-train=${yes(policy.aiTraining)}`,
      ]);
      expect(read(policy).getSitemaps()).toEqual([`${siteUrl}/sitemap-index.xml`]);
    },
  );

  it("names every crawler of each role in a group of its own", () => {
    const text = robotsTxt(siteUrl, OPEN_POLICY);
    for (const agent of Object.values(CRAWLERS).flat()) expect(text).toContain(`User-agent: ${agent}\n`);
  });
});
