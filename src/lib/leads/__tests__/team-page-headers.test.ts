/**
 * The team's page of enquiries is the strictest page of the site: its own Content-Security-Policy
 * (no inline or evaluated script, nothing but the site itself to talk to, nothing may frame it),
 * never the CMS's though both live under /admin/, sent alike on Netlify (the adapter's rules from
 * gatsby-config.ts, netlify.toml) and by `npm run serve`; and the page runs under it.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parse } from "smol-toml";
// Gatsby's own matcher for gatsby-config's headers, as its adapter applies them to each file.
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers";
import { adminPolicy } from "../../seo/csp";
import { TEAM_PAGE_HEADERS, TEAM_PAGE_POLICY } from "../team-page";
import { htmlElements } from "../../build/html-elements";
import { githubBackend } from "../../cms/config";
import { SITE_URL } from "../../site-url";
import config from "../../../../gatsby-config";
// Patches http.createServer as `npm run serve`'s preload does.
import "../serve-headers";

const root = path.resolve(__dirname, "../../../..");
const pageDir = path.join(root, "static/admin/leads");

/** The policy's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe("the team page's Content-Security-Policy", () => {
  it("runs only the site's own script files, talks and posts only to the site, and cannot be framed", () => {
    const policy = directives(TEAM_PAGE_POLICY);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(TEAM_PAGE_POLICY).not.toMatch(/unsafe-|data:|blob:|https?:/);
  });

  it("is what Netlify sends with the page and its files, never the CMS's, which /admin/ keeps", () => {
    const matcher = createHeadersMatcher(config.headers, "");
    const headersOf = (file: string) =>
      Object.fromEntries(matcher(file, []).map(({ key, value }) => [key, value])) as Record<string, string>;
    const cms = adminPolicy(githubBackend(SITE_URL, process.env).api_root);
    for (const file of ["/admin/leads/index.html", "/admin/leads/leads.js", "/admin/leads/leads.css"]) {
      const headers = headersOf(file);
      expect(headers).toMatchObject(TEAM_PAGE_HEADERS);
      // Once: a second spelling would be a second header, and the CMS's policy a second policy.
      expect(Object.keys(headers).filter((key) => key.toLowerCase() === "content-security-policy")).toHaveLength(1);
      expect(Object.values(headers)).not.toContain(cms);
    }
    expect(headersOf("/admin/index.html")["Content-Security-Policy"]).toBe(cms);

    // netlify.toml's rule for the page's own address says the same.
    const toml = parse(fs.readFileSync(path.join(root, "netlify.toml"), "utf8")) as {
      headers?: Array<{ for: string; values: Record<string, string> }>;
    };
    expect(toml.headers?.find((rule) => rule.for === "/admin/leads/*")?.values).toEqual(TEAM_PAGE_HEADERS);
  });

  it("is what `npm run serve` sends with the page and its files, and with nothing else", async () => {
    const server = http.createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("file"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const route of ["/admin/leads/", "/admin/leads/?signin=expired", "/admin/leads/leads.js", "/admin/leads"]) {
        const response = await fetch(`${base}${route}`);
        expect(response.headers.get("content-security-policy")).toBe(TEAM_PAGE_POLICY);
        expect(response.headers.get("x-robots-tag")).toBe(TEAM_PAGE_HEADERS["X-Robots-Tag"]);
      }
      for (const route of ["/admin/", "/contact/", "/admin/leadsx/"]) {
        expect((await fetch(`${base}${route}`)).headers.get("content-security-policy")).toBeNull();
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("lets the page run: no inline script, style or handler, and only files of the site's own", () => {
    const html = fs.readFileSync(path.join(pageDir, "index.html"), "utf8");
    const elements = htmlElements(html);
    expect(elements.filter((e) => e.name === "script").map((e) => e.attributes.src)).toEqual(["/admin/leads/leads.js"]);
    expect(elements.filter((e) => e.name === "style")).toEqual([]);
    for (const element of elements) {
      expect(element.attributes.style).toBeUndefined();
      expect(Object.keys(element.attributes).filter((name) => name.startsWith("on"))).toEqual([]);
      for (const url of [element.attributes.src, element.attributes.href].filter((u) => u !== undefined))
        expect(url).toMatch(/^\/(?!\/)/);
    }
    const script = fs.readFileSync(path.join(pageDir, "leads.js"), "utf8");
    // What 'unsafe-eval' or 'unsafe-inline' would be needed for, or style-src would refuse.
    expect(script).not.toMatch(
      /\beval\(|new Function\(|setTimeout\(\s*["'`]|innerHTML|\.setAttribute\(\s*["']style|cssText/,
    );
    expect(fs.readFileSync(path.join(pageDir, "leads.css"), "utf8")).not.toMatch(/url\(|@import/);
  });
});
