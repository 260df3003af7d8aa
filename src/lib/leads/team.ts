/**
 * The team's page of enquiries: /admin/leads/ is a static page (static/admin/leads/) that holds no
 * lead; its script asks GET /api/leads, which answers only a signed-in team member. These
 * framework-free handlers are the Functions in src/api/leads/.
 *
 * Signing in:
 * - In production, through the GitHub OAuth app the CMS uses, and the same sign-in
 *   (src/lib/platform/github-signin.ts): /api/leads/auth → GitHub → /api/leads/callback, which
 *   exchanges the code (server to server), asks GitHub whether this person may write to the site's
 *   repository (the CMS's repository setting: repoAccess), and only then opens a session. It asks
 *   GitHub for the narrowest scope that answers that (teamScopes). The session
 *   keeps the GitHub token sealed with a key only the browser's cookie holds (never sent to the
 *   browser, unreadable from the database alone), and asks GitHub again once its last answer is
 *   RECHECK_MINUTES old: a revoked token, or a person who may no longer write, ends the session.
 * - On `npm start` / `npm run serve`, through a one-time link the server prints when it starts
 *   (`npm run leads -- link` prints another): /api/leads/login?token=… opens a page whose
 *   "Sign in" button POSTs the token; only that POST spends it.
 *
 * A session is a random token in an HttpOnly, SameSite=Strict cookie (`__Host-` and Secure over
 * https), for SESSION_HOURS; the store keeps only its SHA-256. Reads answer only same-origin
 * requests, signing out only a same-origin POST, and every answer is `no-store` and `noindex`.
 * The site's origin, and so whether it is https, is configuration (http/origin.ts), never the
 * request's Host.
 */
import { TEAM_PAGE } from "./team-page";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import {
  EXCHANGE_TIMEOUT_MS,
  exchangeCode,
  repoAccess,
  settingsFrom,
  signInScopes,
  signInStart,
  stateCookie as flowStateCookie,
  stateFromCookie,
  type SignInFlow,
} from "../platform/github-signin";
import { githubRepo } from "../platform/github";
import type { Env } from "../env";
import { consoleLogger, type Logger } from "../platform/log";
import { cookieName, readCookie, setCookie } from "../platform/cookies";
import { header, NO_STORE, type FunctionResult, type HttpRequest } from "../platform/result";
import { isOwnOrigin, originProblem, siteOrigin, siteOrigins } from "../platform/origin";
import { leadsCsv } from "./export";
import { linkPageHtml } from "./link-page";
import { applyAction, pageFigures, pageRows, parseAction } from "./team-work";
import { withNotes } from "./work";
import { retentionDays } from "../content/retention";
import { LEAD_STATUSES, type LeadStatus, type LeadStore, type TeamSession } from "./store";
import { isStage, STAGES } from "./stages";

export const LEADS_API = "/api/leads";
export const TEAM_AUTH_PATH = "/api/leads/auth";
export const TEAM_CALLBACK_PATH = "/api/leads/callback";
export const TEAM_LINK_PATH = "/api/leads/login";
export const TEAM_SIGN_OUT_PATH = "/api/leads/logout";
export const SESSION_COOKIE = "leads_session";
export const SECURE_SESSION_COOKIE = cookieName(SESSION_COOKIE, true);
export const TEAM_STATE_COOKIE = "leads_oauth_state";
/** A working day: long enough to answer the morning's enquiries, short enough for a shared computer. */
export const SESSION_HOURS = 8;
/** A link printed at start may be opened later that day; once used, it is gone. */
export const LINK_HOURS = 12;
/** The page shows the newest this many (the CSV carries every one). */
export const PAGE_LIMIT = 500;
/** The team's sign-in: back to /api/leads/callback, its state in a cookie sent only to /api/leads over plain http. */
const FLOW: SignInFlow = { callbackPath: TEAM_CALLBACK_PATH, stateCookie: TEAM_STATE_COOKIE, cookiePath: "/api/leads" };
/** How old GitHub's word that a person may see the enquiries may grow before GitHub is asked again. */
export const RECHECK_MINUTES = 60;

