/**
 * The one GitHub sign-in both the CMS's editors (src/lib/cms/oauth.ts: Decap's popup) and the
 * team's page of enquiries (src/lib/leads/team.ts: a session) go through, each with its own
 * callback address and state cookie (a SignInFlow):
 * 1. start: GitHub's authorize address, with an unguessable `state` and a PKCE verifier (S256:
 *    GitHub sees only its hash) bound to this browser in an HttpOnly, SameSite=Lax cookie (it must
 *    come back on GitHub's redirect), for STATE_MAX_AGE_SECONDS;
 * 2. callback: the state checked against the cookie, then the code exchanged for a token, server
 *    to server, with the client secret and the verifier (arctic), within EXCHANGE_TIMEOUT_MS;
 * 3. for the team's page: who holds the token and whether they may write to the site's
 *    repository (repoAccess), asked at sign-in and again while a session lasts.
 * The scope asked for is the narrowest that works (signInScopes, from CMS_GITHUB_REPO_VISIBILITY).
 * GitHub's addresses are settings: GITHUB_OAUTH_BASE_URL (its pages) and CMS_GITHUB_API_ROOT (its
 * API, github.ts), for GitHub Enterprise. What each caller answers (Decap's handshake page, the team
 * page's redirects) stays with the caller.
 */
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import pTimeout from "p-timeout";
import { setting, type Env } from "../env";
import { readCookie, setCookie } from "./cookies";
import { within } from "./deadline";
import { DEFAULT_GITHUB_BASE_URL, githubApiRoot, githubRepo, repoIsPublic } from "./github";
import type { HttpRequest } from "./result";

/** How long the server-to-server token exchange (and each call of GitHub's API) may take before the sign-in is told it failed. */
export const EXCHANGE_TIMEOUT_MS = 10_000;
export const REQUIRED_SETTINGS = ["GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET"] as const;
/** How long a started sign-in may take to come back from GitHub. */
export const STATE_MAX_AGE_SECONDS = 10 * 60;

/** The OAuth app's settings: its client, and GitHub's address (GITHUB_OAUTH_BASE_URL, without a trailing slash). */
export interface Settings {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
}

/** The OAuth app's settings, or which are missing, or which is not an http(s) address. */
export function settingsFrom(env: Env): Settings | { missing: string[] } | { invalid: string } {
  const missing = REQUIRED_SETTINGS.filter((name) => !setting(env, name));
  if (missing.length > 0) return { missing };
  const baseUrl = (setting(env, "GITHUB_OAUTH_BASE_URL") ?? DEFAULT_GITHUB_BASE_URL).replace(/\/+$/, "");
  if (!isHttpUrl(baseUrl)) return { invalid: "GITHUB_OAUTH_BASE_URL" };
  return {
    clientId: setting(env, "GITHUB_OAUTH_CLIENT_ID") ?? "",
    clientSecret: setting(env, "GITHUB_OAUTH_CLIENT_SECRET") ?? "",
    baseUrl,
  };
}

/**
 * What a sign-in asks GitHub for, and no more, by what its token is for:
 * - "commit" (the CMS: the token commits to the repository): `public_repo` for a public one, `repo`
 *   (every private repository the person can reach: GitHub has nothing narrower for an OAuth app)
 *   for a private one;
 * - "check-access" (the team's page: only who this is and whether they may write): GitHub tells
 *   any token, with no scope at all, a person's login and their permissions on a public
 *   repository; a private one it shows no token without `repo`, so that is asked for only then.
 */
export function signInScopes(env: Env, purpose: "commit" | "check-access"): string[] {
  if (purpose === "commit") return [repoIsPublic(env) ? "public_repo" : "repo"];
  return repoIsPublic(env) ? [] : ["repo"];
}

/** One caller's sign-in: where GitHub sends the person back, and the cookie (and its path over plain http) that holds the state. */
export interface SignInFlow {
  callbackPath: string;
  stateCookie: string;
  cookiePath: string;
}

/** A login's start: the state GitHub hands back, and the PKCE verifier only this browser's cookie holds. */
export interface PkceStart {
  state: string;
  verifier: string;
  /** What the state cookie holds: both, dot-separated (neither is ever anything but base64url). */
  cookieValue: string;
}

