/**
 * Settings the Functions read from the environment at request time: never at build, where Gatsby
 * would inline them into the compiled Function (see gatsby-node.ts onPreInit).
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** A setting's value, trimmed; undefined when it is unset or blank. */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Netlify's deploy contexts that are not the live site: a pull request's Deploy Preview and a
 * branch deploy. Such a deploy is noindex, and its Functions keep, send and announce nothing
 * (docs/netlify.md, Deploy previews).
 */
export const PREVIEW_CONTEXTS: ReadonlySet<string> = new Set(["deploy-preview", "branch-deploy"]);

/**
 * The deploy context the build ran in, as Gatsby compiled it into the Functions: Gatsby inlines
 * `process.env.NAME` wherever it is written so, which here is the point (a Deploy Preview's
 * Functions belong to that preview for good, whatever the settings say at request time).
 */
export function builtContext(): string | undefined {
  return process.env.CONTEXT;
}

/** Whether this is a Deploy Preview or branch deploy: by the build's context, or the request's settings if they say so. */
export function isPreviewDeploy(env: Env, built: string | undefined = builtContext()): boolean {
  const context = setting(env, "CONTEXT");
  return (
    (built !== undefined && PREVIEW_CONTEXTS.has(built)) || (context !== undefined && PREVIEW_CONTEXTS.has(context))
  );
}

/**
 * Settings that reach the live site's people and systems: the lead store (a production database),
 * the team's email and the enquirer's confirmation (the provider key), chat alerts, the CRM
 * webhook, the shared rate-limit count, IndexNow, and the key the report emails' unsubscribe links
 * are signed with (a preview must not make links that work on the live site). A preview's
 * Functions never see them.
 */
export const PRODUCTION_ONLY_SETTINGS = [
  "DATABASE_URL",
  "NETLIFY_DATABASE_URL",
  "SITE_CHECK_DATABASE_URL",
  "RESEND_API_KEY",
  "LEADS_SLACK_WEBHOOK_URL",
  "LEADS_TEAMS_WEBHOOK_URL",
  "LEADS_WEBHOOK_URL",
  "LEADS_WEBHOOK_SECRET",
  "REDIS_URL",
  "INDEXNOW_KEY",
  "UNSUBSCRIBE_SECRET",
] as const;

/** The settings a Function acts on: as given on the live site; on a preview, without PRODUCTION_ONLY_SETTINGS. */
export function functionSettings(env: Env, built: string | undefined = builtContext()): Env {
  if (!isPreviewDeploy(env, built)) return env;
  const kept: Record<string, string | undefined> = { ...env };
  for (const name of PRODUCTION_ONLY_SETTINGS) Reflect.deleteProperty(kept, name);
  return kept;
}
