/**
 * Build-time content validation. Everything an editor can get wrong in data/ is caught here and
 * reported as `<file>: <field path> <what is wrong>`, so gatsby-node can stop the build before a
 * broken page ships. Framework-free so it is unit-tested against fixtures without Gatsby, and free
 * of Node APIs so the CMS runs the same checks in the browser (load.ts reads the files from disk).
 */
import { z } from "zod";
import { articleSchema, authorsSchema, clientsSchema, HEADING_SECTION_TYPES, sectionBaseSchema, pageSchema, SECTION_TYPES, sectionSchemaFor, serviceSchema, siteSchema, type Page, type SectionSchemas, type Site } from "../content/schema";
import { figureNamesIn, SETTING_FIGURE_NAMES, type Figures } from "../content/figures";
import { parseSection, rawField, readField, textsIn } from "../content/parse";
import { placeholderFacts } from "../content/placeholders";
import { normalisePath, servicePath } from "../content/pages";
import { check, describeValue, formatPath, isObj, type ContentFile, type Problem } from "../content/problems";
import type { Content } from "../content/files";
import { metaOf } from "../content/meta";
import { articleFileProblems, articleProblems, authorsFileProblems, bodyLinkProblems, bodyRoutes, type ArticleFile } from "../insights/validate-articles";
import { INSIGHTS_PATH } from "../insights/articles";
import { CASE_STUDIES_PATH, caseStudyFileProblems, caseStudyProblems } from "../case-studies/case-studies";
import { teamPath } from "../case-studies/team";

export type { ArticleFile, Content };


function checkSections(file: ContentFile): Problem[] {
  const sections = rawField(pageSchema, "sections", file.data);
  if (!Array.isArray(sections)) return [];
  const problems: Problem[] = [];
  const ids = new Map<string, number>();
  const headingTexts = new Map<string, number>();
  let headings = 0;
  sections.forEach((section: unknown, i) => {
    const at = `sections[${i}]`;
    if (!isObj(section)) {
      problems.push({ file: file.file, path: at, message: `should be a group of fields, not ${describeValue(section)}`, severity: "error" });
      return;
    }
    const type = readField(sectionBaseSchema, "type", section);
    if (type === undefined) {
      problems.push({ file: file.file, path: `${at}.type`, message: "is required", severity: "error" });
      return;
    }
    const schema = sectionSchemaFor(type);
    if (!schema) {
      problems.push({
        file: file.file,
        path: `${at}.type`,
        message: `"${type}" has no component; use one of: ${SECTION_TYPES.join(", ")}`,
        severity: "error",
      });
      return;
    }
    problems.push(...check(schema, section, file.file, ["sections", i]));
    if ((HEADING_SECTION_TYPES as readonly string[]).includes(type)) {
      headings += 1;
      if (i !== 0) {
        problems.push({ file: file.file, path: `${at}.type`, message: `"${type}" holds the page's main heading and must be the first section`, severity: "error" });
      }
    }
    const heading = readField(sectionBaseSchema, "heading", section);
    if (heading !== undefined) {
      const first = headingTexts.get(heading);
      if (first !== undefined) {
        problems.push({ file: file.file, path: `${at}.heading`, message: `"${heading}" is already the heading of sections[${first}]; headings must be unique on a page`, severity: "error" });
      } else headingTexts.set(heading, i);
    }
    const id = readField(sectionBaseSchema, "id", section);
    if (id !== undefined) {
      const first = ids.get(id);
      if (first !== undefined) {
        problems.push({ file: file.file, path: `${at}.id`, message: `"${id}" is already used by sections[${first}]; anchors must be unique on a page`, severity: "error" });
      } else ids.set(id, i);
    }
  });
  if (headings !== 1) {
    problems.push({
      file: file.file,
      path: "sections",
      message: `must have exactly one main-heading section (${HEADING_SECTION_TYPES.join(" or ")}) first; found ${headings}`,
      severity: "error",
    });
  }
  return problems;
}

