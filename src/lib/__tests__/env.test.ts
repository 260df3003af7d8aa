import { functionSettings, isPreviewDeploy, PRODUCTION_ONLY_SETTINGS } from "../env";

const live = {
  DATABASE_URL: "postgres://leads:secret@db.example.com/leads",
  NETLIFY_DATABASE_URL: "postgres://netlify:secret@db.example.com/leads",
  RESEND_API_KEY: "re_live",
  LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/X",
  LEADS_TEAMS_WEBHOOK_URL: "https://example.webhook.office.com/x",
  LEADS_WEBHOOK_URL: "https://crm.example.com/hook",
  LEADS_WEBHOOK_SECRET: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0",
  REDIS_URL: "rediss://default:secret@redis.example.com:6379",
  INDEXNOW_KEY: "0123456789abcdef",
  CONTACT_TO: "hello@harbouraiseo.com.au",
  GITHUB_OAUTH_CLIENT_ID: "client",
};

describe("the settings a Function acts on", () => {
  it("on a Deploy Preview or branch deploy, never hold the live site's lead store, email key, chat and CRM webhooks, shared Redis or IndexNow key", () => {
    for (const built of ["deploy-preview", "branch-deploy"]) {
      const settings = functionSettings(live, built);
      for (const name of PRODUCTION_ONLY_SETTINGS) expect(settings[name]).toBeUndefined();
      // What reviewing needs stays: the CMS login, the wording.
      expect(settings).toMatchObject({ CONTACT_TO: live.CONTACT_TO, GITHUB_OAUTH_CLIENT_ID: "client" });
    }
    expect(PRODUCTION_ONLY_SETTINGS).toEqual(
      expect.arrayContaining([
        "DATABASE_URL",
        "NETLIFY_DATABASE_URL",
        "RESEND_API_KEY",
        "LEADS_WEBHOOK_URL",
        "LEADS_SLACK_WEBHOOK_URL",
        "LEADS_TEAMS_WEBHOOK_URL",
        "UNSUBSCRIBE_SECRET",
      ]),
    );
  });

  it("are judged by the context the build compiled in, or the request's own CONTEXT, whichever says preview", () => {
    expect(isPreviewDeploy({}, "deploy-preview")).toBe(true);
    expect(isPreviewDeploy({ CONTEXT: "branch-deploy" }, undefined)).toBe(true);
    expect(isPreviewDeploy({ CONTEXT: "production" }, "deploy-preview")).toBe(true);
    expect(functionSettings({ ...live, CONTEXT: "deploy-preview" }, undefined).DATABASE_URL).toBeUndefined();
  });

  it("on the live site or locally, are as given", () => {
    expect(functionSettings(live, "production")).toBe(live);
    expect(functionSettings(live, undefined)).toBe(live);
    expect(isPreviewDeploy({ CONTEXT: "dev" }, undefined)).toBe(false);
  });
});
