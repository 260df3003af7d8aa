/**
 * The team's leads page behind its Functions (team.ts), on the embedded store and a fake GitHub:
 * nobody sees a lead without a session; a session comes from GitHub for a collaborator with write
 * access, or from the server's one-time link, once; another site can neither read nor sign out.
 * The site's origin is configuration (SITE_URL), never the request's Host or X-Forwarded-Proto.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAKE_CODE, startFakeGitHub, type FakeGitHub } from "../../../../tests/support/fake-github";
import { seedStore } from "../../../../tests/support/embedded-template";
import { openEmbedded } from "../embedded";
import { STAGES } from "../stages";
import { LeadStore, type NewLead } from "../store";
import {
  createSignInLink,
  SESSION_HOURS,
  teamAuthCallback,
  teamAuthStart,
  teamLeads,
  teamLinkSignIn,
  teamSignOut,
  type TeamDeps,
  type TeamRequest,
} from "../team";
import type { FunctionResult } from "../../platform/result";

const ORIGIN = "https://www.example.com.au";
/** The https site's configuration, without GitHub sign-in. */
const SITE = { SITE_URL: ORIGIN };
const REPO = "agency/site";
const T0 = new Date("2026-11-02T09:00:00Z");
const LEAD: NewLead = {
  id: "0b0e8f3c-1d2a-4c3b-9e4f-a1b2c3d4e5f6",
  receivedAt: T0,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com.au",
  message: '=HYPERLINK("http://evil")',
  interest: "Local SEO",
  attribution: {
    landingPage: "/services/local-seo/?utm_source=google",
    referrer: "google.com",
    utmSource: "google",
    pagesViewed: 3,
    formPage: "/contact/",
  },
};

