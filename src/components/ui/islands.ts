/**
 * Islands: the few parts of a page a visitor interacts with (the contact form and the home page's budget calculator). Every
 * page is the server's HTML with no framework JavaScript (gatsby-ssr.tsx leaves Gatsby's runtime
 * off all of them); an island adds, right after its own element, its props as JSON and a small
 * inline loader. At the visitor's first pointer, touch or focus inside the island, the loader
 * fetches the island's entry module (bundled by esbuild with a content hash, src/islands/build.ts),
 * which hydrates that element alone (src/islands/hydrate.tsx).
 *
 * To add one: write its entry module in src/islands/, name it in ISLAND_ENTRIES, and render
 * <IslandRoot> (island-root.tsx) around its server HTML. The registry and IslandRoot live here, with
 * the components that render them, so that components never import src/islands/ (whose entries
 * import the components): .dependency-cruiser.cjs, components-below-islands.
 */
import { inlineJson } from "../../lib/build/inline-json";

/** Each island's entry module, relative to src/islands/. */
export const ISLAND_ENTRIES = {
  "contact-form": "contact-form.tsx",
  "budget-chart": "budget-chart.tsx",
  "site-check": "site-check.tsx",
} as const;
export type IslandName = keyof typeof ISLAND_ENTRIES;

/** Where each island's bundle is served from, as the build wrote it (content-hashed). */
export type IslandScripts = Record<IslandName, string>;

/** Marks an island's element: its value is the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** Marks the JSON block holding an island's props: its value is the island's name. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

export const islandSelector = (name: IslandName) => `[${ISLAND_ATTRIBUTE}="${name}"]`;

/**
 * The inline loader: at the first pointer, touch or focus inside the island, it adds the island's
 * module script once. Until then the island is its HTML (the contact form posts natively), so
 * loading the page costs a phone no framework work at all.
 */
export function islandLoaderScript(name: IslandName, src: string): string {
  // Written small: it is on the page before any interaction (the budget: 1.0 kB gzipped with the page's other inline scripts).
  return `((d,t,on)=>{on=e=>{e.target.closest?.(${inlineJson(islandSelector(name))})&&(t.map(n=>d.removeEventListener(n,on,!0)),d.head.append(Object.assign(d.createElement("script"),{type:"module",src:${inlineJson(src)}})))};t.map(n=>d.addEventListener(n,on,!0))})(document,["pointerover","touchstart","focusin"])`;
}
