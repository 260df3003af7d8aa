/**
 * The browser's door of src/lib/case-studies/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// Case study cards and the newest ones.
export * from "./cards";
// Case studies' addresses, slugs and checks.
export * from "./case-studies";
// A chart's words for screen readers and the Markdown twin.
export * from "./chart-texts";
// The Search Console export's dates and engagement.
export * from "./search-console";
// The team: people and their pages.
export * from "./team";
