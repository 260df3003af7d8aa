/** The build step of src/lib/cms/ (the admin app), for compose/post-build.ts alone (.dependency-cruiser.cjs, build-steps-only-for-compose). */
export { cmsStep } from "./admin-bundle";
