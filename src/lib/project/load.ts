/**
 * Reads data/ and src/pages/ from disk for the build-time validation (validate.ts holds the
 * checks themselves, free of the file system so the CMS runs them in the browser too), and parses
 * it for the build (parse.ts).
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { imageSize } from "image-size";
import { formatPath, type ContentFile, type Problem } from "../content/problems";
import type { CaseStudyFile, Content, MarkdownFile } from "../content/files";
import { routeFromPageFile } from "../content/static-pages";
import {
  articleSchema,
  authorsSchema,
  caseStudySchema,
  clientsSchema,
  pageSchema,
  serviceSchema,
  siteSchema,
} from "../content/schema";
import { collectionOf, unownedFileMessage } from "../content/collections";
import { notAGroup, textsIn, type ParsedContent } from "../content/parse";
import { pendingEntries, publicationOf, publishedContent } from "../content/publication";
import { exportPathOf } from "../case-studies";
import { CARD_HEIGHT, CARD_WIDTH } from "../seo";
import { parseArticle, includeDrafts } from "../insights";
import { validateContent } from "./validate";
import { parseContent } from "./parse";

/** Every file under data/ (dot-files aside), by path from data/ with forward slashes. */
function dataFiles(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? dataFiles(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}

/** A problem for each file in data/ that no collection owns (src/lib/content/collections.ts). */
function unownedFiles(root: string): Problem[] {
  return dataFiles(path.join(root, "data"))
    .filter((relative) => collectionOf(relative) === undefined)
    .map((relative) => ({
      file: `data/${relative}`,
      path: "",
      message: unownedFileMessage(),
      severity: "error" as const,
    }));
}

/** Every article file under data/insights/ (sub-folders too), by path from `root`. */
function articleFilesIn(root: string, dir: string): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? articleFilesIn(root, path.join(dir, entry.name))
        : /\.(md|markdown)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** One article: its front matter and body; unreadable front matter becomes a problem naming the file. */
export function readArticle(root: string, relative: string): { file: MarkdownFile; problems: Problem[] } {
  const file = relative.split(path.sep).join("/");
  const { data, body, error } = parseArticle(fs.readFileSync(path.join(root, relative), "utf8"), file);
  if (error)
    return { file: { file, data: undefined, body }, problems: [{ file, path: "", message: error, severity: "error" }] };
  const not = notAGroup(data);
  if (not !== undefined)
    return {
      file: { file, data, body },
      problems: [
        {
          file,
          path: "",
          message: `should have front matter holding a group of fields, not ${not}`,
          severity: "error",
        },
      ],
    };
  return { file: { file, data, body }, problems: [] };
}

/** Every case study's Markdown file in data/case-studies/, by path from `root`. */
const caseStudyFilesIn = (root: string): string[] =>
  fs.existsSync(path.join(root, "data", "case-studies"))
    ? fs
        .readdirSync(path.join(root, "data", "case-studies"))
        .filter((f) => f.endsWith(".md"))
        .sort()
        .map((f) => path.join("data", "case-studies", f))
    : [];

/** One case study: its front matter and Markdown (read as an article's are), and the Search Console export it names, when that file is there. */
export function readCaseStudy(root: string, relative: string): { file: CaseStudyFile; problems: Problem[] } {
  const { file, problems } = readArticle(root, relative);
  const csv = exportPathOf(file.file, file.data);
  const full = path.join(root, "data", csv);
  const exported = fs.existsSync(full) ? { file: `data/${csv}`, text: fs.readFileSync(full, "utf8") } : undefined;
  return { file: { ...file, ...(exported ? { export: exported } : {}) }, problems };
}

/** Why a photo or logo in data/ cannot be shown, if it cannot: missing, unreadable, or too small to be sharp. */
function dataImageProblem(file: string, image: string, folder: string): string | undefined {
  if (!fs.existsSync(file)) return `"${image}" is not a file in ${folder}/; add it there or fix the name`;
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(fs.readFileSync(file));
  } catch {
    return `"${image}" is not an image this site can read; use a JPEG, PNG or WebP photo, or an SVG or PNG logo`;
  }
  const least = size.type === "svg" ? 0 : folder.endsWith("team") ? 640 : 240;
  if (size.width < least)
    return `"${image}" is ${size.width} pixels wide; use one at least ${least} pixels wide, so it stays sharp on every screen`;
  return undefined;
}

