/**
 * The Markdown twin of every indexable page, from the parsed content (src/lib/content/parse.ts),
 * page by page as its template lays it out: a static page's and a service's sections, an
 * article's header, body and what follows it, the Insights index, case studies and the team's
 * profiles. Pages marked noindex, the not-found page and the old addresses that only redirect get
 * none, as the sitemap lists none of them (src/lib/seo/site-files.ts sitemapExcludes).
 */
import type { ParsedArticle, ParsedCaseStudy, ParsedContent, Author, Section } from "../content/parse";
import { toHref } from "../content/pages";
import {
  formatDate,
  indexPages,
  newestFirst,
  published,
  relatedArticles,
  type ArticleSummary,
  readingMinutes,
} from "../insights";
import { CASE_STUDIES_PATH, newestCaseStudies, teamPath, chartTexts } from "../case-studies";
import { articleTrail, caseStudyTrail, pageDay, personTrail, serviceTrail, type Crumb } from "../seo";
import { absolute, blocks, bulletList, escapeText, heading, link, paragraphs, table } from "./markdown";
import {
  articleListMarkdown,
  caseStudyListMarkdown,
  resultsSlotMarkdown,
  sectionsMarkdown,
  serviceCardsMarkdown,
  type FactValues,
  type SectionContext,
} from "./sections";

/** One indexable page and its twin. */
export interface TwinDocument {
  /** The page's address, e.g. `/services/local-seo/`. */
  route: string;
  /** What the page is called (its SEO title where it has one). */
  title: string;
  /** One line on what it holds (its meta description). */
  description: string;
  /** Where llms.txt lists it. */
  group: "home" | "services" | "insights" | "caseStudies" | "company" | "optional";
  markdown: string;
}

type Article = ParsedArticle & ArticleSummary;

/** The breadcrumb the page shows above its content, each step linked. */
const breadcrumb = (trail: readonly Crumb[], siteUrl: string): string =>
  trail.map((crumb) => link(crumb.name, absolute(siteUrl, crumb.path))).join(" › ");

/** A page's name for a list: its SEO title without the site's name after it ("About Us | … | Harbour AI SEO" is "About Us"). */
const shortTitle = (title: string): string => title.split(" | ")[0] ?? title;

/** Static pages llms.txt lists under Optional: policy and method rather than what the agency sells. */
const OPTIONAL_PAGES: ReadonlySet<string> = new Set(["/privacy", "/methodology"]);

/** An article's body with every site-relative link and image made absolute, as a twin read on its own needs. */
export function absoluteBody(body: string, siteUrl: string, route: string): string {
  return body
    .replace(
      /(\]\()(\/[^)\s]*|#[^)\s]*)/g,
      (_, open: string, target: string) => `${open}${absolute(siteUrl, target, route)}`,
    )
    .replace(
      /^(\s*\[[^\]]+\]:\s*)(\/\S*|#\S*)/gm,
      (_, open: string, target: string) => `${open}${absolute(siteUrl, target, route)}`,
    )
    .trim();
}

/** A call to contact as the article and case study pages close: heading, introduction, one button. */
const closingCall = (cta: { heading: string; intro: string; label: string }, context: SectionContext) =>
  blocks([
    heading(2, cta.heading),
    ...paragraphs(cta.intro),
    bulletList([link(cta.label, absolute(context.siteUrl, "/contact"))]),
    escapeText(context.content.site.ui.nextStep),
  ]);

/** The sections of a service page as service.tsx lays them out: its own, its newest case study, its related services, its articles, its closing call. */
function serviceMarkdown(
  sections: readonly Section[],
  slug: string,
  related: readonly string[],
  context: SectionContext,
  offered = true,
): string {
  const { site, caseStudies } = context.content;
  const closingAt = sections[sections.length - 1]?.type === "callToAction" ? sections.length - 1 : sections.length;
  const [study] = newestCaseStudies(caseStudies, 1, slug);
  const articles = newestFirst(context.articles.filter((a) => a.data.services.includes(slug))).slice(0, 3);
  return blocks([
    sectionsMarkdown(sections.slice(0, closingAt), context),
    study && site.ui.caseStudies
      ? blocks([heading(2, site.ui.caseStudies.onService), caseStudyListMarkdown([study], context)])
      : offered && !study
        ? blocks([heading(2, site.results.heading), resultsSlotMarkdown(context, true)])
        : "",
    related.length > 0
      ? blocks([heading(2, site.ui.relatedServices), serviceCardsMarkdown(related, true, context)])
      : "",
    articles.length > 0 && site.ui.insights
      ? blocks([heading(2, site.ui.insights.onService), articleListMarkdown(articles, context)])
      : "",
    sectionsMarkdown(sections.slice(closingAt), context),
  ]);
}

