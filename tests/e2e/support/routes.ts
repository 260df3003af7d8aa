import fs from "node:fs";
import path from "node:path";
import { readYaml } from "../../../src/lib/content/load";
import { figureMap, fillFigures } from "../../../src/lib/content/figures";
import { servicePath } from "../../../src/lib/content/pages";

const root = path.resolve(__dirname, "../../..");

interface Route {
  path: string;
  /** The page's h1 as its YAML writes it, figures filled in. */
  h1: string;
  file: string;
  sections: Array<Record<string, unknown>>;
}

type Yaml = { path?: string; slug?: string; sections: Array<Record<string, unknown>> };
const site = readYaml(root, "data/site.yaml").file.data as { figures: Array<{ name: string; value: string }> };
const figures = figureMap(site.figures);

const load = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => ({ file: `${dir}/${f}`, data: readYaml(root, path.join(dir, f)).file.data as Yaml }));

function toRoute({ file, data }: { file: string; data: Yaml }, routePath: string): Route {
  const heading = data.sections[0]?.heading;
  return { path: routePath, h1: fillFigures(String(heading), figures), file, sections: data.sections };
}

/** Every route of SPEC §2 the content defines, read from data/ so the tests follow the copy. */
export const pageRoutes: Route[] = load("data/pages")
  .filter(({ data }) => data.path !== "/404")
  .map((p) => toRoute(p, p.data.path === "/" ? "/" : `${p.data.path}/`));

export const serviceRoutes: Route[] = load("data/services").map((s) => toRoute(s, servicePath(String(s.data.slug))));

export const allRoutes: Route[] = [...pageRoutes, ...serviceRoutes];

export const notFound: Route = toRoute(load("data/pages").find((p) => p.data.path === "/404")!, "/404/");

export const fill = (text: string) => fillFigures(text, figures);