/** Reads one YAML file; a syntax error becomes a problem naming the file, line and column. */
export function readYaml(root: string, relative: string): { file: ContentFile; problems: Problem[] } {
  const file = relative.split(path.sep).join("/");
  try {
    const data: unknown = yaml.load(fs.readFileSync(path.join(root, relative), "utf8"), { filename: file });
    const not = notAGroup(data);
    if (not !== undefined) {
      return {
        file: { file, data },
        problems: [{ file, path: "", message: `should hold a group of fields, not ${not}`, severity: "error" }],
      };
    }
    return { file: { file, data }, problems: [] };
  } catch (e) {
    if (e instanceof yaml.YAMLException) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- js-yaml types the mark as always set, but leaves it out of errors with no position
      const where = e.mark ? ` (line ${e.mark.line + 1}, column ${e.mark.column + 1})` : "";
      return {
        file: { file, data: undefined },
        problems: [{ file, path: "", message: `is not valid YAML: ${e.reason}${where}`, severity: "error" }],
      };
    }
    throw e;
  }
}

const yamlFilesIn = (root: string, dir: string): string[] =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir))
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => path.join(dir, f))
    : [];

const pageFilesIn = (dir: string, prefix = ""): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === "__tests__" ? [] : pageFilesIn(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });

/** Everything in data/ under `root` that parsed, the routes of src/pages, and the files' own problems. */
export interface LoadedProject {
  content: Content;
  staticRoutes: string[];
  /** YAML syntax errors and social images missing from static/. */
  problems: Problem[];
}

export function loadProject(root: string): LoadedProject {
  const site = readYaml(root, path.join("data", "site.yaml"));
  const pages = yamlFilesIn(root, path.join("data", "pages")).map((f) => readYaml(root, f));
  const services = yamlFilesIn(root, path.join("data", "services")).map((f) => readYaml(root, f));
  const authors = fs.existsSync(path.join(root, "data", "authors.yaml"))
    ? readYaml(root, path.join("data", "authors.yaml"))
    : undefined;
  const articles = articleFilesIn(root, path.join("data", "insights")).map((f) => readArticle(root, f));
  const clients = fs.existsSync(path.join(root, "data", "clients.yaml"))
    ? readYaml(root, path.join("data", "clients.yaml"))
    : undefined;
  const caseStudies = caseStudyFilesIn(root).map((f) => readCaseStudy(root, f));
  const siteCheck = fs.existsSync(path.join(root, "data", "site-check.yaml"))
    ? readYaml(root, path.join("data", "site-check.yaml"))
    : undefined;
  const loaded = [
    site,
    ...pages,
    ...services,
    ...(authors ? [authors] : []),
    ...(clients ? [clients] : []),
    ...(siteCheck ? [siteCheck] : []),
    ...articles,
    ...caseStudies,
  ];
  const syntax = loaded.flatMap((l) => l.problems);
  const pagesDir = path.join(root, "src", "pages");
  const staticRoutes = fs.existsSync(pagesDir) ? pageFilesIn(pagesDir).map(routeFromPageFile) : [];
  const valid = (l: { problems: Problem[] }) => l.problems.length === 0;
  // Every image field the schema has (data/site.yaml's socialImage, each page's seo.image…) names a file in static/.
  const imagesIn = (schema: Parameters<typeof textsIn>[0], files: ReadonlyArray<{ file: ContentFile }>): Problem[] =>
    files.flatMap(({ file }) =>
      textsIn(schema, file.data).flatMap(({ text: image, meta, path: at }) => {
        if (meta.widget !== "image" || !image.startsWith("/")) return [];
        const problem = socialImageProblem(path.join(root, "static", image), image);
        return problem ? [{ file: file.file, path: formatPath(at), message: problem, severity: "error" as const }] : [];
      }),
    );
  // Every photo and logo in data/ (a person's photo, a client's logo) names a file there, large enough.
  const dataImagesIn = (
    schema: Parameters<typeof textsIn>[0],
    files: ReadonlyArray<{ file: ContentFile }>,
  ): Problem[] =>
    files.flatMap(({ file }) =>
      textsIn(schema, file.data).flatMap(({ text: image, meta, path: at }) => {
        if (meta.widget !== "photo") return [];
        const problem = dataImageProblem(path.join(root, "data", image), image, meta.folder ?? "data");
        return problem ? [{ file: file.file, path: formatPath(at), message: problem, severity: "error" as const }] : [];
      }),
    );
  const missingImages = [
    ...imagesIn(siteSchema, [site]),
    ...imagesIn(pageSchema, pages),
    ...imagesIn(serviceSchema, services),
    ...imagesIn(articleSchema, articles),
    ...(authors ? dataImagesIn(authorsSchema, [authors]) : []),
    ...(clients ? dataImagesIn(clientsSchema, [clients]) : []),
    ...dataImagesIn(caseStudySchema, caseStudies),
  ];
  return {
    content: {
      site: site.file,
      pages: pages.filter(valid).map((p) => p.file),
      services: services.filter(valid).map((s) => s.file),
      ...(authors && valid(authors) ? { authors: authors.file } : {}),
      articles: articles.filter(valid).map((a) => a.file),
      // Only when there is one: the CMS's snapshot of data/ is then unchanged without case studies.
      ...(caseStudies.length > 0 ? { caseStudies: caseStudies.filter(valid).map((c) => c.file) } : {}),
      ...(clients && valid(clients) ? { clients: clients.file } : {}),
      ...(siteCheck && valid(siteCheck) ? { siteCheck: siteCheck.file } : {}),
    },
    staticRoutes,
    problems: [...unownedFiles(root), ...missingImages, ...syntax],
  };
}

