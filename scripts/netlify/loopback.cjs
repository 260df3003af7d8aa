/**
 * Loaded into Netlify's CLI (`node --require`, scripts/netlify/offline.mjs): a server the CLI
 * starts without naming an address (its proxy, the static server, the Functions' server) listens on
 * 127.0.0.1, as `npm run serve` does, instead of on every interface of the machine.
 */
const net = require("node:net");

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args;
  if (typeof first === "object" && first !== null && first.path === undefined && first.host === undefined) {
    args[0] = { ...first, host: "127.0.0.1" };
  } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    if (typeof second !== "string") args.splice(1, 0, "127.0.0.1");
  }
  return listen.apply(this, args);
};
