/**
 * The CMS login asks GitHub for the narrowest scope an editor's commits need, whatever Decap's
 * popup asks for: `public_repo` when the repository is public (CMS_GITHUB_REPO_VISIBILITY), `repo`
 * (every private repository the editor can reach) only for a private one, which is the default.
 */
import { authStart } from "../oauth";
import type { HttpRequest } from "../../platform/result";

const env = (more: Record<string, string> = {}) => ({
  SITE_URL: "https://www.example.com.au",
  GITHUB_OAUTH_CLIENT_ID: "Iv1.fakeclientid",
  GITHUB_OAUTH_CLIENT_SECRET: "fake-client-secret",
  ...more,
});
const request = (scope: string): HttpRequest => ({ method: "GET", query: { provider: "github", scope }, headers: {} });
const scopeOf = (scope: string, settings: Record<string, string>) =>
  new URL(authStart(request(scope), settings, () => undefined).location ?? "").searchParams.get("scope");

describe("the scope the CMS login asks GitHub for", () => {
  it("is public_repo for a public repository, even when the popup asks for repo", () => {
    expect(scopeOf("repo", env({ CMS_GITHUB_REPO_VISIBILITY: "public" }))).toBe("public_repo");
    expect(scopeOf("public_repo", env({ CMS_GITHUB_REPO_VISIBILITY: "Public" }))).toBe("public_repo");
  });

  it("is repo for a private repository, the default, which public_repo could not commit to", () => {
    expect(scopeOf("repo", env())).toBe("repo");
    expect(scopeOf("public_repo", env({ CMS_GITHUB_REPO_VISIBILITY: "private" }))).toBe("repo");
  });

  it("still refuses a scope Decap never asks for", () => {
    expect(authStart(request("admin:org"), env(), () => undefined).status).toBe(400);
  });
});
