/**
 * The two files /admin/ needs beside Decap's bundle, both generated, never committed:
 *
 * - admin.js: src/cms/admin.tsx bundled by esbuild with the site's own components (and React 19,
 *   Chakra and its styles), for the preview templates and the check before each save;
 * - content.json: data/ as the build read it, which the preview checks an entry against.
 *
 * The build writes both into public/admin/ (onPostBuild); `gatsby develop` generates them on each
 * request (adminDevServer), so under `npm run cms` they follow the working tree.
 */
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { contentSnapshot } from "../content/load";
import { adminDevMiddleware, decapDistDir } from "./copy-bundle";

export const ADMIN_SCRIPT = "admin.js";
export const SNAPSHOT_FILE = "content.json";

export { contentSnapshot };

/**
 * Resolves imports as Gatsby's HTML build does: `x.client` modules become their `x.server` twins
 * (the full header, footer and every section, rendered directly), and "gatsby" is the preview's
 * stand-in for Gatsby's runtime.
 */
function siteModules(rootDir: string): Plugin {
  return {
    name: "site-modules",
    setup(b) {
      b.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(rootDir, "src/cms/gatsby.tsx") }));
      b.onResolve({ filter: /\.client$/ }, (args) =>
        b.resolve(args.path.replace(/\.client$/, ".server"), { resolveDir: args.resolveDir, kind: args.kind }),
      );
    },
  };
}

/** admin.js, minified, as text. Throws with esbuild's messages when the code does not build. */
export async function buildAdminScript(rootDir: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(rootDir, "src/cms/admin.tsx")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [siteModules(rootDir)],
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no admin.js");
  return output.text;
}

/**
 * /admin/ under `gatsby develop` (gatsby-config's developMiddleware, which runs before the
 * development server serves public/, so files left there by a build never stand in): Decap's
 * bundle from node_modules, and admin.js and content.json made afresh on each request.
 */
export function adminDevServer(rootDir: string) {
  return adminDevMiddleware(decapDistDir(rootDir), path.join(rootDir, "static/admin/index.html"), {
    [ADMIN_SCRIPT]: { type: "text/javascript", make: () => buildAdminScript(rootDir) },
    [SNAPSHOT_FILE]: { type: "application/json", make: () => JSON.stringify(contentSnapshot(rootDir)) },
  });
}
