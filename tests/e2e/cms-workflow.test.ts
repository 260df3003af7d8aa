/**
 * The CMS's editorial workflow as an editor uses it: Decap from the production build, talking to
 * a real decap-server in git mode (as under `npm run cms`) in a throwaway repository. A draft is a
 * branch (with the images uploaded in the entry), its column a note on the branch (on GitHub, a
 * label), Publish merges it into main.
 *
 * "View preview" on GitHub comes from the draft's commit statuses; decap-server has none, so the
 * proxy's getDeployPreview is answered here from GitHub-shaped statuses as Netlify posts them.
 * GitHub's refusal of a merge branch protection blocks is stood in for the same way: the proxy's
 * publish answers with GitHub's words and status. Set CMS_SCREENSHOTS=<dir> to keep the editor's
 * day as pictures (CONTENT.md's).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, FrameLocator, Page, Route } from "playwright-core";
import { launch, openPage } from "./support/browser";
import { started } from "./support/started";
import { waitForServer } from "./support/server";
import { freePort } from "../support/redis-server";

const root = path.resolve(__dirname, "../..");
const SERVICE_FILE = "data/services/local-seo.yaml";
const DRAFT = "cms/services/local-seo";
const UPLOAD = "static/social/local-seo-card.png";
const HEADING = "Be the first name locals find";
/** A Netlify Deploy Preview's address, as its commit status links it. */
const DEPLOY_PREVIEW = "https://deploy-preview-42--harbour-ai-seo.netlify.app";
/** The commit statuses GitHub lists for the draft's pull request on a Netlify site (contexts as Netlify names them). */
const COMMIT_STATUSES = [
  {
    context: "Header rules - harbour-ai-seo",
    state: "success",
    target_url: "https://app.netlify.com/sites/harbour-ai-seo/deploys/1",
  },
  { context: "netlify/harbour-ai-seo/deploy-preview", state: "success", target_url: DEPLOY_PREVIEW },
];

let browser: Browser;
let repo: string;
let server: ChildProcess;
let serverPort: number;
const screenshots = process.env.CMS_SCREENSHOTS;

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
const branches = () => git("for-each-ref", "--format=%(refname:short)", "refs/heads/").split("\n");

beforeAll(async () => {
  browser = await launch();
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-workflow-e2e-"));
  fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true });
  fs.cpSync(path.join(root, "static/social"), path.join(repo, "static/social"), { recursive: true });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Editor");
  git("config", "user.email", "editor@example.com");
  git("add", ".");
  git("commit", "-q", "-m", "The site's content");
  serverPort = await freePort();
  server = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: String(serverPort), MODE: "git", GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  });
  await waitForServer(`http://127.0.0.1:${serverPort}/api/v1`, server, 20000, "decap-server", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"action":"info"}',
  });
});

