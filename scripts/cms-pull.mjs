/**
 * `npm run cms:pull`: brings what was published in the local CMS (`npm run cms`, in the scratch
 * clone .cms-workspace/repo) back into this repository: fetched into the branch cms-published,
 * and the current branch fast-forwarded to it when that is safe (src/lib/cms/workspace.ts).
 */
import { createRequire } from "node:module";
import { bundleTs, root } from "./bundle-ts.mjs";

const { pullWorkspace } = createRequire(import.meta.url)(await bundleTs("src/lib/cms/workspace.ts"));
console.log(pullWorkspace(root).message);
