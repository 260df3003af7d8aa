/**
 * The check's API for agents as the build writes it: an OpenAPI 3.1 description a maintained
 * validator (@readme/openapi-parser) accepts, an RFC 9727 API catalog linking it, both in
 * public/ with their types in _headers for Netlify and served in them by `npm run serve`'s preload.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { compileErrors, validate } from "@readme/openapi-parser";
import { parseProject } from "../../project/load";
import type { StepContext } from "../../build/step";
import { agentApiStep, apiCatalog, openApiDocument } from "../openapi";
import { projectAgentWords } from "./project-words";
// Patches http.createServer as `npm run serve`'s preload does.
import "../serve-rewrite";

const SITE = "https://www.harbour.example";
const words = projectAgentWords();

type Json = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (typeof v === "object" && v !== null ? (v as Json)[k] : undefined), value);

describe("the OpenAPI description of the check's API", () => {
  const doc = openApiDocument(SITE, words);

  it("is valid OpenAPI 3.1 to a maintained validator, which refuses a broken copy", async () => {
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(doc.openapi).toBe("3.1.0");
    const broken = structuredClone(doc);
    delete (broken.info as Json).version;
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it("describes the check and a kept report, in the editors' words, with the reports' schemas", () => {
    expect(doc.info).toMatchObject({ title: words.api.title, description: words.api.description });
    expect(doc.servers).toEqual([{ url: SITE }]);
    const check = at(doc, "paths", "/api/site-check", "get") as Json;
    expect(check).toMatchObject({ operationId: "checkSite", summary: words.checkSite.title });
    expect(check.parameters).toEqual([
      expect.objectContaining({ name: "url", in: "query", required: true }),
      expect.objectContaining({ name: "compare1", in: "query", required: false }),
      expect.objectContaining({ name: "compare2", in: "query", required: false }),
    ]);
    expect(at(check, "responses", "200", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/Report",
    });
    expect(at(check, "responses", "429", "headers", "Retry-After")).toBeDefined();
    const report = at(doc, "paths", "/api/site-check/reports/{id}", "get") as Json;
    expect(report).toMatchObject({ operationId: "getReport", description: words.getReport.description });
    expect(at(report, "responses", "404", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/Error",
    });
    const schemas = at(doc, "components", "schemas") as Json;
    expect(Object.keys(schemas).sort()).toEqual(
      [
        "AgentWalk",
        "BotTable",
        "Changes",
        "Disagreements",
        "Error",
        "Finding",
        "LiveAnswers",
        "PageResult",
        "Report",
        "ReportRef",
        "SiteReport",
        "StoredReport",
        "Unread",
      ].sort(),
    );
    expect(at(schemas, "Report", "required")).toEqual(
      expect.arrayContaining(["address", "url", "checkedAt", "score", "categories", "findings"]),
    );
    expect(at(schemas, "StoredReport", "properties", "changes")).toEqual({ $ref: "#/components/schemas/Changes" });
    // What each AI bot is served: a report's own part, with each row's evidence and Cloudflare's setting.
    expect(at(schemas, "Report", "properties", "bots")).toMatchObject({ $ref: "#/components/schemas/BotTable" });
    expect(at(schemas, "BotTable", "properties", "rows", "items", "required")).toEqual(
      expect.arrayContaining(["name", "robots", "outcome", "status", "title", "detail", "evidence"]),
    );
    // Could an AI agent hire you, and what the site says twice: each a report's own part, with its evidence.
    expect(at(schemas, "Report", "properties", "walk")).toMatchObject({ $ref: "#/components/schemas/AgentWalk" });
    expect(at(schemas, "AgentWalk", "properties", "needs", "items", "required")).toEqual(
      expect.arrayContaining(["need", "status", "title", "evidence"]),
    );
    expect(at(schemas, "Report", "properties", "disagreements")).toMatchObject({
      $ref: "#/components/schemas/Disagreements",
    });
    expect(at(schemas, "Disagreements", "properties", "items", "items", "required")).toEqual(
      expect.arrayContaining(["kind", "places", "evidence"]),
    );
  });
});

describe("the API catalog (RFC 9727)", () => {
  it("links the API's description and its page, and the MCP endpoint", () => {
    expect(apiCatalog(SITE)).toEqual({
      linkset: [
        {
          anchor: `${SITE}/api/site-check`,
          "service-desc": [{ href: `${SITE}/openapi.json`, type: "application/json" }],
          "service-doc": [{ href: `${SITE}/ai-search-check/`, type: "text/html" }],
        },
        { anchor: `${SITE}/api/mcp`, "service-doc": [{ href: `${SITE}/ai-search-check/`, type: "text/html" }] },
      ],
    });
  });
});

describe("the build step", () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "agent-api-"));
    fs.writeFileSync(path.join(publicDir, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const rootDir = path.resolve(__dirname, "../../../..");
  const quiet = () => undefined;
  const context = (): StepContext => ({
    rootDir,
    publicDir,
    siteUrl: SITE,
    content: parseProject(rootDir),
    env: {},
    reporter: { info: quiet, warn: quiet, activityTimer: () => ({ start: quiet, setStatus: quiet, end: quiet }) },
  });
  const run = () => agentApiStep.run(context());

  it("writes both files, and their types into _headers once however often it runs", async () => {
    await run();
    await run();
    const openapi = JSON.parse(fs.readFileSync(path.join(publicDir, "openapi.json"), "utf8")) as Json;
    expect(openapi.openapi).toBe("3.1.0");
    const catalog = JSON.parse(fs.readFileSync(path.join(publicDir, ".well-known/api-catalog"), "utf8")) as Json;
    expect(catalog).toEqual(apiCatalog(SITE));
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    expect(headers.startsWith("/*\n  X-Frame-Options: DENY\n")).toBe(true);
    expect(headers.match(/^\/\.well-known\/api-catalog$/gm)).toHaveLength(1);
    expect(headers).toContain(
      '/.well-known/api-catalog\n  Content-Type: application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"\n',
    );
    expect(headers).toContain("/openapi.json\n  Content-Type: application/json; charset=utf-8\n");
  });

  it("and `npm run serve` answers the catalog as a Linkset, to GET and HEAD", async () => {
    await run();
    const app = express();
    app.use(express.static(publicDir));
    const server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const get = await fetch(`${base}/.well-known/api-catalog`);
      expect(get.status).toBe(200);
      expect(get.headers.get("content-type")).toBe(
        'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      );
      expect(((await get.json()) as { linkset: unknown[] }).linkset).toHaveLength(2);
      const head = await fetch(`${base}/.well-known/api-catalog`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toMatch(/^application\/linkset\+json/);
      const openapi = await fetch(`${base}/openapi.json`);
      expect(openapi.headers.get("content-type")).toBe("application/json; charset=utf-8");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
