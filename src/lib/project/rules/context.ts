/**
 * What every content rule reads besides the content, worked out once before they run (ruleContext),
 * and the small readers the rules share. Each rule is a file beside this one; the list, in the
 * order they run, is index.ts.
 */
import {
  authorsSchema,
  type Page,
  pageSchema,
  type Service,
  serviceSchema,
  type Site,
  siteSchema,
} from "../../content/schema";
import { type TypedFile, typedContent, type TypedContent, type TypedSection, whole } from "../../content/parse";
import { normalisePath, servicePath } from "../../content/pages";
import type { Problem } from "../../content/problems";
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
  /** Routes of the stubs in src/pages. */
  staticRoutes: ReadonlySet<string>;
  /** The page or service file at each route: the first page file naming a static route, the last service with a slug. */
  filesByRoute: ReadonlyMap<string, SectionedFile>;
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
  idsOf: ReadonlyMap<SectionedFile, Set<string>>;
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
/** A page or a service, typed: the files with an address and sections. */
export type SectionedFile = TypedFile<Page> | TypedFile<Service>;

export const pagePath = (page: TypedFile<Page>): string | undefined => {
  const path = page.data?.path;
  return path === undefined ? undefined : normalisePath(path);
};
export const serviceSlug = (service: TypedFile<Service>): string | undefined => service.data?.slug;
/** Pages and services list their sections alike (one `sections` field in the schema); a section of no known type is undefined. */
export const sectionsOf = (file: SectionedFile): ReadonlyArray<TypedSection | undefined> => file.data?.sections ?? [];
/** Site settings' lists read by the rules; a list with a wrong entry is not read (the schema rule names the entry). */
export const siteList = <K extends "redirects" | "externalLinks" | "figures" | "sources">(
  typed: TypedContent,
  key: K,
): Site[K] | undefined =>
  // The field's schema reads it as Site[K]; TypeScript does not follow a schema's shape through an index type.
  whole(siteSchema.shape[key], typed.site.data?.[key]) as Site[K] | undefined;

/** Each file's schema: data/site.yaml's, a page's or a service's. */
export function schemaOf(
  file: TypedContent["site"] | SectionedFile,
  typed: TypedContent,
): typeof siteSchema | typeof pageSchema | typeof serviceSchema {
  if (file === typed.site) return siteSchema;
  return typed.services.some((service) => service === file) ? serviceSchema : pageSchema;
}

/** The anchors of a page's or service's sections: each section's `id`. */
function sectionIds(file: SectionedFile): Set<string> {
  return new Set(sectionsOf(file).flatMap((section) => section?.id ?? []));
}

export function ruleContext(content: Content, options: ValidateOptions): RuleContext {
  const typed = typedContent(content);
  const staticRoutes = new Set(options.staticRoutes.map(normalisePath));
  const filesByRoute = new Map<string, SectionedFile>();
  for (const page of typed.pages) {
    const route = pagePath(page);
    if (route !== undefined && !filesByRoute.has(route) && staticRoutes.has(route)) filesByRoute.set(route, page);
  }
  const slugs = new Map<string, string>();
  for (const service of typed.services) {
    const slug = serviceSlug(service);
    if (slug === undefined) continue;
    if (!slugs.has(slug)) slugs.set(slug, service.file);
    filesByRoute.set(normalisePath(servicePath(slug)), service);
  }
  const redirects = new Map((siteList(typed, "redirects") ?? []).map((r) => [normalisePath(r.from), r.to]));
  const articles = content.articles ?? [];
  const insights = articleProblems(
    articles.map((article, i) => ({ article, data: typed.articles[i]?.data })),
    typed.authors,
    new Set(slugs.keys()),
    options.includeDrafts ?? false,
    options.asOf,
  );
  const hasInsights = typed.site.data?.ui?.insights !== undefined;
  const articleRoutes = hasInsights ? [normalisePath(INSIGHTS_PATH), ...insights.routes.keys()] : [];
  const caseStudies = caseStudyProblems(
    (content.caseStudies ?? []).map((study, i) => ({ study, data: typed.caseStudies[i]?.data })),
    new Set(slugs.keys()),
    options.includeDrafts ?? false,
    options.asOf,
  );
  const caseStudyRoutes =
    caseStudies.routes.size > 0 ? [normalisePath(CASE_STUDIES_PATH), ...caseStudies.routes.keys()] : [];
  const people = (whole(authorsSchema.shape.authors, typed.authors?.data?.authors) ?? [])
    .filter((a) => a.photo !== undefined)
    .map((a) => a.key);
  return {
    content,
    typed,
    options,
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
    idsOf: new Map([...typed.pages, ...typed.services].map((f) => [f, sectionIds(f)])),
  };
}
