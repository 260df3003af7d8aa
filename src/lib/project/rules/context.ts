/**
 * What every content rule reads besides the content, worked out once before they run (ruleContext),
 * and the small readers the rules share. Each rule is a file beside this one; the list, in the
 * order they run, is index.ts.
 */
import { authorsSchema, pageSchema, sectionBaseSchema, serviceSchema, siteSchema } from "../../content/schema";
import { rawField, readField, typedContent, type TypedContent } from "../../content/parse";
import { normalisePath, servicePath } from "../../content/pages";
import type { ContentFile, Problem } from "../../content/problems";
import type { Content } from "../../content/files";
import { type ArticleFile, articleProblems, INSIGHTS_PATH } from "../../insights";
import { CASE_STUDIES_PATH, caseStudyProblems, teamPath } from "../../case-studies";

export interface ValidateOptions {
  /** Routes of the files in src/pages (see routeFromPageFile). */
  staticRoutes: readonly string[];
  /** Whether draft articles are published in this run (gatsby develop); the build leaves them out. */
  includeDrafts?: boolean;
  /** The build's instant: articles and case studies scheduled after it are left out (src/lib/content/publication.ts); none: all are in. */
  asOf?: Date;
  /** A production build (Netlify's CONTEXT=production): placeholders for the agency's own facts stop it. */
  production?: boolean;
}

/**
 * What the rules read besides the content, worked out once before they run: which file fills each
 * route, the service slugs, the redirects, the articles' routes and every route there is.
 */
export interface RuleContext {
  /** data/ as read: what the schema rule checks each file against its schema. */
  content: Content;
  /** data/ typed, in one pass (content/parse.ts typedContent): each file's path and value, each field as its schema reads it. */
  typed: TypedContent;
  options: ValidateOptions;
  /** data/site.yaml as read (its fields are read with readField, each as the schema has it). */
  site: unknown;
  /** Routes of the stubs in src/pages. */
  staticRoutes: ReadonlySet<string>;
  /** The page or service file at each route: the first page file naming a static route, the last service with a slug. */
  filesByRoute: ReadonlyMap<string, ContentFile>;
  /** Each service slug and the first file that has it. */
  slugs: ReadonlyMap<string, string>;
  /** Each old address and where it redirects. */
  redirects: ReadonlyMap<string, string>;
  articles: ArticleFile[];
  insights: ReturnType<typeof articleProblems>;
  /** Whether data/site.yaml has the wording /insights/ needs (ui.insights). */
  hasInsights: boolean;
  caseStudies: ReturnType<typeof caseStudyProblems>;
  /** The keys of the authors who are people of the team (with a photo): each has a profile. */
  people: readonly string[];
  /** Every route the site has. */
  routes: ReadonlySet<string>;
  /** The section ids of each page and service file. */
  idsOf: ReadonlyMap<ContentFile, Set<string>>;
}

/** A cross-file content rule: its name (for the next reader), and the problems it finds. */
export interface ContentRule {
  name: string;
  check(context: RuleContext): Problem[];
}

export const error = (file: string, at: string, message: string): Problem => ({
  file,
  path: at,
  message,
  severity: "error",
});
export const pagePath = (page: ContentFile): string | undefined => {
  const path = readField(pageSchema, "path", page.data);
  return path === undefined ? undefined : normalisePath(path);
};
export const serviceSlug = (service: ContentFile): string | undefined => readField(serviceSchema, "slug", service.data);
/** Pages and services list their sections alike (one `sections` field in the schema). */
export const sectionsOf = (file: ContentFile): readonly unknown[] => readField(pageSchema, "sections", file.data) ?? [];
/** Site settings' lists read by the rules; a list with a wrong entry is not read (the schema rule names the entry). */
export const siteList = <K extends "redirects" | "externalLinks" | "figures" | "sources">(site: unknown, key: K) =>
  readField(siteSchema, key, site);

/** Each file's schema: data/site.yaml's, a page's or a service's. */
export function schemaOf(
  file: ContentFile,
  content: Content,
): typeof siteSchema | typeof pageSchema | typeof serviceSchema {
  return file === content.site ? siteSchema : content.services.includes(file) ? serviceSchema : pageSchema;
}

/** The anchors of a page's or service's sections: each section's `id`, read as every type's schema has it. */
function sectionIds(file: ContentFile): Set<string> {
  return new Set(sectionsOf(file).flatMap((section) => readField(sectionBaseSchema, "id", section) ?? []));
}

export function ruleContext(content: Content, options: ValidateOptions): RuleContext {
  const staticRoutes = new Set(options.staticRoutes.map(normalisePath));
  const filesByRoute = new Map<string, ContentFile>();
  for (const page of content.pages) {
    const route = pagePath(page);
    if (route !== undefined && !filesByRoute.has(route) && staticRoutes.has(route)) filesByRoute.set(route, page);
  }
  const slugs = new Map<string, string>();
  for (const service of content.services) {
    const slug = serviceSlug(service);
    if (slug === undefined) continue;
    if (!slugs.has(slug)) slugs.set(slug, service.file);
    filesByRoute.set(normalisePath(servicePath(slug)), service);
  }
  const site = content.site.data;
  const redirects = new Map((siteList(site, "redirects") ?? []).map((r) => [normalisePath(r.from), r.to]));
  const articles = content.articles ?? [];
  const insights = articleProblems(
    articles,
    content.authors,
    new Set(slugs.keys()),
    options.includeDrafts ?? false,
    options.asOf,
  );
  const hasInsights = rawField(siteSchema.shape.ui, "insights", rawField(siteSchema, "ui", site)) !== undefined;
  const articleRoutes = hasInsights ? [normalisePath(INSIGHTS_PATH), ...insights.routes.keys()] : [];
  const caseStudies = caseStudyProblems(
    content.caseStudies ?? [],
    new Set(slugs.keys()),
    options.includeDrafts ?? false,
    options.asOf,
  );
  const caseStudyRoutes =
    caseStudies.routes.size > 0 ? [normalisePath(CASE_STUDIES_PATH), ...caseStudies.routes.keys()] : [];
  const people = (content.authors ? (readField(authorsSchema, "authors", content.authors.data) ?? []) : [])
    .filter((a) => a.photo !== undefined)
    .map((a) => a.key);
  return {
    content,
    typed: typedContent(content),
    options,
    site,
    staticRoutes,
    filesByRoute,
    slugs,
    redirects,
    articles,
    insights,
    hasInsights,
    caseStudies,
    people,
    routes: new Set([
      ...staticRoutes,
      ...filesByRoute.keys(),
      ...articleRoutes,
      ...caseStudyRoutes,
      ...people.map((key) => normalisePath(teamPath(key))),
    ]),
    idsOf: new Map([...content.pages, ...content.services].map((f) => [f, sectionIds(f)])),
  };
}
