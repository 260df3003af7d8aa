/**
 * The front door of src/lib/browser/ (the small scripts the browser runs on every page, bundled
 * apart by src/lib/build/inline-scripts.ts, and what the components and the page's head need to
 * write them). Its entries (disclosure-script.ts, action-bar-script.ts) are bundled by path, never
 * imported: they run on load. Whole modules, `export *`: esbuild bundles them as it did the modules
 * themselves (.dependency-cruiser.cjs, DOORS).
 */
// The header's menus: the markup the disclosure script works on, and the behaviour itself (tests run it).
export * from "./disclosure";
// The inline scripts a page's head and the 404 page carry (gatsby-ssr.tsx, src/pages/404.tsx).
export * from "./page-scripts";
