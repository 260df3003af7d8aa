/**
 * A Deploy Preview as Netlify makes one, on this machine: a plain copy of the site (as a pull
 * request's), built and served by Netlify's own CLI, offline (`npm run netlify -- serve --context
 * deploy-preview`, scripts/netlify/offline.mjs): _headers and _redirects, the Edge Function, and
 * every Function in Netlify's Lambda runtime. Its Functions' settings are fixed when it starts: the
 * live site's secrets and stores (which a preview must never use), and stand-ins for GitHub, the
 * email provider and a site to check, on ports chosen then, which the test file serves once it runs.
 */
import { BackgroundCopy, copySite } from "./copies";
import { freePort } from "../../support/redis-server";

const preview = new BackgroundCopy("preview");

/** Settings of the live site a preview is given, as Netlify gives a site's settings to every context, and must never act on. */
export const LIVE_SETTINGS = {
  RESEND_API_KEY: "re_live_key_a_preview_must_never_use",
  DATABASE_URL: "postgres://live:secret@127.0.0.1:1/leads",
  LEADS_WEBHOOK_URL: "http://127.0.0.1:1/crm",
  LEADS_WEBHOOK_SECRET: "whsec_bGl2ZS1zZWNyZXQtYS1wcmV2aWV3LW11c3QtbmV2ZXItdXNl",
  INDEXNOW_KEY: "0123456789abcdef0123456789abcdef",
};
export const PREVIEW_GITHUB = { clientId: "Iv1.previewtest", clientSecret: "preview-test-secret", repo: "agency/site" };

export interface PreviewSite {
  root: string;
  /** Where the preview answers, as a visitor opens it. */
  url: string;
  /** The stand-ins' ports: GitHub, the email provider's API, a site for the AI search check. */
  ports: { github: number; provider: number; site: number };
}

/** Copies the site and starts Netlify's build and server for it in the background. */
export async function startPreview(): Promise<void> {
  const dir = copySite("preview-site-");
  const ports = {
    netlify: await freePort(),
    github: await freePort(),
    provider: await freePort(),
    site: await freePort(),
  };
  preview.start(
    dir,
    `node scripts/netlify/offline.mjs serve --context deploy-preview --port ${ports.netlify}`,
    {
      ...LIVE_SETTINGS,
      SITE_URL: `http://localhost:${ports.netlify}`,
      GITHUB_OAUTH_CLIENT_ID: PREVIEW_GITHUB.clientId,
      GITHUB_OAUTH_CLIENT_SECRET: PREVIEW_GITHUB.clientSecret,
      GITHUB_OAUTH_BASE_URL: `http://127.0.0.1:${ports.github}`,
      CMS_GITHUB_API_ROOT: `http://127.0.0.1:${ports.github}`,
      CMS_GITHUB_REPO: PREVIEW_GITHUB.repo,
      RESEND_BASE_URL: `http://127.0.0.1:${ports.provider}`,
      SITE_CHECK_ALLOW_HOSTS: `127.0.0.1:${ports.site}`,
      CONTACT_OUTBOX_DIR: `${dir}/outbox`,
      SITE_BUILD_DATE: "",
    },
    ports,
  );
}

/** The global setup's start: uses the preview `npm run build:e2e:netlify` started shortly before, or starts one. */
export async function reuseOrStartPreview(): Promise<string> {
  const started = preview.started();
  if (started && preview.fresh())
    return `the Deploy Preview started ${Math.round((Date.now() - started.startedAt) / 1000)} s ago (${started.root})`;
  stopPreview();
  await startPreview();
  return "the Deploy Preview started beside the suite";
}

/** The preview, once it answers: waits for Netlify's build and server; throws with its log if they stop. */
export async function previewSite(timeoutMs = 600_000): Promise<PreviewSite> {
  if (!preview.started()) await startPreview();
  const started = preview.started();
  const ports = started?.ports;
  if (!started || !ports?.netlify || !ports.github || !ports.provider || !ports.site)
    throw new Error("the Deploy Preview's state names no ports");
  const url = `http://localhost:${ports.netlify}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = preview.exitCode();
    if (code !== null) throw new Error(`the Deploy Preview stopped (${code}):\n${preview.log().slice(-6000)}`);
    try {
      // Ready once Netlify's proxy answers the home page through the Edge Function.
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
      if (response.ok && response.headers.get("x-nf-edge-functions")) break;
    } catch {
      // the build is still running
    }
    if (Date.now() > deadline) throw new Error(`the Deploy Preview did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { root: started.root, url, ports: { github: ports.github, provider: ports.provider, site: ports.site } };
}

/** What Netlify's CLI printed for the preview so far: the build's log, then the server's. */
export const previewLog = (): string => preview.log();

/** Stops Netlify's server and removes the copy (the global teardown). */
export function stopPreview(): void {
  preview.stop();
}
