/**
 * A kept report's two email asks over HTTP, through the real Functions mounted as `gatsby serve`
 * mounts them (Gatsby's Functions middleware, express's body parsers): the report's page, the
 * forms' Function and the unsubscribe link's, with embedded lead and report stores and a stand-in
 * for Resend on 127.0.0.1 (RESEND_BASE_URL) that records every email as the provider receives it.
 */
import path from "node:path";
import { resendError, startFakeResend, type FakeResend } from "../../../contact/__tests__/fake-resend";
import type { LeadStore } from "../../../leads/store";
import { FALLBACK_COPY } from "../../report-copy";
import type { ReportStore } from "../../report-store";
import { mountFunctions, type MountedFunctions } from "../../__tests__/mounted-functions";
import { saveReport } from "../../reports";
import type { Finding } from "../../run";
import { fill } from "../../words";
import { projectWords } from "../../__tests__/project-words";
import { looksLinkable } from "../compose";
import { MAX_DEVELOPER_TEXT_CHARS, NOTE_MAX_CHARS } from "../settings";

let mounted: MountedFunctions;
let dir: string;
let leads: LeadStore;
let reports: ReportStore;
let resend: FakeResend;
let base: string;
const savedEnv = { ...process.env };
const words = projectWords().emailAsks;
if (!words) throw new Error("data/site-check.yaml has no emailAsks");

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  mounted = await mountFunctions("email-asks", [
    ["site-check/email/[id]", "site-check/email/[id].ts"],
    ["site-check/report-page/[id]", "site-check/report-page/[id].ts"],
    ["unsubscribe", "unsubscribe.ts"],
  ]);
  ({ dir, leads, reports, base } = mounted);
  resend = await startFakeResend();
  Object.assign(process.env, {
    SITE_URL: base,
    SITE_CHECK_READ_LIMIT: "off",
    SITE_CHECK_EMAIL_LIMIT: "50",
    RESEND_API_KEY: "re_email_asks_test",
    RESEND_BASE_URL: resend.url,
    UNSUBSCRIBE_SECRET: "a-test-secret-of-more-than-thirty-two-characters",
    CONTACT_OUTBOX_DIR: path.join(dir, "outbox"),
  });
}, 60_000);
afterEach(() => resend.reset());
afterAll(async () => {
  process.env = savedEnv;
  await resend.close();
  await mounted.close();
  jest.restoreAllMocks();
});

const finding = (id: string, status: Finding["status"], title: string, counts = true): Finding => ({
  id,
  name: id,
  category: "indexing",
  status,
  counts,
  title,
  detail: "",
  why: "",
  action: "",
  service: { href: "/services/technical-seo-audits/", label: "Technical SEO Audits" },
  evidence: { kind: counts ? "documented" : "convention" },
});

const keptReport = () =>
  saveReport(reports, {
    address: "https://www.bondiplumbing.com.au/",
    url: "https://www.bondiplumbing.com.au/services/?utm_source=spam#x",
    checkedAt: "2026-11-28T01:02:00.000Z",
    score: 64,
    categories: [],
    findings: [
      finding("https", "fail", "The page is not served over https"),
      finding("noindex", "fail", "The page tells search engines not to index it"),
      finding("llms-txt", "fail", "No llms.txt", false),
      finding("title", "pass", "The page has a title"),
    ],
  });

interface Sent {
  from: string;
  to: string;
  subject: string;
  html?: string;
  text: string;
  reply_to?: string;
  headers?: Record<string, string>;
}

/** What the stand-in provider was sent, to one address. */
const sentTo = (address: string): Sent[] =>
  resend.requests.map((r) => JSON.parse(r.body) as Sent).filter((email) => email.to === address);

