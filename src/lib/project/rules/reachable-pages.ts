import { articleSchema, type Site, siteSchema } from "../../content/schema";
import { textsIn, type TypedContent } from "../../content/parse";
import { normalisePath, servicePath } from "../../content/pages";
import type { Problem } from "../../content/problems";
import { bodyRoutes, INSIGHTS_PATH } from "../../insights";
import { type ContentRule, pagePath, schemaOf, type SectionedFile } from "./context";

/** A menu entry shown but not clickable. */
type NavEntry = NonNullable<Site["header"]["nav"][number]["children"]>[number];
const DISABLED = "disabled" satisfies keyof NavEntry;
/** The parts of data/site.yaml on every page. */
const ON_EVERY_PAGE = ["header", "footer"] as const satisfies ReadonlyArray<keyof Site>;

/** What the crawl may find at a route: the file that fills it, whether it is a service, hidden from search engines, and where it links. */
interface Found {
  file: string;
  service: boolean;
  noindex: boolean;
  links: string[];
}

export const reachablePagesRule: ContentRule = {
  name: "a link reaches every indexable page",
  check({ typed, filesByRoute, insights, hasInsights }) {
    const found = new Map<string, Found>();
    for (const [route, file] of filesByRoute) found.set(route, foundIn(file, typed));
    // The crawl: /insights/ (with its later pages) reaches every article; an article, its links and services.
    const articleLinks = new Map<string, string[]>(
      hasInsights ? [[normalisePath(INSIGHTS_PATH), [...insights.routes.keys()]]] : [],
    );
    const typedArticles = new Map(typed.articles.map((article) => [article.file, article]));
    for (const [route, article] of insights.routes) {
      const links = [...bodyRoutes(article), ...linksIn(articleSchema, typedArticles.get(article.file)?.data)];
      articleLinks.set(route, links);
      if (hasInsights) found.set(route, { file: article.file, service: false, noindex: false, links: [] });
    }
    return unreachablePages(typed, found, articleLinks);
  },
};

function foundIn(file: SectionedFile, typed: TypedContent): Found {
  const service = typed.services.some((s) => s === file);
  const page = typed.pages.find((p) => p === file);
  return {
    file: file.file,
    service,
    noindex: page?.data?.noindex === true,
    links: linksIn(schemaOf(file, typed), file.data),
  };
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
function unreachablePages(
  typed: TypedContent,
  found: ReadonlyMap<string, Found>,
  moreLinks: ReadonlyMap<string, string[]> = new Map(),
): Problem[] {
  const everywhere = linksIn(siteSchema, typed.site.data, ON_EVERY_PAGE);
  const reached = new Set<string>(["/"]);
  const queue = ["/", ...everywhere];
  while (queue.length > 0) {
    const route = queue.shift() ?? "/";
    reached.add(route);
    for (const next of [...(found.get(route)?.links ?? []), ...(moreLinks.get(route) ?? [])]) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  const problems: Problem[] = [];
  const home = typed.pages.find((p) => pagePath(p) === "/")?.file ?? "the home page's file";
  const servicesIndex = typed.pages.find((p) => pagePath(p) === "/services")?.file ?? home;
  for (const [route, { file, service, noindex }] of found) {
    if (reached.has(route) || route === "/404" || noindex) continue;
    const from = service
      ? `${servicesIndex} (its service cards) or a related service`
      : route.startsWith(normalisePath(INSIGHTS_PATH))
        ? `/insights/, which data/site.yaml's footer links to (footer.columns)`
        : home;
    problems.push({
      file,
      path: "",
      message: `no link on the site reaches ${route}; search engines may never find it. Link it from ${from}`,
      severity: "warning",
    });
  }
  return problems;
}
