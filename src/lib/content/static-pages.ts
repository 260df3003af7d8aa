/**
 * The site's static pages: each file in data/pages/, the route it fills and its name in the CMS.
 * The one place a static page's route is written: the CMS's page list (src/lib/cms/config.ts)
 * fixes each file's hidden `path` to it, gatsby-node.ts hands it to the page's stub in src/pages
 * as `$route` (the stub's query reads `pageYaml(path: { eq: $route })`), and
 * `static-pages.test.ts` fails when a stub, a file in data/pages/ or its `path` disagrees.
 */
export const STATIC_PAGES = [
  { name: "home", label: "Home page (/)", path: "/" },
  { name: "about", label: "About (/about)", path: "/about" },
  { name: "services", label: "Services index (/services)", path: "/services" },
  { name: "contact", label: "Contact (/contact)", path: "/contact" },
  {
    name: "why-traditional-seo-ineffective",
    label: "Why traditional SEO is ineffective",
    path: "/why-traditional-seo-ineffective",
  },
  { name: "seo-strategy-builder", label: "SEO Strategy Builder", path: "/seo-strategy-builder" },
  { name: "ai-search-check", label: "AI search check (/ai-search-check)", path: "/ai-search-check" },
  {
    name: "ai-search-check-report",
    label: "AI search check: a report not kept (/ai-search-check/report)",
    path: "/ai-search-check/report",
  },
  { name: "methodology", label: "How we work out our examples (/methodology)", path: "/methodology" },
  { name: "privacy", label: "Privacy policy (/privacy)", path: "/privacy" },
  { name: "home-launch", label: "Launch placeholder (/home-launch)", path: "/home-launch" },
  { name: "not-found", label: "Page not found (404)", path: "/404" },
] as const;

export type StaticPage = (typeof STATIC_PAGES)[number];

/** A static page's route by its name: `staticPath("methodology")` is `/methodology`. */
export const staticPath = (name: StaticPage["name"]): string => STATIC_PAGES.find((p) => p.name === name)?.path ?? "/";

/**
 * The static page Gatsby made from a stub in src/pages, by the address it gave it (`/about/`;
 * the 404 page also at `/404.html`); undefined for an address no static page has.
 */
export function staticPageAt(address: string): StaticPage | undefined {
  const trimmed = address.replace(/\.html$/, "").replace(/\/+$/, "");
  const route = trimmed === "" ? "/" : trimmed;
  return STATIC_PAGES.find((p) => p.path === route);
}

/** The route Gatsby gives a file in src/pages (`services/index.tsx` → `/services`). */
export function routeFromPageFile(relative: string): string {
  const withoutExt = relative.replace(/\\/g, "/").replace(/\.(tsx?|jsx?)$/, "");
  const route = `/${withoutExt}`.replace(/\/index$/, "");
  return route === "" ? "/" : route;
}
