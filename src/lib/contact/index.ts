/** The front door of src/lib/contact/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { interestOptions } from "./interests";
