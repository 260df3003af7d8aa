/**
 * The whole of data/ parsed (content/parse.ts parses each file): the site, its pages and
 * services, and what the collections beyond them work out, each in its own folder: an article's
 * slug and route (insights/), a case study's engagement from its Search Console export and the
 * people of the team (case-studies/). Free of Node APIs: the CMS bundle parses its snapshot too.
 */
import { figureMap } from "../content/figures";
import { normalisePath, servicePath } from "../content/pages";
import {
  cardOf,
  fillMarked,
  parsePage,
  parseService,
  parseWith,
  type ParsedArticle,
  type ParsedCaseStudy,
  type ParsedContent,
  type RawContent,
} from "../content/parse";
import {
  articleSchema,
  authorsSchema,
  caseStudySchema,
  clientsSchema,
  siteCheckSchema,
  siteSchema,
  type Site,
} from "../content/schema";
import type { CaseStudyFile, MarkdownFile } from "../content/files";
import type { Figures } from "../content/figures";
import { articlePath, slugOfFile } from "../insights";
import { caseStudyPath, slugOfCaseStudy, engagementOf, parseSearchConsoleDates, isPerson } from "../case-studies";

export function parseArticle(file: MarkdownFile, figures: Figures): ParsedArticle | undefined {
  const data = parseWith(articleSchema, file.data, figures);
  const slug = slugOfFile(file.file);
  return data && { file: file.file, slug, route: articlePath(slug), data, body: file.body };
}

/** A case study with its export worked out; undefined when either does not parse (validation has said why). */
export function parseCaseStudy(file: CaseStudyFile, figures: Figures): ParsedCaseStudy | undefined {
  const data = parseWith(caseStudySchema, file.data, figures);
  const days = file.export ? parseSearchConsoleDates(file.export.text).days : [];
  const engagement = data && engagementOf(days, data.start).engagement;
  const slug = slugOfCaseStudy(file.file);
  return data && engagement
    ? { file: file.file, slug, route: caseStudyPath(slug), data, body: file.body, engagement }
    : undefined;
}

/**
 * Parses what validation passed. A file that does not parse is left out (the build has stopped on
 * it already; the CMS preview shows its problems), but data/site.yaml, which every page reads, must.
 */
export function parseContent(content: RawContent): ParsedContent {
  const raw = siteSchema.safeParse(content.site.data);
  if (!raw.success) throw new Error(`${content.site.file} does not parse; validate the content first`);
  const figures = figureMap(raw.data);
  const site = fillMarked(siteSchema, raw.data, figures) as Site;
  const pages = content.pages.flatMap(({ file, data }) => {
    const page = parsePage(data, figures);
    return page ? [{ file, route: normalisePath(page.path), data: page }] : [];
  });
  const services = content.services.flatMap(({ file, data }) => {
    const service = parseService(data, figures);
    return service ? [{ file, route: servicePath(service.slug), data: service }] : [];
  });
  const authors = (content.authors && authorsSchema.safeParse(content.authors.data).data?.authors) ?? [];
  const articles = (content.articles ?? []).flatMap((file) => parseArticle(file, figures) ?? []);
  const caseStudies = (content.caseStudies ?? []).flatMap((file) => parseCaseStudy(file, figures) ?? []);
  const clients = (content.clients && clientsSchema.safeParse(content.clients.data).data?.clients) ?? [];
  const siteCheck = content.siteCheck && siteCheckSchema.safeParse(content.siteCheck.data).data;
  return {
    site,
    figures,
    pages,
    services,
    authors,
    articles,
    caseStudies,
    clients,
    ...(siteCheck ? { siteCheck } : {}),
    people: authors.filter(isPerson),
    cards: new Map(services.map((s) => [s.data.slug, cardOf(s.data)])),
    authorsByKey: new Map(authors.map((a) => [a.key, a])),
  };
}
