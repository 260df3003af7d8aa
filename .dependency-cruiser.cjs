/**
 * The code's layers (README, Code layers), checked by `npm run lint:deps` over src/, gatsby-*.ts,
 * scripts/ and netlify/: it exits non-zero on any violation, naming the import. Type-only imports
 * count: a layer that names another's type depends on it.
 *
 * Tests (`__tests__/`) may exercise several layers together; every rule but the cycle rule and
 * "lib never imports components" leaves them out.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TESTS = "/__tests__/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle: two modules that need each other cannot be read, tested or moved one at a time. Move what both need down a layer.",
      from: {},
      to: { circular: true },
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
        "platform/ is what every Function shares (origin, cookies, result, deadline, logger, rate limiter, email transport): it imports nothing from src/lib but env.ts.",
      from: { path: "^src/lib/platform/", pathNot: TESTS },
      to: { path: "^src/lib/", pathNot: ["^src/lib/platform/", "^src/lib/env\\.ts$"] },
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
      from: { path: "^src/lib/" },
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
