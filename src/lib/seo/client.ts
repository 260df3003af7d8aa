/**
 * The browser's door of src/lib/seo/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// A service's Offer in structured data.
export * from "./offer-schema";
// A page's published and modified dates.
export * from "./page-dates";
// The social card's size and address.
export * from "./social-card";
// Structured data (JSON-LD) and breadcrumbs.
export * from "./structured-data";
