/**
 * Where editors' saves go (the repository, its branch, GitHub's API), from the environment. The
 * repository, GitHub's API and the repository's visibility are read by src/lib/platform/github.ts,
 * which the one GitHub sign-in (src/lib/platform/github-signin.ts) reads too: the team's leads page
 * asks GitHub at request time whether a person may write to the same repository.
 */
import { githubApiRoot, githubRepo } from "../platform/github";

export { DEFAULT_CMS_REPO, DEFAULT_GITHUB_API_ROOT, repoFromUrl } from "../platform/github";

export interface GitHubBackend {
  name: "github";
  repo: string;
  branch: string;
  /** The site: Decap opens its login popup here and accepts the token only from this origin. */
  base_url: string;
  auth_endpoint: string;
  /** GitHub's REST API; GitHub Enterprise has its own. */
  api_root: string;
  /**
   * The commit status whose link is a draft's Deploy Preview (Decap's "View preview"). Unset,
   * Decap takes the first status whose context contains "deploy", which on a Netlify site is
   * `netlify/<site name>/deploy-preview`; name it exactly when other checks also say "deploy".
   */
  preview_context?: string;
}

/**
 * The backend for this build, from the build's environment: CMS_GITHUB_REPO, or the repository
 * Netlify builds from (REPOSITORY_URL), or DEFAULT_CMS_REPO; CMS_GITHUB_BRANCH (default main);
 * CMS_GITHUB_API_ROOT for GitHub Enterprise; CMS_PREVIEW_CONTEXT, the Deploy Preview's commit
 * status. `siteUrl` is the production domain (gatsby-config).
 */
export function githubBackend(siteUrl: string, env: Readonly<Record<string, string | undefined>> = {}): GitHubBackend {
  const value = (name: string) => env[name]?.trim() || undefined;
  const previewContext = value("CMS_PREVIEW_CONTEXT");
  return {
    name: "github",
    repo: githubRepo(env),
    branch: value("CMS_GITHUB_BRANCH") ?? "main",
    base_url: siteUrl.replace(/\/+$/, ""),
    auth_endpoint: "api/cms/auth",
    api_root: githubApiRoot(env),
    ...(previewContext ? { preview_context: previewContext } : {}),
  };
}
