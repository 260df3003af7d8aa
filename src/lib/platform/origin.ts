/**
 * The site's own origin, wherever a Function's answer names it: the OAuth redirect back
 * (redirect_uri), the sign-in popup's postMessage target, whether cookies are Secure (and
 * `__Host-` prefixed), and the team page's same-origin check. Read from configuration at request
 * time, never from the request's Host or X-Forwarded-Proto: anyone can write those, and a login
 * that trusted them could be sent to another site's address or given a cookie without Secure.
 *
 * The first of these that is set: SITE_URL (set it for the Functions to name another address),
 * Netlify's URL (the site's main address, which Netlify gives its Functions at runtime), Netlify's
 * DEPLOY_PRIME_URL (a deploy's own address, which only Netlify's build sees). Without any (`npm
 * run serve`, which passes its PORT on), http://localhost:$PORT, 9000 by default: the address
 * `npm run serve` prints and the README gives.
 */
import { setting, type Env } from "../env";
import type { Logger } from "./log";
import { NO_STORE, type FunctionResult } from "./result";

/** The settings that name the origin, first first. */
export const ORIGIN_SETTINGS = ["SITE_URL", "URL", "DEPLOY_PRIME_URL"] as const;
/** `npm run serve`'s port unless PORT says otherwise (scripts/serve.mjs). */
export const DEFAULT_PORT = "9000";

export interface SiteOrigin {
  /** Scheme, host and port, e.g. https://www.harbouraiseo.com.au. */
  origin: string;
  https: boolean;
}

/** The configured origin, or the setting that names no http(s) address. */
export function siteOrigin(env: Env): SiteOrigin | { invalid: (typeof ORIGIN_SETTINGS)[number] } {
  for (const name of ORIGIN_SETTINGS) {
    const value = setting(env, name);
    if (value === undefined) continue;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.host === "") return { invalid: name };
    return { origin: url.origin, https: url.protocol === "https:" };
  }
  const port = setting(env, "PORT");
  return {
    origin: `http://localhost:${port !== undefined && /^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`,
    https: false,
  };
}

/** The answer while a setting names no origin: the Function cannot say where the site is, so it sends nothing that names it. */
export function originProblem(invalid: string, log: Logger): FunctionResult<string> {
  const message = `${invalid} is not an http(s) address, so the site's origin is unknown`;
  log("error", message);
  return {
    status: 500,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    body: `${message}: set it to the site's address (e.g. https://www.example.com.au) in the environment of the site's Functions.`,
  };
}