const ask = (
  id: string,
  fields: Record<string, string>,
  { json = true, origin = base }: { json?: boolean; origin?: string } = {},
) =>
  fetch(`${base}/api/site-check/email/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "sec-fetch-site": origin === base ? "same-origin" : "cross-site",
      ...(json ? { accept: "application/json" } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const emailMe = (id: string, email: string, options?: { json?: boolean; origin?: string }) =>
  ask(id, { ask: "me", email, consent: "yes", _gotcha: "" }, options);

const toDeveloper = (id: string, fields: { to: string; from: string; note?: string }, options?: { json?: boolean }) =>
  ask(id, { ask: "developer", note: "", _gotcha: "", ...fields }, options);

/** Every address a mail client would make a link of in a text: a scheme's, www's, or a bare domain's. */
const linksIn = (text: string): string[] => text.match(/\bhttps?:\/\/[^\s<>]+|\bwww\.[^\s<>]+/g) ?? [];

describe("Email me this report", () => {
  it("emails the report's link and summary with the unsubscribe headers, and keeps the address as an enquiry", async () => {
    const id = await keptReport();
    const page = await (await fetch(`${base}/api/site-check/report-page/${id}`)).text();
    // The form, after the closing band, an agent's tool that never sends itself.
    expect(page).toMatch(/class="sc-close"[\s\S]*<section class="sc-email"/);
    expect(page).toContain(`action="/api/site-check/email/${id}"`);
    expect(page).toMatch(/<form[^>]*toolname="email_report"[^>]*tooldescription="Emails this AI search check report/);
    expect(page).toMatch(/<form[^>]*toolname="email_report_to_developer"/);
    const forms = page.match(/<form[^>]*toolname="email_report[^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form).not.toContain("toolautosubmit");
    expect(page).toContain(`toolparamdescription="${words.me.agents.email.replaceAll("'", "&#x27;")}"`);

    const answer = await emailMe(id, "ada@bondiplumbing.com.au");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, message: words.me.sent });

    const [email, ...more] = sentTo("ada@bondiplumbing.com.au");
    // One email: the report. No enquiry confirmation besides it: the report is the answer.
    expect(more).toEqual([]);
    const reportUrl = `${base}/ai-search-check/report/${id}/`;
    expect(email?.subject).toBe("Your AI search check report: www.bondiplumbing.com.au scores 64/100");
    expect(email?.text).toContain(reportUrl);
    expect(email?.text).toContain("Score: 64/100");
    expect(email?.text).toContain(fill(FALLBACK_COPY.design.words.verdicts.average, { count: 3 }));
    expect(email?.text).toContain(
      "Fix first:\n- The page is not served over https\n- The page tells search engines not to index it",
    );
    expect(email?.text).toContain("1 more thing is worth fixing in the report.");
    // The site checked by its host alone: never the address with its path or query.
    expect(email?.text).not.toContain("utm_source");
    expect(email?.html).toContain(`href="${reportUrl}"`);
    const unsubscribe = email?.headers?.["List-Unsubscribe"] ?? "";
    expect(unsubscribe).toMatch(new RegExp(`^<${base}/api/unsubscribe\\?e=[A-Za-z0-9_-]+&t=[A-Za-z0-9_-]{43}>$`));
    expect(email?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(email?.text).toContain(unsubscribe.slice(1, -1));
    // Its links: the report, the unsubscribe link, and the site checked named by its host.
    expect(linksIn(email?.text ?? "").sort()).toEqual(
      [reportUrl, unsubscribe.slice(1, -1), "www.bondiplumbing.com.au"].sort(),
    );
    expect(email?.reply_to).toBe("hello@harbouraiseo.com.au");

    // Kept as an enquiry of its own kind, with the report and the consent word for word; the team told.
    const lead = (await leads.list({ limit: 50 })).find((l) => l.checkReport === id);
    expect(lead?.email).toBe("ada@bondiplumbing.com.au");
    expect(lead?.interest).toBe(words.me.interest);
    expect(lead?.message).toBe(
      "Asked for this report by email. Consent to be contacted: “Harbour AI SEO may contact me about this report.”",
    );
    expect(sentTo("hello@harbouraiseo.com.au")).toHaveLength(1);

    // Asked again: sent again, but one enquiry and one email to the team.
    resend.reset();
    expect((await emailMe(id, "ADA@bondiplumbing.com.au")).status).toBe(200);
    expect((await leads.list({ limit: 50 })).filter((l) => l.checkReport === id)).toHaveLength(1);
    expect(sentTo("hello@harbouraiseo.com.au")).toHaveLength(0);
  }, 60_000);

  it("without JavaScript: the post is sent back to the report's page, which says it was sent", async () => {
    const id = await keptReport();
    const answer = await emailMe(id, "grace@example.com.au", { json: false });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/ai-search-check/report/${id}/?emailed=me#sc-email-me`);
    expect(sentTo("grace@example.com.au")).toHaveLength(1);
    const page = await (await fetch(`${base}/api/site-check/report-page/${id}?emailed=me`)).text();
    expect(page).toMatch(new RegExp(`<p class="sc-email-status" role="status" data-sent="">${words.me.sent}</p>`));
  }, 60_000);

  it("refuses a missing consent at its field, and without JavaScript answers the page with what was typed", async () => {
    const id = await keptReport();
    const json = await ask(id, { ask: "me", email: "not-an-address" });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      ok: false,
      code: "invalid",
      errors: { email: words.errors.email, consent: words.errors.consent },
    });
    const form = await ask(id, { ask: "me", email: "lin@example.com.au" }, { json: false });
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain('value="lin@example.com.au"');
    expect(page).toContain(
      `<span class="sc-field-error" id="sc-email-me-consent-error">${words.errors.consent}</span>`,
    );
    expect(page).toMatch(/<input id="sc-email-me-consent"[^>]*aria-invalid="true"[^>]*autofocus=""/);
    expect(resend.requests).toHaveLength(0);
  }, 60_000);
});

