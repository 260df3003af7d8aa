/**
 * What the CMS preview renders and checks, from the entry an editor is changing plus a snapshot of
 * the rest of data/ (public/admin/content.json, written by the build; fresh from disk under
 * `npm run cms`). Framework-free: the admin bundle (admin.tsx) calls it, Jest tests it. Here
 * beside the preview rather than in src/lib because it makes the components' props.
 *
 * The section components take GraphQL's shapes (typegen's fragments), so the raw YAML is turned
 * into what Gatsby's queries return: `{{figures}}` filled in, serviceCards' slugs replaced by the
 * services themselves, and every section field present (null when the YAML leaves it out).
 */
import { fillFigures } from "../lib/content/figures";
import { parsePage, parseSection, parseService, readEntry, type ParsedContent } from "../lib/content/parse";
import { articleSchema, caseStudySchema, type Section } from "../lib/content/schema";
import type { CaseStudyFile, Content, MarkdownFile } from "../lib/content/files";
import { describeProblem, type ContentFile, type Problem } from "../lib/content/problems";
import { queriedSection, withRelatedServices, type SectionData } from "../lib/content/section-data";
import {
  type FileKind,
  type ImageResolver,
  parseArticle,
  parseCaseStudy,
  parseContent,
  staticQueryData,
  type StaticQueryData,
  validateContent,
  validateFile,
} from "../lib/project/client";
import { caseStudyPath, slugOfCaseStudy } from "../lib/case-studies/client";
import {
  articleCardText,
  articleTrail,
  cardSite,
  cardText,
  type CardText,
  caseStudyTrail,
  type Crumb,
} from "../lib/seo/client";
import { articleFileProblems, relatedArticles, slugOfFile } from "../lib/insights/client";
import { SITE_URL } from "../lib/site-url";
import type { CaseStudyViewData } from "../components/long-form/case-study";
import type { ArticleViewData } from "../components/long-form/article";

/** Where the admin bundle fetches the snapshot. */
export const SNAPSHOT_PATH = "/admin/content.json";

/** public/admin/content.json: the content as the build saw it, and the routes of src/pages. */
export interface ContentSnapshot {
  content: Content;
  staticRoutes: string[];
}

export type { SectionData, StaticQueryData };
export type SiteContent = StaticQueryData["siteYaml"];

/** The snapshot parsed (src/lib/content/parse.ts), once per snapshot rather than per keystroke. */
const parsedFrom = new WeakMap<ContentSnapshot, { parsed: ParsedContent; query: StaticQueryData }>();

function parsed(snapshot: ContentSnapshot): { parsed: ParsedContent; query: StaticQueryData } {
  const known = parsedFrom.get(snapshot);
  if (known) return known;
  const content = parseContent(snapshot.content);
  const result = { parsed: content, query: staticQueryData(content, SITE_URL) };
  parsedFrom.set(snapshot, result);
  return result;
}

/** What the components' static queries read in the preview (src/cms/gatsby.tsx): the snapshot's site, services, authors and articles. */
export function previewQuery(snapshot: ContentSnapshot): StaticQueryData {
  return parsed(snapshot).query;
}

export function siteContent(snapshot: ContentSnapshot): SiteContent {
  return previewQuery(snapshot).siteYaml;
}

/**
 * A section as GraphQL gives it to its component: every field of its type present, serviceCards'
 * slugs resolved to the services' cards, and offerTable's to the services with their offers.
 */
function sectionData(section: Section, content: ParsedContent): SectionData {
  if (section.type === "offerTable") {
    const services = section.services.flatMap((slug) => {
      const service = content.services.find((candidate) => candidate.data.slug === slug);
      return service
        ? [{ slug, title: service.data.title, sections: service.data.sections.map((s) => queriedSection(s)) }]
        : [];
    });
    return queriedSection({ ...section, services });
  }
  if (section.type !== "serviceCards") return queriedSection(section);
  return queriedSection({ ...section, services: section.services.flatMap((slug) => content.cards.get(slug) ?? []) });
}

export type PreviewSection =
  | { index: number; ok: true; section: SectionData }
  /** A section the build would refuse: shown as its problems, not rendered. */
  | { index: number; ok: false; type: string; problems: Problem[] };

export interface Preview {
  /** The route the entry is published at. */
  path: string;
  /** What search results show for it (figures filled in); null while either text is missing. */
  search: { title: string; description: string; hidden: boolean } | null;
  /** Everything the build would report about this file, checked against the snapshot. */
  problems: Problem[];
  /** What the page is shared with: the card the build will draw for it, or the image it uses instead. */
  social: { card: CardText } | { image: string } | null;
  sections: PreviewSection[];
}

/** Where a file in data/ is published. */
export function routeOf(kind: FileKind, data: unknown): string {
  const { slug, path } = readEntry(data);
  if (kind === "service") return slug !== undefined ? `/services/${slug}` : "/services";
  return path ?? "/";
}

