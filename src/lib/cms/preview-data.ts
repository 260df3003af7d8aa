/**
 * What the CMS preview renders and checks, from the entry an editor is changing plus a snapshot of
 * the rest of data/ (public/admin/content.json, written by the build; fresh from disk under
 * `npm run cms`). Framework-free: the admin bundle (src/cms/) calls it, Jest tests it.
 *
 * The section components take GraphQL's shapes (typegen's fragments), so the raw YAML is turned
 * into what Gatsby's queries return: `{{figures}}` filled in, serviceCards' slugs replaced by the
 * services themselves, and every section field present (null when the YAML leaves it out).
 */
import { figureMap, fillFigures, type Figures } from "../content/figures";
import { sectionSchemaFor } from "../content/schema";
import { EMPTY_SECTION, withRelatedServices, type SectionData } from "../content/section-data";
import { articleCardText, cardSite, cardText, type CardText } from "../seo/social-card";
import { articleTrail, type Crumb } from "../seo/structured-data";
import { articlePath, relatedArticles, slugOfFile } from "../insights/articles";
import type { ArticleViewData } from "../../components/insights/article";
import type { ArticleFile } from "../content/validate";
import { articleFileProblems } from "../insights/validate-articles";
import { SITE_URL } from "../site-url";
import type { InterestSource } from "../contact/interests";
import { interestSources } from "../contact/interests-from-content";
import { describeProblem, isObj, validateContent, validateFile, type Content, type ContentFile, type FileKind, type Problem } from "../content/validate";

/** Where the admin bundle fetches the snapshot. */
export const SNAPSHOT_PATH = "/admin/content.json";

/** public/admin/content.json: the content as the build saw it, and the routes of src/pages. */
export interface ContentSnapshot {
  content: Content;
  staticRoutes: string[];
}

export type { SectionData };
export { EMPTY_SECTION };
export type SiteContent = NonNullable<Queries.SiteContentQuery["siteYaml"]>;
type ServiceCard = NonNullable<SectionData["services"]>[number];

/** Every `{{name}}` in every text value, at any depth, replaced by its figure. */
export function fillFiguresDeep<T>(value: T, figures: Figures): T {
  if (typeof value === "string") return fillFigures(value, figures) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillFiguresDeep(v, figures)) as T;
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFiguresDeep(v, figures)])) as T;
  return value;
}

/** What the preview takes from the snapshot, worked out once per snapshot rather than per keystroke. */
interface Derived {
  figures: Figures;
  /** data/site.yaml as useSite() returns it. The snapshot passed the build's validation, so it has every field. */
  site: SiteContent;
  /** Each service's card, by slug, as serviceCards sections show it. */
  cards: Map<string, ServiceCard>;
}

const derivedFrom = new WeakMap<ContentSnapshot, Derived>();

function derived(snapshot: ContentSnapshot): Derived {
  const known = derivedFrom.get(snapshot);
  if (known) return known;
  const siteData = snapshot.content.site.data;
  const figures = figureMap(isObj(siteData) && Array.isArray(siteData.figures) ? (siteData.figures as Array<{ name: string; value: string }>) : []);
  const cards = new Map<string, ServiceCard>();
  for (const { data } of snapshot.content.services) {
    if (!isObj(data) || typeof data.slug !== "string") continue;
    const { slug, title, description, aiFeature, icon } = data;
    cards.set(slug, fillFiguresDeep({ slug, title, description, aiFeature, icon } as ServiceCard, figures));
  }
  const result = { figures, site: fillFiguresDeep(siteData as SiteContent, figures), cards };
  derivedFrom.set(snapshot, result);
  return result;
}

export function siteContent(snapshot: ContentSnapshot): SiteContent {
  return derived(snapshot).site;
}

/** The services as the contact form's interests read them (src/lib/contact/interests.ts). */
export function previewInterests(snapshot: ContentSnapshot): InterestSource[] {
  return interestSources(snapshot.content);
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
  if (!isObj(data)) return "/";
  if (kind === "service") return typeof data.slug === "string" ? `/services/${data.slug}` : "/services";
  return typeof data.path === "string" ? data.path : "/";
}

