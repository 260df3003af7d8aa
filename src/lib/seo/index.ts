/** The front door of src/lib/seo/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { CARD_HEIGHT, CARD_WIDTH } from "./social-card";
export { articleTrail, caseStudyTrail, personTrail, serviceTrail, type Crumb } from "./structured-data";
export { policyForHtml } from "./csp";
export { pageDay } from "./page-dates";
