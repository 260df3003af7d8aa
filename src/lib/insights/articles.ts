/**
 * The Insights section's pure logic: where an article lives, which are published, the index's
 * pages, and which articles a page lists. gatsby-node and the templates use it; tests check it.
 */

export const INSIGHTS_PATH = "/insights/";
export const FEED_PATH = "/insights/rss.xml";
export const PER_PAGE = 9;

export const articlePath = (slug: string): string => `${INSIGHTS_PATH}${slug}/`;
export const indexPagePath = (page: number): string => (page <= 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}page/${page}/`);

/** The slug of an article file: its name without `.md` (data/insights/local-seo.md → local-seo). */
export const slugOfFile = (file: string): string => (file.split("/").pop() ?? "").replace(/\.(md|markdown)$/, "");

/**
 * Whether drafts are part of this run: `gatsby develop` shows them (so an editor sees one before
 * publishing); `gatsby build`, and so the live site, never does.
 */
export function includeDrafts(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.gatsby_executing_command === "develop";
}

export interface ArticleSummary {
  slug: string;
  date: string;
  updated?: string | null;
  draft?: boolean | null;
  services: readonly string[];
}

/** Newest first; the same day by slug, so the order never depends on the file system. */
export function newestFirst<A extends ArticleSummary>(articles: readonly A[]): A[] {
  return [...articles].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date),
  );
}

export function published<A extends ArticleSummary>(articles: readonly A[], drafts = false): A[] {
  return articles.filter((a) => drafts || a.draft !== true);
}

export interface IndexPage {
  path: string;
  /** 1-based. */
  page: number;
  pages: number;
  slugs: string[];
  prev: string | null;
  next: string | null;
}

/** The index's pages: PER_PAGE articles each, newest first; page 1 at /insights/, then /insights/page/2/. */
export function indexPages(articles: readonly ArticleSummary[], perPage = PER_PAGE): IndexPage[] {
  const sorted = newestFirst(articles);
  const pages = Math.max(1, Math.ceil(sorted.length / perPage));
  return Array.from({ length: pages }, (_, i) => ({
    path: indexPagePath(i + 1),
    page: i + 1,
    pages,
    slugs: sorted.slice(i * perPage, (i + 1) * perPage).map((a) => a.slug),
    prev: i > 0 ? indexPagePath(i) : null,
    next: i + 1 < pages ? indexPagePath(i + 2) : null,
  }));
}

/** The newest `count` articles about `service` (a slug), or about anything when none is given. */
export function latest<A extends ArticleSummary>(articles: readonly A[], count: number, service?: string): A[] {
  return newestFirst(articles.filter((a) => service === undefined || a.services.includes(service))).slice(0, count);
}

/**
 * The `count` articles shown after `slug`: those sharing a service first (the more services in
 * common, the earlier; then the newest), then the newest of the rest.
 */
export function relatedArticles<A extends ArticleSummary>(articles: readonly A[], slug: string, count = 2): A[] {
  const current = articles.find((a) => a.slug === slug);
  const others = newestFirst(articles.filter((a) => a.slug !== slug));
  if (!current) return others.slice(0, count);
  const shared = (a: A) => a.services.filter((s) => current.services.includes(s)).length;
  return others
    .map((a, i) => ({ a, i, shared: shared(a) }))
    .sort((x, y) => y.shared - x.shared || x.i - y.i)
    .slice(0, count)
    .map((x) => x.a);
}

/** "16 November 2026" for a YYYY-MM-DD date (Australian order), whatever the build machine's time zone. */
export function formatDate(date: string): string {
  const day = date.slice(0, 10);
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