/**
 * What the sign-in asks GitHub for: only enough to learn who this is and whether they may write to
 * the repository (platform/github-signin.ts, signInScopes: no scope for a public repository, `repo`
 * for a private one, by CMS_GITHUB_REPO_VISIBILITY).
 */
export function teamScopes(env: Env): string[] {
  return signInScopes(env, "check-access");
}

/** Why the page shows the sign-in panel; static/admin/leads/leads.js words each. */
export type SignInReason =
  | "signed-out"
  | "link-used"
  | "not-collaborator"
  | "github-refused"
  | "expired"
  | "not-set-up"
  | "no-store"
  | "store-down"
  | "revoked"
  | "github-down";

export interface TeamRequest extends HttpRequest {
  /** A POST's parsed body (an object), or its text from an adapter that does not parse it. */
  body?: unknown;
}

/** A field of a POST's body, whether the adapter parsed it (an object) or handed over its text. */
export function bodyField(request: TeamRequest, name: string): string | undefined {
  const { body } = request;
  if (typeof body === "string") return new URLSearchParams(body).get(name) ?? undefined;
  if (typeof body === "object" && body !== null && Object.hasOwn(body, name)) {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  }
  return undefined;
}

export interface TeamDeps {
  /** The lead store; undefined when this deployment keeps none. */
  store: LeadStore | undefined;
  now: Date;
  /** For the call to GitHub's API (tests pass their own). */
  fetch?: typeof fetch;
  log?: Logger;
  exchangeTimeoutMs?: number;
}

const defaultLog: Logger = consoleLogger("leads-team");

const PRIVATE = { ...NO_STORE, "X-Robots-Tag": "noindex, nofollow", Vary: "Cookie" };

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
const newToken = (): string => randomBytes(32).toString("base64url");

function sessionCookie(value: string, https: boolean, maxAge: number): string {
  return setCookie(SESSION_COOKIE, value, { https, sameSite: "strict", path: "/", maxAge });
}

function stateCookie(value: string, https: boolean, maxAge: number): string {
  // Lax, not Strict: it must come back on GitHub's redirect to the callback.
  return flowStateCookie(FLOW, value, https, maxAge);
}

function json(status: number, body: unknown, headers: Record<string, string | readonly string[]> = {}): FunctionResult {
  return { status, headers: { ...PRIVATE, ...headers }, body };
}

function toPage(https: boolean, reason?: SignInReason, cookies: string[] = []): FunctionResult {
  return {
    status: 303,
    headers: { ...PRIVATE, ...(cookies.length > 0 ? { "Set-Cookie": cookies } : {}) },
    location: reason ? `${TEAM_PAGE}?signin=${reason}` : TEAM_PAGE,
  };
}

const badRequest = (text: string, status = 400, extra: Record<string, string> = {}): FunctionResult => ({
  status,
  headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", ...extra },
  body: text,
});

