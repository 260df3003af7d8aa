/**
 * Editors' login on the live site: the OAuth handshake Decap's `github` backend expects from an
 * external OAuth client, served by the site's own Functions (src/api/cms/auth.ts and
 * callback.ts adapt Gatsby's request and response to these). No Netlify Identity: Netlify has
 * deprecated it and Git Gateway.
 *
 * The GitHub side of it (the authorize address, the state cookie, the code's exchange, the scope,
 * the settings) is the one sign-in the team's page uses too, src/lib/platform/github-signin.ts;
 * what is the CMS's here is Decap's handshake.
 *
 * 1. /admin/ opens a popup at GET /api/cms/auth?provider=github&scope=repo. authStart answers with
 *    a redirect to GitHub's authorize page (asking for the narrowest scope that commits: signInScopes), and binds an unguessable `state` and a PKCE code
 *    verifier (S256: GitHub sees only its hash) to this browser in an HttpOnly cookie.
 * 2. GitHub sends the editor back to GET /api/cms/callback?code&state. authCallback exchanges the
 *    code for a token (server to server, with the client secret and the verifier, so a code taken
 *    on its way back is worth nothing elsewhere) only when the state matches the cookie, and answers with a page that completes Decap's popup handshake: it says
 *    `authorizing:github` to the window that opened it and, once that window (which must be the
 *    site itself) answers, sends `authorization:github:success:{"token":…,"provider":"github"}`
 *    to the site's origin alone. Every failure sends `authorization:github:error:{…}` instead, and
 *    never gets a 5xx.
 *
 * Settings are read per request (docs/netlify.md, Configuration); none of them reaches the browser but the
 * client id, which GitHub's authorize page shows anyway. The site's origin (the callback address,
 * the handshake's target, whether the state cookie is Secure) is configuration too (http/origin.ts),
 * never the request's Host.
 */
import { createHash } from "node:crypto";
import escapeHtml from "escape-html";
import type { Env } from "../env";
import { consoleLogger, type Logger } from "../platform/log";
import { cookieName } from "../platform/cookies";
import { NO_STORE, type FunctionResult, type HttpRequest } from "../platform/result";
import { originProblem, siteOrigin, type SiteOrigin } from "../platform/origin";
import {
  EXCHANGE_TIMEOUT_MS,
  exchangeCode,
  settingsFrom,
  signInScopes,
  signInStart,
  stateCookie as flowStateCookie,
  stateFromCookie,
  type Settings,
  type SignInFlow,
} from "../platform/github-signin";
import { inlineJson } from "../build/inline-json";

export const AUTH_PATH = "/api/cms/auth";
export const CALLBACK_PATH = "/api/cms/callback";
export const STATE_COOKIE = "cms_oauth_state";
/** Over https (http/cookies.ts): a sibling subdomain cannot plant a state of its own. */
export const SECURE_STATE_COOKIE = cookieName(STATE_COOKIE, true);
/** The editors' sign-in: back to /api/cms/callback, its state in a cookie sent only to /api/cms over plain http. */
const FLOW: SignInFlow = { callbackPath: CALLBACK_PATH, stateCookie: STATE_COOKIE, cookiePath: "/api/cms" };
const PROVIDER = "github";
/** What Decap may ask for (`auth_scope`); the site, not the popup, decides what GitHub is asked (signInScopes). */
const SCOPES = new Set(["repo", "public_repo", "repo,user", "public_repo,user"]);

type OAuthResult = FunctionResult<string>;

const defaultLog: Logger = consoleLogger("cms-oauth");

const wrongMethod: OAuthResult = {
  status: 405,
  headers: { ...NO_STORE, Allow: "GET", "Content-Type": "text/plain; charset=utf-8" },
  body: "Use GET.",
};

function stateCookie(value: string, https: boolean, maxAge: number): string {
  return flowStateCookie(FLOW, value, https, maxAge);
}

type Outcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * The page the popup ends on. Its one script is allowed by its own hash and talks only to the
 * site's origin: the handshake's first message, and the outcome once that origin has answered.
 */
