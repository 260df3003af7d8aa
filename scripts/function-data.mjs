/**
 * `npm install` (postinstall): writes src/generated/function-data.json with no values when no
 * build has written one yet, so the Functions' import of it resolves for the type check and for
 * the scripts that bundle Function modules without Gatsby. The build writes the real one
 * (gatsby-node.ts onPreInit; src/lib/content/function-data.ts says why it is generated).
 */
import { createRequire } from "node:module";
import { bundleTs, root } from "./bundle-ts.mjs";

const { writeFunctionDataIfMissing } = createRequire(import.meta.url)(await bundleTs("src/lib/build/function-data.ts"));
writeFunctionDataIfMissing(root);
