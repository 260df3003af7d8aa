/**
 * `npm run build:e2e:fixture`: starts the build of the fixture copy of the site (fixture-site.ts)
 * in the background and returns at once; the browser suite's global setup then uses it instead of
 * starting its own. CI runs it once `npm test` is done, beside the type check and the e2e build.
 */
import { createRequire } from "node:module";
import { bundleTs } from "../../../scripts/bundle-ts.mjs";

const { startFixtureBuild } = createRequire(import.meta.url)(await bundleTs("tests/e2e/support/fixture-site.ts"));
await startFixtureBuild();
console.info("The fixture site's build runs in the background; npm run test:e2e:suite uses it.");
