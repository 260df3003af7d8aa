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
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";
import { contentSnapshot } from "../project";
import { adminDevMiddleware, copyDecapBundle, decapDistDir } from "./copy-bundle";
import { cmsConfig, githubBackend, renderConfigYaml } from "./config";
import { browserScript } from "../build/bundle";
import type { PostBuildStep } from "../build/step";

export const ADMIN_SCRIPT = "admin.js";
export const SNAPSHOT_FILE = "content.json";

export { contentSnapshot };

/** "gatsby" is the preview's stand-in for Gatsby's runtime (src/cms/gatsby.tsx). */
function gatsbyStandIn(rootDir: string): Plugin {
  return {
    name: "gatsby-stand-in",
    setup(b) {
      b.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(rootDir, "src/cms/gatsby.tsx") }));
    },
  };
}

/** admin.js, minified, as text. Throws with esbuild's messages when the code does not build. */
export async function buildAdminScript(rootDir: string): Promise<string> {
  return browserScript(path.join(rootDir, "src/cms/admin.tsx"), "admin.js", {
    // The preview is not a page: its islands render without a loader.
    define: { "process.env.NODE_ENV": '"production"', __ISLAND_SCRIPTS__: "{}" },
    plugins: [gatsbyStandIn(rootDir)],
  });
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

/**
 * The CMS at /admin/: Decap's prebuilt bundle beside static/admin/'s index.html, the site's
 * preview templates and save check with the content they check against, and config.yml with the
 * repository, branch and API from this build's environment (CONTENT.md).
 */
export const cmsStep: PostBuildStep = {
  name: "The CMS at /admin/",
  async run({ rootDir, publicDir, siteUrl, env, reporter }) {
    const adminDir = path.join(publicDir, "admin");
    copyDecapBundle(decapDistDir(rootDir), adminDir);
    fs.writeFileSync(path.join(adminDir, ADMIN_SCRIPT), await buildAdminScript(rootDir));
    fs.writeFileSync(path.join(adminDir, SNAPSHOT_FILE), JSON.stringify(contentSnapshot(rootDir)));
    const backend = githubBackend(siteUrl, env);
    fs.writeFileSync(path.join(adminDir, "config.yml"), renderConfigYaml(cmsConfig(backend)));
    if (env.NETLIFY === "true" && !env.CMS_GITHUB_REPO && !env.REPOSITORY_URL) {
      reporter.warn(`The CMS will save to ${backend.repo}: set CMS_GITHUB_REPO to the site's repository (CONTENT.md).`);
    }
  },
};
