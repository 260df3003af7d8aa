/**
 * The site through Netlify's own runtime, as a Deploy Preview: a plain copy of the site built and
 * served by Netlify's CLI offline (support/netlify-preview.ts, started before the suite), asked over
 * HTTP for what only Netlify does: the Edge Function, _headers and _redirects as a visitor gets
 * them, each Function in Netlify's Lambda runtime, and the scheduled Functions run once on request.
 * The preview is given the live site's secrets and stores, as Netlify gives a site's settings to
 * every context, and must act on none of them.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { NATIVE_OUTCOMES } from "../../src/lib/contact/options";
import { SITE_URL } from "../../src/lib/site-url";
import { FAKE_CODE, FAKE_TOKEN, startFakeGitHub, type FakeGitHub } from "../support/fake-github";
import { PREVIEW_GITHUB, previewSite, type PreviewSite } from "./support/netlify-preview";

let site: PreviewSite;
let github: FakeGitHub;
/** The email provider's API as the preview was told of it: every request it gets is recorded. */
const providerRequests: string[] = [];
let provider: http.Server;
/** A small site for the AI search check to check. */
let checked: http.Server;

const listen = (server: http.Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const close = (server: http.Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) {
      resolve();
      return;
    }
    server.closeAllConnections();
    server.close(() => resolve());
  });

