/**
 * The CMS login's two Functions (src/api/cms/auth.ts and callback.ts) mounted as `gatsby serve`
 * mounts them (express), against a fake GitHub on 127.0.0.1: the redirect to GitHub with a state
 * bound to the browser, the code exchanged only for the browser that started, and Decap's popup
 * handshake in the page that comes back. The site's origin is configuration (SITE_URL), as on
 * Netlify (URL): whatever Host or X-Forwarded-Proto a request carries changes nothing.
 */
import express from "express";
import type { NextFunction, Request, Response } from "express";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import cmsAuth from "../../../api/cms/auth";
import cmsCallback from "../../../api/cms/callback";
import { FAKE_CODE, FAKE_TOKEN, startFakeGitHub, type FakeGitHub } from "../../../../tests/support/fake-github";
import { authCallback, authStart, SECURE_STATE_COOKIE, STATE_COOKIE } from "../oauth";
import type { HttpRequest } from "../../platform/result";

const CLIENT_ID = "Iv1.fakeclientid";
const CLIENT_SECRET = "fake-client-secret-never-in-a-page";

let github: FakeGitHub;
let server: Server;
let site: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  github = await startFakeGitHub({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, repo: "agency/site" });
  const app = express();
  // Awaited as Gatsby awaits a Function; a rejection goes to express's final handler.
  const mount =
    (fn: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown) =>
    (req: Request, res: Response, next: NextFunction) => {
      Promise.resolve()
        .then(() => fn(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse))
        .catch(next);
    };
  app.use("/api/cms/auth", mount(cmsAuth));
  app.use("/api/cms/callback", mount(cmsCallback));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  // Set after the Functions were imported: they must read configuration per request.
  process.env.GITHUB_OAUTH_CLIENT_ID = CLIENT_ID;
  process.env.GITHUB_OAUTH_CLIENT_SECRET = CLIENT_SECRET;
  process.env.GITHUB_OAUTH_BASE_URL = github.url;
  process.env.SITE_URL = site;
  github.reset();
});
afterAll(async () => {
  process.env = savedEnv;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await github.close();
  jest.restoreAllMocks();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site}${path}`, { redirect: "manual", headers });

/** Starts a login as Decap's popup does; returns GitHub's authorize address and the state cookie. */
async function start(headers: Record<string, string> = {}) {
  const response = await get("/api/cms/auth?provider=github&site_id=www.harbouraiseo.com.au&scope=repo", headers);
  const location = new URL(response.headers.get("location") ?? "");
  const cookie = response.headers.get("set-cookie") ?? "";
  return { response, location, cookie, state: location.searchParams.get("state") ?? "" };
}

/** The handshake message the popup's page would send, read from its one script. */
function messageIn(html: string): string {
  const match = /message=("(?:[^"\\]|\\.)*")/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as string) : "";
}

describe("GET /api/cms/auth", () => {
  it("redirects to GitHub's authorize page with the client id, the callback, the scope and a fresh state", async () => {
    const { response, location, state } = await start();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/api/cms/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await start()).state).not.toBe(state);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("binds the state to the browser in an HttpOnly, SameSite=Lax cookie, Secure behind https", async () => {
    const { cookie, state } = await start();
    expect(cookie).toContain(`${STATE_COOKIE}=${state}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    // On an https site the cookie is __Host- prefixed: Secure, Path=/ and no Domain, or the browser drops it.
    process.env.SITE_URL = site.replace("http:", "https:");
    const behindHttps = await start();
    // The state, then the PKCE verifier (base64url, 43 characters or more) that only this cookie holds.
    expect(behindHttps.cookie).toMatch(
      new RegExp(`^${SECURE_STATE_COOKIE}=${behindHttps.state}\\.[A-Za-z0-9_-]{43,}; `),
    );
    expect(behindHttps.cookie).toMatch(/; Path=\/(;|$)/);
    expect(behindHttps.cookie).toMatch(/; Secure/i);
    expect(behindHttps.cookie).not.toMatch(/Domain=/i);
    expect(behindHttps.location.searchParams.get("redirect_uri")).toBe(
      `${site.replace("http:", "https:")}/api/cms/callback`,
    );
  });

  it("refuses another provider or scope with Decap's error message, and sets no state", async () => {
    for (const query of ["provider=gitlab&scope=repo", "provider=github&scope=admin:org"]) {
      const response = await get(`/api/cms/auth?${query}`);
      expect(response.status).toBe(400);
      expect(messageIn(await response.text())).toMatch(/^authorization:github:error:\{"message":/);
      // Only the clearing cookie, never a state this browser could come back with.
      expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=;.*Max-Age=0`, "i"));
    }
  });

  it("names a GITHUB_OAUTH_BASE_URL that is not an address on a page, not a crash", async () => {
    process.env.GITHUB_OAUTH_BASE_URL = "github.example.com";
    const response = await get("/api/cms/auth?provider=github&scope=repo");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("GITHUB_OAUTH_BASE_URL must be an http(s) address");
    expect(messageIn(html)).toMatch(/^authorization:github:error:/);
  });

  it("names the missing settings on a page, not a crash", async () => {
    delete process.env.GITHUB_OAUTH_CLIENT_SECRET;
    const response = await get("/api/cms/auth?provider=github&scope=repo");
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    expect(html).toContain("GITHUB_OAUTH_CLIENT_SECRET");
    expect(html).not.toContain("GITHUB_OAUTH_CLIENT_ID and");
    expect(messageIn(html)).toMatch(/^authorization:github:error:/);
  });
});

describe("PKCE (S256)", () => {
  it("sends GitHub the verifier's S256 challenge, and the verifier only in the server-to-server exchange", async () => {
    const { location, cookie, state } = await start();
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    const challenge = location.searchParams.get("code_challenge") ?? "";
    const verifier = /=[^.;]+\.([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(createHash("sha256").update(verifier).digest("base64url")).toBe(challenge);
    expect(location.toString()).not.toContain(verifier);
    github.expectChallenge(challenge);
    const response = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, {
      cookie: cookie.split(";")[0] ?? "",
    });
    expect(messageIn(await response.text())).toBe(
      `authorization:github:success:${JSON.stringify({ token: FAKE_TOKEN, provider: "github" })}`,
    );
    expect(github.tokenRequests[0]?.body.get("code_verifier")).toBe(verifier);
  });

  it("gets no token when the code is redeemed with another verifier (a code taken on its way back)", async () => {
    const { location, cookie, state } = await start();
    github.expectChallenge(location.searchParams.get("code_challenge") ?? "");
    const other = await start();
    const otherVerifier = /=[^.;]+\.([^;]+)/.exec(other.cookie)?.[1] ?? "";
    const forged = `${cookie.split("=")[0] ?? ""}=${state}.${otherVerifier}`;
    const response = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, { cookie: forged });
    expect(messageIn(await response.text())).toMatch(/^authorization:github:error:/);
    expect(github.tokenRequests).toHaveLength(1);
  });
});

describe("GET /api/cms/callback", () => {
  it("exchanges the code server to server and answers with the handshake carrying the token, for the site's origin alone", async () => {
    const { cookie, state } = await start();
    const response = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, {
      cookie: cookie.split(";")[0] ?? "",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(messageIn(html)).toBe(
      `authorization:github:success:${JSON.stringify({ token: FAKE_TOKEN, provider: "github" })}`,
    );
    // The handshake: announce, wait for the site's own answer, then send the token to that origin only.
    expect(html).toContain(`origin=${JSON.stringify(site)}`);
    expect(html).toContain("window.opener.postMessage(hello,origin)");
    expect(html).toContain("if(e.origin===origin&&e.data===hello)window.opener.postMessage(message,origin)");
    expect(html).not.toContain('"*"');
    expect(html).not.toContain(CLIENT_SECRET);

    expect(github.tokenRequests).toHaveLength(1);
    const [exchange] = github.tokenRequests;
    expect(exchange?.accept).toBe("application/json");
    expect(exchange?.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`);
    expect(exchange?.body.get("code")).toBe(FAKE_CODE);
    expect(exchange?.body.get("redirect_uri")).toBe(`${site}/api/cms/callback`);

    // The page's one script is allowed by its own hash, and nothing else is.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The state is spent.
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`${STATE_COOKIE}=;.*Max-Age=0`, "i"));
  });

  it.each([
    ["a forged state", (state: string, cookie: string) => ({ query: `code=${FAKE_CODE}&state=${state}x`, cookie })],
    ["no state", (_state: string, cookie: string) => ({ query: `code=${FAKE_CODE}`, cookie })],
    [
      "no state cookie (another browser)",
      (state: string) => ({ query: `code=${FAKE_CODE}&state=${state}`, cookie: "" }),
    ],
    [
      "GitHub's access_denied",
      (state: string, cookie: string) => ({
        query: `error=access_denied&error_description=The+user+has+denied&state=${state}`,
        cookie,
      }),
    ],
  ])("answers %s with Decap's error message and requests no token", async (_name, make) => {
    const { cookie, state } = await start();
    const { query, cookie: sent } = make(state, cookie.split(";")[0] ?? "");
    const response = await get(`/api/cms/callback?${query}`, sent ? { cookie: sent } : {});
    expect(response.status).toBeLessThan(500);
    const message = messageIn(await response.text());
    expect(message).toMatch(/^authorization:github:error:\{"message":".+"\}$/);
    expect(message).not.toContain(FAKE_TOKEN);
    expect(github.tokenRequests).toHaveLength(0);
  });

  it.each([
    [
      "GitHub refuses the code",
      {
        status: 200,
        body: { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
      },
    ],
    ["GitHub's token endpoint fails", { status: 503, body: { message: "Service unavailable" } }],
    ["GitHub answers without a token", { status: 200, body: { token_type: "bearer" } }],
  ])("answers when %s with Decap's error message, not a 5xx", async (_name, answer) => {
    const { cookie, state } = await start();
    github.respondWith(answer);
    const response = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, {
      cookie: cookie.split(";")[0] ?? "",
    });
    expect(response.status).toBeLessThan(500);
    expect(messageIn(await response.text())).toMatch(/^authorization:github:error:/);
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("completes on an https site with the __Host- state cookie", async () => {
    process.env.SITE_URL = site.replace("http:", "https:");
    const { cookie, state } = await start();
    const response = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, {
      cookie: cookie.split(";")[0] ?? "",
    });
    const html = await response.text();
    expect(messageIn(html)).toBe(
      `authorization:github:success:${JSON.stringify({ token: FAKE_TOKEN, provider: "github" })}`,
    );
    expect(html).toContain(`origin=${JSON.stringify(site.replace("http:", "https:"))}`);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${SECURE_STATE_COOKIE}=;.*Max-Age=0`, "i"));
    // The plain-http cookie's name does not stand in for the prefixed one.
    const { state: second } = await start();
    const plain = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${second}`, {
      cookie: `${STATE_COOKIE}=${second}`,
    });
    expect(messageIn(await plain.text())).toMatch(/^authorization:github:error:/);
  });

  it("names missing or wrong settings on the callback page too, and requests no token", async () => {
    const { cookie, state } = await start();
    delete process.env.GITHUB_OAUTH_CLIENT_ID;
    const missing = await (
      await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, { cookie: cookie.split(";")[0] ?? "" })
    ).text();
    expect(missing).toContain("GITHUB_OAUTH_CLIENT_ID must be set");
    process.env.GITHUB_OAUTH_CLIENT_ID = CLIENT_ID;
    process.env.GITHUB_OAUTH_BASE_URL = "ftp://github.example.com";
    const invalid = await (
      await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, { cookie: cookie.split(";")[0] ?? "" })
    ).text();
    expect(invalid).toContain("GITHUB_OAUTH_BASE_URL must be an http(s) address");
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("answers when GitHub cannot be reached with Decap's error message, not a 5xx", async () => {
    const { cookie, state } = await start();
    process.env.GITHUB_OAUTH_BASE_URL = "http://127.0.0.1:9";
    const response = await get(`/api/cms/callback?code=${FAKE_CODE}&state=${state}`, {
      cookie: cookie.split(";")[0] ?? "",
    });
    expect(response.status).toBeLessThan(500);
    expect(messageIn(await response.text())).toMatch(/^authorization:github:error:/);
  });
});

