/**
 * The servers' door of src/lib/contact/: what its Functions (src/api/, netlify/functions/) use of it,
 * which may reach the database, the file system or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts, the build build.ts (.dependency-cruiser.cjs, DOORS).
 */
// The contact form's handler and its error messages (src/api/contact.ts).
export { ERROR_MESSAGES, handleContact } from "./handler";