beforeAll(async () => {
  site = await previewSite();
  github = await startFakeGitHub({ ...PREVIEW_GITHUB, port: site.ports.github });
  provider = http.createServer((req, res) => {
    providerRequests.push(`${req.method ?? ""} ${req.url ?? ""}`);
    req.resume();
    res.writeHead(200, { "content-type": "application/json" }).end('{"id":"never"}');
  });
  await listen(provider, site.ports.provider);
  checked = http.createServer((req, res) => {
    if (req.url === "/")
      return void res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          '<!doctype html><html lang="en-AU"><head><title>Bondi Plumbing</title><meta name="description" content="Plumbers in Bondi."></head><body><h1>Bondi Plumbing</h1><p>Blocked drains and hot water, fixed the same day across the eastern suburbs.</p></body></html>',
        );
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await listen(checked, site.ports.site);
}, 660_000);

afterAll(async () => {
  await github.close();
  await close(provider);
  await close(checked);
});

const get = (route: string, init: RequestInit = {}) => fetch(`${site.url}${route}`, { redirect: "manual", ...init });
const built = (file: string) => fs.readFileSync(path.join(site.root, "public", file), "utf8");
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

describe("the Markdown Edge Function on Netlify's edge", () => {
  it("answers a page asked for as Markdown with its twin, and a browser with the page, both varying with Accept", async () => {
    const twin = await get("/services/local-seo/", { headers: { accept: "text/markdown" } });
    expect(twin.status).toBe(200);
    expect(twin.headers.get("x-nf-edge-functions")).toBe("markdown-twin");
    expect(twin.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(twin.headers.get("vary")).toMatch(/Accept/i);
    expect(twin.headers.get("link")).toBe(`<${site.url}/services/local-seo/>; rel="canonical"`);
    expect(await twin.text()).toBe(built("services/local-seo/index.html.md"));

    const page = await get("/services/local-seo/", { headers: { accept: BROWSER } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("vary")).toMatch(/Accept/i);
    expect(await page.text()).toBe(built("services/local-seo/index.html"));

    const head = await get("/about/", { method: "HEAD", headers: { accept: "text/markdown" } });
    expect([head.status, head.headers.get("content-type"), await head.text()]).toEqual([
      200,
      "text/markdown; charset=utf-8",
      "",
    ]);
  });

  it("passes through what has no twin (a noindex page, a file) and never runs for the Functions", async () => {
    const noTwin = await get("/home-launch/", { headers: { accept: "text/markdown" } });
    expect(noTwin.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const llms = await get("/llms.txt", { headers: { accept: "text/markdown" } });
    expect(llms.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await llms.text()).toBe(built("llms.txt"));
    const fn = await get("/api/contact", { headers: { accept: "text/markdown" } });
    expect(fn.status).toBe(405);
    expect(fn.headers.get("x-nf-edge-functions")).toBeNull();
  });

  it("serves only this site: an address naming another host, asked for as Markdown, never reaches it", async () => {
    // Another host on this machine, with a twin of its own: every request it gets is recorded.
    const OTHER = "# Another host's page, which this site must never serve\n";
    const reached: string[] = [];
    const other = http.createServer((req, res) => {
      reached.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/markdown; charset=utf-8" }).end(OTHER);
    });
    await listen(other, 0);
    const address = other.address();
    const host = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    interface Answer {
      target: string;
      status: number;
      type: string;
      edge: string;
      body: string;
    }
    /** The path sent as written (fetch would tidy a backslash away), with the headers given. */
    const raw = (target: string, headers: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        // Netlify's CLI listens on 127.0.0.1 (scripts/netlify/loopback.cjs); the Host is the preview's own unless given.
        const { host: own, port } = new URL(site.url);
        const req = http.request(
          { host: "127.0.0.1", port, path: target, headers: { host: own, accept: "text/markdown", ...headers } },
          (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () =>
              resolve({
                target,
                status: res.statusCode ?? 0,
                type: res.headers["content-type"] ?? "",
                edge: String(res.headers["x-nf-edge-functions"] ?? ""),
                body,
              }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      });
    try {
      const answers: Answer[] = [];
      for (const target of [
        `//${host}/`,
        `/\\${host}/`,
        `/%2F%2F${host}/`,
        `/\\\\${host}`,
        `/%5C${host}/`,
        `/%09/${host}/`,
        `//${host}/x`,
        `///${host}/`,
        `/http://${host}/`,
        `//${host}/services/local-seo/`,
      ])
        answers.push(await raw(target));
      // The site's own page asked for under another host's name: the twin still comes from the site.
      answers.push(
        await raw("/services/local-seo/", { host }),
        await raw("/services/local-seo/", { "x-forwarded-host": host }),
      );
      expect(reached).toEqual([]);
      for (const answer of answers) {
        expect([answer.target, answer.edge, answer.body.includes(OTHER)]).toEqual([
          answer.target,
          "markdown-twin",
          false,
        ]);
        if (answer.type.startsWith("text/markdown"))
          expect([answer.target, answer.body]).toEqual([answer.target, built("services/local-seo/index.html.md")]);
      }
      // The answers to the site's own page named as another host are its twin.
      expect(answers.slice(-2).map((a) => [a.status, a.type])).toEqual([
        [200, "text/markdown; charset=utf-8"],
        [200, "text/markdown; charset=utf-8"],
      ]);
    } finally {
      await close(other);
    }
  });
});

describe("_headers and _redirects as a visitor gets them", () => {
  /** The Content-Security-Policy the build wrote for a page into _headers. */
  const policyOf = (route: string) => {
    const lines = built("_headers").split("\n");
    const at = lines.indexOf(route);
    return lines[at + 1]?.replace(/^\s+Content-Security-Policy: /, "");
  };

  it("gives each page its own Content-Security-Policy, the security headers once each, and its twin's address", async () => {
    for (const route of ["/", "/about/", "/contact/", "/ai-search-check/"]) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toBe(policyOf(route));
    }
    const about = await get("/about/");
    expect(about.headers.get("link")).toBe(`<${SITE_URL}/about/index.html.md>; rel="alternate"; type="text/markdown"`);
    expect(about.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(about.headers.get("x-content-type-options")).toBe("nosniff");
    expect(about.headers.get("x-frame-options")).toBe("DENY");
    expect(about.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const twin = await get("/about/index.html.md");
    expect(twin.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(twin.headers.get("link")).toBe(`<${SITE_URL}/about/>; rel="canonical"`);
  });

  it("serves the API catalog (RFC 9727), the check's OpenAPI description, the MCP Server Card and the discovery manifest to any origin, under the rules that type them", async () => {
    const catalog = await get("/.well-known/api-catalog");
    expect(catalog.status).toBe(200);
    expect(await catalog.text()).toBe(built(".well-known/api-catalog"));
    // The rule applies to the file as Netlify serves it (its other header shows it). Its Content-Type
    // is Netlify's CDN's to honour: Netlify's CLI lets its static server's guess from the file name
    // win over a Content-Type in _headers (github.com/netlify/cli/issues/990), so here the rule's
    // type is read from the built file and the type as served is build-output.test.ts's and openapi.test.ts's.
    expect(catalog.headers.get("access-control-allow-origin")).toBe("*");
    const rules = built("_headers");
    expect(rules).toContain(
      '/.well-known/api-catalog\n  Content-Type: application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"\n',
    );
    expect((await get("/.well-known/api-catalog", { method: "HEAD" })).status).toBe(200);
    const openapi = await get("/openapi.json");
    expect([openapi.status, openapi.headers.get("access-control-allow-origin")]).toEqual([200, "*"]);
    expect(openapi.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await openapi.json()) as { openapi: string }).openapi).toBe("3.1.0");
    // The MCP server's Server Card and the discovery manifest, likewise.
    for (const file of [".well-known/mcp/server-card.json", ".well-known/ard.json"]) {
      const served = await get(`/${file}`);
      expect([served.status, served.headers.get("access-control-allow-origin")]).toEqual([200, "*"]);
      expect(await served.text()).toBe(built(file));
    }
    expect(rules).toContain("/.well-known/mcp/server-card.json\n  Content-Type: application/mcp-server-card+json\n");
  });

  it("keeps a preview out of search engines: noindex on pages, twins and files, and a robots.txt that disallows all", async () => {
    for (const route of ["/", "/about/", "/about/index.html.md", "/llms.txt", "/favicon.svg", "/sitemap-index.xml"]) {
      const response = await get(route);
      expect([route, response.status, response.headers.get("x-robots-tag")]).toEqual([route, 200, "noindex, nofollow"]);
    }
    expect(await (await get("/robots.txt")).text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(await (await get("/about/")).text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("moves old addresses for good, and answers an unknown one with the 404 page and its status", async () => {
    for (const [from, to] of [
      ["/services/technical-seo", "/services/technical-seo-audits/"],
      ["/services/content-strategy/", "/services/content-strategy-creation/"],
    ] as const) {
      const moved = await get(from);
      expect([from, moved.status, new URL(moved.headers.get("location") ?? "", site.url).pathname]).toEqual([
        from,
        301,
        to,
      ]);
    }
    const missing = await get("/a-page-that-never-was/", { headers: { accept: BROWSER } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(built("404.html"));
  });
});

describe("the Functions in Netlify's Lambda runtime, on a preview", () => {
  const person = {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com.au",
    message: "Call me about local SEO.",
  };
  const same = () => ({ origin: site.url, "sec-fetch-site": "same-origin", "content-type": "application/json" });

  it("the contact form keeps and sends nothing, and says so; a wrong field still gets its message", async () => {
    const json = await get("/api/contact", {
      method: "POST",
      headers: same(),
      body: JSON.stringify(person),
    });
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({
      ok: false,
      error: expect.stringMatching(/preview .* not delivered or kept/) as string,
    });
    const form = await get("/api/contact", {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(person).toString(),
    });
    expect([form.status, form.headers.get("location")]).toEqual([303, NATIVE_OUTCOMES.failed]);
    const wrong = await get("/api/contact", {
      method: "POST",
      headers: same(),
      body: JSON.stringify({ ...person, email: "not an address" }),
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(((await wrong.json()) as { errors: Record<string, string> }).errors)).toEqual(["email"]);
    // Nothing reached the email provider the live key names, and nothing was written for later.
    expect(providerRequests).toEqual([]);
    expect(fs.existsSync(path.join(site.root, "outbox"))).toBe(false);
  });

  it("the AI search check checks a site, and refuses a private address", async () => {
    const report = await get(
      `/api/site-check?${new URLSearchParams({ url: `http://127.0.0.1:${site.ports.site}/` })}`,
      {
        headers: { accept: "application/json" },
      },
    );
    expect(report.status).toBe(200);
    const body = (await report.json()) as { url: string; score: number; findings: unknown[] };
    expect(body.url).toBe(`http://127.0.0.1:${site.ports.site}/`);
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.findings.length).toBeGreaterThan(5);
    const refused = await get(`/api/site-check?${new URLSearchParams({ url: "http://169.254.169.254/latest/" })}`, {
      headers: { accept: "application/json" },
    });
    expect(refused.status).toBe(403);
  });

  it("a kept report's address reaches its Function through the build's rewrite; a preview keeps no report", async () => {
    const report = await get(
      `/api/site-check?${new URLSearchParams({ url: `http://127.0.0.1:${site.ports.site}/` })}`,
      {
        headers: { accept: "application/json" },
      },
    );
    expect(report.status).toBe(200);
    // No store on a preview (the live database is never its): the report is answered, not kept.
    expect(((await report.json()) as { id?: string }).id).toBeUndefined();
    const id = "AAAAAAAAAAAAAAAAAAAAAA";
    const page = await get(`/ai-search-check/report/${id}/`);
    expect(page.status).toBe(404);
    // The report Function's own page (the report page's frame), not the site's 404 page nor the frame as a file.
    const html = await page.text();
    expect(html).toContain("This report is not here");
    expect(html).toMatch(/<header[\s\S]*<footer/);
    const json = await get(`/api/site-check/reports/${id}`);
    expect([json.status, ((await json.json()) as { code: string }).code]).toEqual([404, "not-found"]);
  });

  it("a report's email asks and live answer check run in Netlify's runtime and send, keep and ask nothing: no report is kept on a preview", async () => {
    const id = "AAAAAAAAAAAAAAAAAAAAAA";
    const email = await get(`/api/site-check/email/${id}`, {
      method: "POST",
      headers: { ...same(), accept: "application/json" },
      body: JSON.stringify({ ask: "me", email: "grace@example.com.au", consent: "yes" }),
    });
    expect(email.status).toBe(503);
    expect(((await email.json()) as { ok: boolean; code: string }).code).toBe("unavailable");
    // No engine's key on a preview: the live check is not offered, and its form's address is not there.
    const live = await get(`/api/site-check/live/${id}`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ yourName: "Grace Hopper", email: "grace@example.com.au", consent: "yes" }).toString(),
    });
    expect(live.status).toBe(404);
    // A preview never has the live site's UNSUBSCRIBE_SECRET: no link signed for the live site works here.
    const unsubscribe = await get(`/api/unsubscribe?${new URLSearchParams({ e: "grace@example.com.au", t: "x" })}`);
    expect(unsubscribe.status).toBe(400);
    expect(await unsubscribe.text()).toMatch(/<header[\s\S]*<footer/);
    expect(providerRequests).toEqual([]);
    expect(fs.existsSync(path.join(site.root, "outbox"))).toBe(false);
  });

  it("the MCP endpoint answers an agent in Netlify's Lambda runtime: its tools listed, GET refused with 405", async () => {
    const rpc = (body: unknown) =>
      get("/api/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify(body),
      });
    const init = await rpc({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
    });
    expect(init.status).toBe(200);
    // The name its Server Card gives, served beside it.
    const card = JSON.parse(built(".well-known/mcp/server-card.json")) as { name: string };
    expect(((await init.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
      card.name,
    );
    const list = await rpc({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    expect(list.status).toBe(200);
    const { tools } = ((await list.json()) as { result: { tools: Array<{ name: string }> } }).result;
    expect(tools.map((t) => t.name).sort()).toEqual(["check_site", "get_report"]);
    const stream = await get("/api/mcp", { headers: { accept: "text/event-stream" } });
    expect([stream.status, stream.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it("the CMS login signs an editor in through GitHub for the site's origin, and refuses a forged state", async () => {
    github.reset();
    const start = await get("/api/cms/auth?provider=github&scope=repo");
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${site.url}/api/cms/callback`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    const cookie = (start.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^cms_oauth_state=/);
    // GitHub sends the editor back with a code (the stand-in does it at once).
    const back = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(back.headers.get("location") ?? "");
    expect(callback.searchParams.get("code")).toBe(FAKE_CODE);
    const done = await get(`${callback.pathname}${callback.search}`, { headers: { cookie } });
    expect(done.status).toBe(200);
    const page = await done.text();
    expect(page).toContain(JSON.stringify(site.url));
    expect(page).toContain(
      JSON.stringify(`authorization:github:success:${JSON.stringify({ token: FAKE_TOKEN, provider: "github" })}`),
    );
    expect(page).not.toContain(PREVIEW_GITHUB.clientSecret);

    const forged = await get(`/api/cms/callback?code=${FAKE_CODE}&state=forged`, { headers: { cookie } });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("authorization:github:error:");
  });

  it("the team's page of enquiries lets no one in: a preview reaches no lead", async () => {
    const leads = await get("/api/leads", { headers: { origin: site.url, "sec-fetch-site": "same-origin" } });
    expect(leads.status).toBe(503);
    expect(leads.headers.get("cache-control")).toBe("no-store");
    expect(await leads.json()).toEqual({ signIn: "no-store" });
    const link = await get("/api/leads/login", {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: "token=a-link-nobody-was-given",
    });
    expect([link.status, link.headers.get("location")]).toEqual([303, "/admin/leads/?signin=no-store"]);
    const event = await get("/api/leads/email-events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "email.bounced", data: { email_id: "x" } }),
    });
    expect(event.status).toBeGreaterThanOrEqual(400);
  });
});

describe("the scheduled Functions, run once on request", () => {
  it("rebuild nothing and touch no store from a preview", async () => {
    const publish = await get("/.netlify/functions/publish-scheduled", { method: "POST" });
    expect(publish.status).toBe(200);
    expect(await publish.json()).toEqual({ outcome: "preview", due: [] });
    const jobs = await get("/.netlify/functions/leads-jobs", { method: "POST" });
    expect(jobs.status).toBe(204);
  });
});
