/**
 * Islands: the few parts of a page a visitor interacts with (today only the contact form). Every
 * page is the server's HTML with no framework JavaScript (gatsby-ssr.tsx leaves Gatsby's runtime
 * off all of them); an island adds, right after its own element, its props as JSON and a small
 * inline loader. At the visitor's first pointer, touch or focus inside the island, the loader
 * fetches the island's entry module (bundled by esbuild with a content hash, build.ts), which
 * hydrates that element alone (hydrate.tsx).
 *
 * To add one: write its entry module here, name it in ISLAND_ENTRIES, and render <IslandRoot>
 * (island-root.tsx) around its server HTML.
 */
import { inlineJson } from "../lib/page-scripts";

/** Each island's entry module, relative to this folder. */
export const ISLAND_ENTRIES = {
  "contact-form": "contact-form.tsx",
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
  return `(()=>{const d=document,t=["pointerover","touchstart","focusin"],on=e=>{if(!(e.target instanceof Element&&e.target.closest(${inlineJson(islandSelector(name))})))return;t.forEach(n=>d.removeEventListener(n,on,true));const s=d.createElement("script");s.type="module";s.src=${inlineJson(src)};d.head.append(s)};t.forEach(n=>d.addEventListener(n,on,true))})()`;
}