/** The anchors of a page's or service's sections: each section's `id`, read as every type's schema has it. */
function sectionIds(file: ContentFile): Set<string> {
  return new Set(sectionsOf(file).flatMap((section) => readField(sectionBaseSchema, "id", section) ?? []));
}

export type FileKind = "site" | "page" | "service" | "authors" | "article" | "clients" | "caseStudy";

const fileSchemas: Record<"site" | "page" | "service", z.ZodType> = { site: siteSchema, page: pageSchema, service: serviceSchema };

/**
 * What one file gets wrong on its own: its fields against the schema and, for pages and services,
 * its sections (types, fields, one main heading first, unique headings and ids). What depends on
 * other files (links, service slugs, figures) is validateContent's. The CMS runs this before it saves.
 */
export function validateFile(kind: FileKind, file: ContentFile): Problem[] {
  if (kind === "authors") return authorsFileProblems(file);
  if (kind === "article") return articleFileProblems({ body: "", ...file });
  if (kind === "clients") return check(clientsSchema, file.data, file.file);
  if (kind === "caseStudy") return caseStudyFileProblems({ body: "", ...file });
  const problems = check(fileSchemas[kind], file.data, file.file);
  return kind === "site" ? problems : [...problems, ...checkSections(file)];
}

export interface ValidateOptions {
  /** Routes of the files in src/pages (see routeFromPageFile). */
  staticRoutes: readonly string[];
  /** Whether draft articles are published in this run (gatsby develop); the build leaves them out. */
  includeDrafts?: boolean;
  /** A production build (Netlify's CONTEXT=production): placeholders for the agency's own facts stop it. */
  production?: boolean;
}

/**
 * What the rules read besides the content, worked out once before they run: which file fills each
 * route, the service slugs, the redirects, the articles' routes and every route there is.
 */
