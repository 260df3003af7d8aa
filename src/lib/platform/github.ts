/**
 * Where GitHub is and which repository is the site's, from the settings: what the CMS's backend
 * (src/lib/cms/backend.ts, read at build time too) and both sign-ins (github-signin.ts) read.
 * Free of imports but env.ts, so the build's readers of it (gatsby-config.ts) load nothing more.
 */
import { setting, type Env } from "../env";

/** GitHub itself: its authorize and token pages (GITHUB_OAUTH_BASE_URL for GitHub Enterprise). */
export const DEFAULT_GITHUB_BASE_URL = "https://github.com";
/** GitHub's REST API (CMS_GITHUB_API_ROOT for GitHub Enterprise). */
export const DEFAULT_GITHUB_API_ROOT = "https://api.github.com";
/** The repository when the build is told none (CMS_GITHUB_REPO) and is not on Netlify (REPOSITORY_URL). */
export const DEFAULT_CMS_REPO = "harbour-ai-seo/website";

/** "owner/name" from a repository address: https://github.com/owner/name(.git) or git@github.com:owner/name.git. */
export function repoFromUrl(url: string): string | undefined {
  return /[/:]([^/:\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
}

/** The site's repository: CMS_GITHUB_REPO, or the repository Netlify builds from (REPOSITORY_URL), or DEFAULT_CMS_REPO. */
export function githubRepo(env: Env): string {
  const repoUrl = setting(env, "REPOSITORY_URL");
  return setting(env, "CMS_GITHUB_REPO") ?? (repoUrl ? repoFromUrl(repoUrl) : undefined) ?? DEFAULT_CMS_REPO;
}

/** GitHub's REST API: CMS_GITHUB_API_ROOT, without a trailing slash, else DEFAULT_GITHUB_API_ROOT. */
export function githubApiRoot(env: Env): string {
  return (setting(env, "CMS_GITHUB_API_ROOT") ?? DEFAULT_GITHUB_API_ROOT).replace(/\/+$/, "");
}

/**
 * Whether the repository is public (CMS_GITHUB_REPO_VISIBILITY=public), read at request time by
 * both sign-ins to ask GitHub for the narrowest scope that works (github-signin.ts, signInScopes).
 * Unset, or anything but `public`, it is private: the scope that works for either, as before the setting.
 */
export function repoIsPublic(env: Env): boolean {
  return env.CMS_GITHUB_REPO_VISIBILITY?.trim().toLowerCase() === "public";
}