export function pkceStart(): PkceStart {
  const state = generateState();
  const verifier = generateCodeVerifier();
  return { state, verifier, cookieValue: `${state}.${verifier}` };
}

/** The state and verifier a state cookie holds, or undefined for anything else (an older cookie, a forged one). */
export function pkceFromCookie(value: string | undefined): { state: string; verifier: string } | undefined {
  const match = value === undefined ? null : /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43,128})$/.exec(value);
  return match?.[1] && match[2] ? { state: match[1], verifier: match[2] } : undefined;
}

/** The flow's state cookie holding `value` (an empty one with maxAge 0 clears it). Lax, not Strict: it must come back on GitHub's redirect. */
export function stateCookie(flow: SignInFlow, value: string, https: boolean, maxAge: number): string {
  return setCookie(flow.stateCookie, value, { https, sameSite: "lax", path: flow.cookiePath, maxAge });
}

/** The state and verifier this browser's cookie holds for the flow, or undefined. */
export function stateFromCookie(
  request: Pick<HttpRequest, "headers">,
  flow: SignInFlow,
  https: boolean,
): { state: string; verifier: string } | undefined {
  return pkceFromCookie(readCookie(request, flow.stateCookie, https));
}

/** GitHub's authorize address for this start, with the verifier's S256 challenge. */
export function authorizeUrl(settings: Settings, redirectUri: string, start: PkceStart, scopes: string[]): string {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  return client
    .createAuthorizationURLWithPKCE(
      `${settings.baseUrl}/login/oauth/authorize`,
      start.state,
      CodeChallengeMethod.S256,
      start.verifier,
      scopes,
    )
    .toString();
}

/** A sign-in's first step for the flow: GitHub's authorize address, and the state cookie that binds it to this browser. */
export function signInStart(
  settings: Settings,
  flow: SignInFlow,
  site: { origin: string; https: boolean },
  scopes: string[],
): { location: string; cookie: string } {
  const start = pkceStart();
  return {
    location: authorizeUrl(settings, `${site.origin}${flow.callbackPath}`, start, scopes),
    cookie: stateCookie(flow, start.cookieValue, site.https, STATE_MAX_AGE_SECONDS),
  };
}

/** The code exchanged for a token, server to server, proving the start with the verifier. */
export async function exchangeCode(
  settings: Settings,
  redirectUri: string,
  code: string,
  verifier: string,
  timeoutMs: number,
): Promise<string> {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  const tokens = await pTimeout(
    client.validateAuthorizationCode(`${settings.baseUrl}/login/oauth/access_token`, code, verifier),
    within(timeoutMs),
  );
  return tokens.accessToken();
}

interface RepoAnswer {
  permissions?: { admin?: boolean; maintain?: boolean; push?: boolean };
}

/**
 * Who holds `token` and whether they may write to the site's repository (githubRepo, on
 * githubApiRoot; a 404 is GitHub hiding a private repository); "revoked" when GitHub refuses the
 * token itself (401: revoked, or the app's access withdrawn). Throws when GitHub does not answer.
 */
export async function repoAccess(
  token: string,
  env: Env,
  fetchFn: typeof fetch,
): Promise<{ login: string; canWrite: boolean } | "revoked"> {
  const apiRoot = githubApiRoot(env);
  const repo = githubRepo(env);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T names the shape each call expects GitHub to answer
  const get = async <T>(path: string): Promise<{ status: number; body?: T }> => {
    const response = await fetchFn(`${apiRoot}${path}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/vnd.github+json",
        "User-Agent": "harbour-ai-seo-leads",
      },
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    return response.ok ? { status: response.status, body: (await response.json()) as T } : { status: response.status };
  };
  const user = await get<{ login?: string }>("/user");
  if (user.status === 401) return "revoked";
  if (!user.body?.login) throw new Error(`GitHub's /user answered ${user.status}`);
  const found = await get<RepoAnswer>(`/repos/${repo}`);
  if (!found.body && found.status !== 404 && found.status !== 403)
    throw new Error(`GitHub's /repos/${repo} answered ${found.status}`);
  const permissions = found.body?.permissions;
  return {
    login: user.body.login,
    canWrite: Boolean(permissions?.push || permissions?.maintain || permissions?.admin),
  };
}