export interface RuleContext {
  content: Content;
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

const error = (file: string, at: string, message: string): Problem => ({ file, path: at, message, severity: "error" });
const pagePath = (page: ContentFile): string | undefined => {
  const path = readField(pageSchema, "path", page.data);
  return path === undefined ? undefined : normalisePath(path);
};
const serviceSlug = (service: ContentFile): string | undefined => readField(serviceSchema, "slug", service.data);
/** Pages and services list their sections alike (one `sections` field in schema.ts). */
const sectionsOf = (file: ContentFile): readonly unknown[] => readField(pageSchema, "sections", file.data) ?? [];
/** Site settings' lists read by the rules; a list with a wrong entry is not read (the schema rule names the entry). */
const siteList = <K extends "redirects" | "externalLinks" | "figures">(site: unknown, key: K) => readField(siteSchema, key, site);
const notAService = (name: string) => `"${name}" is not a service; use the slug of a file in data/services/`;

function ruleContext(content: Content, options: ValidateOptions): RuleContext {
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
  const insights = articleProblems(articles, content.authors, new Set(slugs.keys()), options.includeDrafts ?? false);
  const hasInsights = rawField(siteSchema.shape.ui, "insights", rawField(siteSchema, "ui", site)) !== undefined;
  const articleRoutes = hasInsights ? [normalisePath(INSIGHTS_PATH), ...insights.routes.keys()] : [];
  const caseStudies = caseStudyProblems(content.caseStudies ?? [], new Set(slugs.keys()), options.includeDrafts ?? false);
  const caseStudyRoutes = caseStudies.routes.size > 0 ? [normalisePath(CASE_STUDIES_PATH), ...caseStudies.routes.keys()] : [];
  const people = (content.authors ? readField(authorsSchema, "authors", content.authors.data) ?? [] : []).filter((a) => a.photo !== undefined).map((a) => a.key);
  return {
    content,
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
    routes: new Set([...staticRoutes, ...filesByRoute.keys(), ...articleRoutes, ...caseStudyRoutes, ...people.map((key) => normalisePath(teamPath(key)))]),
    idsOf: new Map([...content.pages, ...content.services].map((f) => [f, sectionIds(f)])),
  };
}

/** The content rules, run in this order; each problem names the file and field it is about. */
export const CONTENT_RULES: readonly ContentRule[] = [
  {
    name: "each file against its schema",
    check({ content, options }) {
      // A site file that did not parse has already been reported by readYaml.
      return [
        ...(content.site.data !== undefined ? validateFile("site", content.site) : []),
        ...placeholderFacts(content.site.file, content.site.data, options.production),
        ...content.pages.flatMap((page) => validateFile("page", page)),
        ...content.services.flatMap((service) => validateFile("service", service)),
        ...(content.authors && content.authors.data !== undefined ? validateFile("authors", content.authors) : []),
        ...(content.articles ?? []).flatMap(articleFileProblems),
        ...(content.clients && content.clients.data !== undefined ? validateFile("clients", content.clients) : []),
        ...(content.caseStudies ?? []).flatMap(caseStudyFileProblems),
      ];
    },
  },
  {
    name: "each page file fills a route of src/pages, one file a route",
    check({ content, staticRoutes, filesByRoute }) {
      return content.pages.flatMap((page) => {
        const route = pagePath(page);
        const owner = route === undefined ? page : filesByRoute.get(route);
        if (route === undefined || owner === page) return [];
        if (owner) return [error(page.file, "path", `"${route}" is already used by ${owner.file}`)];
        return [error(page.file, "path", `"${route}" has no page file in src/pages; use one of: ${[...staticRoutes].sort().join(", ")}`)];
      });
    },
  },
  {
    name: "each service's slug is its file's name, one service a slug",
    check({ content, slugs }) {
      return content.services.flatMap((service) => {
        const slug = serviceSlug(service);
        if (slug === undefined) return [];
        const expected = `${slug}.yaml`;
        const problems: Problem[] = [];
        if (service.file.split("/").pop() !== expected) problems.push(error(service.file, "slug", `"${slug}" must match the file name; rename the file to ${expected} or change the slug`));
        const first = slugs.get(slug);
        if (first !== service.file) problems.push(error(service.file, "slug", `"${slug}" is already used by ${first}; every service needs its own slug`));
        return problems;
      });
    },
  },
  {
    name: "articles: authors, services, dates and slugs",
    check: ({ insights }) => insights.problems,
  },
  {
    name: "case studies: services and addresses",
    check: ({ caseStudies }) => caseStudies.problems,
  },
  {
    name: "case studies and people need their wording",
    check: ({ content, caseStudies, people, site }) => {
      const ui = rawField(siteSchema, "ui", site);
      return [
        ...(caseStudies.routes.size > 0 && rawField(siteSchema.shape.ui, "caseStudies", ui) === undefined ? [error(content.site.file, "ui.caseStudies", "is required: data/case-studies/ has a case study, and its pages need their wording")] : []),
        ...(people.length > 0 && rawField(siteSchema.shape.ui, "team", ui) === undefined ? [error(content.site.file, "ui.team", `is required: ${content.authors?.file ?? "data/authors.yaml"} has a person with a photo, and their profile needs its wording`)] : []),
      ];
    },
  },
  {
    name: "articles need the wording of /insights/",
    check: ({ content, articles, hasInsights }) => (articles.length > 0 && !hasInsights ? [error(content.site.file, "ui.insights", "is required: data/insights/ has articles, and /insights/ needs its wording")] : []),
  },
  {
    name: "a redirect hides no page",
    // Where a redirect goes is checked with every other link; here, that it hides no page.
    check: ({ content, site, routes }) =>
      (siteList(site, "redirects") ?? []).flatMap((r, i) => (routes.has(normalisePath(r.from)) ? [error(content.site.file, `redirects[${i}].from`, `"${r.from}" is a page; a redirect cannot hide it`)] : [])),
  },
  {
    name: "a figure is set in one place",
    // The worked example's figures and the settings' are worked out; listing one as well would hide the sum.
    check: ({ content, site }) =>
      (siteList(site, "figures") ?? []).flatMap((f, i) =>
        SETTING_FIGURE_NAMES.has(f.name) ? [error(content.site.file, `figures[${i}].name`, `"${f.name}" is worked out by the build (from example, or a setting); remove it here and change example instead`)] : [],
      ),
  },
  {
    name: "a budget calculator follows the worked example",
    check: calculatorProblems,
  },
  {
    name: "no more than two sections in a row share a layout",
    check: layoutRunProblems,
  },
  {
    name: "no two service pages share a hero picture",
    check: sharedHeroPictureProblems,
  },
  {
    name: "links, external links and figures name what exists",
    check: linkProblems,
  },
  {
    name: "service cards and related services name services",
    check({ content, slugs }) {
      const problems: Problem[] = [];
      // A service named in a section: wherever the schema makes a text a reference to services.
      for (const file of [...content.pages, ...content.services]) {
        for (const { path, text, ref } of textsIn(schemaOf(file, content), file.data)) {
          if (path[0] === SECTIONS && ref?.collection === "services" && !slugs.has(text)) problems.push(error(file.file, formatPath(path), notAService(text)));
        }
      }
      for (const service of content.services) {
        const own = serviceSlug(service);
        const seen = new Set<string>();
        (readField(serviceSchema, "related", service.data) ?? []).forEach((name, j) => {
          if (name === own) problems.push(error(service.file, `related[${j}]`, `"${name}" is this service itself; name other services`));
          else if (!slugs.has(name)) problems.push(error(service.file, `related[${j}]`, notAService(name)));
          else if (seen.has(name)) problems.push(error(service.file, `related[${j}]`, `"${name}" is listed twice`));
          seen.add(name);
        });
      }
      return problems;
    },
  },
  {
    name: "each contact form choice has its own value",
    check: interestValueProblems,
  },
  {
    name: "article bodies link to pages",
    check: ({ insights, routes, filesByRoute, idsOf }) => bodyLinkProblems([...insights.routes.values()], routes, insights.drafts, (route) => { const file = filesByRoute.get(route); return file ? idsOf.get(file) : undefined; }),
  },
  {
    name: "a link reaches every indexable page",
    check({ content, site, filesByRoute, insights, hasInsights }) {
      // The crawl: /insights/ (with its later pages) reaches every article; an article, its links and services.
      const crawled = new Map(filesByRoute);
      const articleLinks = new Map<string, string[]>(hasInsights ? [[normalisePath(INSIGHTS_PATH), [...insights.routes.keys()]]] : []);
      for (const [route, article] of insights.routes) {
        articleLinks.set(route, [...bodyRoutes(article), ...linksIn(articleSchema, article.data)]);
        if (hasInsights) crawled.set(route, article);
      }
      return unreachablePages(content, site, crawled, articleLinks);
    },
  },
];

/** A section's layout, in words (FieldMeta.layout on its type's schema), or undefined for a type no component renders. */
const layoutOf = (section: unknown): string | undefined => {
  const type = readField(sectionBaseSchema, "type", section);
  const schema = type === undefined ? undefined : sectionSchemaFor(type);
  return schema ? metaOf(schema).layout : undefined;
};
/** What a service page adds before its closing call to action: its related services and the articles on it, both grids of cards. */
const SERVICE_PAGE_ADDS = [layoutOf({ type: "serviceCards" }), layoutOf({ type: "latestArticles" })];

/**
 * Three sections in a row laid out alike read as one long, same-shaped page (the design review's
 * "every page is the same shape"): a page alternates its layouts, at most two alike in a row. A
 * service page's related services and its articles, two grids of cards, come before its closing
 * call to action, so they count too.
 */
function layoutRunProblems({ content }: RuleContext): Problem[] {
  const files = [...content.pages.map((file) => ({ file, service: false })), ...content.services.map((file) => ({ file, service: true }))];
  return files.flatMap(({ file, service }) => {
    const sections = sectionsOf(file);
    const layouts: Array<{ layout: string | undefined; at: number | "added" }> = sections.map((section, i) => ({ layout: layoutOf(section), at: i }));
    if (service) {
      const closing = readField(sectionBaseSchema, "type", sections[sections.length - 1]) === "callToAction" ? layouts.length - 1 : layouts.length;
      layouts.splice(closing, 0, ...SERVICE_PAGE_ADDS.map((layout) => ({ layout, at: "added" as const })));
    }
    const problems: Problem[] = [];
    layouts.forEach(({ layout, at }, i) => {
      const [first, second] = [layouts[i - 2], layouts[i - 1]];
      if (layout === undefined || first?.layout !== layout || second?.layout !== layout) return;
      // Report the YAML section of the run nearest its end: the one an editor moves or changes.
      const own = [at, second.at, first.at].find((n): n is number => n !== "added");
      if (own === undefined) return;
      const added = at === "added" ? " (with the related services and articles a service page shows before its closing call)" : "";
      problems.push(error(file.file, `sections[${own}].type`, `makes three sections in a row laid out as ${layout}${added}; put a section of another kind between them, or change one`));
    });
    return problems;
  });
}

/** Each service page's hero picture is its own: two services may share a kind of picture, never the same picture. */
function sharedHeroPictureProblems({ content }: RuleContext): Problem[] {
  const seen = new Map<string, string>();
  return content.services.flatMap((file) => {
    const hero = sectionsOf(file)[0];
    const visual = isObj(hero) && readField(sectionBaseSchema, "type", hero) === "hero" ? hero.visual : undefined;
    if (!isObj(visual)) return [];
    // The same picture: the same kind and fields, whatever its description and caption say.
    const { alt: _alt, caption: _caption, ...drawn } = visual;
    const key = JSON.stringify(drawn);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, file.file);
      return [];
    }
    return [error(file.file, "sections[0].visual", `is the same picture as ${first}'s hero; give each service a picture of its own (another kind, or other content)`)];
  });
}

