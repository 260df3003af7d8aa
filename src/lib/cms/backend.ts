/**
 * Where editors' saves go (the repository, its branch, GitHub's API), from the environment. Its
 * own module, free of the content model, because the team's leads page (src/lib/leads/team.ts)
 * asks GitHub the same question at request time: may this person write to that repository?
 */
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

/** The repository when the build is told none (CMS_GITHUB_REPO) and is not on Netlify (REPOSITORY_URL). */
export const DEFAULT_CMS_REPO = "harbour-ai-seo/website";
export const DEFAULT_GITHUB_API_ROOT = "https://api.github.com";

/** "owner/name" from a repository address: https://github.com/owner/name(.git) or git@github.com:owner/name.git. */
export function repoFromUrl(url: string): string | undefined {
  return /[/:]([^/:\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
}

/**
 * The backend for this build, from the build's environment: CMS_GITHUB_REPO, or the repository
 * Netlify builds from (REPOSITORY_URL), or DEFAULT_CMS_REPO; CMS_GITHUB_BRANCH (default main);
 * CMS_GITHUB_API_ROOT for GitHub Enterprise; CMS_PREVIEW_CONTEXT, the Deploy Preview's commit
 * status. `siteUrl` is the production domain (gatsby-config).
 */
export function githubBackend(siteUrl: string, env: Readonly<Record<string, string | undefined>> = {}): GitHubBackend {
  const value = (name: string) => env[name]?.trim() || undefined;
  const repoUrl = value("REPOSITORY_URL");
  const previewContext = value("CMS_PREVIEW_CONTEXT");
  return {
    name: "github",
    repo: value("CMS_GITHUB_REPO") ?? (repoUrl ? repoFromUrl(repoUrl) : undefined) ?? DEFAULT_CMS_REPO,
    branch: value("CMS_GITHUB_BRANCH") ?? "main",
    base_url: siteUrl.replace(/\/+$/, ""),
    auth_endpoint: "api/cms/auth",
    api_root: (value("CMS_GITHUB_API_ROOT") ?? DEFAULT_GITHUB_API_ROOT).replace(/\/+$/, ""),
    ...(previewContext ? { preview_context: previewContext } : {}),
  };
}

/**
 * Whether the repository is public (CMS_GITHUB_REPO_VISIBILITY=public), read at request time by
 * both sign-ins to ask GitHub for the narrowest scope that works. Unset, or anything but
 * `public`, it is private: the scope that works for either, as before the setting.
 */
export function repoIsPublic(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.CMS_GITHUB_REPO_VISIBILITY?.trim().toLowerCase() === "public";
}
