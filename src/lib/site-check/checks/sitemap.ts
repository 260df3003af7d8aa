/** The site has an XML sitemap: one robots.txt names (on the page's own host first), else /sitemap.xml. */
import { quoted } from "../quote";
import { siteCheck } from "./define";

export default siteCheck({
  id: "sitemap",
  category: "files",
  weight: 5,
  evidence: { kind: "documented", source: "sitemaps-protocol" },
  outcomes: {
    found: { status: "pass", vars: ["url"] },
    none: { status: "warn" },
    unreadable: { status: "warn", vars: ["url", "why"] },
    walled: { status: "warn", vars: ["url", "by"] },
    "not-a-sitemap": { status: "warn", vars: ["url", "status"] },
  },
  run({ sitemap }) {
    if (!sitemap) return { outcome: "none" };
    const { result } = sitemap;
    const url = quoted(sitemap.url);
    if (!result.ok)
      return result.wall
        ? { outcome: "walled", vars: { url, by: result.wall.by } }
        : { outcome: "unreadable", vars: { url, why: result.why } };
    return result.fetched.status === 200 && /<(urlset|sitemapindex)[\s>]/.test(result.text)
      ? { outcome: "found", vars: { url } }
      : { outcome: "not-a-sitemap", vars: { url, status: result.fetched.status } };
  },
});
