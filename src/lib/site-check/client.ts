/**
 * The browser's door of src/lib/site-check/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// The comparison's form fields.
export * from "./compare-fields";
// The report's words.
export * from "./report-copy";
export * from "./report-design";
export { reportDesign, type DesignSources } from "./report-design-build";
// A report as the page shows it.
export * from "./report-view";
// Its templates filled in ("{count} {count|thing|things} to fix"), for the check page's example report.
export { fill } from "./words";
