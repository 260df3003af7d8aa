/**
 * Build-time content validation. Everything an editor can get wrong in data/ is caught here and
 * reported as `<file>: <field path> <what is wrong>`, so gatsby-node can stop the build before a
 * broken page ships. Framework-free so it is unit-tested against fixtures without Gatsby, and free
 * of Node APIs so the CMS runs the same checks in the browser (load.ts reads the files from disk).
 */
import type { z } from "zod";
import { HEADING_SECTION_TYPES, pageSchema, SECTION_TYPES, sectionSchemaFor, serviceSchema, siteSchema } from "./schema";
import { figureNamesIn } from "./figures";
import { placeholderFacts } from "./placeholders";
import { normalisePath, servicePath } from "./pages";
import { articleFileProblems, articleProblems, authorsFileProblems, bodyLinkProblems, bodyRoutes, type ArticleFile } from "../insights/validate-articles";
import { check, describeValue, formatPath, isObj, type ContentFile, type Problem } from "./problems";

export { check, describeProblem, describeValue, formatPath, formatProblem, isObj } from "./problems";
export type { ContentFile, Problem } from "./problems";
import { INSIGHTS_PATH } from "../insights/articles";

export { normalisePath };

export interface Content {
  site: ContentFile;
  pages: ContentFile[];
  services: ContentFile[];
  /** data/authors.yaml, when there is one. */
  authors?: ContentFile;
  /** data/insights/*.md. */
  articles?: ArticleFile[];
}

export type { ArticleFile };


