/**
 * A static page's route is written once, in STATIC_PAGES: the stubs in src/pages, the files in
 * data/pages/ and their `path` must agree with it, or this fails naming which disagrees.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { STATIC_PAGES, staticPageAt } from "../static-pages";
import { routeFromPageFile } from "../static-pages";

const root = path.resolve(__dirname, "../../../..");
const pagesDir = path.join(root, "src/pages");

const stubs = (dir: string, prefix = ""): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === "__tests__" ? [] : stubs(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.tsx?$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });

describe("STATIC_PAGES", () => {
  it("has a stub in src/pages for every page, and lists every stub", () => {
    expect(stubs(pagesDir).map(routeFromPageFile).sort()).toEqual(STATIC_PAGES.map((p) => p.path).sort());
  });

  it.each(stubs(pagesDir))(
    "src/pages/%s reads its page by the route gatsby-node hands it, never a route of its own",
    (stub) => {
      const source = fs.readFileSync(path.join(pagesDir, stub), "utf8");
      expect(source).toMatch(/query \w+\(\$route: String!\) \{\s*pageYaml\(path: \{ eq: \$route \}\)/);
    },
  );

  it("names every file in data/pages/ and no other", () => {
    const files = fs
      .readdirSync(path.join(root, "data/pages"))
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => f.replace(/\.ya?ml$/, ""));
    expect(files.sort()).toEqual(STATIC_PAGES.map((p) => p.name).sort());
  });

  it.each(STATIC_PAGES.map((p) => [p.name, p.path]))("data/pages/%s.yaml fills %s", (name, route) => {
    const data = yaml.load(fs.readFileSync(path.join(root, `data/pages/${name}.yaml`), "utf8")) as { path: string };
    expect(data.path).toBe(route);
  });

  it("finds a page by the address Gatsby gives its stub", () => {
    expect(["/", "/about/", "/services/", "/404/", "/404.html", "/nowhere/"].map((a) => staticPageAt(a)?.name)).toEqual(
      ["home", "about", "services", "not-found", "not-found", undefined],
    );
  });
});
