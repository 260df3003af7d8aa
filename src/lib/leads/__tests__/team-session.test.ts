/**
 * A team session opened through GitHub lasts only as long as GitHub lets its person in: GitHub is
 * asked again once its last answer is an hour old (a clock the test sets, a fake GitHub on
 * 127.0.0.1), and a revoked token or lost write access ends the session. The GitHub token that
 * asks is never sent to the browser, nor readable from the database alone. The sign-in asks
 * GitHub for the narrowest scope that works.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAKE_CODE, FAKE_TOKEN, startFakeGitHub, type FakeGitHub } from "../../../../tests/support/fake-github";
import { seedStore } from "../../../../tests/support/embedded-template";
import { openEmbedded } from "../embedded";
import { LeadStore, type NewLead } from "../store";
import {
  createSignInLink,
  hashToken,
  RECHECK_MINUTES,
  teamAuthCallback,
  teamAuthStart,
  teamLeads,
  teamLinkSignIn,
  type TeamDeps,
  type TeamRequest,
} from "../team";
import type { FunctionResult } from "../../platform/result";

const ORIGIN = "https://www.example.com.au";
const REPO = "agency/site";
const T0 = new Date("2026-11-02T09:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const LEAD: NewLead = {
  id: "5d0e8f3c-1d2a-4c3b-9e4f-a1b2c3d4e5f6",
  receivedAt: T0,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com.au",
  message: "Can you help with local search?",
  attribution: {},
};

let dir: string;
let store: LeadStore;
let github: FakeGitHub;
let env: Record<string, string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-team-session-"));
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  await store.insert(LEAD, T0);
  github = await startFakeGitHub({ clientId: "client-id", clientSecret: "client-secret", repo: REPO });
  env = {
    SITE_URL: ORIGIN,
    GITHUB_OAUTH_CLIENT_ID: "client-id",
    GITHUB_OAUTH_CLIENT_SECRET: "client-secret",
    GITHUB_OAUTH_BASE_URL: github.url,
    CMS_GITHUB_API_ROOT: github.url,
    CMS_GITHUB_REPO: REPO,
  };
}, 60_000);
afterAll(async () => {
  await store.close();
  await github.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => github.reset());

const deps = (now: Date): TeamDeps => ({ store, now, log: () => undefined });

function get(query: Record<string, string> = {}, headers: Record<string, string> = {}): TeamRequest {
  return { method: "GET", query, headers: { "sec-fetch-site": "same-origin", ...headers } };
}

const cookiesOf = (result: FunctionResult) => [result.headers["Set-Cookie"] ?? []].flat();

/** Signs in through GitHub at T0: the session cookie, as the browser sends it back. */
async function signInWithGitHub(): Promise<{ cookie: string; callback: FunctionResult }> {
  const start = teamAuthStart(get(), env);
  const state = new URL(start.location ?? "").searchParams.get("state") ?? "";
  const stateCookie = cookiesOf(start)[0]?.split(";")[0] ?? "";
  const callback = await teamAuthCallback(
    get({ code: FAKE_CODE, state }, { cookie: stateCookie, "sec-fetch-site": "cross-site" }),
    env,
    deps(T0),
  );
  const session = cookiesOf(callback).find((c) => /^__Host-leads_session=[^;]/.test(c));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookiesOf(callback))}`);
  // What GitHub was asked while signing in is not what these tests count.
  github.apiRequests.length = 0;
  return { cookie: session.split(";")[0] ?? "", callback };
}

const leadsAt = (cookie: string, now: Date) => teamLeads(get({}, { cookie }), env, deps(now));
/** The names of the leads an answer shows. */
const shown = (result: FunctionResult) =>
  ((result.body as { leads?: Array<{ lastName: string }> }).leads ?? []).map((lead) => lead.lastName);
const answer = (result: FunctionResult) => [result.status, (result.body as { signIn?: string }).signIn];

describe("a session opened through GitHub", () => {
  it("asks GitHub nothing within the hour, and again once GitHub's last answer is an hour old", async () => {
    const { cookie } = await signInWithGitHub();
    expect(shown(await leadsAt(cookie, minutes(RECHECK_MINUTES - 1)))).toEqual(["Lovelace"]);
    expect(github.apiRequests).toEqual([]);

    expect((await leadsAt(cookie, minutes(RECHECK_MINUTES))).status).toBe(200);
    expect(github.apiRequests).toEqual(["GET /user", `GET /repos/${REPO}`]);
    // GitHub's answer holds for another hour from when it was given.
    github.apiRequests.length = 0;
    expect((await leadsAt(cookie, minutes(2 * RECHECK_MINUTES - 1))).status).toBe(200);
    expect(github.apiRequests).toEqual([]);
    expect((await leadsAt(cookie, minutes(2 * RECHECK_MINUTES))).status).toBe(200);
    expect(github.apiRequests).toEqual(["GET /user", `GET /repos/${REPO}`]);
  });

  it("ends when the person revokes the sign-in on GitHub: 401, the cookie cleared, and the session gone for good", async () => {
    const { cookie } = await signInWithGitHub();
    github.revokeToken();
    // Within the hour GitHub is not asked, so the session still reads.
    expect(shown(await leadsAt(cookie, minutes(30)))).toEqual(["Lovelace"]);

    const ended = await leadsAt(cookie, minutes(RECHECK_MINUTES + 1));
    expect(answer(ended)).toEqual([401, "revoked"]);
    expect(JSON.stringify(ended.body)).not.toContain("Lovelace");
    expect(cookiesOf(ended)).toEqual([expect.stringMatching(/^__Host-leads_session=; Max-Age=0;/) as string]);
    // Even once GitHub would say yes again, the session is over: sign in again.
    github.reset();
    expect(answer(await leadsAt(cookie, minutes(RECHECK_MINUTES + 2)))).toEqual([401, "expired"]);
  });

  it("ends when the person may no longer write to the repository", async () => {
    const { cookie } = await signInWithGitHub();
    github.setWriteAccess(false);
    expect(answer(await leadsAt(cookie, minutes(RECHECK_MINUTES)))).toEqual([401, "revoked"]);
    expect(answer(await leadsAt(cookie, minutes(RECHECK_MINUTES + 1)))).toEqual([401, "expired"]);
  });

  it("shows nothing while GitHub does not answer, and carries on once it does", async () => {
    const { cookie } = await signInWithGitHub();
    github.apiRespondWith({ status: 502, body: { message: "Bad gateway" } });
    const down = await leadsAt(cookie, minutes(RECHECK_MINUTES));
    expect(answer(down)).toEqual([503, "github-down"]);
    expect(JSON.stringify(down.body)).not.toContain("Lovelace");
    expect(shown(await leadsAt(cookie, minutes(RECHECK_MINUTES + 1)))).toEqual(["Lovelace"]);
  });

  it("keeps the GitHub token from the browser, and from whoever reads the database without the cookie", async () => {
    const { cookie, callback } = await signInWithGitHub();
    const page = await leadsAt(cookie, minutes(1));
    for (const result of [callback, page]) {
      expect(JSON.stringify(result)).not.toContain(FAKE_TOKEN);
    }
    const session = await store.session(hashToken(cookie.split("=")[1] ?? ""), minutes(1));
    expect(session?.login).toBe("editor");
    const sealed = session?.github?.sealedToken ?? "";
    expect(sealed).not.toBe("");
    for (const form of [
      FAKE_TOKEN,
      Buffer.from(FAKE_TOKEN).toString("base64"),
      Buffer.from(FAKE_TOKEN).toString("hex"),
    ])
      expect(sealed).not.toContain(form);
  });
});

describe("a session a one-time link opened", () => {
  it("has no GitHub account behind it to ask, and lasts its hours", async () => {
    const token = new URL(await createSignInLink(store, ORIGIN, T0)).searchParams.get("token") ?? "";
    const signedIn = await teamLinkSignIn(
      {
        method: "POST",
        query: {},
        headers: { "sec-fetch-site": "same-origin", origin: ORIGIN },
        body: { token },
      },
      env,
      deps(T0),
    );
    const cookie = cookiesOf(signedIn)[0]?.split(";")[0] ?? "";
    expect((await leadsAt(cookie, minutes(3 * RECHECK_MINUTES))).status).toBe(200);
    expect(github.apiRequests).toEqual([]);
  });
});

describe("the scope the team's sign-in asks GitHub for", () => {
  const scopeOf = (settings: Record<string, string>) =>
    new URL(teamAuthStart(get(), settings).location ?? "").searchParams.get("scope");

  it("is none for a public repository, whose permissions GitHub shows any token", () => {
    expect(scopeOf({ ...env, CMS_GITHUB_REPO_VISIBILITY: "public" })).toBeNull();
  });

  it("is repo for a private repository (the default), which GitHub hides from a token without it", () => {
    expect(scopeOf(env)).toBe("repo");
    expect(scopeOf({ ...env, CMS_GITHUB_REPO_VISIBILITY: "private" })).toBe("repo");
  });
});
