/**
 * The servers' door of src/lib/cms/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// /admin/ under `gatsby develop` (gatsby-config.ts).
export { adminDevServer } from "./admin-bundle";
// The CMS's GitHub backend (gatsby-config.ts).
export { githubBackend } from "./config";
// The editors' sign-in (src/api/cms/).
export { authCallback, authStart } from "./oauth";
