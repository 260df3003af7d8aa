/**
 * The MCP endpoint (src/api/mcp.ts) driven by the SDK's own client over Streamable HTTP: the real
 * Function mounted as `gatsby serve` mounts it (Gatsby's Functions middleware, as patched), the
 * reports kept in an embedded reports store handed over as `npm run serve` hands over its own, and a
 * stand-in site on 127.0.0.1 that the check reaches through SITE_CHECK_ALLOW_HOSTS.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { functionMiddlewares } from "gatsby/dist/internal-plugins/functions/middleware";
import type { IGatsbyFunction } from "gatsby/dist/redux/types";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { seedReportsStore } from "../../../../tests/support/embedded-template";
import { openEmbeddedReports } from "../report-store-embedded";
import { ReportStore, setHostReportStore } from "../report-store";
import { isReportId } from "../../content/report-address";
import { FALLBACK_COPY } from "../report-copy";
import { closeSiteCheckStores, resetSiteCheck } from "../handler";
import { handleStoredReport } from "../report-handler";
import { mcpServerCard } from "../server-card";
import { html, startFixtureSite, text, type FixtureSite } from "./fixture-site";
import { projectAgentWords, projectWords } from "./project-words";
import { handOver } from "../../../../tests/support/interests";

let dir: string;
let store: ReportStore;
let site: FixtureSite;
let server: Server;
let base: string;
const savedEnv = { ...process.env };
const agents = projectAgentWords();

const page = (title: string) =>
  html(
    `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="A stand-in site for the MCP test."></head><body><h1>${title}</h1><p>${"word ".repeat(300)}</p></body></html>`,
  );

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-check-mcp-"));
  store = new ReportStore(await openEmbeddedReports(seedReportsStore(path.join(dir, "reports"))));
  setHostReportStore(Promise.resolve(store));
  site = await startFixtureSite({
    "/": page("The home page"),
    "/second/": page("A second page"),
    "/third/": page("A third page"),
    "/robots.txt": text("User-agent: *\nAllow: /\n"),
  });
  const mcpFunction = {
    functionRoute: "mcp",
    absoluteCompiledFilePath: path.resolve(__dirname, "../../../api/mcp.ts"),
  } as IGatsbyFunction;
  const app = express();
  app.use("/api/*", ...functionMiddlewares({ getFunctions: () => [mcpFunction] }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Read per request, as on Netlify: the site's address, the stand-in site allowed, two checks an hour.
  process.env.SITE_URL = base;
  process.env.SITE_CHECK_ALLOW_HOSTS = site.hostPort;
  process.env.SITE_CHECK_RATE_LIMIT = "2";
  // What the build hands the Function (gatsby-node.ts onPreInit, content/function-data.ts).
  const { design, ...copy } = FALLBACK_COPY;
  handOver({ siteCheckWords: projectWords(), siteCheckAgents: agents, siteCheckCopy: copy, siteCheckDesign: design });
  resetSiteCheck();
}, 60_000);

afterAll(async () => {
  process.env = savedEnv;
  handOver();
  setHostReportStore(undefined);
  closeSiteCheckStores();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await site.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

async function connected(): Promise<Client> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`)));
  return client;
}

const textOf = (result: CallToolResult): string => {
  const first = result.content[0];
  return first?.type === "text" ? first.text : "";
};

describe("the MCP endpoint, as an agent's SDK client sees it", () => {
  it("lists check_site and get_report with the editors' words and the reports' schemas", async () => {
    const client = await connected();
    try {
      // As the Server Card gives them, which a client checks against the connection.
      const card = mcpServerCard(base, agents);
      expect(client.getServerVersion()).toMatchObject({ name: card.name, title: card.title, version: card.version });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(["check_site", "get_report"]);
      const check = tools.find((t) => t.name === "check_site");
      expect(check).toMatchObject({ title: agents.checkSite.title, description: agents.checkSite.description });
      expect(check?.inputSchema).toMatchObject({ required: ["url"], properties: { url: { description: agents.url } } });
      expect(check?.outputSchema?.required).toEqual(
        expect.arrayContaining(["address", "url", "checkedAt", "score", "categories", "findings"]),
      );
      expect(tools.find((t) => t.name === "get_report")?.description).toBe(agents.getReport.description);
      // The live answer check's offer is part of check_site's declared answer, present only when made.
      expect(check?.outputSchema?.properties).toHaveProperty("liveAnswers");
      expect(check?.outputSchema?.required).not.toContain("liveAnswers");
    } finally {
      await client.close();
    }
  });

  it("checks a site as the check does, keeps the report and reads it back by its id", async () => {
    const client = await connected();
    try {
      const checked = (await client.callTool({
        name: "check_site",
        arguments: { url: `${site.origin}/` },
      })) as CallToolResult;
      expect(checked.isError).toBeFalsy();
      const report = checked.structuredContent as {
        id: string;
        reportUrl: string;
        score: number;
        findings: unknown[];
        bots?: { rows: { outcome: string }[] };
        walk?: { pagesRead: number; needs: { need: string; status: string | null }[] };
        disagreements?: { pagesRead: number };
      };
      expect(isReportId(report.id)).toBe(true);
      expect(report.reportUrl).toBe(`${base}/ai-search-check/report/${report.id}/`);
      expect(report.score).toBeGreaterThan(0);
      expect(report.findings.length).toBeGreaterThan(10);
      // What each AI bot is served, in the tool's output (its schema checked by the SDK's client).
      expect(report.bots?.rows.map((r) => r.outcome)).toEqual(Array.from({ length: 11 }, () => "served"));
      // Could an AI agent hire you, and what the site says twice, in the tool's output too, each with its sample size.
      expect(report.walk?.pagesRead).toBe(1);
      expect(report.walk?.needs.map((n) => n.need)).toEqual(["what", "where", "price", "phone", "email", "enquire"]);
      expect(report.disagreements?.pagesRead).toBe(report.walk?.pagesRead);
      // The same JSON as text, for clients that read only text.
      expect(JSON.parse(textOf(checked))).toEqual(report);
      // No engine's key is set: nothing is said of the live answer check.
      expect(report).not.toHaveProperty("liveAnswers");
      expect(textOf(checked)).not.toContain("liveAnswers");
      // The stand-in site was fetched by the check's own fetcher, naming itself.
      expect(site.requests.find((r) => r.path === "/")?.headers["user-agent"]).toMatch(/^HarbourAISEO-SiteCheck\//);

      const read = (await client.callTool({ name: "get_report", arguments: { id: report.id } })) as CallToolResult;
      expect(read.isError).toBeFalsy();
      expect(read.structuredContent).toMatchObject({
        id: report.id,
        score: report.score,
        findings: report.findings,
        reportUrl: report.reportUrl,
      });
    } finally {
      await client.close();
    }
  });

  it("refuses clearly: an unknown report, an address the check will not fetch, and past the hourly limit", async () => {
    const client = await connected();
    try {
      const missing = (await client.callTool({
        name: "get_report",
        arguments: { id: "AAAAAAAAAAAAAAAAAAAAAA" },
      })) as CallToolResult;
      expect(missing.isError).toBe(true);
      expect(JSON.parse(textOf(missing))).toEqual({ error: FALLBACK_COPY.missingText, code: "not-found", status: 404 });

      const refused = (await client.callTool({
        name: "check_site",
        arguments: { url: "http://169.254.169.254/" },
      })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(JSON.parse(textOf(refused))).toMatchObject({ code: "address", status: 403 });

      // The first test's check was one of this visitor's two an hour; the same address again is the
      // kept report, not fetched again, but counted: it is kept again under an id of this agent's own.
      const again = (await client.callTool({
        name: "check_site",
        arguments: { url: `${site.origin}/` },
      })) as CallToolResult;
      expect(again.isError).toBeFalsy();
      const limited = (await client.callTool({
        name: "check_site",
        arguments: { url: `${site.origin}/third/` },
      })) as CallToolResult;
      expect(limited.isError).toBe(true);
      const refusal = JSON.parse(textOf(limited)) as { error: string; code: string; retryAfterSeconds: number };
      expect(refusal).toMatchObject({ code: "rate-limited", status: 429 });
      expect(refusal.error).toMatch(/2 checks in the last hour/);
      expect(refusal.retryAfterSeconds).toBeGreaterThan(3000);
      expect(site.requests.some((r) => r.path === "/third/")).toBe(false);
    } finally {
      await client.close();
    }
  });

  it("answers 405 to GET (no event stream) and 403 to another site's page", async () => {
    const get = await fetch(`${base}/api/mcp`, { headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const foreign = await fetch(`${base}/api/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        origin: "https://elsewhere.example",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(foreign.status).toBe(403);
  });

  it("refuses a JSON-RPC batch outright: one request cannot make a hundred calls", async () => {
    const batch = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: "2.0",
      id: i + 1,
      method: "tools/call",
      params: { name: "check_site", arguments: { url: `${site.origin}/batch-${i}/` } },
    }));
    const answer = await fetch(`${base}/api/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify(batch),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    expect(site.requests.some((r) => r.path.startsWith("/batch-"))).toBe(false);
  });

  it("counts get_report against the visitor's reads, the same count as the report's page and JSON", async () => {
    process.env.SITE_CHECK_READ_LIMIT = "3";
    const client = await connected();
    try {
      const read = async () =>
        (await client.callTool({ name: "get_report", arguments: { id: "BBBBBBBBBBBBBBBBBBBBBB" } })) as CallToolResult;
      for (let i = 0; i < 3; i += 1) expect(JSON.parse(textOf(await read()))).toMatchObject({ code: "not-found" });
      const refused = JSON.parse(textOf(await read())) as { code: string; status: number; retryAfterSeconds: number };
      expect(refused).toMatchObject({ code: "rate-limited", status: 429 });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      // The report's JSON and page, asked for by the same visitor, are past the same limit.
      for (const as of ["json", "page"] as const) {
        const direct = await handleStoredReport(
          {
            method: "GET",
            headers: {},
            query: {},
            path: "/api/site-check/reports/BBBBBBBBBBBBBBBBBBBBBB",
            clientAddress: "127.0.0.1",
          },
          { SITE_CHECK_READ_LIMIT: "3" },
          as,
          { reports: null, copy: FALLBACK_COPY, frame: null },
        );
        expect([as, direct.status, direct.headers["Retry-After"]]).toEqual([as, 429, expect.stringMatching(/^\d+$/)]);
      }
      // Another visitor reads on.
      const other = await handleStoredReport(
        {
          method: "GET",
          headers: {},
          query: {},
          path: "/api/site-check/reports/BBBBBBBBBBBBBBBBBBBBBB",
          clientAddress: "198.51.100.4",
        },
        { SITE_CHECK_READ_LIMIT: "3" },
        "json",
        { reports: null, copy: FALLBACK_COPY, frame: null },
      );
      expect(other.status).toBe(404);
    } finally {
      delete process.env.SITE_CHECK_READ_LIMIT;
      await client.close();
    }
  });

  it("says, when an engine's key is set, that the report's page offers the live answer check, and that it is not run here", async () => {
    // Perplexity's key alone offers it (its model has a default); the engine itself is never asked.
    Object.assign(process.env, { LIVE_ANSWERS_PERPLEXITY_API_KEY: "pplx-test", SITE_CHECK_RATE_LIMIT: "off" });
    const client = await connected();
    try {
      await client.listTools();
      const checked = (await client.callTool({
        name: "check_site",
        arguments: { url: `${site.origin}/second/` },
      })) as CallToolResult;
      expect(checked.isError).toBeFalsy();
      const report = checked.structuredContent as { id: string; reportUrl: string; liveAnswers?: unknown };
      expect(report.liveAnswers).toEqual({
        offered: true,
        url: `${base}/ai-search-check/report/${report.id}/#sc-live`,
        engines: ["perplexity"],
        needs: ["yourName", "email", "consent"],
        throughMcp: false,
        about: agents.liveAnswers,
      });
      expect(JSON.parse(textOf(checked))).toEqual(report);
      // The link leads to the form itself: the report's page offers it, posting to its own address.
      const offered = await handleStoredReport(
        { method: "GET", headers: {}, query: {}, path: `/api/site-check/reports/${report.id}` },
        { ...process.env, SITE_CHECK_READ_LIMIT: "off" },
        "page",
        { reports: store, copy: FALLBACK_COPY, frame: null },
      );
      expect(String(offered.body)).toContain(`action="/api/site-check/live/${report.id}"`);
    } finally {
      delete process.env.LIVE_ANSWERS_PERPLEXITY_API_KEY;
      process.env.SITE_CHECK_RATE_LIMIT = "2";
      await client.close();
    }
  });
});
