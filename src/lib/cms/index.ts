/** The front door of src/lib/cms/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { githubBackend, repoIsPublic } from "./backend";
export { EXCHANGE_TIMEOUT_MS, authorizeUrl, exchangeCode, pkceFromCookie, pkceStart, settingsFrom } from "./oauth";
