import { articleSchema, pageSchema, type Site, siteSchema } from "../../content/schema";
import { readField, textsIn } from "../../content/parse";
import { normalisePath, servicePath } from "../../content/pages";
import type { ContentFile, Problem } from "../../content/problems";
import type { Content } from "../../content/files";
import { bodyRoutes, INSIGHTS_PATH } from "../../insights";
import { type ContentRule, pagePath, schemaOf } from "./context";

/** A menu entry shown but not clickable. */
type NavEntry = NonNullable<Site["header"]["nav"][number]["children"]>[number];
const DISABLED = "disabled" satisfies keyof NavEntry;
/** The parts of data/site.yaml on every page. */
const ON_EVERY_PAGE = ["header", "footer"] as const satisfies ReadonlyArray<keyof Site>;

export const reachablePagesRule: ContentRule = {
  name: "a link reaches every indexable page",
  check({ content, site, filesByRoute, insights, hasInsights }) {
    // The crawl: /insights/ (with its later pages) reaches every article; an article, its links and services.
    const crawled = new Map(filesByRoute);
    const articleLinks = new Map<string, string[]>(
      hasInsights ? [[normalisePath(INSIGHTS_PATH), [...insights.routes.keys()]]] : [],
    );
    for (const [route, article] of insights.routes) {
      articleLinks.set(route, [...bodyRoutes(article), ...linksIn(articleSchema, article.data)]);
      if (hasInsights) crawled.set(route, article);
    }
    return unreachablePages(content, site, crawled, articleLinks);
  },
};

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
function unreachablePages(
  content: Content,
  site: unknown,
  filesByRoute: ReadonlyMap<string, ContentFile>,
  moreLinks: ReadonlyMap<string, string[]> = new Map(),
): Problem[] {
  const everywhere = linksIn(siteSchema, site, ON_EVERY_PAGE);
  const reached = new Set<string>(["/"]);
  const queue = ["/", ...everywhere];
  while (queue.length > 0) {
    const route = queue.shift() ?? "/";
    reached.add(route);
    const file = filesByRoute.get(route);
    for (const next of [
      ...(file ? linksIn(schemaOf(file, content), file.data) : []),
      ...(moreLinks.get(route) ?? []),
    ]) {
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
    problems.push({
      file: file.file,
      path: "",
      message: `no link on the site reaches ${route}; search engines may never find it. Link it from ${from}`,
      severity: "warning",
    });
  }
  return problems;
}
