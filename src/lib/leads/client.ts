/**
 * The browser's door of src/lib/leads/: what pages, islands and the page script use of it, free of
 * the store, the jobs and anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// The visit's attribution kept in the tab (the page script records it, the contact form sends it).
export * from "./visit";
