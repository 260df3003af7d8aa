/**
 * The servers' door of src/lib/cms/: what its Functions (src/api/, netlify/functions/) use of it,
 * which may reach the database, the file system or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts, the build build.ts (.dependency-cruiser.cjs, DOORS).
 */
// The editors' sign-in (src/api/cms/).
export { authCallback, authStart } from "./oauth";
