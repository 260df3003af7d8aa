/**
 * What crawlers and feed readers get about articles beyond the pages: the RSS 2.0 feed's channel
 * and items (written by gatsby-plugin-feed) and each sitemap entry's lastmod (gatsby-plugin-sitemap).
 * Pure, so tests check them without a build.
 */
import { FEED_PATH, INSIGHTS_PATH, articlePath, newestFirst } from "./articles";

export interface FeedArticle {
  slug: string;
  title: string;
  description: string;
  date: string;
  updated?: string | null;
  authorName: string;
  services: readonly string[];
}

/** The channel: gatsby-plugin-feed's `setup`, which the `rss` package reads. */
export function feedChannel(siteUrl: string, site: { name: string; description: string }, title: string) {
  return {
    title,
    description: site.description,
    site_url: `${siteUrl}${INSIGHTS_PATH}`,
    feed_url: `${siteUrl}${FEED_PATH}`,
    image_url: `${siteUrl}/icon-512.png`,
    language: "en-AU",
    copyright: site.name,
    generator: site.name,
    ttl: 1440,
  };
}

/** Every article, newest first, with absolute links: RSS readers resolve nothing relative. */
export function feedItems(articles: readonly FeedArticle[], siteUrl: string) {
  return newestFirst(articles).map((a) => {
    const url = `${siteUrl}${articlePath(a.slug)}`;
    // No guid of its own: the rss package then uses the address as a permalink guid.
    return { title: a.title, description: a.description, url, date: `${a.date.slice(0, 10)}T00:00:00Z`, author: a.authorName, categories: [...a.services] };
  });
}

/** The sitemap's lastmod per article route (its updated date, else its published date), and /insights/'s (the newest). */
export function lastModified(articles: ReadonlyArray<Pick<FeedArticle, "slug" | "date" | "updated">>): Map<string, string> {
  const dates = new Map<string, string>();
  for (const a of articles) dates.set(articlePath(a.slug), (a.updated ?? a.date).slice(0, 10));
  const newest = [...dates.values()].sort().pop();
  if (newest) dates.set(INSIGHTS_PATH, newest);
  return dates;
}

/** gatsby-plugin-sitemap's entry for a page: its address, with lastmod where one is known. */
export function sitemapEntry(page: { path: string }, dates: ReadonlyMap<string, string>): { url: string; lastmod?: string } {
  const lastmod = dates.get(page.path);
  return lastmod ? { url: page.path, lastmod } : { url: page.path };
}