/**
 * A bar chart's budget calculator works the example out again for the visitor's budget: the
 * example must exist and lie within the slider's range, and a bar that follows the budget must
 * show the example's figure it names, so the page without JavaScript and the calculator at the
 * example's budget say the same.
 */
function calculatorProblems({ content, site }: RuleContext): Problem[] {
  const chartSchema = sectionSchemaFor("barChart") as SectionSchemas["barChart"];
  const example = readField(siteSchema, "example", site);
  return [...content.pages, ...content.services].flatMap((file) =>
    sectionsOf(file).flatMap((section, i) => {
      if (readField(sectionBaseSchema, "type", section) !== "barChart") return [];
      const at = `sections[${i}]`;
      const calculator = readField(chartSchema, "calculator", section);
      const rows = readField(chartSchema, "rows", section) ?? [];
      const problems: Problem[] = [];
      rows.forEach((row, r) =>
        row.bars.forEach((bar, b) => {
          const field = `${at}.rows[${r}].bars[${b}]`;
          if (bar.follows === undefined) return;
          if (!calculator) problems.push(error(file.file, `${field}.follows`, "only a chart with a budget calculator can follow the budget; add the calculator or leave this empty"));
          else if (!figureNamesIn(bar.display).includes(bar.follows)) problems.push(error(file.file, `${field}.display`, `follows {{${bar.follows}}}, so it must show it, e.g. "{{${bar.follows}}} pages"`));
        }),
      );
      if (!calculator) return problems;
      if (!example) return [...problems, error(content.site.file, "example", `is required: ${file.file} has a budget calculator, which works the example out again`)];
      if (calculator.min > example.budget || calculator.max < example.budget) problems.push(error(file.file, `${at}.calculator`, `the example's budget ($${example.budget}) must lie between min ($${calculator.min}) and max ($${calculator.max})`));
      if ((example.budget - calculator.min) % calculator.step !== 0) problems.push(error(file.file, `${at}.calculator.step`, `the slider must stop at the example's budget ($${example.budget}): make min plus a whole number of steps reach it`));
      return problems;
    }),
  );
}

