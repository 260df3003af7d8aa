/**
 * The CMS at /admin/ as an editor uses it: Decap from the production build, talking to a real
 * decap-server (as under `npm run cms`) that reads and writes a scratch copy of data/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import type { Browser, FrameLocator, Page } from "playwright-core";
import { launch, openPage } from "./support/browser";
import { started } from "./support/started";
import { waitForServer } from "./support/server";
import { freePort } from "../support/redis-server";
import { fill } from "./support/routes";
import { validateFile } from "../../src/lib/project/validate";

const root = path.resolve(__dirname, "../..");
const SERVICE_FILE = "data/services/local-seo.yaml";
/** The launch reminders a service's preview gives while data/ leaves its price and term to the agency (the build warns alike). */
const PRICE_LEFT_OUT = /^sections\[\d+\]\.(price|minimumMonths) is left out: write the service's/;
/** What the preview's red panel lists: what the build would stop on, and what is worth fixing. */
const problemsShown = (preview: FrameLocator): Promise<string[]> =>
  preview.locator("[data-preview-problems] li").allInnerTexts();
/** The entry's launch reminders, listed apart: placeholders the live site's build refuses, which the page shows marked. */
const launchShown = (preview: FrameLocator): Promise<string[]> =>
  preview.locator("[data-preview-launch] li").allInnerTexts();

let browser: Browser;
let repo: string;
let server: ChildProcess;
let serverPort: number;

beforeAll(async () => {
  browser = await launch();
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true });
  fs.cpSync(path.join(root, "static/social"), path.join(repo, "static/social"), { recursive: true });
  serverPort = await freePort();
  server = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: String(serverPort), MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  });
  await waitForServer(`http://127.0.0.1:${serverPort}/api/v1`, server, 20000, "decap-server", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"action":"info"}',
  });
});

afterAll(async () => {
  started(server)?.kill();
  await started(browser)?.close();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

const readRepoFile = (file: string) => fs.readFileSync(path.join(repo, file), "utf8");

/** The CMS pages a test opened, closed after it: a Decap left open keeps working beside the next test's. */
const opened: Page[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close()));
});