/** The snapshot with `file` in place of the file it was read from (or added, when it is new). */
export function withFile(snapshot: ContentSnapshot, kind: FileKind, file: ContentFile): Content {
  const { site, pages, services } = snapshot.content;
  const replace = (files: ContentFile[]) => [...files.filter((f) => f.file !== file.file), file];
  if (kind === "authors") return { ...snapshot.content, authors: file };
  if (kind === "clients") return { ...snapshot.content, clients: file };
  if (kind === "siteCheck") return { ...snapshot.content, siteCheck: file };
  if (kind === "caseStudy")
    return {
      ...snapshot.content,
      caseStudies: [...(snapshot.content.caseStudies ?? []).filter((c) => c.file !== file.file), file as CaseStudyFile],
    };
  if (kind === "site") return { ...snapshot.content, site: file };
  return kind === "page"
    ? { ...snapshot.content, site, pages: replace(pages) }
    : { ...snapshot.content, site, services: replace(services) };
}

/** What the preview of an article renders: the site's own ArticleView, from the entry and the snapshot. */
export interface ArticlePreview {
  path: string;
  search: { title: string; description: string; hidden: boolean } | null;
  problems: Problem[];
  social: { card: CardText } | { image: string } | null;
  article: ArticleViewData;
  trail: Crumb[];
}

/** An article entry (front matter and body) as its page will show it, and what the build would say about it. */
export function articlePreview(
  file: MarkdownFile,
  snapshot: ContentSnapshot,
  html: (markdown: string) => string,
  minutes: (markdown: string) => number,
): ArticlePreview {
  const { parsed: content, query } = parsed(snapshot);
  const others = (snapshot.content.articles ?? []).filter((a) => a.file !== file.file);
  const problems = validateContent(
    { ...snapshot.content, articles: [...others, file] },
    { staticRoutes: snapshot.staticRoutes, includeDrafts: true },
  ).filter((p) => p.file === file.file);
  // While the front matter is incomplete, what there is of it.
  const data = parseArticle(file, content.figures)?.data ?? articleSchema.partial().catch({}).parse(file.data);
  const slug = slugOfFile(file.file);
  const path = `/insights/${slug}/`;
  const author = data.author === undefined ? undefined : content.authorsByKey.get(data.author);
  const services = (data.services ?? []).flatMap((s) => content.cards.get(s) ?? []);
  const summaries = content.articles
    .filter((a) => a.file !== file.file)
    .map((a) => ({ slug: a.slug, date: a.data.date, services: a.data.services, data: a.data }));
  const me = { slug, date: data.date ?? "", services: data.services ?? [], data };
  const listed = new Map(query.allMarkdownRemark.nodes.map((n) => [n.fields.slug, n]));
  const more = relatedArticles([...summaries, me], slug, 2).flatMap((a) => listed.get(a.slug) ?? []);
  const title = data.seo?.title || data.title || "";
  const description = data.seo?.description || data.description || "";
  const wording = content.site.ui.insights;
  return {
    path,
    search: title && description ? { title, description, hidden: data.draft === true } : null,
    problems,
    social:
      data.seo?.image !== undefined
        ? { image: data.seo.image }
        : {
            card: articleCardText(
              { title: data.title ?? "", description: data.description ?? "" },
              cardSite(content.site, SITE_URL),
              wording?.crumb ?? "",
            ),
          },
    article: {
      title: data.title ?? "",
      description: data.description ?? "",
      date: data.date ?? "",
      updated: data.updated || null,
      timeToRead: minutes(file.body),
      html: html(file.body),
      author: author ? { name: author.name, role: author.role, bio: author.bio } : null,
      services,
      more,
    },
    trail: articleTrail(query.siteYaml, wording?.crumb ?? "Insights", { title: data.title ?? "", path }),
  };
}

/** What the preview of a case study renders: the site's own CaseStudyView, from the entry, its export and the snapshot. */
export interface CaseStudyPreview {
  path: string;
  search: { title: string; description: string; hidden: boolean } | null;
  problems: Problem[];
  social: { card: CardText } | null;
  /** Null until the front matter and the export are complete enough to draw the page. */
  study: CaseStudyViewData | null;
  trail: Crumb[];
}

/**
 * A case study entry (front matter, story and, once uploaded, its Search Console export) as its
 * page will show it, and what the build would say about it. `resolve` gives a file the editor
 * uploaded (the logo) an address the preview can show.
 */
export function caseStudyPreview(
  file: CaseStudyFile,
  snapshot: ContentSnapshot,
  html: (markdown: string) => string,
  resolve: ImageResolver = () => undefined,
): CaseStudyPreview {
  const { parsed: content, query } = parsed(snapshot);
  const problems = validateContent(withFile(snapshot, "caseStudy", file), {
    staticRoutes: snapshot.staticRoutes,
    includeDrafts: true,
  }).filter((p) => p.file === file.file || p.file === file.export?.file);
  const slug = slugOfCaseStudy(file.file);
  const path = caseStudyPath(slug);
  const study = parseCaseStudy(file, content.figures);
  const wording = content.site.ui.caseStudies;
  const data = study?.data ?? caseStudySchema.partial().catch({}).parse(file.data);
  const logo = data.logo ? resolve(data.logo) : undefined;
  return {
    path,
    search:
      data.title && data.summary ? { title: data.title, description: data.summary, hidden: data.draft === true } : null,
    problems,
    social:
      wording && data.title
        ? { card: { kicker: wording.crumb, title: data.title, line: data.summary ?? "", ...brandOf(content) } }
        : null,
    study: study
      ? {
          ...study.data,
          quote: study.data.quote ?? null,
          logo: logo ?? null,
          html: html(study.body),
          engagement: study.engagement,
          services: study.data.services.flatMap((s) => content.cards.get(s) ?? []),
        }
      : null,
    trail: caseStudyTrail(query.siteYaml, wording?.crumb ?? "Case studies", { title: data.title ?? "", path }),
  };
}