describe("requests no browser would send", () => {
  const SITE = "https://www.example.com.au";
  const env = (more: Record<string, string> = {}) => ({
    GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
    GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    GITHUB_OAUTH_BASE_URL: github.url,
    ...more,
  });
  const request = (
    headers: HttpRequest["headers"],
    query: HttpRequest["query"] = { provider: "github", scope: "repo" },
  ): HttpRequest => ({ method: "GET", query, headers });
  const redirectUri = (location: string | undefined) => new URL(location ?? "").searchParams.get("redirect_uri");

  it.each([
    ["a Host with a space", "a b"],
    ["a Host with a path", "example.com/evil"],
    ["no Host", undefined],
  ])("answers %s from the configured origin, not a crash", async (_name, host) => {
    const headers = host === undefined ? {} : { host };
    const started = authStart(request(headers), env({ SITE_URL: SITE }));
    expect(started.status).toBe(302);
    expect(redirectUri(started.location)).toBe(`${SITE}/api/cms/callback`);
    expect(
      await authCallback(request(headers, { code: FAKE_CODE, state: "s" }), env({ SITE_URL: SITE })),
    ).toMatchObject({ status: 400 });
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("takes the redirect, the handshake's target and the cookie from configuration, never from a forged Host or X-Forwarded-Proto", async () => {
    const forged = { host: "evil.example", "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" };
    const started = authStart(request(forged), env({ SITE_URL: SITE }));
    expect(redirectUri(started.location)).toBe(`${SITE}/api/cms/callback`);
    const cookie = [started.headers["Set-Cookie"]].flat().join("");
    expect(cookie).toMatch(new RegExp(`^${SECURE_STATE_COOKIE}=[^;]+; .*Secure`));
    const state = new URL(started.location ?? "").searchParams.get("state") ?? "";
    const done = await authCallback(
      request({ ...forged, cookie: cookie.split(";")[0] ?? "" }, { code: FAKE_CODE, state }),
      env({ SITE_URL: SITE }),
    );
    expect(done.body).toContain(`origin=${JSON.stringify(SITE)}`);
    expect(done.body).not.toContain("evil.example");
    expect(messageIn(done.body ?? "")).toBe(
      `authorization:github:success:${JSON.stringify({ token: FAKE_TOKEN, provider: "github" })}`,
    );
    expect(github.tokenRequests.map((r) => r.body.get("redirect_uri"))).toEqual([`${SITE}/api/cms/callback`]);

    // Nor does a forged https make a plain-http site's cookie Secure, or its callback https.
    const local = authStart(
      request({ host: "evil.example", "x-forwarded-proto": "https" }),
      env({ SITE_URL: "http://localhost:9000" }),
    );
    expect(redirectUri(local.location)).toBe("http://localhost:9000/api/cms/callback");
    expect([local.headers["Set-Cookie"]].flat().join("")).toMatch(
      new RegExp(`^${STATE_COOKIE}=[^;]+; Max-Age=600; Path=/api/cms; HttpOnly; SameSite=Lax$`),
    );
  });

  it("names a SITE_URL that is not an http(s) address, sends nothing that names an origin and asks GitHub for nothing", async () => {
    const log = jest.fn();
    for (const value of ["www.example.com.au", "ftp://www.example.com.au", "https://"]) {
      const started = authStart(request({ host: "www.example.com.au" }), env({ SITE_URL: value }), log);
      expect([started.status, started.location, started.headers["Set-Cookie"]]).toEqual([500, undefined, undefined]);
      expect(started.body).toContain("SITE_URL is not an http(s) address");
      const done = await authCallback(
        request({ host: "www.example.com.au", cookie: `${STATE_COOKIE}=s` }, { code: FAKE_CODE, state: "s" }),
        env({ SITE_URL: value }),
        log,
      );
      expect(done.status).toBe(500);
      expect(done.body).not.toContain("postMessage");
    }
    expect(log).toHaveBeenCalledWith("error", "SITE_URL is not an http(s) address, so the site's origin is unknown");
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("gives up on a GitHub that accepts the exchange and never answers, with Decap's error message", async () => {
    const sockets = new Set<net.Socket>();
    const hung = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = hung.address() as AddressInfo;
      const log = jest.fn();
      const result = await authCallback(
        request({ cookie: `${STATE_COOKIE}=s1.${"v".repeat(43)}` }, { code: FAKE_CODE, state: "s1" }),
        { ...env(), GITHUB_OAUTH_BASE_URL: `http://127.0.0.1:${port}` },
        log,
        200,
      );
      expect(result.status).toBe(200);
      expect(messageIn(result.body ?? "")).toBe(
        `authorization:github:error:${JSON.stringify({ message: "GitHub did not confirm the login." })}`,
      );
      expect(log).toHaveBeenCalledWith("error", "token exchange failed: no answer within 200 ms");
    } finally {
      // The abandoned exchange's connection: end it so the fetch settles and nothing stays open.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });
});
