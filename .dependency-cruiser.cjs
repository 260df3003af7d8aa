/**
 * The code's layers (docs/architecture.md, Code layers), checked by `npm run lint:deps` over src/, gatsby-*.ts,
 * scripts/ and netlify/: it exits non-zero on any violation, naming the import. Type-only imports
 * count: a layer that names another's type depends on it.
 *
 * Tests (`__tests__/`) may exercise several layers together; every rule but the cycle rule and
 * "lib never imports components" leaves them out.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TESTS = "/__tests__/";

/**
 * Every folder of src/lib and the folders it may import (docs/architecture.md, Code layers, is this table). The
 * floors (platform/, content/, db/, build/, edge/) import no feature; a feature imports the floors and
 * the features listed, never one that imports it back: the map must be acyclic, and this file
 * refuses to load if it is not, so no two folders ever need each other.
 *
 * build/ is the kernel the features use (what a build step is, HTML elements, bundling, and the
 * build's own steps that know no feature). compose/ is the top: it runs every feature's build
 * step, in order, and nothing in src/lib imports it. The direction is one way: features import
 * build/, compose/ imports features, build/ imports neither.
 */
const FOLDERS = {
  platform: [],
  content: [],
  edge: [],
  db: [],
  build: ["content", "platform"],
  insights: ["content"],
  "case-studies": ["content", "insights"],
  seo: ["build", "content", "case-studies", "insights"],
  "site-check": ["build", "content", "db", "platform", "seo", "leads"],
  project: ["content", "case-studies", "insights", "seo", "site-check"],
  cms: ["build", "content", "platform", "case-studies", "insights", "project"],
  leads: ["content", "db", "platform"],
  contact: ["content", "platform", "leads"],
  answers: ["build", "content", "edge", "case-studies", "contact", "insights", "seo"],
  browser: ["build", "leads"],
  compose: ["build", "content", "answers", "cms", "seo", "site-check"],
};
/** The floors: imported file by file. Every other folder is a feature, entered by its index.ts (and compose/ by step.ts). */
const FLOORS = ["platform", "content", "db", "edge", "build"];
const FEATURES = Object.keys(FOLDERS).filter((folder) => !FLOORS.includes(folder));

/**
 * Who may enter a feature: every other folder of src/lib, and everything outside it that imports
 * src/lib (the Functions, the UI folders, the CMS app, netlify/, scripts/, gatsby-*.ts(x)).
 * Tests (`__tests__/`, tests/) may open any file.
 */
const IMPORTERS =
  "^(src/lib/([^/]+)/|src/(?:api|components|templates|cms|hooks|islands|pages)/|netlify/|scripts/|gatsby-[^/]+$)";

/**
 * A feature's doors (README, Code layers), each a list of what it offers, one comment a group:
 * - index.ts: what the other folders of src/lib use. Modules the islands and the CMS's admin.js
 *   bundle reach it, so it names nothing server-only.
 * - server.ts: what the Functions use (src/api/, netlify/functions/): handlers, stores, adapters,
 *   which may reach pg, the file system or node:crypto. Never imported by browser code or by src/lib.
 * - build.ts: what the build uses (gatsby-node.ts, gatsby-config.ts, scripts/): data/, git and the
 *   file system read at build time, kept out of server.ts so that no Function bundles it (a
 *   Function bundles the modules its door names unless webpack may drop them as free of side effects).
 * - client.ts: what the browser code uses (components, templates, pages, hooks, islands, the CMS
 *   app), free of anything server-only, written `export * from "./module"`: esbuild (the islands,
 *   admin.js, the inline scripts) names its minified symbols differently through a named
 *   re-export, and those bundles must stay byte for byte what they were.
 * - page.ts: what only the pages and templates render into HTML, kept out of client.ts so that the
 *   islands and admin.js do not bundle it (site-check/'s report style).
 * - step.ts: its build steps, compose/'s alone (build-steps-only-for-compose).
 * A feature has the doors its callers need; each rule below accepts any of them.
 */
const DOORS = ["index", "server", "build", "client", "page", "step"];

/** The folders whose code runs in a browser (and in the HTML build's render): they take a feature's client.ts where it has one. */
const BROWSER_CODE = "^src/(components|templates|cms|hooks|islands|pages)/";

(function refuseCycles() {
  const state = new Map();
  const visit = (folder, trail) => {
    if (state.get(folder) === "done") return;
    if (state.get(folder) === "open")
      throw new Error(`.dependency-cruiser.cjs: folder cycle ${[...trail, folder].join(" -> ")}`);
    state.set(folder, "open");
    for (const below of FOLDERS[folder]) {
      if (!(below in FOLDERS)) throw new Error(`.dependency-cruiser.cjs: ${folder} lists unknown folder ${below}`);
      visit(below, [...trail, folder]);
    }
    state.set(folder, "done");
  };
  for (const folder of Object.keys(FOLDERS)) visit(folder, []);
})();

