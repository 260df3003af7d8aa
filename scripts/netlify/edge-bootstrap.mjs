/**
 * The Edge Functions' runtime for `npm run netlify -- serve` (NETLIFY_EDGE_BOOTSTRAP, set by
 * scripts/netlify/offline.mjs): Netlify's own local bootstrap from the CLI's dependencies
 * (@netlify/edge-functions-dev), where the CLI would fetch one from edge.netlify.com, with its
 * server on 127.0.0.1 instead of every interface. Run by Deno, not Node.
 */
/* global Deno */
import * as bootstrap from "../../node_modules/@netlify/edge-functions-dev/dist/deno/bootstrap.mjs";

const serve = Deno.serve;
Deno.serve = (options, ...rest) =>
  typeof options === "object" && options !== null && !("hostname" in options)
    ? serve({ ...options, hostname: "127.0.0.1" }, ...rest)
    : serve(options, ...rest);

export const { boot, handleRequest, patchGlobals } = bootstrap;
