/**
 * The servers' door of src/lib/contact/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// The contact form's handler and its error messages (src/api/contact.ts).
export { ERROR_MESSAGES, handleContact } from "./handler";
// The interests from data/, handed to the Function (gatsby-node.ts).
export { interestOptionsFromContent } from "./interests-from-content";
