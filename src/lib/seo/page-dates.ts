/**
 * When each page last changed, as the sitemap's lastmod and the page's dateModified say: the
 * one place a page's date is decided, so the two cannot disagree. Pure; the dates of files come
 * from git (src/lib/build/git-history.ts), read once a build.
 *
 * What a page's date covers:
 * - a page made from one file (data/pages/<x>.yaml, data/services/<slug>.yaml): the last commit
 *   that changed that file;
 * - an article: the dates its editor set, `updated`, else `date` (the page shows them; a commit
 *   that fixes a comma is not news, and a scheduled article's file is committed before its day);
 * - a case study: the last commit of its Markdown or of the Search Console export its chart is
 *   drawn from (it has no date an editor sets);
 * - a person's profile: the last commit of data/authors.yaml, where it is written, or its photo;
 * - a page whose content is a list (/services/, /insights/ and its later pages, /case-studies/):
 *   the newest of its own file and of what it lists, since a new or changed entry changes it.
 * A card of another page (related services, the latest articles on the home page) does not date
 * the page showing it: the card's page has its own date. Nor do data/site.yaml's header, footer and
 * wording, which every page shares: a changed footer is not a changed page.
 */
import type { ParsedContent } from "../content/parse";
import { servicePath, toHref } from "../content/pages";
import { articlePath, indexPages } from "../insights";
import { CASE_STUDIES_PATH, caseStudyPath, exportPathOf, teamPath } from "../case-studies";

/** What gatsby-node adds to a page's context: its date, which the sitemap and the page's WebPage both read. */
export interface DatedPage {
  lastmod?: string;
}

/** The last change of a file (path from the project, `data/pages/about.yaml`), or undefined when unknown. */
export type LastChange = (file: string) => string | undefined;

type DatedContent = Pick<ParsedContent, "pages" | "services" | "articles" | "caseStudies" | "people">;

/** The newest of some dates (ISO 8601 in one zone compare as text), or undefined when none is known. */
const newest = (dates: ReadonlyArray<string | undefined>): string | undefined =>
  dates
    .filter((d): d is string => d !== undefined)
    .reduce<string | undefined>((a, b) => (a === undefined || b > a ? b : a), undefined);

/** An article's own date: the editor's, to the day. */
export const articleDate = (a: { date: string; updated?: string | null }): string => (a.updated ?? a.date).slice(0, 10);

/** Each page's date by its address (`/about/`); a page with no known date is absent. */
export function pageDates(content: DatedContent, lastChange: LastChange): Map<string, string> {
  const dates = new Map<string, string>();
  const set = (route: string, date: string | undefined) => {
    if (date !== undefined) dates.set(route, date);
  };

  const serviceDates = content.services.map((s) => lastChange(s.file));
  content.services.forEach((s, i) => set(servicePath(s.data.slug), serviceDates[i]));

  const articles = content.articles.filter((a) => a.data.draft !== true);
  for (const a of articles) set(articlePath(a.slug), articleDate(a.data));
  const summaries = articles.map((a) => ({
    slug: a.slug,
    date: a.data.date,
    updated: a.data.updated,
    services: a.data.services,
  }));
  const articleDates = new Map(articles.map((a) => [a.slug, articleDate(a.data)]));
  // Only with articles: /insights/ with none is an empty list whose date says nothing.
  if (articles.length > 0)
    for (const page of indexPages(summaries)) set(page.path, newest(page.slugs.map((slug) => articleDates.get(slug))));

  const studies = content.caseStudies.filter((s) => s.data.draft !== true);
  const studyDates = studies.map((s) =>
    newest([lastChange(s.file), lastChange(`data/${exportPathOf(s.file, s.data)}`)]),
  );
  studies.forEach((s, i) => set(caseStudyPath(s.slug), studyDates[i]));
  if (studies.length > 0) set(CASE_STUDIES_PATH, newest(studyDates));

  for (const person of content.people)
    set(
      teamPath(person.key),
      newest([lastChange("data/authors.yaml"), person.photo ? lastChange(`data/${person.photo}`) : undefined]),
    );

  for (const page of content.pages) {
    const own = lastChange(page.file);
    const route = toHref(page.route);
    // The services index lists every service's card.
    set(route, route === "/services/" ? newest([own, ...serviceDates]) : own);
  }
  return dates;
}

/** The zone of the agency and its readers: a page's date is shown as the calendar day it was there. */
export const PAGE_DATE_ZONE = "Australia/Sydney";

const sydneyParts = new Intl.DateTimeFormat("en-AU", {
  timeZone: PAGE_DATE_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The day a page's date (its lastmod) falls on in Sydney, as YYYY-MM-DD: what the page shows and
 * its `<time datetime>` says. A commit's date is an instant in UTC (`2026-11-13T22:05:00Z` is 14
 * November in Sydney); an article's is already the editor's day (`2026-11-14`) and is kept as it
 * is. Undefined for no date or one that is not a date, so a page shows none rather than a wrong one.
 */
export function pageDay(lastmod: string | null | undefined): string | undefined {
  if (!lastmod) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(lastmod)) {
    const midnight = new Date(`${lastmod}T00:00:00Z`);
    return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(lastmod) ? lastmod : undefined;
  }
  // A date and time with its zone (`Z` or an offset) is an instant; without one it would be read in the build machine's zone.
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(lastmod)) return undefined;
  const instant = new Date(lastmod);
  if (Number.isNaN(instant.getTime())) return undefined;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    sydneyParts.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** gatsby-plugin-sitemap's entry for a page: its address, with the date gatsby-node put in its context, where one is known. */
export function sitemapEntry(page: { path: string; pageContext?: DatedPage | null }): {
  url: string;
  lastmod?: string;
} {
  const lastmod = page.pageContext?.lastmod;
  return lastmod ? { url: page.path, lastmod } : { url: page.path };
}
