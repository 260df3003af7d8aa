/**
 * The browser's door of src/lib/cms/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// Decap CMS's browser API as the admin bundle uses it.
export * from "./decap";
// The editorial workflow's guard around Decap's backends.
export * from "./workflow-guard";
