/**
 * The checks on articles (data/insights/*.md) and their authors (data/authors.yaml), reported
 * like every other content problem: `<file>: <field> <what is wrong>`. Free of Node APIs, like
 * validate.ts, so the CMS runs them before a save.
 */
import { type Article, articleSchema, authorsSchema } from "../content/schema";
import { check, type ContentFile, type Problem } from "../content/problems";
import { readField, type Typed, type TypedContent, whole } from "../content/parse";
import { normalisePath } from "../content/pages";
import { sydneyDay, sydneyInstant } from "../content/schedule";
import { bodyReferences } from "./links";
import { FEED_PATH, articlePath, slugOfFile } from "./articles";

/** An article file: its front matter as `data`, and the Markdown after it. */
export interface ArticleFile extends ContentFile {
  body: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What an article gets wrong on its own: its front matter against the schema, and images without alt text. */
export function articleFileProblems(article: ArticleFile): Problem[] {
  const problems = article.data === undefined ? [] : check(articleSchema, article.data, article.file);
  for (const image of bodyReferences(article.body).images) {
    if (image.alt === "") {
      problems.push({
        file: article.file,
        path: `body (line ${image.line})`,
        message: `the image "${image.src}" has no alt text; describe what it shows between the brackets: ![what it shows](${image.src})`,
        severity: "error",
      });
    }
  }
  return problems;
}

/** What data/authors.yaml gets wrong on its own: its fields, and two authors with one key. */
export function authorsFileProblems(file: ContentFile): Problem[] {
  const problems = check(authorsSchema, file.data, file.file);
  const seen = new Map<string, number>();
  // A list with a wrong entry is reported by the schema; keys are compared once it is right.
  (readField(authorsSchema, "authors", file.data) ?? []).forEach((a, i) => {
    const first = seen.get(a.key);
    if (first !== undefined)
      problems.push({
        file: file.file,
        path: `authors[${i}].key`,
        message: `"${a.key}" is already the key of authors[${first}]; every author needs their own`,
        severity: "error",
      });
    else seen.set(a.key, i);
  });
  return problems;
}

export interface ArticleRoutes {
  /** Each published article's route (normalised), to its file; drafts are left out unless shown. */
  routes: Map<string, ArticleFile>;
  /** Drafts' routes, which a link must not reach in a build that leaves them out. */
  drafts: Set<string>;
  /** Articles scheduled after the build's instant, by route: the file and when it is due. */
  scheduled: Map<string, { article: ArticleFile; publishAt: string; at: Date }>;
}

/** An article as written (its Markdown body's links are read from it) and its front matter typed (content/parse.ts typedFile). */
export interface TypedArticle {
  article: ArticleFile;
  data: Typed<Article> | undefined;
}

/** Articles' routes and every problem that involves another file: slugs, authors, services; read from the typed model. */
export function articleProblems(
  articles: readonly TypedArticle[],
  authors: TypedContent["authors"],
  serviceSlugs: ReadonlySet<string>,
  includeDrafts: boolean,
  /** The build's instant: an article scheduled after it is left out (src/lib/content/publication.ts); none: every one is in. */
  asOf?: Date,
): { problems: Problem[] } & ArticleRoutes {
  const problems: Problem[] = [];
  const err = (file: string, at: string, message: string) =>
    problems.push({ file, path: at, message, severity: "error" });
  const routes = new Map<string, ArticleFile>();
  const drafts = new Set<string>();
  const scheduled = new Map<string, { article: ArticleFile; publishAt: string; at: Date }>();
  const bySlug = new Map<string, string>();
  // Unread while data/authors.yaml is wrong (its own problems say why): no article is blamed for it.
  const authorList = authors ? whole(authorsSchema.shape.authors, authors.data?.authors) : [];
  const authorKeys = new Set(authorList?.map((a) => a.key));

  for (const { article, data } of articles) {
    const slug = slugOfFile(article.file);
    if (!SLUG.test(slug)) {
      err(
        article.file,
        "",
        `has the name "${slug}", which becomes its address; name the file in lower-case words joined by hyphens, e.g. local-seo-for-plumbers.md`,
      );
      continue;
    }
    const other = bySlug.get(slug);
    if (other) {
      err(
        article.file,
        "",
        `has the slug "${slug}" (its file name), which ${other} already has; every article needs its own file name`,
      );
      continue;
    }
    bySlug.set(slug, article.file);
    const author = data?.author;
    if (author !== undefined && authorList && !authorKeys.has(author)) {
      err(
        article.file,
        "author",
        `"${author}" is not an author in ${authors?.file ?? "data/authors.yaml"}; add them there or use one of: ${[...authorKeys].join(", ") || "(none yet)"}`,
      );
    }
    // A list with a wrong entry is not read (the schema rule names the entry).
    const services = whole(articleSchema.shape.services, data?.services);
    if (services) {
      const seen = new Set<string>();
      services.forEach((name, i) => {
        if (!serviceSlugs.has(name))
          err(article.file, `services[${i}]`, `"${name}" is not a service; use the slug of a file in data/services/`);
        else if (seen.has(name)) err(article.file, `services[${i}]`, `"${name}" is listed twice`);
        seen.add(name);
      });
    }
    // A scheduled article says it was published the day it appears, in Sydney.
    const publishAt = data?.publishAt;
    const at = publishAt === undefined ? undefined : sydneyInstant(publishAt);
    const date = data?.date;
    if (at && "instant" in at && date !== undefined && date !== sydneyDay(at.instant)) {
      err(
        article.file,
        "date",
        `is ${date}, but the article is scheduled for ${publishAt ?? ""} (Sydney time); set Published to ${sydneyDay(at.instant)}, the day it appears`,
      );
    }
    const route = normalisePath(articlePath(slug));
    if (data?.draft === true && !includeDrafts) drafts.add(route);
    else if (asOf && publishAt !== undefined && at && "instant" in at && at.instant.getTime() > asOf.getTime())
      scheduled.set(route, { article, publishAt, at: at.instant });
    else routes.set(route, article);
  }
  return { problems, routes, drafts, scheduled };
}

/**
 * Links in articles' bodies that lead nowhere: to no page, to a draft the build leaves out, to an
 * article scheduled to appear after the one linking to it, or to an anchor the page lacks.
 * `resolve` answers for a route what the rest of the validation knows. Scheduled articles' bodies
 * are checked now too: no one is there to fix one when its time comes.
 */
export function bodyLinkProblems(
  articles: readonly ArticleFile[],
  routes: ReadonlySet<string>,
  drafts: ReadonlySet<string>,
  anchorsOf: (route: string) => ReadonlySet<string> | undefined,
  scheduled: ArticleRoutes["scheduled"] = new Map(),
): Problem[] {
  const problems: Problem[] = [];
  const files = new Set([FEED_PATH]);
  const waiting = new Map([...scheduled.values()].map((s) => [s.article, s.at]));
  for (const article of [...articles, ...waiting.keys()]) {
    const appears = waiting.get(article)?.getTime() ?? -Infinity;
    for (const { href, line } of bodyReferences(article.body).links) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const [target = "", anchor] = href.split("#");
      if (files.has(target)) continue;
      const route = normalisePath(target);
      const at = `body (line ${line})`;
      const problem = (message: string) => problems.push({ file: article.file, path: at, message, severity: "error" });
      const later = scheduled.get(route);
      if (drafts.has(route))
        problem(`links to "${href}", a draft the live site leaves out; publish it first or remove the link`);
      else if (later && later.at.getTime() > appears)
        problem(
          `links to "${href}", which is scheduled for ${later.publishAt} (Sydney time), after this article appears; schedule this one for then or later, or remove the link`,
        );
      else if (!later && !routes.has(route)) problem(`links to "${href}", which is not a page`);
      else if (anchor && anchorsOf(route) && !anchorsOf(route)?.has(anchor))
        problem(`links to "${href}", but ${route} has no section with the id "${anchor}"`);
    }
  }
  return problems;
}

/** Where an article's body links, for the crawl from the home page (validate.ts's orphan warning). */
export function bodyRoutes(article: ArticleFile): string[] {
  return bodyReferences(article.body).links.flatMap(({ href }) =>
    href.startsWith("/") && !href.startsWith("//") ? [normalisePath(href.split("#")[0] ?? "")] : [],
  );
}
