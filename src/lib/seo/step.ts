/** The build steps of src/lib/seo/, for compose/post-build.ts alone (.dependency-cruiser.cjs, build-steps-only-for-compose). */
export { contentSecurityPolicyStep } from "./csp";
export { indexNowKeyStep } from "./indexnow-key";
export { previewNoindexStep } from "./preview";
export { siteFilesStep } from "./site-files";
export { socialCardsStep } from "./social-card-render";
