/**
 * Editors logging in on the live site: /admin/ with Decap's github backend, its login popup
 * through the site's own Functions (served by `npm run serve` with the GitHub OAuth settings),
 * against a fake GitHub on 127.0.0.1 that sends the editor straight back from its authorize page
 * and answers the API calls Decap makes to log in.
 */
import yaml from "js-yaml";
import type { Browser } from "playwright-core";
import { launch, openPage } from "./support/browser";
import { started } from "./support/started";
import { PORT, serve, stopServer, type Served } from "./support/server";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github";
import type { CmsConfig } from "../../src/lib/cms/config";
import { adminPolicy } from "../../src/lib/seo/csp";

const CLIENT_ID = "Iv1.e2eclientid";
const CLIENT_SECRET = "e2e-client-secret";
const port = PORT + 3;
const site = `http://127.0.0.1:${port}`;

let browser: Browser;
let github: FakeGitHub;
let served: Served;

beforeAll(async () => {
  browser = await launch();
  github = await startFakeGitHub({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, repo: "harbour-ai-seo/website" });
  served = await serve(
    // The site's origin is configuration (src/lib/platform/origin.ts): this test's browser opens 127.0.0.1.
    {
      GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
      GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_OAUTH_BASE_URL: github.url,
      RESEND_API_KEY: "",
      SITE_URL: site,
    },
    port,
  );
});
afterAll(async () => {
  stopServer(started(served)?.child);
  await started(github)?.close();
  await started(browser)?.close();
});

describe("the CMS on the live site", () => {
  it("logs an editor in with GitHub through the login popup and shows the collections", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    // The built config.yml with this test's site and GitHub in place of the production ones (and,
    // as on the live site, no local decap-server).
    await page.context().route(`${site}/admin/config.yml`, async (route) => {
      const response = await route.fetch();
      const config = yaml.load(await response.text()) as Partial<CmsConfig>;
      delete config.local_backend;
      if (config.backend) Object.assign(config.backend, { base_url: site, api_root: github.url });
      await route.fulfill({ response, body: yaml.dump(config) });
    });
    // /admin/'s Content-Security-Policy as Netlify sends it (`npm run serve` sends none), with this
    // test's GitHub as the API it may call: a policy that blocked Decap would fail the login here.
    // A document the test answers has no known address, so Chromium counts it as public and would
    // refuse its calls to the fake GitHub on loopback; the live site calls a public GitHub.
    await page.context().grantPermissions(["local-network-access"], { origin: site });
    await page.context().route(`${site}/admin/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "content-security-policy": adminPolicy(github.url) },
      });
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    const admin = await page.goto(`${site}/admin/`);
    expect(await admin?.headerValue("content-security-policy")).toBe(adminPolicy(github.url));

    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Login with GitHub" }).click(),
    ]);
    // Decap closes the popup when the handshake ends, whichever way.
    await popup.waitForEvent("close");
    for (const collection of ["Site settings", "Pages", "Services"]) {
      await page.getByRole("link", { name: collection }).first().waitFor();
    }
    expect(github.tokenRequests).toHaveLength(1);
    expect(github.tokenRequests[0]?.body.get("redirect_uri")).toBe(`${site}/api/cms/callback`);
    await page.getByText("Site settings", { exact: true }).last().waitFor();
    // Decap asked GitHub for nothing the fake does not answer, and nothing failed.
    expect(github.unknown).toEqual([]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