/** A request another site's page made (a link, a form, a script): never given a lead, never allowed to act. */
function crossSite(request: TeamRequest, env: Env): boolean {
  // Browsers that send Sec-Fetch-Site say it outright (a form posted under a no-referrer policy
  // sends `Origin: null`, so that header alone would refuse the page's own sign-out).
  const fetchSite = header(request, "sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const from = header(request, "origin");
  return from !== undefined && !ownOrigin(from, env);
}

/** Whether `origin` is one of the site's own addresses (platform/origin.ts: any it is served from). */
function ownOrigin(origin: string, env: Env): boolean {
  const own = siteOrigins(env);
  return !("invalid" in own) && isOwnOrigin(origin, own);
}

/** The key a session's GitHub token is sealed with: from the session's own token, which only the browser's cookie holds. */
const sealKey = (sessionToken: string): Buffer =>
  Buffer.from(hkdfSync("sha256", sessionToken, "", "leads session: GitHub token", 32));

/** `githubToken` sealed (AES-256-GCM) for the session whose cookie holds `sessionToken`. */
export function sealGithubToken(githubToken: string, sessionToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(sessionToken), iv);
  const sealed = Buffer.concat([cipher.update(githubToken, "utf8"), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

/** The GitHub token back, or undefined when this cookie's token did not seal it (or it was changed). */
function openGithubToken(sealed: string, sessionToken: string): string | undefined {
  const [iv, data, tag] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !data || !tag) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey(sessionToken), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/** Opens a session for `login` (with the GitHub token that vouched for it, sealed): the cookie to set. */
async function openSession(
  store: LeadStore,
  login: string,
  now: Date,
  https: boolean,
  githubToken?: string,
): Promise<string> {
  const token = newToken();
  await store.createSession(
    hashToken(token),
    login,
    new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    "session",
    githubToken === undefined ? undefined : { sealedToken: sealGithubToken(githubToken, token), checkedAt: now },
  );
  return sessionCookie(token, https, SESSION_HOURS * 3600);
}

/** A one-time sign-in link for the server's operator; the store keeps its hash. */
export async function createSignInLink(store: LeadStore, origin: string, now: Date, login = "local"): Promise<string> {
  const token = newToken();
  await store.createSession(hashToken(token), login, new Date(now.getTime() + LINK_HOURS * 3_600_000), "link");
  return `${origin.replace(/\/+$/, "")}${TEAM_LINK_PATH}?token=${token}`;
}

function statusOf(value: string | undefined): LeadStatus | undefined {
  return LEAD_STATUSES.find((status) => status === value);
}

/** A change of state must come from the page itself: a browser saying so, or at least naming our origin. */
function sameOriginPost(request: TeamRequest, env: Env): boolean {
  const fetchSite = header(request, "sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const from = header(request, "origin");
  return from !== undefined && ownOrigin(from, env);
}

/**
 * GET /api/leads (JSON for the page: ?status, ?stage, ?q to search) and /api/leads?format=csv
 * (every lead, as the export). POST /api/leads (JSON, from the page itself): a stage change or a
 * note, by the signed-in team member. Answers 401 with no lead to anyone without a live session.
 */
export async function teamLeads(request: TeamRequest, env: Env, deps: TeamDeps): Promise<FunctionResult> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "POST")
    return badRequest("Use GET, or POST from the page.", 405, { Allow: "GET, POST" });
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, deps.log ?? defaultLog);
  if (crossSite(request, env)) return json(403, { error: "cross-site" });
  if (method === "POST" && !sameOriginPost(request, env)) return json(403, { error: "cross-site" });
  const { store } = deps;
  if (!store) return json(503, { signIn: "no-store" satisfies SignInReason });
  const token = readCookie(request, SESSION_COOKIE, site.https);
  const session = token ? await store.session(hashToken(token), deps.now) : undefined;
  // `github` tells the page whether to offer GitHub's sign-in, or only the server's one-time link.
  const github = "clientId" in settingsFrom(env);
  if (!token || !session)
    return json(401, { signIn: (token ? "expired" : "signed-out") satisfies SignInReason, github });
  const access = await githubAccess(store, token, session, env, deps);
  if (access === "revoked") {
    await store.endSession(hashToken(token));
    return json(
      401,
      { signIn: "revoked" satisfies SignInReason, github },
      {
        "Set-Cookie": sessionCookie("", site.https, 0),
      },
    );
  }
  // Not ended: the next request asks GitHub again.
  if (access === "unknown") return json(503, { signIn: "github-down" satisfies SignInReason, github });
  const { login } = session;

  if (method === "POST") {
    // JSON only: another site's form cannot send it, and its script cannot without our leave (CORS).
    if (header(request, "content-type")?.split(";")[0]?.trim().toLowerCase() !== "application/json")
      return json(415, { error: "Send JSON." });
    const action = parseAction(request.body);
    if ("error" in action) return json(400, { error: action.error });
    if (!(await applyAction(store, action, login, deps.now, { env, log: deps.log ?? defaultLog })))
      return json(404, { error: "No such lead." });
    (deps.log ?? defaultLog)(
      "info",
      `${login} ${action.kind === "stage" ? `moved lead ${action.id} to ${action.stage}` : `added a note to lead ${action.id}`}`,
    );
    const [lead] = await pageRows(
      store,
      [await store.get(action.id)].filter((found) => found !== undefined),
    );
    return json(200, { ok: true, lead });
  }

  const status = statusOf(request.query.status);
  const stage = isStage(request.query.stage) ? request.query.stage : undefined;
  const search = request.query.q?.slice(0, 200);
  if (request.query.format === "csv") {
    const leads = await withNotes(store, await store.list({ status, stage, search, hideSpam: stage === undefined }));
    const day = deps.now.toISOString().slice(0, 10);
    return {
      status: 200,
      headers: {
        ...PRIVATE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      },
      body: leadsCsv(leads),
    };
  }
  const leads = await store.list({ status, stage, search, hideSpam: stage === undefined, limit: PAGE_LIMIT + 1 });
  return json(200, {
    login,
    retentionDays: retentionDays(env),
    // The page draws its stage menus from this (stages.ts), so a stage added there needs nothing here.
    stages: STAGES.map((stage) => ({
      value: stage.value,
      label: stage.label,
      filterLabel: "filterLabel" in stage ? stage.filterLabel : stage.label,
    })),
    more: leads.length > PAGE_LIMIT,
    leads: await pageRows(store, leads.slice(0, PAGE_LIMIT)),
    ...(await pageFigures(store, deps.now)),
  });
}

/**
 * Whether GitHub still lets this session's person in: asked once its last answer is
 * RECHECK_MINUTES old, with the token the session sealed. "revoked": GitHub refuses the token
 * (401), or the person may no longer write to the repository; "unknown": GitHub did not answer.
 * A session a one-time link opened has no GitHub behind it.
 */
async function githubAccess(
  store: LeadStore,
  sessionToken: string,
  session: TeamSession,
  env: Env,
  deps: TeamDeps,
): Promise<"allowed" | "revoked" | "unknown"> {
  if (!session.github) return "allowed";
  if (deps.now.getTime() - session.github.checkedAt.getTime() < RECHECK_MINUTES * 60_000) return "allowed";
  const log = deps.log ?? defaultLog;
  const githubToken = openGithubToken(session.github.sealedToken, sessionToken);
  if (githubToken === undefined) return "revoked";
  let who: Awaited<ReturnType<typeof repoAccess>>;
  try {
    who = await repoAccess(githubToken, env, deps.fetch ?? fetch);
  } catch (failure) {
    log(
      "warn",
      `GitHub could not confirm ${session.login}'s access: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
    return "unknown";
  }
  if (who === "revoked" || !who.canWrite || who.login !== session.login) {
    log(
      "info",
      `${session.login}'s session ended: GitHub ${who === "revoked" ? "no longer accepts their sign-in" : `says they cannot write to ${githubRepo(env)}`}`,
    );
    return "revoked";
  }
  await store.sessionChecked(hashToken(sessionToken), deps.now);
  return "allowed";
}

/** GET /api/leads/auth: off to GitHub, with a fresh state bound to this browser. */
export function teamAuthStart(request: TeamRequest, env: Env, deps: Pick<TeamDeps, "log"> = {}): FunctionResult {
  if (request.method.toUpperCase() !== "GET") return badRequest("Use GET.", 405, { Allow: "GET" });
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, deps.log ?? defaultLog);
  const settings = settingsFrom(env);
  if (!("clientId" in settings)) return toPage(site.https, "not-set-up");
  const { location, cookie } = signInStart(settings, FLOW, site, teamScopes(env));
  return { status: 302, headers: { ...PRIVATE, "Set-Cookie": cookie }, location };
}

