/**
 * Gatsby's build-javascript stage, made cheap. No page loads the bundles it writes (docs/architecture.md,
 * "How a page loads": gatsby-ssr.tsx leaves Gatsby's scripts off every page; the islands and the menus'
 * script are bundled apart), so the build needs of that stage only what it records: the chunks and
 * their files (public/webpack.stats.json, chunk-map.json, which gatsby-node.ts reads to know
 * Gatsby's script files) and which page components reach which static queries (page-data). All of
 * that comes from the project's own modules (src/ and Gatsby's .cache/), so the packages they
 * import are left out of the bundles as externals: webpack neither resolves, parses nor compiles
 * React, Chakra, the icons or Gatsby's runtime there. The HTML is rendered by the build-html stage,
 * which still bundles every package.
 */

/** What webpack hands an externals function (the part used here). */
export type ExternalRequest = { request?: string };
type ExternalCallback = (err?: Error | null, result?: string) => void;

/** A request webpack resolves inside node_modules: a bare package name, not a path, loader or virtual module. */
export function isPackageRequest(request: string): boolean {
  if (request.includes("!")) return false;
  if (/^[./]/.test(request) || /^[A-Za-z]:[\\/]/.test(request)) return false;
  // Gatsby's aliases into .cache (`gatsby` is its browser entry) and its virtual modules ($virtual/async-requires: the page chunks).
  if (request === "gatsby" || request.startsWith("$virtual")) return false;
  return true;
}

/** webpack `externals` for build-javascript: every package stays out of the (never loaded) bundles. */
export function externalPackages({ request }: ExternalRequest, callback: ExternalCallback): void {
  if (request !== undefined && isPackageRequest(request)) callback(null, `commonjs ${request}`);
  else callback();
}
