/** The front door of src/lib/project/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { contentSnapshot } from "./load";
