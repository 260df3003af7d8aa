/** `npm run leads -- <command>`: the team's command for leads (src/lib/leads/cli.ts; `--help` lists the commands). */
import { createRequire } from "node:module";
import { bundleTs } from "./bundle-ts.mjs";

const cli = createRequire(import.meta.url)(await bundleTs("src/lib/leads/cli.ts"));
process.exitCode = await cli.main(process.argv.slice(2), process.env);