function handshakePage(
  status: number,
  origin: string,
  outcome: Outcome,
  title: string,
  text: string,
  extraHeaders: Record<string, string> = {},
): OAuthResult {
  const message = outcome.ok
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.message })}`;
  const script = `(()=>{const origin=${inlineJson(origin)},message=${inlineJson(message)},hello=${inlineJson(`authorizing:${PROVIDER}`)};if(!window.opener)return;window.addEventListener("message",e=>{if(e.origin===origin&&e.data===hello)window.opener.postMessage(message,origin)});window.opener.postMessage(hello,origin)})()`;
  const hash = `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;
  const body = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><script>${script}</script></body></html>`;
  return {
    status,
    headers: {
      ...NO_STORE,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src '${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      ...extraHeaders,
    },
    body,
  };
}

function notConfigured(
  origin: string,
  problem: { missing: readonly string[] } | { invalid: string },
  log: Logger,
): OAuthResult {
  const what =
    "missing" in problem
      ? {
          names: problem.missing.join(" and "),
          log: `${problem.missing.join(", ")} ${problem.missing.length > 1 ? "are" : "is"} not set`,
          verb: "must be set",
        }
      : {
          names: problem.invalid,
          log: `${problem.invalid} is not an http(s) address`,
          verb: "must be an http(s) address",
        };
  log("error", `CMS login is not set up: ${what.log}`);
  return handshakePage(
    200,
    origin,
    { ok: false, message: `The CMS login is not set up yet: ${what.names} ${what.verb} on the site's Functions.` },
    "The CMS login is not set up yet",
    `${what.names} ${what.verb} in the site's environment (scoped to Functions); fix it and try again. See CONTENT.md, Editing on the live site.`,
  );
}

function unexpectedFailure(origin: string, https: boolean, unexpected: unknown, log: Logger): OAuthResult {
  log(
    "error",
    `unexpected failure: ${unexpected instanceof Error ? (unexpected.stack ?? unexpected.message) : String(unexpected)}`,
  );
  return refused(200, origin, "Something went wrong on our side.", https);
}

function refused(status: number, origin: string, message: string, https: boolean): OAuthResult {
  return handshakePage(
    status,
    origin,
    { ok: false, message },
    "Not logged in",
    `${message} Close this window and try again.`,
    {
      "Set-Cookie": stateCookie("", https, 0),
    },
  );
}

/** What both steps need before they start: a GET, the site's origin, and complete settings. Or the answer why not. */
function prepare(request: HttpRequest, env: Env, log: Logger): OAuthResult | (SiteOrigin & { settings: Settings }) {
  if (request.method.toUpperCase() !== "GET") return wrongMethod;
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, log);
  const settings = settingsFrom(env);
  if (!("clientId" in settings)) return notConfigured(site.origin, settings, log);
  return { ...site, settings };
}

/** GET /api/cms/auth?provider=github&scope=repo: off to GitHub, with a fresh state bound to this browser. */
export function authStart(request: HttpRequest, env: Env, log: Logger = defaultLog): OAuthResult {
  const ready = prepare(request, env, log);
  if ("status" in ready) return ready;
  const { origin, https, settings } = ready;
  try {
    const { query } = request;
    if (query.provider !== PROVIDER)
      return refused(400, origin, `Only the ${PROVIDER} provider is supported here.`, https);
    const asked = query.scope ?? "repo";
    if (!SCOPES.has(asked)) return refused(400, origin, `The scope "${asked}" is not one the CMS asks for.`, https);

    const { location, cookie } = signInStart(settings, FLOW, { origin, https }, signInScopes(env, "commit"));
    return { status: 302, headers: { ...NO_STORE, "Set-Cookie": cookie }, location };
  } catch (unexpected) {
    return unexpectedFailure(origin, https, unexpected, log);
  }
}

/** GET /api/cms/callback?code&state: the token, for the site's own window alone, or why not. */
export async function authCallback(
  request: HttpRequest,
  env: Env,
  log: Logger = defaultLog,
  exchangeTimeoutMs = EXCHANGE_TIMEOUT_MS,
): Promise<OAuthResult> {
  const ready = prepare(request, env, log);
  if ("status" in ready) return ready;
  const { origin, https, settings } = ready;
  try {
    const { query } = request;

    const error = query.error;
    if (error) {
      const denied = error === "access_denied";
      return refused(
        200,
        origin,
        denied ? "GitHub access was not granted." : `GitHub refused the login (${error}).`,
        https,
      );
    }
    const expected = stateFromCookie(request, FLOW, https);
    const state = query.state;
    const code = query.code;
    if (!expected) return refused(400, origin, "This login has expired or was started in another browser.", https);
    if (!state || state !== expected.state) {
      log("warn", "callback with a state that does not match this browser's; no token requested");
      return refused(400, origin, "This login did not start here.", https);
    }
    if (!code) return refused(400, origin, "GitHub sent no authorisation code.", https);

    let token: string;
    try {
      token = await exchangeCode(settings, `${origin}${CALLBACK_PATH}`, code, expected.verifier, exchangeTimeoutMs);
    } catch (exchangeError) {
      log(
        "error",
        `token exchange failed: ${exchangeError instanceof Error ? exchangeError.message : String(exchangeError)}`,
      );
      return refused(200, origin, "GitHub did not confirm the login.", https);
    }
    return handshakePage(
      200,
      origin,
      { ok: true, token },
      "Logged in",
      "You can close this window; the editor continues in the other one.",
      {
        "Set-Cookie": stateCookie("", https, 0),
      },
    );
  } catch (unexpected) {
    return unexpectedFailure(origin, https, unexpected, log);
  }
}