function articleMarkdown(article: Article, all: readonly Article[], context: SectionContext): string {
  const { site, authorsByKey, people } = context.content;
  const wording = site.ui.insights;
  const author = authorsByKey.get(article.data.author);
  const person = people.find((p) => p.key === article.data.author);
  const authorName = author
    ? person
      ? link(author.name, absolute(context.siteUrl, teamPath(person.key)))
      : escapeText(author.name)
    : "";
  const updated = article.data.updated && article.data.updated !== article.data.date ? article.data.updated : null;
  const byline = wording
    ? [
        author
          ? person
            ? `${escapeText(wording.by)} ${authorName}, ${escapeText(author.role)}`
            : `${escapeText(wording.by)} ${escapeText(site.people.placeholder)}: ${escapeText(site.people.placeholderByline)} · ${authorName}`
          : "",
        `${escapeText(wording.published)} ${formatDate(article.data.date)}`,
        updated ? `${escapeText(wording.updated)} ${formatDate(updated)}` : "",
        escapeText(wording.readingTime.replace("{minutes}", String(readingMinutes(article.body)))),
      ]
        .filter(Boolean)
        .join(" · ")
    : "";
  const more = relatedArticles(all, article.slug, 2);
  return blocks([
    heading(1, article.data.title),
    escapeText(article.data.description),
    byline,
    absoluteBody(article.body, context.siteUrl, article.route),
    author && wording
      ? blocks([
          heading(2, wording.aboutAuthor),
          `**${authorName}**, ${escapeText(author.role)}`,
          escapeText(author.bio),
        ])
      : "",
    wording && article.data.services.length > 0
      ? blocks([heading(2, wording.about), serviceCardsMarkdown(article.data.services, true, context)])
      : "",
    wording && more.length > 0 ? blocks([heading(2, wording.more), articleListMarkdown(more, context)]) : "",
    wording ? closingCall(wording.cta, context) : "",
  ]);
}

function caseStudyMarkdown(study: ParsedCaseStudy, context: SectionContext): string {
  const wording = context.content.site.ui.caseStudies;
  if (!wording) return "";
  const chart = chartTexts(study.engagement, wording, study.data.client);
  const facts: Array<[string, string]> = [
    [wording.client, study.data.client],
    [wording.industry, study.data.industry],
    [wording.city, study.data.city],
    [wording.started, formatDate(study.data.start)],
  ];
  const quote = study.data.quote;
  return blocks([
    heading(1, study.data.title),
    escapeText(study.data.summary),
    table(
      facts.map(([label]) => escapeText(label)),
      [facts.map(([, value]) => escapeText(value))],
    ),
    // The chart as its description, then the change and the source the page prints under it.
    `*${escapeText(chart.alt)}*`,
    escapeText(chart.change),
    escapeText(chart.source),
    absoluteBody(study.body, context.siteUrl, study.route),
    quote ? `> ${escapeText(quote.text)}\n>\n> ${escapeText(`${quote.name}, ${quote.role}`)}` : "",
    study.data.services.length > 0
      ? blocks([heading(2, wording.services), serviceCardsMarkdown(study.data.services, true, context)])
      : "",
    closingCall(wording.cta, context),
  ]);
}

function personMarkdown(person: Author, articles: readonly Article[], context: SectionContext): string {
  const wording = context.content.site.ui.team;
  const own = newestFirst(articles.filter((a) => a.data.author === person.key));
  return blocks([
    heading(1, person.name),
    escapeText(person.role),
    person.photoAlt ? `*${escapeText(person.photoAlt)}*` : "",
    escapeText(person.bio),
    person.linkedin && wording
      ? `${link(wording.linkedin, person.linkedin)} (${escapeText(context.content.site.ui.newTab)})`
      : "",
    own.length > 0 && wording
      ? blocks([heading(2, wording.articles.replace("{name}", person.name)), articleListMarkdown(own, context)])
      : "",
  ]);
}

/** The build's measured figures, once asked for. */
function once(measure: () => FactValues): () => FactValues {
  let facts: FactValues | undefined;
  return () => (facts ??= measure());
}

/**
 * Every indexable page's twin, in the order llms-full.txt gives them: the home page, the static
 * pages, the services, Insights and its articles, case studies, the team. `dates` are the pages'
 * dates by address (their lastmod, src/lib/seo/page-dates.ts): each twin but an article's (whose
 * header has its dates) ends with the line its page ends with, "Updated 14 November 2026", and a
 * page with no known date with none.
 */
