/**
 * The browser's door of src/lib/contact/: what components, templates, pages, hooks, islands and the
 * CMS app use of it, free of anything server-only (index.ts is the servers' door). Whole modules,
 * `export *`: esbuild bundles them as it did the modules themselves (.dependency-cruiser.cjs, DOORS).
 */
// The form's choices and their wording.
export * from "./options";
// The shape of a service the interests are made from (src/hooks/use-services.ts); interestOptions is index.ts's.
export type { InterestSource } from "./interests";