/** The snapshot with `file` in place of the file it was read from (or added, when it is new). */
export function withFile(snapshot: ContentSnapshot, kind: FileKind, file: ContentFile): Content {
  const { site, pages, services } = snapshot.content;
  const replace = (files: ContentFile[]) => [...files.filter((f) => f.file !== file.file), file];
  if (kind === "authors") return { ...snapshot.content, authors: file };
  if (kind === "site") return { ...snapshot.content, site: file };
  return kind === "page" ? { ...snapshot.content, site, pages: replace(pages) } : { ...snapshot.content, site, services: replace(services) };
}

/** What useAuthors() and the latest insights section read in the preview: the authors, and the articles newest first (drafts too). */
export interface PreviewListings {
  authors: Array<{ key: string; name: string; role: string; bio: string }>;
  articles: Array<{ fields: { slug: string }; frontmatter: { title: string; description: string; date: string; author: string } }>;
}

export function previewListings(snapshot: ContentSnapshot): PreviewListings {
  const authorsData = snapshot.content.authors?.data;
  const authors = isObj(authorsData) && Array.isArray(authorsData.authors) ? (authorsData.authors as PreviewListings["authors"]) : [];
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const articles = (snapshot.content.articles ?? [])
    .flatMap((a) => (isObj(a.data) ? [{ fields: { slug: slugOfFile(a.file) }, frontmatter: { title: text(a.data.title), description: text(a.data.description), date: text(a.data.date), author: text(a.data.author) } }] : []))
    .sort((x, y) => y.frontmatter.date.localeCompare(x.frontmatter.date));
  return { authors, articles };
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
export function articlePreview(file: ArticleFile, snapshot: ContentSnapshot, html: (markdown: string) => string, minutes: (markdown: string) => number): ArticlePreview {
  const { site, cards } = derived(snapshot);
  const others = (snapshot.content.articles ?? []).filter((a) => a.file !== file.file);
  const content = { ...snapshot.content, articles: [...others, file] };
  const problems = validateContent(content, { staticRoutes: snapshot.staticRoutes, includeDrafts: true }).filter((p) => p.file === file.file);
  const data = isObj(file.data) ? file.data : {};
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const slug = slugOfFile(file.file);
  const path = articlePath(slug);
  const authors = isObj(snapshot.content.authors?.data) && Array.isArray(snapshot.content.authors.data.authors) ? (snapshot.content.authors.data.authors as Array<Record<string, string>>) : [];
  const author = authors.find((a) => a.key === data.author);
  const services = Array.isArray(data.services) ? data.services.flatMap((s: unknown) => (typeof s === "string" ? (cards.get(s) ?? []) : [])) : [];
  const summaries = others.flatMap((a) => (isObj(a.data) && typeof a.data.date === "string" ? [{ slug: slugOfFile(a.file), date: a.data.date, services: Array.isArray(a.data.services) ? (a.data.services as string[]) : [], data: a.data }] : []));
  const me = { slug, date: text(data.date), services: Array.isArray(data.services) ? (data.services as string[]) : [], data };
  const more = relatedArticles([...summaries, me], slug, 2).map((a) => ({
    fields: { slug: a.slug },
    frontmatter: { title: text(a.data.title), description: text(a.data.description), date: a.date, author: text(a.data.author) },
  }));
  const seo = isObj(data.seo) ? data.seo : {};
  const title = text(seo.title) || text(data.title);
  const description = text(seo.description) || text(data.description);
  const wording = site.ui.insights;
  return {
    path,
    search: title && description ? { title, description, hidden: data.draft === true } : null,
    problems,
    social: typeof seo.image === "string" ? { image: seo.image } : { card: articleCardText(data, cardSite(snapshot.content.site.data, SITE_URL), wording?.crumb ?? "") },
    article: {
      title: text(data.title),
      description: text(data.description),
      date: text(data.date),
      updated: text(data.updated) || null,
      timeToRead: minutes(file.body),
      html: html(file.body),
      author: author ? { name: author.name ?? "", role: author.role ?? "", bio: author.bio ?? "" } : null,
      services,
      more,
    },
    trail: articleTrail(site, wording?.crumb ?? "Insights", { title: text(data.title), path }),
  };
}

/** Problems that belong to `sections[index]` or a field inside it. */
const inSection = (index: number) => (p: Problem) => p.path === `sections[${index}]` || p.path.startsWith(`sections[${index}].`) || p.path.startsWith(`sections[${index}][`);

export function previewOf(kind: FileKind, file: ContentFile, snapshot: ContentSnapshot): Preview {
  const problems = validateContent(withFile(snapshot, kind, file), { staticRoutes: snapshot.staticRoutes }).filter((p) => p.file === file.file);
  const { figures, cards } = derived(snapshot);
  const raw = isObj(file.data) && Array.isArray(file.data.sections) ? (file.data.sections as unknown[]) : [];
  const sections = raw.map((section, index): PreviewSection => {
    const type = isObj(section) && typeof section.type === "string" ? section.type : "";
    const schema = sectionSchemaFor(type);
    if (!isObj(section) || !schema?.safeParse(section).success) {
      const own = problems.filter(inSection(index));
      return { index, ok: false, type, problems: own };
    }
    const slugs = Array.isArray(section.services) ? section.services.filter((s): s is string => typeof s === "string") : null;
    const filled = fillFiguresDeep(section, figures);
    const services = slugs && slugs.flatMap((slug) => cards.get(slug) ?? []);
    return { index, ok: true, section: { ...EMPTY_SECTION, ...filled, services } as SectionData };
  });
  // A service page ends with the services its file names as related, as the site shows them.
  const related = kind === "service" && isObj(file.data) && Array.isArray(file.data.related) ? file.data.related.flatMap((slug: unknown) => (typeof slug === "string" ? (cards.get(slug) ?? []) : [])) : [];
  const [relatedSection] = withRelatedServices([], derived(snapshot).site.ui.relatedServices, related);
  if (relatedSection) {
    const last = sections[sections.length - 1];
    const entry: PreviewSection = { index: raw.length, ok: true, section: relatedSection };
    if (last?.ok && last.section.type === "callToAction") sections.splice(sections.length - 1, 0, entry);
    else sections.push(entry);
  }
  const seo = isObj(file.data) && isObj(file.data.seo) ? file.data.seo : {};
  const search =
    typeof seo.title === "string" && typeof seo.description === "string"
      ? { title: fillFigures(seo.title, figures), description: fillFigures(seo.description, figures), hidden: isObj(file.data) && file.data.noindex === true }
      : null;
  const siteData = snapshot.content.site.data;
  const siteDefault = isObj(siteData) && typeof siteData.socialImage === "string" ? siteData.socialImage : "";
  const data = isObj(file.data) ? file.data : {};
  const path = routeOf(kind, file.data);
  const social =
    kind === "site" || kind === "authors" || kind === "article"
      ? null
      : typeof seo.image === "string"
        ? { image: seo.image }
        : data.noindex === true || path === "/404"
          ? { image: siteDefault }
          : { card: cardText(kind, data, cardSite(siteData, SITE_URL), figures) };
  return { path, search, problems, sections, social };
}

/** The problems that stop a save: what is wrong with the file itself, whatever the rest of data/ holds. */
export function saveProblems(kind: FileKind, file: ContentFile | ArticleFile): Problem[] {
  // An article's images without alt text are its own problem; its links depend on other files.
  const problems = kind === "article" && "body" in file ? articleFileProblems(file) : validateFile(kind, file);
  return problems.filter((p) => p.severity === "error");
}

/** One line per problem, the field path first, as an editor reads them in the CMS. */
export function describeProblems(problems: ReadonlyArray<Problem>): string[] {
  return problems.map(describeProblem);
}