/** Opens the CMS at `hash`, logged in to the local backend (config.yml's local_backend). */
async function openCms(hash: string): Promise<{ page: Page; preview: FrameLocator }> {
  const { page } = await openPage(browser, { viewport: { width: 1400, height: 900 } });
  opened.push(page);
  // Decap looks for decap-server at localhost:8081; this test's runs on a free port instead.
  await page.context().route(
    (url) => url.hostname === "localhost" && url.port === "8081",
    async (route) =>
      route.fulfill({
        response: await route.fetch({
          url: route.request().url().replace("localhost:8081", `127.0.0.1:${serverPort}`),
        }),
      }),
  );
  await page.goto(`/admin/${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
  return { page, preview: page.frameLocator("iframe") };
}

/** A section in the editor's Sections list, opened so its fields can be edited. */
async function openSection(page: Page, label: string) {
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .first();
  await item.locator("button").first().click();
  return item;
}

async function publish(page: Page) {
  await page.getByText("Publish", { exact: true }).first().click();
  await page.getByText("Publish now", { exact: true }).click();
}

async function setText(page: Page, field: ReturnType<Page["locator"]>, value: string) {
  await field.clear();
  await field.fill(value);
  expect(await field.inputValue()).toBe(value);
}

describe("the CMS preview", () => {
  it("renders a service with the site's own header, sections and styles, and follows each keystroke", async () => {
    const { page, preview } = await openCms(`#/collections/services/entries/local-seo`);
    await preview.locator("h1", { hasText: "Be the business locals find first" }).waitFor();
    await expect(preview.getByRole("banner").innerText()).resolves.toContain("Harbour AI SEO");
    // The site's Chakra styles are in the preview frame: the hero is the dark band it is on the site.
    const heroBackground = await preview
      .locator("section", { has: preview.locator("h1") })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(heroBackground).toBe("rgb(11, 31, 58)");
    // Figures are filled in as the build fills them: the question whose answer local-seo.yaml
    // writes with {{retainer}} (the worked example's budget) answers with the amount.
    const service = yaml.load(readRepoFile(SERVICE_FILE)) as {
      sections: Array<{ type: string; items?: Array<{ question?: string; answer?: string }> }>;
    };
    const costs = service.sections
      .flatMap((section) => (section.type === "faq" ? (section.items ?? []) : []))
      .find((item) => item.answer?.includes("{{retainer}}"));
    if (!costs?.question) throw new Error(`${SERVICE_FILE} has no question answered with {{retainer}}`);
    await preview.getByText(costs.question, { exact: true }).click();
    const answer = preview.locator("details[open]", { hasText: costs.question });
    await answer.getByText(fill("{{retainer}}"), { exact: false }).waitFor();
    await expect(answer.innerText()).resolves.not.toContain("{{");

    const hero = await openSection(page, "Hero (top of the page)");
    await setText(page, hero.getByLabel("Heading", { exact: true }), "Be the first name locals find");
    await preview.locator("h1", { hasText: "Be the first name locals find" }).waitFor();
    // Local SEO's price and term, which only the agency can give, are its only launch reminders, and nothing is wrong with it.
    await expect(launchShown(preview)).resolves.toEqual([
      expect.stringMatching(PRICE_LEFT_OUT),
      expect.stringMatching(PRICE_LEFT_OUT),
    ]);
    await expect(problemsShown(preview)).resolves.toEqual([]);
    // A cleared optional field is left out when saved, so the preview neither flags nor hides it.
    await hero.getByLabel("Eyebrow").clear();
    const heroSection = preview.locator("section", { has: preview.locator("h1") });
    await heroSection.filter({ hasNotText: /^Local SEO/ }).waitFor();
    await expect(heroSection.evaluate((el) => el.textContent)).resolves.toMatch(/^Be the first name locals find/);
    await expect(problemsShown(preview)).resolves.toEqual([]);
  });

  it("edits an article in the Insights collection, previewed by the site's own article component", async () => {
    const { preview } = await openCms(`#/collections/insights/entries/google-core-update-first-30-days`);
    await preview.locator("h1").waitFor();
    await expect(preview.locator("h1").allTextContents()).resolves.toEqual([
      "The first 30 days after a Google core update hits your traffic",
    ]);
    await expect(preview.locator("[data-byline]").innerText()).resolves.toContain("Harbour AI SEO team");
    // The contents fold under their heading in a narrow frame (as on a phone): their links are there, folded or not.
    await expect(
      preview.getByRole("navigation", { name: "On this page" }).locator("a[href^='#']").count(),
    ).resolves.toBeGreaterThanOrEqual(3);
    await expect(preview.locator("[data-article-body] h2").count()).resolves.toBeGreaterThanOrEqual(3);
    // Nothing is wrong with the article; its byline is a team without a photo, which the live site's
    // build refuses, so the editor is reminded of it apart (the byline shows a marked placeholder).
    await expect(problemsShown(preview)).resolves.toEqual([]);
    await expect(launchShown(preview)).resolves.toEqual([
      expect.stringMatching(/^author "harbour-team" has no photo: the byline shows a placeholder/),
    ]);
  });

  it("sets the preview, social card included, in the site's own faces", async () => {
    const { preview } = await openCms(`#/collections/services/entries/local-seo`);
    await preview.locator("h1").waitFor();
    await preview.locator("[data-preview-social]").waitFor();
    const fonts = await preview.locator("body").evaluate(async () => {
      await document.fonts.ready;
      const faces = Array.from(document.fonts).filter((f) => f.status === "loaded" && !f.family.endsWith("Fallback"));
      return {
        loaded: [...new Set(faces.map((f) => f.family.replace(/"/g, "")))].sort(),
        heading: document.fonts.check('600 16px "Instrument Sans"'),
        body: document.fonts.check('16px "Inter"'),
      };
    });
    expect(fonts).toEqual({ loaded: ["Instrument Sans", "Inter"], heading: true, body: true });
    const heading = await preview.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily);
    const text = await preview
      .locator("section p")
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect([heading, text].map((family) => family.split(",")[0]?.replace(/"/g, ""))).toEqual([
      "Instrument Sans",
      "Inter",
    ]);
  });

  it("sends no form from the preview, and says so where the editor is looking", async () => {
    const { page, preview } = await openCms(`#/collections/pages/entries/contact`);
    const posts: string[] = [];
    page.on("request", (request) => {
      // The site's Functions (decap-server, on the other port, answers the CMS's own /api/v1).
      if (request.method() === "POST" && /^\/api\/(?!v1$)/.test(new URL(request.url()).pathname))
        posts.push(request.url());
    });
    const note = preview.locator("[data-preview-form-note]");
    await preview.getByLabel("First name").fill("Preview");
    await preview.getByLabel("Last name").fill("Editor");
    await preview.getByLabel("Email").fill("editor@example.com");
    await preview.getByLabel("How can we help?").fill("Checking how the form looks.");
    await expect(note.isVisible()).resolves.toBe(false);
    await preview.getByRole("button", { name: "Send Message" }).click();
    await note.waitFor({ state: "visible" });
    await expect(note.innerText()).resolves.toMatch(/^Forms do not send from the preview/);
    // The form's own handler never ran: nothing was posted, and no error toast or failure line shows.
    await expect(preview.getByRole("alert").count()).resolves.toBe(0);
    await expect(preview.locator("#message-failed").isVisible()).resolves.toBe(false);
    expect(posts).toEqual([]);
  });

  it("renders a page with its service cards drawn from the services' own files", async () => {
    const { preview } = await openCms(`#/collections/pages/entries/services`);
    await preview.locator("h1").waitFor();
    // The services index shows each card in full, the service's AI advantage included.
    const local = yaml.load(fs.readFileSync(path.join(root, "data/services/local-seo.yaml"), "utf8")) as {
      title: string;
      aiFeature: string;
    };
    const card = preview.locator("article", { has: preview.getByRole("heading", { name: local.title, exact: true }) });
    await expect(card.innerText()).resolves.toContain(local.aiFeature.trim());
  });
});

describe("saving from the CMS", () => {
  it("refuses what the build would refuse, saying what to fix, and saves a valid entry to data/ without empty fields", async () => {
    const before = readRepoFile(SERVICE_FILE);
    const { page, preview } = await openCms(`#/collections/services/entries/local-seo`);
    await preview.locator("h1").waitFor();
    const hero = await openSection(page, "Hero (top of the page)");
    const cards = await openSection(page, "Feature cards");
    await setText(page, hero.getByLabel("Heading", { exact: true }), "Local search, handled");
    await setText(page, cards.getByLabel("Heading (optional)", { exact: true }), "Local search, handled");

    const problem =
      'sections[1].heading "Local search, handled" is already the heading of sections[0]; headings must be unique on a page';
    await preview.getByRole("status").filter({ hasText: problem }).waitFor();
    await publish(page);
    await page
      .getByText(`Not saved: ${SERVICE_FILE} would stop the site's build. Fix this and save again: ${problem}`)
      .first()
      .waitFor();
    expect(readRepoFile(SERVICE_FILE)).toBe(before);

    await setText(page, cards.getByLabel("Heading (optional)", { exact: true }), "Everything local search weighs up");
    await preview.getByRole("heading", { level: 2, name: "Everything local search weighs up" }).waitFor();
    await expect(problemsShown(preview)).resolves.toEqual([]);
    await publish(page);
    await page.getByText("Entry saved").first().waitFor();

    const saved = readRepoFile(SERVICE_FILE);
    const data = yaml.load(saved) as { sections: Array<{ heading?: string }> };
    expect(data.sections.slice(0, 2).map((s) => s.heading)).toEqual([
      "Local search, handled",
      "Everything local search weighs up",
    ]);
    expect(validateFile("service", { file: SERVICE_FILE, data })).toEqual([]);
    expect(saved).not.toMatch(/: ""$|: \[\]$/m);
  });
});