function checkSections(file: ContentFile): Problem[] {
  if (!isObj(file.data) || !Array.isArray(file.data.sections)) return [];
  const problems: Problem[] = [];
  const ids = new Map<string, number>();
  const headingTexts = new Map<string, number>();
  let headings = 0;
  file.data.sections.forEach((section: unknown, i) => {
    const at = `sections[${i}]`;
    if (!isObj(section)) {
      problems.push({ file: file.file, path: at, message: `should be a group of fields, not ${describeValue(section)}`, severity: "error" });
      return;
    }
    const type = section.type;
    if (typeof type !== "string") {
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
    if (typeof section.heading === "string") {
      const first = headingTexts.get(section.heading);
      if (first !== undefined) {
        problems.push({ file: file.file, path: `${at}.heading`, message: `"${section.heading}" is already the heading of sections[${first}]; headings must be unique on a page`, severity: "error" });
      } else headingTexts.set(section.heading, i);
    }
    if (typeof section.id === "string") {
      const first = ids.get(section.id);
      if (first !== undefined) {
        problems.push({ file: file.file, path: `${at}.id`, message: `"${section.id}" is already used by sections[${first}]; anchors must be unique on a page`, severity: "error" });
      } else ids.set(section.id, i);
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

/** The `name`s of a list of named entries in data/site.yaml (externalLinks, figures). */
function namesIn(list: unknown): Set<string> {
  return new Set(Array.isArray(list) ? list.flatMap((entry) => (isObj(entry) && typeof entry.name === "string" ? [entry.name] : [])) : []);
}

/** Every text value in a file, with its field path and the name of the field holding it. */
function textsIn(value: unknown, at: PropertyKey[] = []): Array<{ path: string; key: PropertyKey | undefined; text: string }> {
  if (typeof value === "string") return [{ path: formatPath(at), key: at[at.length - 1], text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsIn(v, [...at, i]));
  if (!isObj(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => textsIn(v, [...at, key]));
}

/** The route Gatsby gives a file in src/pages (`services/index.tsx` → `/services`). */
export function routeFromPageFile(relative: string): string {
  const withoutExt = relative.replace(/\\/g, "/").replace(/\.(tsx?|jsx?)$/, "");
  const route = `/${withoutExt}`.replace(/\/index$/, "");
  return route === "" ? "/" : route;
}

function sectionIds(file: ContentFile | undefined): Set<string> {
  if (!file || !isObj(file.data) || !Array.isArray(file.data.sections)) return new Set();
  return new Set(file.data.sections.flatMap((s: unknown) => (isObj(s) && typeof s.id === "string" ? [s.id] : [])));
}

export type FileKind = "site" | "page" | "service" | "authors" | "article";

const fileSchemas: Record<"site" | "page" | "service", z.ZodType> = { site: siteSchema, page: pageSchema, service: serviceSchema };

/**
 * What one file gets wrong on its own: its fields against the schema and, for pages and services,
 * its sections (types, fields, one main heading first, unique headings and ids). What depends on
 * other files (links, service slugs, figures) is validateContent's. The CMS runs this before it saves.
 */
export function validateFile(kind: FileKind, file: ContentFile): Problem[] {
  if (kind === "authors") return authorsFileProblems(file);
  if (kind === "article") return articleFileProblems({ body: "", ...file });
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

export function validateContent(content: Content, options: ValidateOptions): Problem[] {
  const problems: Problem[] = [];
  const err = (file: string, p: string, message: string) => problems.push({ file, path: p, message, severity: "error" });

  // A site file that did not parse has already been reported by readYaml.
  if (content.site.data !== undefined) problems.push(...validateFile("site", content.site));
  if (isObj(content.site.data)) problems.push(...placeholderFacts(content.site.file, content.site.data, options.production));
  for (const page of content.pages) problems.push(...validateFile("page", page));
  for (const service of content.services) problems.push(...validateFile("service", service));
  const articles = content.articles ?? [];
  if (content.authors && content.authors.data !== undefined) problems.push(...validateFile("authors", content.authors));
  for (const article of articles) problems.push(...articleFileProblems(article));

  // Routes: one per static page file, one per service; each page file names which route it fills.
  const staticRoutes = new Set(options.staticRoutes.map(normalisePath));
  const filesByRoute = new Map<string, ContentFile>();
  for (const page of content.pages) {
    if (!isObj(page.data) || typeof page.data.path !== "string") continue;
    const route = normalisePath(page.data.path);
    const other = filesByRoute.get(route);
    if (other) err(page.file, "path", `"${route}" is already used by ${other.file}`);
    else if (!staticRoutes.has(route)) {
      err(page.file, "path", `"${route}" has no page file in src/pages; use one of: ${[...staticRoutes].sort().join(", ")}`);
    } else filesByRoute.set(route, page);
  }
  const slugs = new Map<string, string>();
  for (const service of content.services) {
    if (!isObj(service.data) || typeof service.data.slug !== "string") continue;
    const slug = service.data.slug;
    const expected = `${slug}.yaml`;
    if (service.file.split("/").pop() !== expected) {
      err(service.file, "slug", `"${slug}" must match the file name; rename the file to ${expected} or change the slug`);
    }
    const other = slugs.get(slug);
    if (other) err(service.file, "slug", `"${slug}" is already used by ${other}; every service needs its own slug`);
    else slugs.set(slug, service.file);
    filesByRoute.set(normalisePath(servicePath(slug)), service);
  }

  const site = isObj(content.site.data) ? content.site.data : {};
  const redirects = new Map<string, string>();
  if (Array.isArray(site.redirects)) {
    for (const r of site.redirects) {
      if (isObj(r) && typeof r.from === "string" && typeof r.to === "string") redirects.set(normalisePath(r.from), r.to);
    }
  }
  // Articles: /insights/ lists them when data/site.yaml has their wording (ui.insights).
  const insights = articleProblems(articles, content.authors, new Set(slugs.keys()), options.includeDrafts ?? false);
  problems.push(...insights.problems);
  const hasInsights = isObj(site.ui) && isObj(site.ui.insights);
  if (articles.length > 0 && !hasInsights) err(content.site.file, "ui.insights", "is required: data/insights/ has articles, and /insights/ needs its wording");
  const articleRoutes = hasInsights ? [normalisePath(INSIGHTS_PATH), ...insights.routes.keys()] : [];
  const routes = new Set([...staticRoutes, ...filesByRoute.keys(), ...articleRoutes]);
  // Where a redirect goes is checked with every other link below; here, that it hides no page.
  (Array.isArray(site.redirects) ? site.redirects : []).forEach((r: unknown, i) => {
    if (isObj(r) && typeof r.from === "string" && routes.has(normalisePath(r.from))) {
      err(content.site.file, `redirects[${i}].from`, `"${r.from}" is a page; a redirect cannot hide it`);
    }
  });

  const externalNames = namesIn(site.externalLinks);
  const figureNames = namesIn(site.figures);

  const idsOf = new Map([...content.pages, ...content.services].map((f) => [f, sectionIds(f)]));
  for (const file of [content.site, ...content.pages, ...content.services]) {
    const texts = textsIn(file.data);
    for (const { path: at, text: href } of texts.filter((t) => t.key === "to" || t.key === "link")) {
      const [target = "", anchor] = href.split("#");
      const ownPage = file === content.site ? undefined : file;
      if (target === "") {
        if (anchor && ownPage && !idsOf.get(ownPage)?.has(anchor)) {
          err(file.file, at, `"${href}" points to no section on this page; give a section the id "${anchor}"`);
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
        err(file.file, at, `"${href}" is not a page`);
      } else if (anchor && linked && !idsOf.get(linked)?.has(anchor)) {
        err(file.file, at, `"${href}" points to no section of ${route}; give a section there the id "${anchor}"`);
      }
    }
    texts.filter((t) => t.key === "external").forEach(({ path: at, text: name }) => {
      if (!externalNames.has(name)) {
        err(file.file, at, `"${name}" is not in externalLinks in ${content.site.file}; add it there or use one of: ${[...externalNames].join(", ") || "(none yet)"}`);
      }
    });
    for (const { path: at, text } of texts) {
      for (const name of figureNamesIn(text)) {
        if (!figureNames.has(name)) {
          err(file.file, at, `uses "{{${name}}}", which is not in figures in ${content.site.file}; add it there or fix the name`);
        }
      }
    }
  }

  const notAService = (name: string) => `"${name}" is not a service; use the slug of a file in data/services/`;
  for (const file of [...content.pages, ...content.services]) {
    if (!isObj(file.data) || !Array.isArray(file.data.sections)) continue;
    file.data.sections.forEach((s: unknown, i) => {
      if (!isObj(s) || s.type !== "serviceCards" || !Array.isArray(s.services)) return;
      s.services.forEach((name: unknown, j) => {
        if (typeof name === "string" && !slugs.has(name)) err(file.file, `sections[${i}].services[${j}]`, notAService(name));
      });
    });
  }
  for (const service of content.services) {
    if (!isObj(service.data) || !Array.isArray(service.data.related)) continue;
    const own = service.data.slug;
    const seen = new Set<unknown>();
    service.data.related.forEach((name: unknown, j) => {
      if (typeof name !== "string") return;
      if (name === own) err(service.file, `related[${j}]`, `"${name}" is this service itself; name other services`);
      else if (!slugs.has(name)) err(service.file, `related[${j}]`, notAService(name));
      else if (seen.has(name)) err(service.file, `related[${j}]`, `"${name}" is listed twice`);
      seen.add(name);
    });
  }

  // The contact form's interests: each value names one choice (interests.ts). Two services with
  // one slug are reported above.
  const interestValues = new Map<string, { where: string; slug: boolean }>();
  const claim = (value: unknown, file: string, field: string) => {
    if (typeof value !== "string") return;
    const first = interestValues.get(value);
    if (!first) interestValues.set(value, { where: `${file} (${field})`, slug: field === "slug" });
    else if (!(first.slug && field === "slug")) err(file, field, `"${value}" is already the contact form value of ${first.where}; give each choice its own value`);
  };
  for (const { file, data } of content.services) {
    if (isObj(data) && data.offered !== false) claim(data.formValue ?? data.slug, file, "formValue" in data ? "formValue" : "slug");
  }
  for (const file of content.pages) {
    if (!isObj(file.data) || !Array.isArray(file.data.sections)) continue;
    file.data.sections.forEach((s: unknown, i) => {
      const others = isObj(s) && s.type === "contactForm" && isObj(s.form) && Array.isArray(s.form.otherInterests) ? s.form.otherInterests : [];
      others.forEach((o: unknown, j) => claim(isObj(o) ? o.value : undefined, file.file, `sections[${i}].form.otherInterests[${j}].value`));
    });
  }

  problems.push(...bodyLinkProblems([...insights.routes.values()], routes, insights.drafts, (route) => (filesByRoute.has(route) ? idsOf.get(filesByRoute.get(route) as ContentFile) : undefined)));
  // The crawl: /insights/ (with its later pages) reaches every article; an article, its links and services.
  const articleLinks = new Map<string, string[]>(hasInsights ? [[normalisePath(INSIGHTS_PATH), [...insights.routes.keys()]]] : []);
  for (const [route, article] of insights.routes) {
    articleLinks.set(route, [...bodyRoutes(article), ...linksIn({ services: isObj(article.data) ? article.data.services : [] })]);
    if (hasInsights) filesByRoute.set(route, article);
  }
  problems.push(...unreachablePages(content, site, filesByRoute, articleLinks));
  return problems;
}

/** Where a page's or the site's links go: `to` and `link` fields, service cards and related services; never a disabled menu entry. */
function linksIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, out);
  if (!isObj(value) || value.disabled === true) return out;
  for (const [key, v] of Object.entries(value)) {
    if ((key === "to" || key === "link") && typeof v === "string" && v.startsWith("/")) {
      out.push(normalisePath(v.split("#")[0] ?? ""));
    } else if ((key === "services" || key === "related") && Array.isArray(v)) {
      for (const slug of v) if (typeof slug === "string") out.push(normalisePath(servicePath(slug)));
    } else {
      linksIn(v, out);
    }
  }
  return out;
}

/**
 * Pages a search engine would index but cannot find: no chain of ordinary links from the home page
 * (the header and footer are on every page) reaches them. A warning, naming where to link them.
 */
function unreachablePages(content: Content, site: Record<string, unknown>, filesByRoute: ReadonlyMap<string, ContentFile>, moreLinks: ReadonlyMap<string, string[]> = new Map()): Problem[] {
  const everywhere = linksIn({ header: site.header, footer: site.footer });
  const reached = new Set<string>(["/"]);
  const queue = ["/", ...everywhere];
  while (queue.length > 0) {
    const route = queue.shift() ?? "/";
    reached.add(route);
    const file = filesByRoute.get(route);
    for (const next of [...(file ? linksIn(file.data) : []), ...(moreLinks.get(route) ?? [])]) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  const problems: Problem[] = [];
  const home = content.pages.find((p) => isObj(p.data) && p.data.path === "/")?.file ?? "the home page's file";
  const servicesIndex = content.pages.find((p) => isObj(p.data) && p.data.path === "/services")?.file ?? home;
  for (const [route, file] of filesByRoute) {
    const data = isObj(file.data) ? file.data : {};
    if (reached.has(route) || route === "/404" || data.noindex === true) continue;
    const from = content.services.includes(file)
      ? `${servicesIndex} (its service cards) or a related service`
      : route.startsWith(normalisePath(INSIGHTS_PATH))
        ? `/insights/, which data/site.yaml's footer links to (footer.columns)`
        : home;
    problems.push({ file: file.file, path: "", message: `no link on the site reaches ${route}; search engines may never find it. Link it from ${from}`, severity: "warning" });
  }
  return problems;
}
