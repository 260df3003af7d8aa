/**
 * What feed readers get about articles beyond the pages: the RSS 2.0 feed's channel and items
 * (written by gatsby-plugin-feed). Each page's sitemap lastmod is src/lib/seo/page-dates.ts's.
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
    return {
      title: a.title,
      description: a.description,
      url,
      date: `${a.date.slice(0, 10)}T00:00:00Z`,
      author: a.authorName,
      categories: [...a.services],
    };
  });
}