/** The brand lines every social card carries. */
function brandOf(content: ParsedContent): Pick<CardText, "brand" | "domain" | "footnote"> {
  const site = cardSite(content.site, SITE_URL);
  return { brand: site.name, domain: site.domain, footnote: site.footnote };
}

/** The team or the client logos as the site shows them, from the entry being edited: the static queries' answers with it in place, its pictures from `resolve`. */
export function peoplePreview(
  kind: "authors" | "clients",
  file: ContentFile,
  snapshot: ContentSnapshot,
  resolve: ImageResolver,
): { problems: Problem[]; query: StaticQueryData } {
  const edited = withFile(snapshot, kind, file);
  const problems = validateContent(edited, { staticRoutes: snapshot.staticRoutes }).filter((p) => p.file === file.file);
  // The entry as it parses so far; what does not parse yet is left as the snapshot had it.
  const content = (() => {
    try {
      return parseContent(edited);
    } catch {
      return parsed(snapshot).parsed;
    }
  })();
  return { problems, query: staticQueryData(content, SITE_URL, resolve) };
}

/** Problems that belong to `sections[index]` or a field inside it. */
const inSection = (index: number) => (p: Problem) =>
  p.path === `sections[${index}]` ||
  p.path.startsWith(`sections[${index}].`) ||
  p.path.startsWith(`sections[${index}][`);

export function previewOf(kind: FileKind, file: ContentFile, snapshot: ContentSnapshot): Preview {
  const problems = validateContent(withFile(snapshot, kind, file), { staticRoutes: snapshot.staticRoutes }).filter(
    (p) => p.file === file.file,
  );
  const { parsed: content } = parsed(snapshot);
  const { figures, cards, site } = content;
  const entry = readEntry(file.data);
  const sections = entry.sections.map((raw, index): PreviewSection => {
    const section = parseSection(raw, figures);
    if (!section)
      return { index, ok: false, type: readEntry(raw).type ?? "", problems: problems.filter(inSection(index)) };
    return { index, ok: true, section: sectionData(section, content) };
  });
  // A service page ends with the services its file names as related, as the site shows them.
  const related = kind === "service" ? entry.related.flatMap((slug) => cards.get(slug) ?? []) : [];
  const [relatedSection] = withRelatedServices([], site.ui.relatedServices, related);
  if (relatedSection) {
    const last = sections[sections.length - 1];
    const item: PreviewSection = { index: entry.sections.length, ok: true, section: relatedSection };
    if (last?.ok && last.section.type === "callToAction") sections.splice(sections.length - 1, 0, item);
    else sections.push(item);
  }
  const { seo } = entry;
  const search =
    seo.title !== undefined && seo.description !== undefined
      ? {
          title: fillFigures(seo.title, figures),
          description: fillFigures(seo.description, figures),
          hidden: entry.noindex === true,
        }
      : null;
  const path = routeOf(kind, file.data);
  const pageData = kind === "page" ? parsePage(file.data, figures) : undefined;
  const serviceData = kind === "service" ? parseService(file.data, figures) : undefined;
  const page = pageData
    ? { kind: "page" as const, data: pageData }
    : serviceData
      ? { kind: "service" as const, data: serviceData }
      : undefined;
  const social =
    kind === "site" ||
    kind === "authors" ||
    kind === "article" ||
    kind === "clients" ||
    kind === "caseStudy" ||
    kind === "siteCheck"
      ? null
      : seo.image !== undefined
        ? { image: seo.image }
        : entry.noindex === true || path === "/404"
          ? { image: site.socialImage }
          : page
            ? { card: cardText(page, cardSite(site, SITE_URL)) }
            : null;
  return { path, search, problems, sections, social };
}

/** The problems that stop a save: what is wrong with the file itself, whatever the rest of data/ holds. */
export function saveProblems(kind: FileKind, file: ContentFile | MarkdownFile): Problem[] {
  // An article's images without alt text are its own problem; its links depend on other files.
  const problems = kind === "article" && "body" in file ? articleFileProblems(file) : validateFile(kind, file);
  // A case study's export is uploaded with the entry: until it is read back, only the build can check it.
  const unread = kind === "caseStudy" && !("export" in file && file.export);
  return problems.filter((p) => p.severity === "error" && !(unread && p.path === "searchConsole"));
}

/** One line per problem, the field path first, as an editor reads them in the CMS. */
export function describeProblems(problems: ReadonlyArray<Problem>): string[] {
  return problems.map(describeProblem);
}