afterAll(async () => {
  // The pages first (closing the connection closes this file's contexts): an open CMS keeps asking
  // decap-server, and a request forwarded once it has gone would fail after this file has ended.
  await started(browser)?.close();
  started(server)?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

/** Stand-ins for what only GitHub answers, by the proxy action they replace; null passes the request to decap-server. */
type StandIn = (params: Record<string, unknown>) => { status: number; body: unknown } | null;

async function openCms(hash: string, standIns: Record<string, StandIn>): Promise<Page> {
  const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  const forward = async (route: Route) => {
    const request = route.request();
    const payload =
      request.method() === "POST"
        ? (request.postDataJSON() as { action?: string; params?: Record<string, unknown> } | null)
        : null;
    const answer = payload?.action ? standIns[payload.action]?.(payload.params ?? {}) : null;
    if (answer)
      return route.fulfill({
        status: answer.status,
        contentType: "application/json",
        body: JSON.stringify(answer.body),
      });
    // Decap looks for decap-server at localhost:8081; this test's runs on a free port instead. Node
    // forwards it and the body is read whole before the page is answered (Playwright's route.fetch
    // left a response "disposed" under CI's load).
    let forwarded: Response;
    let body: Buffer;
    try {
      forwarded = await fetch(request.url().replace("localhost:8081", `127.0.0.1:${serverPort}`), {
        method: request.method(),
        headers: { "content-type": (await request.headerValue("content-type")) ?? "application/json" },
        body: request.method() === "GET" || request.method() === "HEAD" ? undefined : (request.postData() ?? undefined),
      });
      body = Buffer.from(await forwarded.arrayBuffer());
    } catch {
      // decap-server did not answer (it stops as the file ends): the page sees a failed request, as
      // it would with the server gone, rather than this handler's error surfacing in the next file.
      await route.abort("connectionrefused").catch(() => undefined);
      return;
    }
    const headers = Object.fromEntries(
      [...forwarded.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name),
      ),
    );
    try {
      await route.fulfill({ status: forwarded.status, headers, body });
    } catch (error) {
      // A request the page dropped meanwhile (it moved on, or the test closed it) has nobody left to answer.
      if (!/closed|already handled/i.test(String(error))) throw error;
    }
  };
  await page.context().route((url) => url.hostname === "localhost" && url.port === "8081", forward);
  // Decap asks "Are you sure you want to publish this entry?" before publishing; the editor says yes.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`/admin/${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
  return page;
}

/**
 * A picture for CONTENT.md when CMS_SCREENSHOTS asks for them: once the notice `gone` (over the
 * toolbar) has left, and once the newest notice has finished sliding in.
 */
async function shoot(page: Page, name: string, gone?: string) {
  if (!screenshots) return;
  if (gone) await page.waitForFunction((text) => !document.body.innerText.includes(text), gone);
  // Every animation that ends (a notice sliding in; not a spinner) has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

/** GitHub's combined status for the draft's last commit, read as Decap's GitHub backend reads it (a context containing "deploy"). */
const deployPreview: StandIn = () => {
  const status = COMMIT_STATUSES.find((s) => s.context.includes("deploy"));
  return { status: 200, body: status ? { url: status.target_url, status: status.state } : null };
};

async function setStatus(page: Page, from: string, to: string) {
  await page.getByText(`Status: ${from}`, { exact: true }).click();
  await page
    .getByRole("menuitem", { name: to, exact: true })
    .or(page.getByText(to, { exact: true }))
    .first()
    .click();
  await page.getByText("Entry status updated").first().waitFor();
  await page.getByText(`Status: ${to}`, { exact: true }).waitFor();
}

/**
 * One draft's day, step by step: each test takes the draft where the one before left it (on a
 * busy machine the whole day takes more than one test's time).
 */
describe("the editorial workflow", () => {
  const refusal = "At least 1 approving review is required by reviewers with write access.";
  let refuse = true;
  let mainBefore: string;
  let page: Page;
  let preview: FrameLocator;

  beforeAll(async () => {
    mainBefore = git("rev-parse", "main");
    page = await openCms(`#/collections/services/entries/local-seo`, {
      getDeployPreview: deployPreview,
      publishUnpublishedEntry: () => (refuse ? { status: 405, body: { error: refusal } } : null),
    });
    preview = page.frameLocator("iframe");
  });

  afterAll(async () => {
    await started(page)?.context().close();
  });

  it("saves a draft as a branch holding only that entry's files, its uploaded image included, leaving main alone", async () => {
    await preview.locator("h1").waitFor();
    const hero = page
      .locator('[class*="SortableListItem"]')
      .filter({ has: page.locator('label:text-is("Hero (top of the page)")') })
      .first();
    await hero.locator("button").first().click();
    await hero.getByLabel("Heading", { exact: true }).fill(HEADING);
    await preview.locator("h1", { hasText: HEADING }).waitFor();
    await shoot(page, "cms-write");

    // An image uploaded from the entry's own field is kept with the entry's draft.
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: "local-seo-card.png",
        mimeType: "image/png",
        buffer: fs.readFileSync(path.join(root, "static/social/default.png")),
      });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Social image description (optional)").fill("Local SEO: be the first name locals find");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Entry saved").first().waitFor();
    expect(branches()).toEqual(expect.arrayContaining(["main", DRAFT]));
    expect(git("diff", "--name-only", "main", DRAFT).split("\n")).toEqual([SERVICE_FILE, UPLOAD].sort());
    expect(git("show", `${DRAFT}:${SERVICE_FILE}`)).toContain(`image: /social/local-seo-card.png`);
    expect(git("ls-tree", "--name-only", "main", "static/social/").split("\n")).not.toContain(UPLOAD);
    expect(git("show", `${DRAFT}:${SERVICE_FILE}`)).toContain(HEADING);
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(git("config", `branch.${DRAFT}.description`)).toBe("decap-cms/draft");
  });

  it("offers View Preview at the entry's own page on the draft's Deploy Preview, from the commit status", async () => {
    const view = page.getByRole("link", { name: "View Preview" });
    await view.waitFor();
    await expect(view.getAttribute("href")).resolves.toBe(`${DEPLOY_PREVIEW}/services/local-seo/`);
    await shoot(page, "cms-preview", "Entry saved");
  });

  it("moves the draft to In review, then Ready, kept with its branch (on GitHub, its label), and shows it under Ready on the Workflow board", async () => {
    await setStatus(page, "Draft", "In review");
    expect(git("config", `branch.${DRAFT}.description`)).toBe("decap-cms/pending_review");
    await setStatus(page, "In review", "Ready");
    expect(git("config", `branch.${DRAFT}.description`)).toBe("decap-cms/pending_publish");

    // The board, in the same CMS (Decap's own route, no second load of the page), then back to the entry.
    const entry = await page.evaluate(() => location.hash);
    await page.evaluate(() => {
      location.hash = "#/workflow";
    });
    const ready = page.locator("div", { has: page.getByRole("heading", { name: "Ready", exact: true }) }).last();
    await ready.getByText("Local SEO").first().waitFor();
    await expect(ready.innerText()).resolves.toContain("Local SEO");
    await shoot(page, "cms-review");
    await page.evaluate((hash) => {
      location.hash = hash;
    }, entry);
    await page.getByText("Status: Ready", { exact: true }).waitFor();
    await preview.locator("h1", { hasText: HEADING }).waitFor();
  });

  it("refuses a publish GitHub will not merge (a review missing), saying so in plain words; nothing is merged", async () => {
    if (screenshots) await page.waitForFunction(() => !document.body.innerText.includes("Entry status updated"));
    await page.getByText("Publish", { exact: true }).first().click();
    await page.getByText("Publish now", { exact: true }).click();
    await page
      .getByText(
        /Not published: GitHub will not merge this draft into the live site yet\..*branch cms\/services\/local-seo.*needs an approving review/,
      )
      .first()
      .waitFor();
    await page.getByText(`GitHub said: ${refusal}`, { exact: false }).first().waitFor();
    await shoot(page, "cms-review-required");
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(branches()).toContain(DRAFT);
  });

  it("publishes once reviewed: the draft merged into main, its branch gone", async () => {
    refuse = false;
    await page.getByText("Publish", { exact: true }).first().click();
    await page.getByText("Publish now", { exact: true }).click();
    await page.getByText("Entry published").first().waitFor();
    await preview.locator("h1", { hasText: HEADING }).waitFor();
    await shoot(page, "cms-publish");
    expect(branches()).toEqual(["main"]);
    expect(git("show", `main:${SERVICE_FILE}`)).toContain(HEADING);
    expect(git("ls-tree", "--name-only", "main", "static/social/").split("\n")).toContain(UPLOAD);
    expect(git("merge-base", "--is-ancestor", mainBefore, "main")).toBe("");
    expect(git("status", "--porcelain")).toBe("");
  });
});

describe("the Media page", () => {
  it("refuses an upload, which would go straight to main, and says where to upload instead", async () => {
    const mainBefore = git("rev-parse", "main");
    const page = await openCms("#/collections/services", {});
    await page.getByRole("button", { name: "Media", exact: true }).click();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: "photo.png",
        mimeType: "image/png",
        buffer: fs.readFileSync(path.join(root, "static/icon-192.png")),
      });
    await page
      .getByText(/Not uploaded: the Media page would add the file to the live site at once/)
      .first()
      .waitFor();
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(git("ls-files", "static/social").split("\n")).not.toContain("static/social/photo.png");
    await page.context().close();
  });
});
