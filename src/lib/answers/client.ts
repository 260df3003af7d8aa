/**
 * The browser's door of src/lib/answers/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// The sections' shared limits (the client logos' minimum).
export * from "./sections";
