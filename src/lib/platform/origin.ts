/**
 * The site's own origin, wherever a Function's answer names it: the OAuth redirect back
 * (redirect_uri), the sign-in popup's postMessage target, whether cookies are Secure (and
 * `__Host-` prefixed), and the team page's same-origin check. Read from configuration at request
 * time, never from the request's Host or X-Forwarded-Proto: anyone can write those, and a login
 * that trusted them could be sent to another site's address or given a cookie without Secure.
 *
 * The first of these that is set: SITE_URL (set it for the Functions to name another address;
 * when it lists several, the first), Netlify's URL (the site's main address, which Netlify gives
 * its Functions at runtime), Netlify's DEPLOY_PRIME_URL (a deploy's own address, which only
 * Netlify's build sees). Without any (`npm run serve`, which passes its PORT on),
 * http://localhost:$PORT, 9000 by default.
 *
 * A browser's page may be on any of the site's addresses, so the checks that a request came from
 * the site's own page (isForeignRequest) accept each of siteOrigins: every address SITE_URL lists,
 * URL, DEPLOY_PRIME_URL and DEPLOY_URL, and for a loopback address (localhost, 127.0.0.1, [::1])
 * the other two on the same port, which are the same server (`npm start` prints
 * http://127.0.0.1:9000/, the README says localhost).
 */
import { setting, type Env } from "../env";
import type { Logger } from "./log";
import { header, NO_STORE, type FunctionResult, type HttpRequest } from "./result";

/** The settings that name the origin, first first. */
export const ORIGIN_SETTINGS = ["SITE_URL", "URL", "DEPLOY_PRIME_URL"] as const;
/** `npm run serve`'s port unless PORT says otherwise (scripts/serve.mjs). */
export const DEFAULT_PORT = "9000";

export interface SiteOrigin {
  /** Scheme, host and port, e.g. https://www.harbouraiseo.com.au. */
  origin: string;
  https: boolean;
}

/** Every setting that names one of the site's own addresses (SITE_URL may list several, by commas or spaces). */
export const OWN_ORIGIN_SETTINGS = [...ORIGIN_SETTINGS, "DEPLOY_URL"] as const;

type OriginSetting = (typeof OWN_ORIGIN_SETTINGS)[number];

/** The http(s) origins a setting's value lists, or undefined when one of them is not such an address. */
function originsIn(value: string): URL[] | undefined {
  const urls: URL[] = [];
  for (const part of value.split(/[\s,]+/).filter((one) => one !== "")) {
    const url = URL.canParse(part) ? new URL(part) : undefined;
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.host === "") return undefined;
    urls.push(url);
  }
  return urls.length > 0 ? urls : undefined;
}

const localOrigin = (env: Env): URL => {
  const port = setting(env, "PORT");
  return new URL(`http://localhost:${port !== undefined && /^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`);
};

/** The configured origin, or the setting that names no http(s) address. */
export function siteOrigin(env: Env): SiteOrigin | { invalid: OriginSetting } {
  for (const name of ORIGIN_SETTINGS) {
    const value = setting(env, name);
    if (value === undefined) continue;
    const url = originsIn(value)?.[0];
    if (!url) return { invalid: name };
    return { origin: url.origin, https: url.protocol === "https:" };
  }
  return { origin: localOrigin(env).origin, https: false };
}

/** The names one loopback server answers to: a page on any of them is the same site. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Every origin that is the site's own, the configured one first: those SITE_URL lists, URL,
 * DEPLOY_PRIME_URL and DEPLOY_URL, each with its loopback twins; without any, npm run serve's
 * (localhost, 127.0.0.1 and [::1] on its port). A setting that names no http(s) address is named instead.
 */
export function siteOrigins(env: Env): string[] | { invalid: OriginSetting } {
  const urls: URL[] = [];
  for (const name of OWN_ORIGIN_SETTINGS) {
    const value = setting(env, name);
    if (value === undefined) continue;
    const listed = originsIn(value);
    if (!listed) return { invalid: name };
    urls.push(...listed);
  }
  if (urls.length === 0) urls.push(localOrigin(env));
  const origins = new Set<string>();
  for (const url of urls) {
    origins.add(url.origin);
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) {
      const twin = new URL(url.href);
      twin.hostname = host;
      origins.add(twin.origin);
    }
  }
  return [...origins];
}

/** What a browser says of where a request came from: its Origin and Sec-Fetch-Site headers. */
export interface RequestSource {
  origin: string | undefined;
  fetchSite: string | undefined;
}

/** The request's Origin and Sec-Fetch-Site. */
export const sourceOf = (request: Pick<HttpRequest, "headers">): RequestSource => ({
  origin: header(request, "origin"),
  fetchSite: header(request, "sec-fetch-site"),
});

/**
 * Whether a browser says this request came from another site's page: `Sec-Fetch-Site:
 * cross-site`, or an Origin that is none of `own` (siteOrigins). `Origin: null` (a sandboxed page,
 * or a form under `Referrer-Policy: no-referrer`) is trusted only when the browser vouches that the
 * page was ours. A request with neither header (not a browser) is not foreign: these checks guard
 * visitors' browsers, not the endpoints, which have their own limits.
 */
export function isForeignRequest(source: RequestSource, own: readonly string[]): boolean {
  const fetchSite = source.fetchSite?.trim().toLowerCase();
  if (fetchSite === "cross-site") return true;
  const origin = source.origin?.trim();
  if (origin === undefined || origin === "") return false;
  if (origin === "null") return fetchSite !== "same-origin";
  return !isOwnOrigin(origin, own);
}

/** Whether `origin` (as a browser writes it in Origin) is one of `own`. */
export function isOwnOrigin(origin: string, own: readonly string[]): boolean {
  // URL lowercases the host and drops a scheme's default port, as browsers write Origin.
  return URL.canParse(origin) && own.includes(new URL(origin).origin);
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