/** GET /api/leads/callback?code&state: a session for a collaborator, the page's reason why not for anyone else. */
export async function teamAuthCallback(request: TeamRequest, env: Env, deps: TeamDeps): Promise<FunctionResult> {
  if (request.method.toUpperCase() !== "GET") return badRequest("Use GET.", 405, { Allow: "GET" });
  const log = deps.log ?? defaultLog;
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, log);
  const clearState = stateCookie("", site.https, 0);
  const settings = settingsFrom(env);
  if (!("clientId" in settings)) return toPage(site.https, "not-set-up", [clearState]);
  const { store } = deps;
  if (!store) return toPage(site.https, "no-store", [clearState]);
  const expected = stateFromCookie(request, FLOW, site.https);
  const { code, state, error } = request.query;
  if (error) return toPage(site.https, "github-refused", [clearState]);
  if (!expected || !state || state !== expected.state || !code) {
    log("warn", "sign-in callback without a matching state; nothing asked of GitHub");
    return toPage(site.https, "expired", [clearState]);
  }
  try {
    const token = await exchangeCode(
      settings,
      `${site.origin}${TEAM_CALLBACK_PATH}`,
      code,
      expected.verifier,
      deps.exchangeTimeoutMs ?? EXCHANGE_TIMEOUT_MS,
    );
    const who = await repoAccess(token, env, deps.fetch ?? fetch);
    if (who === "revoked") throw new Error("GitHub refused the token it had just issued");
    if (!who.canWrite) {
      log("warn", `sign-in refused: ${who.login} cannot write to ${githubRepo(env)}`);
      return toPage(site.https, "not-collaborator", [clearState]);
    }
    log("info", `${who.login} signed in to the team's leads page`);
    return toPage(site.https, undefined, [
      clearState,
      await openSession(store, who.login, deps.now, site.https, token),
    ]);
  } catch (failure) {
    log("error", `sign-in failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    return toPage(site.https, "github-refused", [clearState]);
  }
}

/**
 * The page a one-time link opens: one "Sign in" button that POSTs the token back. A GET spends
 * nothing, so a chat app's or mail scanner's preview of the link signs nobody in; only the person
 * pressing the button does. No script, and the page may post only to the site itself.
 */
function linkPage(token: string): FunctionResult {
  return {
    status: 200,
    headers: {
      ...PRIVATE,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
    body: linkPageHtml({ token, action: TEAM_LINK_PATH }),
  };
}

/**
 * GET /api/leads/login?token=…: the one-time link's page, spending nothing. POST /api/leads/login
 * (its button, from the site's own page): a session the first time, the page's reason after.
 */
export async function teamLinkSignIn(request: TeamRequest, env: Env, deps: TeamDeps): Promise<FunctionResult> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "POST")
    return badRequest("Use GET to open the link, POST to sign in.", 405, { Allow: "GET, POST" });
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, deps.log ?? defaultLog);
  if (method === "GET") return linkPage(request.query.token ?? "");
  if (crossSite(request, env)) return badRequest("Sign in from the link's own page.", 403);
  const { store } = deps;
  if (!store) return toPage(site.https, "no-store");
  const token = bodyField(request, "token");
  const login = token ? await store.consumeLink(hashToken(token), deps.now) : undefined;
  if (!login) return toPage(site.https, "link-used");
  (deps.log ?? defaultLog)("info", `${login} signed in to the team's leads page with a one-time link`);
  return toPage(site.https, undefined, [await openSession(store, login, deps.now, site.https)]);
}

/** POST /api/leads/logout, from the page itself: the session ends here, not only in the browser. */
export async function teamSignOut(request: TeamRequest, env: Env, deps: TeamDeps): Promise<FunctionResult> {
  if (request.method.toUpperCase() !== "POST") return badRequest("Use POST.", 405, { Allow: "POST" });
  const site = siteOrigin(env);
  if ("invalid" in site) return originProblem(site.invalid, deps.log ?? defaultLog);
  if (crossSite(request, env)) return badRequest("Sign out from the team's page.", 403);
  const token = readCookie(request, SESSION_COOKIE, site.https);
  if (token && deps.store) await deps.store.endSession(hashToken(token));
  return toPage(site.https, "signed-out", [sessionCookie("", site.https, 0)]);
}

/** What a Function answers when the store would not open or answer: no lead, and why. */
export function storeDown(request: TeamRequest, env: Env): FunctionResult {
  const site = siteOrigin(env);
  return request.method.toUpperCase() === "GET" &&
    request.query.format === undefined &&
    !("invalid" in site) &&
    header(request, "accept")?.includes("text/html")
    ? toPage(site.https, "store-down")
    : json(503, { signIn: "store-down" satisfies SignInReason });
}
