/**
 * The top of src/lib: the build's last steps, every feature's step.ts in the order post-build.ts
 * states. gatsby-node.ts runs it; nothing in src/lib imports it (.dependency-cruiser.cjs, layers-*).
 */
export { POST_BUILD_STEPS, runPostBuild } from "./post-build";