export function validateContent(content: Content, options: ValidateOptions): Problem[] {
  const context = ruleContext(content, options);
  return CONTENT_RULES.flatMap((rule) => rule.check(context));
}

/** Every internal link goes to a page, a section or an old address; every external link and `{{figure}}` is named in data/site.yaml. */
function linkProblems({ content, site, redirects, routes, filesByRoute, idsOf }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  // A list with a wrong entry is reported by the schema rule; the names it holds are not checked against until it is right.
  const externalNames = siteList(site, "externalLinks")?.map((l) => l.name);
  const figureNames = siteList(site, "figures")?.map((f) => f.name);
  for (const file of [content.site, ...content.pages, ...content.services]) {
    const texts = textsIn(schemaOf(file, content), file.data).map((t) => ({ ...t, at: formatPath(t.path) }));
    for (const { at, text: href } of texts.filter((t) => t.meta.link === "internal")) {
      const [target = "", anchor] = href.split("#");
      const ownPage = file === content.site ? undefined : file;
      if (target === "") {
        if (anchor && ownPage && !idsOf.get(ownPage)?.has(anchor)) {
          problems.push(error(file.file, at, `"${href}" points to no section on this page; give a section the id "${anchor}"`));
        }
        continue;
      }
      if (!target.startsWith("/")) continue; // the schema already reports the malformed value
      const route = normalisePath(target);
      const redirect = redirects.get(route);
      const linked = filesByRoute.get(route);
      if (redirect !== undefined) {
        problems.push({ file: file.file, path: at, message: `"${href}" is an old address that redirects to "${redirect}"; link to "${redirect}" instead`, severity: "warning" });
      } else if (!routes.has(route)) {
        problems.push(error(file.file, at, `"${href}" is not a page`));
      } else if (anchor && linked && !idsOf.get(linked)?.has(anchor)) {
        problems.push(error(file.file, at, `"${href}" points to no section of ${route}; give a section there the id "${anchor}"`));
      }
    }
    for (const { at, text: name } of externalNames ? texts.filter((t) => t.meta.link === "external") : []) {
      if (!externalNames?.includes(name)) {
        problems.push(error(file.file, at, `"${name}" is not in externalLinks in ${content.site.file}; add it there or use one of: ${externalNames?.join(", ") || "(none yet)"}`));
      }
    }
    for (const { at, text } of figureNames ? texts : []) {
      for (const name of figureNamesIn(text)) {
        if (!figureNames?.includes(name) && !SETTING_FIGURE_NAMES.has(name)) problems.push(error(file.file, at, `uses "{{${name}}}", which is not in figures in ${content.site.file}; add it there or fix the name`));
      }
    }
  }
  return problems;
}

