/** The build step of src/lib/site-check/ (the kept report's page frame), for compose/post-build.ts alone (.dependency-cruiser.cjs, build-steps-only-for-compose). */
export { reportFrameStep } from "./report-frame";
export { agentApiStep } from "./openapi";
