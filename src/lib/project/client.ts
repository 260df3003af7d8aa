/**
 * The browser's door of src/lib/project/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// data/ parsed, for the CMS preview.
export * from "./parse";
// The static queries' data from a content snapshot (the CMS preview).
export * from "./static-query";
// The content checks the CMS runs before a save.
export * from "./validate";