let dir: string;
let store: LeadStore;
let github: FakeGitHub;
let env: Record<string, string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-team-"));
  store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  await store.insert(LEAD, T0);
  github = await startFakeGitHub({ clientId: "client-id", clientSecret: "client-secret", repo: REPO });
  env = {
    ...SITE,
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

const deps = (now = T0): TeamDeps => ({ store, now, log: () => undefined });

function get(query: Record<string, string> = {}, headers: Record<string, string> = {}): TeamRequest {
  return { method: "GET", query, headers: { "sec-fetch-site": "same-origin", ...headers } };
}

/** The session cookie a result sets, as a browser would send it back. */
function sessionFrom(result: FunctionResult): string {
  const cookies = [result.headers["Set-Cookie"] ?? []].flat();
  const session = cookies.find((c) => c.startsWith("__Host-leads_session=") && !c.startsWith("__Host-leads_session=;"));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(";")[0] ?? "";
}

const bodyText = (result: FunctionResult) =>
  typeof result.body === "string" ? result.body : JSON.stringify(result.body ?? "");

/** The link page's "Sign in" button: a same-origin form POST of the token. */
function pressSignIn(token: string, headers: Record<string, string> = {}): TeamRequest {
  return {
    method: "POST",
    query: {},
    headers: {
      "sec-fetch-site": "same-origin",
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: { token },
  };
}

async function signInByLink(): Promise<string> {
  const link = new URL(await createSignInLink(store, ORIGIN, T0));
  return sessionFrom(await teamLinkSignIn(pressSignIn(link.searchParams.get("token") ?? ""), SITE, deps()));
}

describe("the leads API", () => {
  it("shows no lead to a request without a session, or with a made-up one", async () => {
    for (const request of [get(), get({ format: "csv" }), get({}, { cookie: "__Host-leads_session=made-up" })]) {
      const result = await teamLeads(request, env, deps());
      expect(result.status).toBe(401);
      expect(bodyText(result)).not.toContain("Lovelace");
      expect(result.headers["Cache-Control"]).toBe("no-store");
    }
    // Where there is GitHub sign-in, the page offers it.
    expect(((await teamLeads(get(), env, deps())).body as { github: boolean }).github).toBe(true);
    expect(((await teamLeads(get(), SITE, deps())).body as { github: boolean }).github).toBe(false);
  });

  it("lists the leads for a session, newest first with their attribution, and downloads them as CSV", async () => {
    const cookie = await signInByLink();
    const result = await teamLeads(get({}, { cookie }), env, deps());
    expect(result.status).toBe(200);
    expect(result.headers["X-Robots-Tag"]).toContain("noindex");
    const body = result.body as { login: string; retentionDays: number; leads: Array<Record<string, unknown>> };
    expect(body.login).toBe("local");
    expect(body.retentionDays).toBe(730);
    // The page's stage menus come from the one list.
    expect((result.body as { stages: Array<{ value: string; label: string; filterLabel: string }> }).stages).toEqual(
      STAGES.map((stage) => ({
        value: stage.value,
        label: stage.label,
        filterLabel: "filterLabel" in stage ? stage.filterLabel : stage.label,
      })),
    );
    expect(body.leads).toHaveLength(1);
    expect(body.leads[0]).toMatchObject({
      email: "ada@example.com.au",
      status: "pending",
      stage: "new",
      foundUs: "Google search · landed on Local SEO · 3 pages",
      foundUsDetail: expect.stringContaining("google.com") as string,
      // Each job's state: here the team's email, waiting for the request that keeps it (held until then).
      jobs: [
        {
          channel: "email",
          event: "lead.created",
          status: "pending",
          attempts: 0,
          lastError: null,
          nextAttemptAt: expect.any(String) as string,
        },
      ],
    });

    const csv = await teamLeads(get({ format: "csv" }, { cookie }), env, deps());
    expect(csv.headers["Content-Type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["Content-Disposition"]).toBe('attachment; filename="enquiries-2026-11-02.csv"');
    // The formula a visitor typed is text in a spreadsheet.
    expect(bodyText(csv)).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const delivered = await teamLeads(get({ status: "delivered" }, { cookie }), env, deps());
    expect((delivered.body as { leads: unknown[] }).leads).toHaveLength(0);
  });

  it("never answers another site's page, even with the team member's cookie", async () => {
    const cookie = await signInByLink();
    const attempts: Array<Record<string, string>> = [
      { cookie, "sec-fetch-site": "cross-site" },
      { cookie, "sec-fetch-site": "same-site" },
      { cookie, origin: "https://evil.example", "sec-fetch-site": "" },
    ];
    for (const headers of attempts) {
      const result = await teamLeads(get({}, headers), env, deps());
      expect(result.status).toBe(403);
      expect(bodyText(result)).not.toContain("Lovelace");
    }
  });

  it("ends a session after its hours", async () => {
    const cookie = await signInByLink();
    const later = new Date(T0.getTime() + SESSION_HOURS * 3_600_000 + 1000);
    const result = await teamLeads(get({}, { cookie }), env, deps(later));
    expect([result.status, (result.body as { signIn: string }).signIn]).toEqual([401, "expired"]);
  });
});

describe("the one-time link", () => {
  it("signs one browser in, once: a session cookie that is __Host-, HttpOnly, Secure and SameSite=Strict", async () => {
    const link = new URL(await createSignInLink(store, ORIGIN, T0));
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/api/leads/login`);
    const token = link.searchParams.get("token") ?? "";
    const first = await teamLinkSignIn(pressSignIn(token), SITE, deps());
    expect([first.status, first.location]).toEqual([303, "/admin/leads/"]);
    const cookie = [first.headers["Set-Cookie"]].flat().join("\n");
    expect(cookie).toMatch(/__Host-leads_session=[^;]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    const second = await teamLinkSignIn(pressSignIn(token), SITE, deps());
    expect([second.status, second.location, second.headers["Set-Cookie"]]).toEqual([
      303,
      "/admin/leads/?signin=link-used",
      undefined,
    ]);
  });

  it("opens a page with a Sign in button that POSTs: GETs (a chat app's preview) spend nothing and set no cookie", async () => {
    const token = new URL(await createSignInLink(store, ORIGIN, T0)).searchParams.get("token") ?? "";
    for (let preview = 0; preview < 3; preview += 1) {
      const page = await teamLinkSignIn(get({ token }, { "sec-fetch-site": "none" }), SITE, deps());
      expect(page.status).toBe(200);
      expect(page.headers["Set-Cookie"]).toBeUndefined();
      expect(page.headers["Content-Type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["Content-Security-Policy"]).toContain("form-action 'self'");
      expect(page.headers["Referrer-Policy"]).toBe("no-referrer");
      expect(bodyText(page)).toMatch(/^<!doctype html><html lang="en-AU">/);
      expect(bodyText(page)).toContain('<form action="/api/leads/login" method="post">');
      expect(bodyText(page)).toContain(`<input type="hidden" name="token" value="${token}"/>`);
      expect(bodyText(page)).toContain('<button type="submit">Sign in</button>');
    }
    // Whatever the address carries stays an attribute's text: no element, no second attribute.
    const forged = bodyText(await teamLinkSignIn(get({ token: '"><script>alert(1)</script>' }), SITE, deps()));
    expect(forged).not.toContain("<script");
    expect(forged).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    // Still unspent: the button signs in.
    const pressed = await teamLinkSignIn(pressSignIn(token), SITE, deps());
    expect(pressed.location).toBe("/admin/leads/");
    sessionFrom(pressed);
  });

  it("refuses the button pressed from another site's page, and keeps the link unspent", async () => {
    const token = new URL(await createSignInLink(store, ORIGIN, T0)).searchParams.get("token") ?? "";
    const forged = await teamLinkSignIn(
      pressSignIn(token, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }),
      SITE,
      deps(),
    );
    expect(forged.status).toBe(403);
    expect(forged.headers["Set-Cookie"]).toBeUndefined();
    expect((await teamLinkSignIn(pressSignIn(token), SITE, deps())).location).toBe("/admin/leads/");
  });

  it("is only a link, never a session: its token opens no lead by itself", async () => {
    const token = new URL(await createSignInLink(store, ORIGIN, T0)).searchParams.get("token") ?? "";
    const result = await teamLeads(get({}, { cookie: `__Host-leads_session=${token}` }), env, deps());
    expect(result.status).toBe(401);
  });
});

describe("signing in with GitHub", () => {
  async function callback(): Promise<FunctionResult> {
    const start = teamAuthStart(get(), env);
    expect(start.status).toBe(302);
    const authorize = new URL(start.location ?? "");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/leads/callback`);
    expect(authorize.searchParams.get("scope")).toBe("repo");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    github.expectChallenge(authorize.searchParams.get("code_challenge") ?? "");
    const state = authorize.searchParams.get("state") ?? "";
    const stateCookie = [start.headers["Set-Cookie"]].flat()[0]?.split(";")[0] ?? "";
    return teamAuthCallback(
      get({ code: FAKE_CODE, state }, { cookie: stateCookie, "sec-fetch-site": "cross-site" }),
      env,
      deps(),
    );
  }

  it("opens a session for a collaborator with write access, who then sees the leads", async () => {
    const result = await callback();
    expect([result.status, result.location]).toEqual([303, "/admin/leads/"]);
    const leads = await teamLeads(get({}, { cookie: sessionFrom(result) }), env, deps());
    expect((leads.body as { login: string }).login).toBe("editor");
  });

  it("refuses a GitHub user who cannot write to the repository, and opens no session", async () => {
    github.setWriteAccess(false);
    const result = await callback();
    expect([result.status, result.location]).toEqual([303, "/admin/leads/?signin=not-collaborator"]);
    expect([result.headers["Set-Cookie"]].flat().join("\n")).not.toMatch(/__Host-leads_session=[^;]/);
  });

  it("proves the start with its PKCE verifier: the same code with another verifier opens no session", async () => {
    const start = teamAuthStart(get(), env);
    const authorize = new URL(start.location ?? "");
    const challenge = authorize.searchParams.get("code_challenge") ?? "";
    const [state, verifier] = ([start.headers["Set-Cookie"]].flat()[0]?.split(";")[0]?.split("=")[1] ?? "").split(".");
    expect(
      createHash("sha256")
        .update(verifier ?? "")
        .digest("base64url"),
    ).toBe(challenge);
    github.expectChallenge(challenge);
    const other =
      ([teamAuthStart(get(), env).headers["Set-Cookie"]].flat()[0]?.split(";")[0]?.split("=")[1] ?? "").split(".")[1] ??
      "";
    const result = await teamAuthCallback(
      get({ code: FAKE_CODE, state: state ?? "" }, { cookie: `__Host-leads_oauth_state=${state ?? ""}.${other}` }),
      env,
      deps(),
    );
    expect(result.location).toBe("/admin/leads/?signin=github-refused");
    expect(github.tokenRequests[0]?.body.get("code_verifier")).toBe(other);
  });

  it("asks GitHub nothing when the state is not this browser's", async () => {
    const result = await teamAuthCallback(
      get({ code: FAKE_CODE, state: "forged" }, { cookie: "__Host-leads_oauth_state=other" }),
      env,
      deps(),
    );
    expect(result.location).toBe("/admin/leads/?signin=expired");
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("says so when GitHub sign-in is not set up", () => {
    expect(teamAuthStart(get(), SITE).location).toBe("/admin/leads/?signin=not-set-up");
  });
});

describe("signing out", () => {
  it("ends the session on the server for the page's own POST, and refuses another site's", async () => {
    const cookie = await signInByLink();
    const post = (headers: Record<string, string>): TeamRequest => ({
      ...get({}, { cookie, ...headers }),
      method: "POST",
    });
    const forged = await teamSignOut(
      post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      SITE,
      deps(),
    );
    expect(forged.status).toBe(403);
    expect((await teamLeads(get({}, { cookie }), env, deps())).status).toBe(200);

    // A form posted from a page under a no-referrer policy says `Origin: null`; Sec-Fetch-Site still vouches for it.
    const out = await teamSignOut(post({ origin: "null", "sec-fetch-site": "same-origin" }), SITE, deps());
    expect([out.status, out.location]).toEqual([303, "/admin/leads/?signin=signed-out"]);
    expect((await teamLeads(get({}, { cookie }), env, deps())).status).toBe(401);
  });
});

describe("the site's origin", () => {
  const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

  it("comes from configuration: a forged Host or X-Forwarded-Proto changes neither the redirect nor the cookies", async () => {
    const start = teamAuthStart(get({}, forged), env);
    expect(new URL(start.location ?? "").searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/leads/callback`);
    expect([start.headers["Set-Cookie"]].flat().join("\n")).toMatch(
      /^__Host-leads_oauth_state=[^;]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    const token = new URL(await createSignInLink(store, ORIGIN, T0)).searchParams.get("token") ?? "";
    const signedIn = await teamLinkSignIn(pressSignIn(token, forged), SITE, deps());
    expect([signedIn.headers["Set-Cookie"]].flat().join("\n")).toMatch(
      /^__Host-leads_session=[^;]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );

    // A plain-http site (npm run serve) stays plain whatever X-Forwarded-Proto says.
    const local = { SITE_URL: "http://localhost:9000" };
    const other = new URL(await createSignInLink(store, local.SITE_URL, T0)).searchParams.get("token") ?? "";
    const plain = await teamLinkSignIn(
      pressSignIn(other, { host: "evil.example", "x-forwarded-proto": "https", origin: local.SITE_URL }),
      local,
      deps(),
    );
    expect([plain.headers["Set-Cookie"]].flat().join("\n")).toMatch(
      /^leads_session=[^;]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
  });

  it("takes the page on any of the local server's names as its own (npm start prints 127.0.0.1), and no other port", async () => {
    const local = { PORT: "9000" };
    for (const origin of ["http://127.0.0.1:9000", "http://[::1]:9000", "http://localhost:9000"]) {
      const token = new URL(await createSignInLink(store, origin, T0)).searchParams.get("token") ?? "";
      const signedIn = await teamLinkSignIn(pressSignIn(token, { origin, "sec-fetch-site": "" }), local, deps());
      expect([origin, signedIn.headers["Set-Cookie"]]).toEqual([origin, expect.anything()]);
    }
    const token = new URL(await createSignInLink(store, "http://127.0.0.1:9001", T0)).searchParams.get("token") ?? "";
    expect(
      (
        await teamLinkSignIn(
          pressSignIn(token, { origin: "http://127.0.0.1:9001", "sec-fetch-site": "" }),
          local,
          deps(),
        )
      ).status,
    ).toBe(403);
  });

  it("is what another site's page is compared with, not a Host it can name", async () => {
    const cookie = await signInByLink();
    const result = await teamLeads(
      get({}, { cookie, host: "evil.example", origin: "https://evil.example", "sec-fetch-site": "" }),
      env,
      deps(),
    );
    expect(result.status).toBe(403);
    expect(bodyText(result)).not.toContain("Lovelace");
  });

  it("names a SITE_URL that is not an http(s) address, and answers nothing else", async () => {
    const log = jest.fn();
    const result = await teamLeads(
      get({}, { cookie: await signInByLink() }),
      { ...env, SITE_URL: "www.example.com.au" },
      { ...deps(), log },
    );
    expect(result.status).toBe(500);
    expect(bodyText(result)).toContain("SITE_URL is not an http(s) address");
    expect(bodyText(result)).not.toContain("Lovelace");
    expect(log).toHaveBeenCalledWith("error", "SITE_URL is not an http(s) address, so the site's origin is unknown");
  });
});