/** What the contact form's choices read of a service file (src/lib/contact/interests.ts). */
const interestFields = z.object(serviceSchema.pick({ slug: true, formValue: true, offered: true }).shape);
const NO_FIGURES: Figures = new Map();

/**
 * The contact form's interests: each value names one choice (src/lib/contact/interests.ts), read
 * typed, so renaming a field they use is a type error here. Two services with one slug are
 * reported by the slug rule.
 */
function interestValueProblems({ content }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  const interestValues = new Map<string, { where: string; slug: boolean }>();
  const claim = (value: string, file: string, field: string) => {
    const first = interestValues.get(value);
    if (!first) interestValues.set(value, { where: `${file} (${field})`, slug: field === "slug" });
    else if (!(first.slug && field === "slug")) problems.push(error(file, field, `"${value}" is already the contact form value of ${first.where}; give each choice its own value`));
  };
  for (const { file, data } of content.services) {
    const service = interestFields.safeParse(data).data;
    if (service && service.offered !== false) claim(service.formValue ?? service.slug, file, service.formValue !== undefined ? "formValue" : "slug");
  }
  for (const file of content.pages) {
    sectionsOf(file).forEach((raw, i) => {
      const section = parseSection(raw, NO_FIGURES);
      const others = section?.type === "contactForm" ? (section.form.otherInterests ?? []) : [];
      others.forEach((o, j) => claim(o.value, file.file, `sections[${i}].form.otherInterests[${j}].value`));
    });
  }
  return problems;
}

