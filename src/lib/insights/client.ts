/**
 * The browser's door of src/lib/insights/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// Articles: addresses, summaries, order, dates.
export * from "./articles";
// An article's headings (its contents rail).
export * from "./headings";
// An article's Markdown as HTML, and its reading time.
export * from "./render-markdown";
// An article file's checks (the CMS preview runs them).
export * from "./validate-articles";
