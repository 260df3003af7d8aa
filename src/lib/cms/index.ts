/** The front door of src/lib/cms/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { githubBackend } from "./backend";
