/**
 * A stand-in for github.com and its REST API on 127.0.0.1, for the CMS login's tests: the OAuth
 * authorize page (which sends the editor straight back with a code), the token endpoint (which
 * checks the client's credentials and the code), and the few API calls Decap makes to log in and
 * list the collections. Anything else answers 404 and is recorded, so a test can see what Decap
 * asked for.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_CODE = "fake-authorisation-code";
export const FAKE_TOKEN = "gho_fake_editor_token";

export interface TokenRequest {
  authorization: string | undefined;
  accept: string | undefined;
  body: URLSearchParams;
}

export interface FakeGitHub {
  url: string;
  tokenRequests: TokenRequest[];
  /** API requests nobody stubbed: method and path. */
  unknown: string[];
  /** The token endpoint's next answers (status, JSON body), in order; after them, the real behaviour. */
  respondWith(...answers: Array<{ status: number; body: object }>): void;
  /**
   * The PKCE challenge (S256) the login started with, as GitHub keeps it with the code: the token
   * endpoint then refuses a missing verifier or one whose hash differs. reset forgets it.
   */
  expectChallenge(challenge: string): void;
  /** Whether the editor holding FAKE_TOKEN may push to the repository (true until told otherwise; reset restores it). */
  setWriteAccess(push: boolean): void;
  /** The editor revokes FAKE_TOKEN (or the app's access): the API answers 401 to it until reset. */
  revokeToken(): void;
  /** The API's answers: the next ones (status, JSON body) to any call of the REST API, in order; reset forgets them. */
  apiRespondWith(...answers: Array<{ status: number; body: object }>): void;
  /** Calls of the REST API with FAKE_TOKEN (whether answered or refused): method and path. */
  apiRequests: string[];
  reset(): void;
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  clientId: string;
  clientSecret: string;
  repo: string;
  /** The port to listen on (a server started earlier was told it); any free one by default. */
  port?: number;
}

const json = (res: http.ServerResponse, status: number, body: unknown): http.ServerResponse =>
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));

export async function startFakeGitHub({
  clientId,
  clientSecret,
  repo,
  port = 0,
}: FakeGitHubOptions): Promise<FakeGitHub> {
  const tokenRequests: TokenRequest[] = [];
  const unknown: string[] = [];
  let scripted: Array<{ status: number; body: object }> = [];
  let push = true;
  let revoked = false;
  let apiScripted: Array<{ status: number; body: object }> = [];
  const apiRequests: string[] = [];
  let challenge: string | undefined;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    // The CMS calls the API from the browser, from the site's own origin.
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Cache-Control, Pragma");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    if (req.method === "OPTIONS") return res.writeHead(204).end();

    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const redirect = url.searchParams.get("redirect_uri");
      if (url.searchParams.get("client_id") !== clientId || !redirect) return json(res, 404, { message: "Not Found" });
      challenge =
        url.searchParams.get("code_challenge_method") === "S256"
          ? (url.searchParams.get("code_challenge") ?? undefined)
          : undefined;
      const back = new URL(redirect);
      back.searchParams.set("code", FAKE_CODE);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      return res.writeHead(302, { Location: back.toString() }).end();
    }

    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString()));
      req.on("end", () => {
        const body = new URLSearchParams(text);
        tokenRequests.push({ authorization: req.headers.authorization, accept: req.headers.accept, body });
        const next = scripted.shift();
        if (next) return json(res, next.status, next.body);
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
        if (req.headers.authorization !== expected)
          return json(res, 401, { error: "invalid_client", error_description: "Bad credentials" });
        // GitHub answers a bad code with 200 and an error body.
        if (body.get("code") !== FAKE_CODE)
          return json(res, 200, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        const verifier = body.get("code_verifier") ?? "";
        if (challenge !== undefined && createHash("sha256").update(verifier).digest("base64url") !== challenge) {
          return json(res, 200, {
            error: "invalid_grant",
            error_description: "The code_verifier does not match the code_challenge.",
          });
        }
        return json(res, 200, { access_token: FAKE_TOKEN, token_type: "bearer", scope: "repo" });
      });
      return;
    }

    // The REST API, for the editor holding FAKE_TOKEN.
    // Decap sends `token …`, the team's leads page `Bearer …`: GitHub takes both.
    const withToken =
      req.headers.authorization === `token ${FAKE_TOKEN}` || req.headers.authorization === `Bearer ${FAKE_TOKEN}`;
    if (withToken) apiRequests.push(`${req.method ?? ""} ${url.pathname}`);
    const next = apiScripted.shift();
    if (next) return json(res, next.status, next.body);
    if (!withToken || revoked) return json(res, 401, { message: "Bad credentials" });
    if (req.method === "GET" && url.pathname === "/user") {
      return json(res, 200, { login: "editor", name: "Eddie Editor", avatar_url: "", id: 1 });
    }
    if (req.method === "GET" && url.pathname === `/repos/${repo}`) {
      return json(res, 200, {
        full_name: repo,
        owner: { login: repo.split("/")[0] },
        default_branch: "main",
        permissions: { admin: false, push, pull: true },
      });
    }
    // Listing the collections: the folders' trees (empty here) and the latest commits.
    if (req.method === "GET" && url.pathname.startsWith(`/repos/${repo}/git/trees/`)) {
      return json(res, 200, { sha: "0000000000000000000000000000000000000000", tree: [], truncated: false });
    }
    if (req.method === "GET" && url.pathname === `/repos/${repo}/commits`) return json(res, 200, []);
    // The editorial workflow's board: the open pull requests of drafts (none here).
    if (req.method === "GET" && url.pathname === `/repos/${repo}/pulls`) return json(res, 200, []);
    unknown.push(`${req.method ?? ""} ${url.pathname}`);
    return json(res, 404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenRequests,
    unknown,
    respondWith: (...answers) => {
      scripted = answers;
    },
    expectChallenge: (value) => {
      challenge = value;
    },
    setWriteAccess: (value) => {
      push = value;
    },
    revokeToken: () => {
      revoked = true;
    },
    apiRespondWith: (...answers) => {
      apiScripted = answers;
    },
    apiRequests,
    reset: () => {
      push = true;
      revoked = false;
      apiScripted = [];
      apiRequests.length = 0;
      challenge = undefined;
      tokenRequests.length = 0;
      unknown.length = 0;
      scripted = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