describe("when the email cannot go", () => {
  it("says so and keeps what was typed, with JavaScript and without", async () => {
    const id = await keptReport();
    const refusals = () => resendError(500, "internal_server_error");
    // The provider refuses every attempt (three each): the team's email and the visitor's.
    resend.respondWith(...Array.from({ length: 6 }, refusals));
    const json = await toDeveloper(id, { to: "ops@agency.example", from: "owner@bondiplumbing.com.au", note: "Hi" });
    expect(json.status).toBe(503);
    expect(json.headers.get("retry-after")).toBe("60");
    expect(await json.json()).toEqual({ ok: false, code: "unavailable", error: words.errors.unavailable });
    resend.reset();
    resend.respondWith(...Array.from({ length: 6 }, refusals));
    const form = await toDeveloper(
      id,
      { to: "ops@agency.example", from: "owner@bondiplumbing.com.au", note: "Can you look at this?" },
      { json: false },
    );
    expect(form.status).toBe(503);
    const page = await form.text();
    expect(page).toContain('value="owner@bondiplumbing.com.au"');
    expect(page).toContain(">Can you look at this?</textarea>");
    expect(page).toContain(`role="status" data-error="">${words.errors.unavailable}</p>`);
  }, 60_000);
});

describe("the unsubscribe link", () => {
  it("asks first, unsubscribes on POST, and no later email goes to that address", async () => {
    const id = await keptReport();
    expect((await emailMe(id, "mary@example.com.au")).status).toBe(200);
    const link = (sentTo("mary@example.com.au")[0]?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);

    // Opening it (a mail scanner, a preview) unsubscribes no one: a page with one button.
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain("Stop every email from Harbour AI SEO to mary@example.com.au?");
    expect(page).toMatch(
      /<form action="\/api\/unsubscribe\?e=[^"]+" method="post"><input type="hidden" name="List-Unsubscribe"/,
    );
    expect((await emailMe(id, "mary@example.com.au")).status).toBe(200);

    // The mail client's one-click unsubscribe (RFC 8058): a POST from the provider, no Origin.
    const done = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Done: mary@example.com.au is unsubscribed.");

    resend.reset();
    const again = await emailMe(id, "Mary@Example.com.au");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      ok: false,
      code: "unsubscribed",
      errors: { email: words.errors.unsubscribed },
    });
    const developer = await toDeveloper(id, { to: "mary@example.com.au", from: "boss@example.com.au" });
    expect(developer.status).toBe(409);
    expect(resend.requests).toHaveLength(0);

    // A link we did not sign is refused, and changes nothing.
    const forged = new URL(link);
    forged.searchParams.set("e", Buffer.from("someone@example.com.au").toString("base64url"));
    const refused = await fetch(forged, { method: "POST" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(words.unsubscribe.invalid);
    expect((await emailMe(id, "someone@example.com.au")).status).toBe(200);
  }, 60_000);
});