export function twinDocuments(
  content: ParsedContent,
  siteUrl: string,
  measure: () => FactValues,
  dates: ReadonlyMap<string, string> = new Map(),
): TwinDocument[] {
  const { site } = content;
  const articles: Article[] = newestFirst(
    published(
      content.articles.map((a) => ({
        ...a,
        date: a.data.date,
        updated: a.data.updated,
        services: a.data.services,
        draft: a.data.draft,
      })),
    ),
  );
  const facts = once(measure);
  const contextFor = (route: string): SectionContext => ({ siteUrl, route: toHref(route), content, articles, facts });
  const documents: TwinDocument[] = [];

  for (const page of content.pages) {
    if (page.data.noindex === true || page.route === "/404") continue;
    const group =
      page.route === "/"
        ? "home"
        : page.route === "/services"
          ? "services"
          : OPTIONAL_PAGES.has(page.route)
            ? "optional"
            : "company";
    documents.push({
      route: toHref(page.route),
      title: shortTitle(page.data.seo.title),
      description: page.data.seo.description,
      group,
      markdown: sectionsMarkdown(page.data.sections, contextFor(page.route)),
    });
  }
  for (const service of [...content.services].sort((a, b) => a.data.slug.localeCompare(b.data.slug))) {
    const { data } = service;
    documents.push({
      route: service.route,
      title: data.title,
      description: data.description,
      group: "services",
      markdown: blocks([
        breadcrumb(serviceTrail(site, data), siteUrl),
        serviceMarkdown(data.sections, data.slug, data.related, contextFor(service.route), data.offered !== false),
      ]),
    });
  }
  const insights = site.ui.insights;
  if (insights) {
    for (const page of indexPages(articles)) {
      const shown = page.slugs.flatMap((slug) => articles.find((a) => a.slug === slug) ?? []);
      const context = contextFor(page.path);
      const pager = [
        page.prev ? link(insights.newer, absolute(siteUrl, page.prev)) : "",
        page.next ? link(insights.older, absolute(siteUrl, page.next)) : "",
      ].filter(Boolean);
      documents.push({
        route: page.path,
        title:
          page.page > 1
            ? `${shortTitle(insights.indexTitle)} · ${insights.page.replace("{page}", String(page.page))}`
            : shortTitle(insights.indexTitle),
        description: insights.indexDescription,
        group: page.page > 1 ? "optional" : "insights",
        markdown: blocks([
          breadcrumb(articleTrail(site, insights.crumb), siteUrl),
          heading(1, insights.indexHeading),
          escapeText(insights.indexIntro),
          articleListMarkdown(shown, context),
          pager.length > 0 ? bulletList(pager) : "",
        ]),
      });
    }
    for (const article of articles) {
      documents.push({
        route: article.route,
        title: article.data.title,
        description: article.data.description,
        group: "insights",
        markdown: blocks([
          breadcrumb(articleTrail(site, insights.crumb, { title: article.data.title, path: article.route }), siteUrl),
          articleMarkdown(article, articles, contextFor(article.route)),
        ]),
      });
    }
  }
  const studies = published(
    content.caseStudies.map((s) => ({ ...s, date: s.data.start, services: s.data.services, draft: s.data.draft })),
  );
  const caseWording = site.ui.caseStudies;
  if (caseWording && studies.length > 0) {
    documents.push({
      route: CASE_STUDIES_PATH,
      title: shortTitle(caseWording.indexTitle),
      description: caseWording.indexDescription,
      group: "caseStudies",
      markdown: blocks([
        breadcrumb(caseStudyTrail(site, caseWording.crumb), siteUrl),
        heading(1, caseWording.indexHeading),
        escapeText(caseWording.indexIntro),
        caseStudyListMarkdown(newestCaseStudies(studies, studies.length), contextFor(CASE_STUDIES_PATH)),
      ]),
    });
    for (const study of newestCaseStudies(studies, studies.length)) {
      documents.push({
        route: study.route,
        title: study.data.title,
        description: study.data.summary,
        group: "caseStudies",
        markdown: blocks([
          breadcrumb(caseStudyTrail(site, caseWording.crumb, { title: study.data.title, path: study.route }), siteUrl),
          caseStudyMarkdown(study, contextFor(study.route)),
        ]),
      });
    }
  }
  const team = site.ui.team;
  if (team) {
    for (const person of content.people) {
      const route = teamPath(person.key);
      const trail = breadcrumb(personTrail(site, team.crumb, { name: person.name, path: route }), siteUrl);
      documents.push({
        route,
        title: `${person.name}, ${person.role}`,
        description: person.bio,
        group: "company",
        markdown: blocks([trail, personMarkdown(person, articles, contextFor(route))]),
      });
    }
  }
  const articleRoutes = new Set(articles.map((a) => a.route));
  return documents.map((doc) => {
    const day = articleRoutes.has(doc.route) ? undefined : pageDay(dates.get(doc.route));
    return day
      ? { ...doc, markdown: blocks([doc.markdown, `${escapeText(site.ui.pageUpdated)} ${formatDate(day)}`]) }
      : doc;
  });
}
