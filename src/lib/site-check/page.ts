/**
 * The pages' door of src/lib/site-check/: what the Gatsby pages render into their HTML and no
 * browser bundle may take (the islands and admin.js bundle client.ts and index.ts, and this
 * style is 8 kB they never use). `export *`, as client.ts (.dependency-cruiser.cjs, DOORS).
 */
// The report's style, shared with the report page the Function writes (src/pages/ai-search-check*).
export * from "./report-style";