const any = (folders) => `^src/lib/(${folders.join("|")})/`;

/** One rule per folder: it imports only the folders FOLDERS lists for it. */
const folderRules = Object.entries(FOLDERS).map(([folder, below]) => {
  const others = Object.keys(FOLDERS).filter((f) => f !== folder && !below.includes(f));
  return {
    name: `layers-${folder}`,
    severity: "error",
    comment: `src/lib/${folder}/ imports only ${below.length ? below.join(", ") : "env.ts and site-url.ts"} (FOLDERS in .dependency-cruiser.cjs; README, Code layers). A folder it does not list is beside or above it: move what both need down, or pass it in.`,
    from: { path: `^src/lib/${folder}/`, pathNot: TESTS },
    to: { path: any(others) },
  };
});

module.exports = {
  forbidden: [
    ...folderRules,
    {
      name: "features-through-front-door",
      severity: "error",
      comment:
        "Anything outside a feature (another folder in src/lib, a Function, a component, template, page, hook, island, the CMS app, netlify/, scripts/, gatsby-*) enters it only by a door: index.ts (what it offers servers and the others), client.ts (what it offers the browser) or step.ts (compose/). Export what you need there rather than importing a file behind it.",
      from: { path: IMPORTERS, pathNot: TESTS },
      to: {
        path: any(FEATURES),
        pathNot: ["^src/lib/$2/", `^src/lib/(${FEATURES.join("|")})/(${DOORS.join("|")})\\.ts$`],
      },
    },
    {
      name: "browser-code-through-client-door",
      severity: "error",
      comment:
        "Components, templates, pages, hooks, islands and the CMS app run in a browser (or render HTML for it): they enter a feature by its client.ts or page.ts, or by its index.ts where that is all they need, never by server.ts or build.ts, which may reach pg, the file system or node:crypto.",
      from: { path: BROWSER_CODE, pathNot: TESTS },
      to: { path: `^src/lib/(${FEATURES.join("|")})/(server|build)\\.ts$` },
    },
    {
      name: "server-door-for-servers",
      severity: "error",
      comment:
        "A feature's server.ts is for the Functions, its build.ts for the build (gatsby-*, scripts/): another folder of src/lib takes its index.ts, since the islands and admin.js bundle what src/lib's modules import.",
      from: { path: "^src/lib/([^/]+)/", pathNot: TESTS },
      to: { path: `^src/lib/(${FEATURES.join("|")})/(server|build)\\.ts$`, pathNot: "^src/lib/$1/" },
    },
    {
      name: "functions-take-no-build-door",
      severity: "error",
      comment:
        "A Function (src/api/, netlify/functions/) bundles what it imports: it takes a feature's server.ts, never its build.ts (the build's readers of data/, git and the file system).",
      from: { path: "^(src/api|netlify/functions)/", pathNot: TESTS },
      to: { path: `^src/lib/(${FEATURES.join("|")})/build\\.ts$` },
    },
    {
      name: "build-steps-only-for-compose",
      severity: "error",
      comment:
        "A feature's step.ts is its build steps, for compose/post-build.ts alone: the build's order lives there. Other folders use its index.ts.",
      from: { path: "^src/lib/([^/]+)/", pathNot: ["^src/lib/compose/", TESTS] },
      to: { path: `^src/lib/(${FEATURES.join("|")})/step\\.ts$`, pathNot: "^src/lib/$1/" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle: two modules that need each other cannot be read, tested or moved one at a time. Move what both need down a layer.",
      from: {},
      to: { circular: true },
    },
    {
      name: "ui-no-circular",
      severity: "error",
      comment:
        "The UI folders (components, islands, templates, hooks, pages) have no import cycle among their files, tests included: move the piece both sides need down (a component a section and ui/ both use goes to ui/).",
      from: { path: "^src/(components|islands|templates|hooks|pages)/" },
      to: { path: "^src/(components|islands|templates|hooks|pages)/", circular: true },
    },
    {
      name: "ui-no-circular-folders",
      severity: "error",
      scope: "folder",
      comment:
        "No two UI folders need each other (src/components and each folder in it, src/islands, src/templates, src/hooks, src/pages): a folder is read and moved as a whole, so what two need lives in the one below both. A folder counts what its __tests__ import (dependency-cruiser adds a folder's subfolders to it): a test that renders a section lives in sections/__tests__.",
      from: { path: "^src/(components|islands|templates|hooks|pages)" },
      to: { path: "^src/(components|islands|templates|hooks|pages)", circular: true },
    },
    {
      name: "ui-is-the-components-floor",
      severity: "error",
      comment:
        "src/components/ui/ is what every other component builds on: it imports only itself, hooks and src/lib, never a section, a layout, another component folder, an island, a template or a page.",
      from: { path: "^src/components/ui/", pathNot: TESTS },
      to: { path: "^src/(components/(?!ui/)|islands/|templates/|pages/)" },
    },
    {
      name: "components-below-islands",
      severity: "error",
      comment:
        "An island's entry (src/islands/) imports its component; components never import src/islands/ back: IslandRoot and the islands' registry are src/components/ui/ (island-root.tsx, islands.ts).",
      from: { path: "^src/(components|hooks)/", pathNot: TESTS },
      to: { path: "^src/islands/" },
    },
    {
      name: "hooks-below-components",
      severity: "error",
      comment:
        "src/hooks/ reads the site's data for the components: it imports no component, island, template or page.",
      from: { path: "^src/hooks/", pathNot: TESTS },
      to: { path: "^src/(components|islands|templates|pages)/" },
    },
    {
      name: "pages-and-templates-on-top",
      severity: "error",
      comment:
        "Templates and pages are the top of the UI: components, hooks and islands never import them (gatsby-node.ts names templates by path).",
      from: { path: "^src/(components|hooks|islands)/", pathNot: TESTS },
      to: { path: "^src/(templates|pages)/" },
    },
    {
      name: "ground-floor-content",
      severity: "error",
      comment:
        "content/ is the content model: it imports no feature folder (nor platform/, project/). Move what it needs down to content/, or have the feature pass it in.",
      from: { path: "^src/lib/content/", pathNot: TESTS },
      to: { path: "^src/lib/", pathNot: ["^src/lib/content/", "^src/lib/env\\.ts$"] },
    },
    {
      name: "ground-floor-platform",
      severity: "error",
      comment:
        "platform/ is what every Function shares (origin, cookies, result, deadline, logger, rate limiter, email transport, the one GitHub sign-in): it imports nothing from src/lib but env.ts.",
      from: { path: "^src/lib/platform/", pathNot: TESTS },
      to: { path: "^src/lib/", pathNot: ["^src/lib/platform/", "^src/lib/env\\.ts$"] },
    },
    {
      name: "ground-floor-db",
      severity: "error",
      comment:
        "db/ is the database floor (the pool, the embedded engine and its folder's lock, the migration runner): it imports nothing from src/lib but env.ts. Each feature owns its tables, its migrations and its SQL, and hands them to db/.",
      from: { path: "^src/lib/db/", pathNot: TESTS },
      to: { path: "^src/lib/", pathNot: ["^src/lib/db/", "^src/lib/env\\.ts$"] },
    },
    {
      name: "edge-is-deno",
      severity: "error",
      comment:
        "An Edge Function runs on Deno at Netlify's edge: netlify/edge-functions/ and src/lib/edge/ import only each other (each file by its full name, .ts included), never an npm module, a Node API or the rest of src/. Move what the edge needs into src/lib/edge/, free of imports.",
      from: { path: "^(netlify/edge-functions|src/lib/edge)/", pathNot: TESTS },
      to: { pathNot: "^(netlify/edge-functions|src/lib/edge)/" },
    },
    {
      name: "ground-floor-settings",
      severity: "error",
      comment: "env.ts and site-url.ts are settings: they import nothing from src/.",
      from: { path: "^src/lib/(env|site-url)\\.ts$" },
      to: { path: "^src/" },
    },
    {
      name: "project-is-the-top-floor",
      severity: "error",
      comment:
        "project/ reads, checks and parses the whole of data/ with every feature's part of it; the features below it do not import it back. The build's entry points, the CMS (src/cms/, lib/cms/) and tests may.",
      from: { path: "^src/lib/", pathNot: ["^src/lib/(project|cms)/", TESTS] },
      to: { path: "^src/lib/project/" },
    },
    {
      name: "lib-never-imports-components",
      severity: "error",
      comment:
        "src/lib is framework-free logic: components, templates, pages, islands and the CMS app import it, never the other way. Move the shared type or value into src/lib.",
      from: { path: "^(src/lib|src/api|netlify|scripts)/" },
      to: { path: "^src/(components|templates|pages|islands|cms|hooks)/" },
    },
    {
      name: "lib-never-imports-functions",
      severity: "error",
      comment:
        "src/api/ only adapts Gatsby's request and response to src/lib's handlers; src/lib does not import it (its tests may, to call a Function as Gatsby does).",
      from: { path: "^src/lib/", pathNot: TESTS },
      to: { path: "^src/api/" },
    },
    {
      name: "functions-import-lib",
      severity: "error",
      comment:
        "A Function (src/api/, netlify/functions/) is its handler in src/lib plus an adapter: it imports no component, page or template.",
      from: { path: "^(src/api|netlify/functions)/" },
      to: { path: "^src/(components|templates|pages|islands|cms|hooks)/" },
    },
    {
      name: "nothing-imports-functions",
      severity: "error",
      comment: "Nothing but tests imports a Function's file: what two need lives in src/lib.",
      from: { path: "^src/", pathNot: ["^src/api/", TESTS] },
      to: { path: "^src/api/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|public|\\.cache|\\.cms-workspace)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
  },
};