describe("Email to my developer", () => {
  it("sends plain text only, bounded, naming the sender, with the report's link and nothing else to follow", async () => {
    const id = await keptReport();
    // As long as an address may be (254 characters), as the note is.
    const from = `${"o".repeat(63)}@${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(61)}.com.au`;
    expect(from).toHaveLength(254);
    const note = `Can you fix the two Fix first items this week? ${"Thanks! ".repeat(60)}`.slice(0, NOTE_MAX_CHARS);
    const answer = await toDeveloper(id, { to: "dev@agency.example", from, note });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, message: words.developer.sent });
    const [email] = sentTo("dev@agency.example");
    expect(email?.html).toBeUndefined();
    expect(email?.text.length).toBeLessThanOrEqual(MAX_DEVELOPER_TEXT_CHARS);
    expect(email?.subject).toBe(`${from} sent you their website's AI search check report`);
    expect(email?.text).toContain(`${from} asked Harbour AI SEO to send you the report on their website`);
    expect(email?.text).toContain(`Their note:\n${note.trim()}`);
    expect(email?.reply_to).toBe(from);
    const reportUrl = `${base}/ai-search-check/report/${id}/`;
    const unsubscribe = (email?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
    expect(unsubscribe).toMatch(new RegExp(`^${base}/api/unsubscribe\\?`));
    expect(email?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Nothing to follow but the report and the unsubscribe link: not the site checked, not a link of the note's.
    expect(linksIn(email?.text ?? "").sort()).toEqual([reportUrl, unsubscribe].sort());
    expect(looksLinkable(email?.text.replace(reportUrl, "").replace(unsubscribe, "").replaceAll(from, "") ?? "")).toBe(
      false,
    );
    // Nothing of it kept.
    expect(
      (await leads.list({ limit: 50 })).filter((l) => l.email === from || l.email === "dev@agency.example"),
    ).toEqual([]);
  }, 60_000);

  it("refuses a link in the note at its field, and keeps what was typed without JavaScript", async () => {
    const id = await keptReport();
    for (const note of [
      "See https://evil.example/x",
      "look at www.example.com",
      "go to cheap-pills.click now",
      "write to me at someone@example.com",
      "bit.ly/abc",
      "ex\u200Bample.com",
    ]) {
      const answer = await toDeveloper(id, { to: "dev@agency.example", from: "owner@bondiplumbing.com.au", note });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ ok: false, code: "invalid", errors: { note: words.errors.noteLink } });
    }
    const long = await toDeveloper(id, {
      to: "dev@agency.example",
      from: "owner@bondiplumbing.com.au",
      note: "a".repeat(NOTE_MAX_CHARS + 1),
    });
    expect(await long.json()).toEqual({
      ok: false,
      code: "invalid",
      errors: { note: `Please keep the note to ${NOTE_MAX_CHARS} characters.` },
    });
    const form = await toDeveloper(
      id,
      { to: "dev@agency.example", from: "owner@bondiplumbing.com.au", note: "Please see https://evil.example" },
      { json: false },
    );
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain('value="dev@agency.example"');
    expect(page).toContain(">Please see https://evil.example</textarea>");
    expect(page).toContain(`<span class="sc-field-error" id="sc-email-dev-note-error">`);
    expect(resend.requests).toHaveLength(0);
  }, 60_000);

  it("a report may go to developers three times a day", async () => {
    const id = await keptReport();
    for (const n of [1, 2, 3])
      expect((await toDeveloper(id, { to: `dev${n}@agency.example`, from: "owner@example.com.au" })).status).toBe(200);
    const fourth = await toDeveloper(id, { to: "dev4@agency.example", from: "owner@example.com.au" });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { code: string }).code).toBe("report-limited");
    expect(sentTo("dev4@agency.example")).toEqual([]);
  }, 60_000);
});

describe("abuse", () => {
  it("answers 429 with Retry-After once a visitor has asked for SITE_CHECK_EMAIL_LIMIT emails in a day", async () => {
    process.env.SITE_CHECK_EMAIL_LIMIT = "2";
    try {
      const first = await keptReport();
      const second = await keptReport();
      expect((await emailMe(first, "one@example.com.au")).status).toBe(200);
      expect((await toDeveloper(second, { to: "two@example.com.au", from: "one@example.com.au" })).status).toBe(200);
      const third = await emailMe(second, "three@example.com.au");
      expect(third.status).toBe(429);
      const retryAfter = Number(third.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      expect(await third.json()).toEqual({ ok: false, code: "rate-limited", error: words.errors.limited });
      expect(sentTo("three@example.com.au")).toEqual([]);
    } finally {
      process.env.SITE_CHECK_EMAIL_LIMIT = "50";
    }
  }, 60_000);

  it("refuses a post from another site's page, and answers a bot as a person while sending nothing", async () => {
    const id = await keptReport();
    const foreign = await emailMe(id, "victim@example.com.au", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const trapped = await ask(id, { ask: "me", email: "victim@example.com.au", consent: "yes", _gotcha: "spam" });
    expect(trapped.status).toBe(200);
    expect(resend.requests).toHaveLength(0);
    expect((await leads.list({ limit: 50 })).some((l) => l.email === "victim@example.com.au")).toBe(false);
  }, 60_000);
});
