import path from "node:path";
import { loadProject } from "../../../src/lib/project/load";
import { figureMap, fillFigures } from "../../../src/lib/content/figures";
import { siteSchema } from "../../../src/lib/content/schema";
import { servicePath, toHref } from "../../../src/lib/content/pages";
import { INSIGHTS_PATH, articlePath, slugOfFile } from "../../../src/lib/insights/articles";

const root = path.resolve(__dirname, "../../..");

interface Route {
  path: string;
  /** The page's h1 as its YAML writes it, figures filled in. */
  h1: string;
  file: string;
  sections: Array<Record<string, unknown>>;
  /** The page says `noindex: true` (the launch home, the report page's frame): out of the sitemap and search. */
  noindex?: boolean;
}

type Yaml = { path?: string; slug?: string; noindex?: boolean; sections: Array<Record<string, unknown>> };
const { content } = loadProject(root);
const site = siteSchema.parse(content.site.data);
const figures = figureMap(site);
/** The header's button, whose wording every button to the contact form shares (data/site.yaml, header.cta.label). */
export const headerButton = site.header.cta.label;
/** data/site.yaml's worked example (its budget, hourly rate and task table), as parsed. */
export const siteExample = site.example;
const pages = content.pages as Array<{ file: string; data: Yaml }>;
const services = content.services as Array<{ file: string; data: Yaml }>;

function toRoute({ file, data }: { file: string; data: Yaml }, routePath: string): Route {
  const heading = data.sections[0]?.heading;
  return {
    path: routePath,
    h1: fillFigures(String(heading), figures),
    file,
    sections: data.sections,
    ...(data.noindex === true ? { noindex: true } : {}),
  };
}

/** Every route of SPEC §2 the content defines, read from data/ so the tests follow the copy. */
export const pageRoutes: Route[] = pages
  .filter(({ data }) => data.path !== "/404")
  .map((p) => toRoute(p, toHref(String(p.data.path))));

export const serviceRoutes: Route[] = services.map((s) => toRoute(s, servicePath(String(s.data.slug))));

/** /insights/ and every published article (drafts never reach the build), from data/insights/. */
const insightsWording = (content.site.data as { ui: { insights: { indexHeading: string } } }).ui.insights;
export const publishedArticles = (content.articles ?? []).filter((a) => (a.data as { draft?: boolean }).draft !== true);
export const draftArticles = (content.articles ?? []).filter((a) => (a.data as { draft?: boolean }).draft === true);
export const insightsRoutes: Route[] = [
  { path: INSIGHTS_PATH, h1: insightsWording.indexHeading, file: "data/site.yaml", sections: [] },
  ...publishedArticles.map((a) => ({
    path: articlePath(slugOfFile(a.file)),
    h1: (a.data as { title: string }).title,
    file: a.file,
    sections: [],
  })),
];

export const allRoutes: Route[] = [...pageRoutes, ...serviceRoutes, ...insightsRoutes];

const notFoundPage = pages.find((p) => p.data.path === "/404");
if (!notFoundPage) throw new Error("data/pages/ has no page for /404");
export const notFound: Route = toRoute(notFoundPage, "/404/");

export const fill = (text: string) => fillFigures(text, figures);
