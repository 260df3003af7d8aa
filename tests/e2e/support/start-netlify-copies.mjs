/**
 * `npm run build:e2e:netlify`: starts, in the background, the two copies of the site Netlify's own
 * CLI builds: the live copy (production context, with the fixtures and stand-ins for the agency's
 * facts: fixture-site.ts) and a Deploy Preview it then serves (netlify-preview.ts), and returns at
 * once; the browser suite's global setup then uses them instead of starting its own. CI runs it
 * before `npm test`, beside the type check and the e2e build.
 */
import { createRequire } from "node:module";
import { bundleTs } from "../../../scripts/bundle-ts.mjs";

const require = createRequire(import.meta.url);
const { startFixtureBuild } = require(await bundleTs("tests/e2e/support/fixture-site.ts"));
const { startPreview } = require(await bundleTs("tests/e2e/support/netlify-preview.ts"));
await startFixtureBuild();
await startPreview();
console.info(
  "Netlify's builds of the live copy and a Deploy Preview run in the background; npm run test:e2e:suite uses them.",
);
