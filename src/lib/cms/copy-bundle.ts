/**
 * Puts Decap CMS's prebuilt browser bundle at /admin/ without committing it (5 MB and more) and
 * without gatsby-plugin-decap-cms, which breaks on React 19. The build copies it into
 * public/admin/ (onPostBuild); `gatsby develop` serves it straight from node_modules
 * (adminDevServer in admin-bundle.ts). static/admin/ holds only index.html and the generated config.yml.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * What the browser fetches from decap-cms/dist/: the entry bundle, the chunks it loads on demand
 * from beside itself, the WebAssembly those fetch, and the licence notice the bundle names.
 * Not the source maps (25 MB) and not `cms.js`, the same bundle under its old name.
 */
const BUNDLE_FILE = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

export const BUNDLE_ENTRY = "decap-cms.js";

export function isBundleFile(name: string): boolean {
  return BUNDLE_FILE.test(name);
}

/**
 * decap-cms/dist as installed for the project in `rootDir`: a direct dependency always sits at
 * the top of node_modules (and gatsby-node is bundled, where require.resolve is not dependable).
 */
export function decapDistDir(rootDir: string): string {
  return path.join(rootDir, "node_modules", "decap-cms", "dist");
}

/** The bundle's files in `distDir`, sorted; throws when the entry bundle is not there. */
export function bundleFiles(distDir: string): string[] {
  const names = fs.existsSync(distDir) ? fs.readdirSync(distDir).filter(isBundleFile).sort() : [];
  if (!names.includes(BUNDLE_ENTRY)) {
    throw new Error(`${path.join(distDir, BUNDLE_ENTRY)} is missing: run npm install (decap-cms is a devDependency)`);
  }
  return names;
}

/** Copies the bundle into `targetDir` (created if needed) and returns the names copied. */
export function copyDecapBundle(distDir: string, targetDir: string): string[] {
  const names = bundleFiles(distDir);
  fs.mkdirSync(targetDir, { recursive: true });
  for (const name of names) fs.copyFileSync(path.join(distDir, name), path.join(targetDir, name));
  return names;
}

/** The slice of Express's request and response the development middleware uses. */
export interface DevRequest {
  method: string;
  path: string;
}
export interface DevResponse {
  sendFile(file: string): void;
  redirect(status: number, url: string): void;
  status(code: number): DevResponse;
  type(type: string): DevResponse;
  send(body: string): void;
}

/** A file under /admin/ made on each request in development (see admin-bundle.ts): its type and body. */
export type GeneratedFiles = Record<string, { type: string; make: () => Promise<string> | string }>;

/**
 * For `gatsby develop`: /admin/ answers with static/admin/index.html (Gatsby's development
 * server serves no directory index), /admin/<bundle file> from decap-cms/dist, and each of
 * `generated` freshly made. Anything else, config.yml included, falls through to Gatsby, which
 * serves static/ as usual.
 */
export function adminDevMiddleware(distDir: string, indexHtml: string, generated: GeneratedFiles = {}) {
  return (req: DevRequest, res: DevResponse, next: () => void): void => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    if (req.path === "/admin") {
      res.redirect(302, "/admin/");
      return;
    }
    if (req.path === "/admin/" || req.path === "/admin/index.html") {
      res.sendFile(indexHtml);
      return;
    }
    const name = /^\/admin\/([^/]+)$/.exec(req.path)?.[1];
    const file =
      name !== undefined && Object.prototype.hasOwnProperty.call(generated, name) ? generated[name] : undefined;
    if (file) {
      Promise.resolve()
        .then(file.make)
        .then(
          (body) => {
            res.type(file.type).send(body);
          },
          (error: unknown) => {
            res
              .status(500)
              .type("text/plain")
              .send(`${req.path} could not be made: ${error instanceof Error ? error.message : String(error)}`);
          },
        );
      return;
    }
    if (name && isBundleFile(name) && fs.existsSync(path.join(distDir, name))) res.sendFile(path.join(distDir, name));
    else next();
  };
}