/** The field of pages and services listing their sections, and of a menu entry shown but not clickable. */
const SECTIONS = "sections" satisfies keyof Page;
type NavEntry = NonNullable<Site["header"]["nav"][number]["children"]>[number];
const DISABLED = "disabled" satisfies keyof NavEntry;
/** The parts of data/site.yaml on every page. */
const ON_EVERY_PAGE = ["header", "footer"] as const satisfies ReadonlyArray<keyof Site>;

/** Each file's schema: data/site.yaml's, a page's or a service's. */
function schemaOf(file: ContentFile, content: Content): typeof siteSchema | typeof pageSchema | typeof serviceSchema {
  return file === content.site ? siteSchema : content.services.includes(file) ? serviceSchema : pageSchema;
}

/** Where a file's links go: its internal links and the services it names (their pages); never a disabled menu entry. */
function linksIn(schema: Parameters<typeof textsIn>[0], data: unknown, only?: readonly PropertyKey[]): string[] {
  return textsIn(schema, data, (entry) => entry[DISABLED] === true).flatMap(({ path, text, meta, ref }) => {
    if (only && !only.includes(path[0] ?? "")) return [];
    if (meta.link === "internal" && text.startsWith("/")) return [normalisePath(text.split("#")[0] ?? "")];
    return ref?.collection === "services" ? [normalisePath(servicePath(text))] : [];
  });
}

/**
 * Pages a search engine would index but cannot find: no chain of ordinary links from the home page
 * (the header and footer are on every page) reaches them. A warning, naming where to link them.
 */
function unreachablePages(content: Content, site: unknown, filesByRoute: ReadonlyMap<string, ContentFile>, moreLinks: ReadonlyMap<string, string[]> = new Map()): Problem[] {
  const everywhere = linksIn(siteSchema, site, ON_EVERY_PAGE);
  const reached = new Set<string>(["/"]);
  const queue = ["/", ...everywhere];
  while (queue.length > 0) {
    const route = queue.shift() ?? "/";
    reached.add(route);
    const file = filesByRoute.get(route);
    for (const next of [...(file ? linksIn(schemaOf(file, content), file.data) : []), ...(moreLinks.get(route) ?? [])]) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  const problems: Problem[] = [];
  const home = content.pages.find((p) => pagePath(p) === "/")?.file ?? "the home page's file";
  const servicesIndex = content.pages.find((p) => pagePath(p) === "/services")?.file ?? home;
  for (const [route, file] of filesByRoute) {
    if (reached.has(route) || route === "/404" || readField(pageSchema, "noindex", file.data) === true) continue;
    const from = content.services.includes(file)
      ? `${servicesIndex} (its service cards) or a related service`
      : route.startsWith(normalisePath(INSIGHTS_PATH))
        ? `/insights/, which data/site.yaml's footer links to (footer.columns)`
        : home;
    problems.push({ file: file.file, path: "", message: `no link on the site reaches ${route}; search engines may never find it. Link it from ${from}`, severity: "warning" });
  }
  return problems;
}