/** content.json for the CMS (see src/lib/cms/admin-bundle.ts): every file in data/ that parses, and the routes of src/pages. */
export function contentSnapshot(root: string): Pick<LoadedProject, "content" | "staticRoutes"> {
  const { content, staticRoutes } = loadProject(root);
  // A build publishes this file at /admin/content.json: no draft, nor anything scheduled and not
  // yet due, in it (gatsby develop keeps them), as on the pages.
  return { content: publishedContent(content, publicationOf(process.env)), staticRoutes };
}

/** Loads data/ under `root` and validates it against the page files in `root/src/pages`. */
export function validateProject(root: string): Problem[] {
  const { content, staticRoutes, problems } = loadProject(root);
  const { asOf } = publicationOf(process.env);
  const production = process.env.CONTEXT === "production";
  return [
    ...problems,
    ...(production ? liveSiteSettingProblems(process.env) : []),
    ...validateContent(content, {
      staticRoutes,
      includeDrafts: includeDrafts(process.env),
      ...(asOf ? { asOf } : {}),
      production,
    }),
  ];
}

/**
 * Settings for tests and previews that a build of the live site refuses: SITE_BUILD_DATE left set
 * would publish the site as of a fixed instant for ever (docs/content-and-cms.md, Scheduled publishing).
 */
export function liveSiteSettingProblems(env: Readonly<Record<string, string | undefined>>): Problem[] {
  if (!env.SITE_BUILD_DATE?.trim()) return [];
  return [
    {
      file: "the build's environment",
      path: "SITE_BUILD_DATE",
      message: `is set ("${env.SITE_BUILD_DATE.trim()}"): it builds the site as of a fixed instant, for tests and previews only; a production build publishes as of its own time. Remove it from the site's Builds settings on Netlify`,
      severity: "error",
    },
  ];
}

/**
 * Why a social image in static/ cannot be used as one, if it cannot: missing, unreadable, or not
 * the size every page announces (og:image:width and height) and the cards are drawn at.
 */
function socialImageProblem(file: string, image: string): string | undefined {
  if (!fs.existsSync(file)) return `"${image}" is not a file in static/; add the image there or fix the name`;
  const [width, height] = [CARD_WIDTH, CARD_HEIGHT];
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(fs.readFileSync(file));
  } catch {
    return `"${image}" is not an image this site can read; use a ${width}×${height} PNG or JPEG`;
  }
  if (!["png", "jpg"].includes(size.type ?? ""))
    return `"${image}" is a ${(size.type ?? "unknown").toUpperCase()} file; use a ${width}×${height} PNG or JPEG`;
  if (size.width !== width || size.height !== height)
    return `"${image}" is ${size.width}×${size.height} pixels; social images must be ${width}×${height}`;
  return undefined;
}

/**
 * data/ under `root`, parsed into typed objects (parse.ts): what the build reads once validation
 * (validateProject, in onPreBootstrap) has passed. What this run does not publish (drafts, and
 * entries scheduled after its instant: src/lib/content/publication.ts) is left out before parsing,
 * so no consumer can show it.
 */
export function parseProject(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ParsedContent {
  const { content } = loadProject(root);
  const publication = publicationOf(env);
  const pending = publication.asOf ? pendingEntries(content, publication.asOf) : [];
  return { ...parseContent(publishedContent(content, publication)), schedule: { asOf: publication.asOf, pending } };
}
