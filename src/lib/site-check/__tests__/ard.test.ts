/**
 * /.well-known/ard.json, the check's Agentic Resource Discovery manifest: valid to the ARD
 * conformance checks Lighthouse ships (its Agentic Browsing audit's own code, run on the file),
 * shaped as ARD v0.91 asks of the manifest at that address, listing only addresses the site
 * serves, written by the build with its type in _headers and served in it by `npm run serve`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { parseProject } from "../../project/load";
import type { StepContext } from "../../build/step";
import { API_CATALOG_PATH, ARD_PATH, MCP_PATH, MCP_SERVER_CARD_PATH, OPENAPI_PATH } from "../../content/agent-api";
import { ardManifest, type ArdEntry, type ArdManifest } from "../ard";
import { CHECK_PAGE } from "../handler";
import { agentApiStep } from "../openapi";
import { mcpServerCard } from "../server-card";
import { projectAgentWords } from "./project-words";
// Patches http.createServer as `npm run serve`'s preload does.
import "../serve-rewrite";

const SITE = "https://www.harbour.example";
const words = projectAgentWords();
const rootDir = path.resolve(__dirname, "../../../..");

type Json = Record<string, unknown>;

/**
 * Lighthouse's port of the ARD conformance test (third-party/ard/ard.js: the ai-catalog JSON Schema,
 * precompiled, then the URN, value-or-reference, representativeQueries and media-type checks), which
 * its ard-schema audit runs on a manifest it finds. An ES module, so run by Node beside Jest.
 */
function lighthouseConformance(manifest: unknown): { errors: string[]; warnings: string[] } {
  const tester = path.join(rootDir, "node_modules/lighthouse/third-party/ard/ard.js");
  const script = `
    const { pathToFileURL } = await import("node:url");
    const { ConformanceTester } = await import(pathToFileURL(process.argv[1]).href);
    const tester = new ConformanceTester();
    tester.validate_manifest(process.argv[2], "ard.json");
    const messages = (list) => list.map((m) => m.message);
    process.stdout.write(JSON.stringify({ errors: messages(tester.errors), warnings: messages(tester.warnings) }));
  `;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script, tester, JSON.stringify(manifest)], {
    encoding: "utf8",
  });
  return JSON.parse(out) as { errors: string[]; warnings: string[] };
}

/** Every address the manifest names: entries' `url`s, and the anchors and targets of inline Linksets. */
function addresses(manifest: ArdManifest): string[] {
  return manifest.entries.flatMap((entry) => {
    if (entry.url) return [entry.url];
    const linkset = (entry.data?.linkset ?? []) as Json[];
    return linkset.flatMap((context) => [
      String(context.anchor),
      ...Object.entries(context)
        .filter(([key]) => key !== "anchor")
        .flatMap(([, links]) => (links as { href: string }[]).map((link) => link.href)),
    ]);
  });
}

// A media type as RFC 6838 writes one (type/subtype, then `; name=value` parameters, a value token or quoted).
const TOKEN = "[A-Za-z0-9!#$&^_.+-]+";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?:; ?${TOKEN}=(?:${TOKEN}|"[^"]*"))*$`);

describe("the Agentic Resource Discovery manifest", () => {
  const manifest = ardManifest(SITE, words);

  it("passes the ARD conformance checks Lighthouse ships, which refuse a broken copy", () => {
    const { errors, warnings } = lighthouseConformance(manifest);
    expect(errors).toEqual([]);
    // Lighthouse 13.5 ports ARD v0.9's tester, which warns on any type outside its nine discovery
    // types (the Server Card's is one); v0.91's holds a well-formed application/* type
    // informational, and no other warning is left.
    expect(warnings).toEqual([
      expect.stringMatching(/^Media type 'application\/vnd\.oai\.openapi\+json' is not one of standard/),
      expect.stringMatching(/^Media type 'application\/linkset\+json; profile=.+' is not one of standard/),
    ]);

    const broken = (change: (entry: ArdEntry) => void): ArdManifest => {
      const copy = structuredClone(manifest);
      copy.entries.forEach(change);
      return copy;
    };
    const both = broken((entry) => (entry.data = {}));
    expect(lighthouseConformance(both).errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/both 'url' and 'data'/)]),
    );
    const unanchored = broken((entry) => (entry.identifier = "ai-search-check"));
    expect(lighthouseConformance(unanchored).errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/JSON Schema Validation Failed/)]),
    );
  });

  it("is what ARD v0.91 asks of /.well-known/ard.json: entries with the terms discovery needs", () => {
    expect(Array.isArray(manifest.entries)).toBe(true);
    for (const entry of manifest.entries) {
      // urn:air:<publisher>:<namespace>:<name>, the publisher the site's own host.
      expect(entry.identifier).toMatch(/^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$/);
      expect(entry.identifier.split(":")[2]).toBe("www.harbour.example");
      expect(entry.displayName).toEqual(expect.any(String));
      expect(entry.type).toMatch(MEDIA_TYPE);
      expect(entry.type.startsWith("application/")).toBe(true);
      // Value or reference: exactly one.
      expect([entry.url, entry.data].filter((v) => v !== undefined)).toHaveLength(1);
      if (entry.url) expect(new URL(entry.url).origin).toBe(SITE);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(manifest.entries.map((e) => e.identifier)).size).toBe(manifest.entries.length);
  });

  it("lists the API's description, the API catalog and the MCP endpoint, in the words llms.txt gives them", () => {
    const [api, catalog, mcp] = manifest.entries;
    expect(api).toMatchObject({
      displayName: words.api.title,
      description: words.api.description,
      type: "application/vnd.oai.openapi+json",
      url: `${SITE}${OPENAPI_PATH}`,
    });
    expect(catalog).toMatchObject({
      displayName: words.catalog.title,
      type: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      url: `${SITE}${API_CATALOG_PATH}`,
    });
    // The MCP server by its Server Card, as MCP's discovery selects it.
    expect(mcp).toMatchObject({
      displayName: words.mcp.title,
      type: "application/mcp-server-card+json",
      url: `${SITE}${MCP_SERVER_CARD_PATH}`,
      capabilities: ["check_site", "get_report"],
    });
    expect(mcp?.representativeQueries).toEqual(words.queries);
  });

  it("names only addresses the site serves: the OpenAPI file, the API catalog and the Server Card, which names the MCP Function and the check's page", () => {
    const paths = new Set(addresses(manifest).map((address) => address.slice(SITE.length)));
    expect([...paths].sort()).toEqual([API_CATALOG_PATH, MCP_SERVER_CARD_PATH, OPENAPI_PATH].sort());
    const card = mcpServerCard(SITE, words);
    expect([card.websiteUrl, ...card.remotes.map((remote) => remote.url)]).toEqual([
      `${SITE}${CHECK_PAGE}`,
      `${SITE}${MCP_PATH}`,
    ]);
    // The MCP endpoint is the Gatsby Function at src/api/mcp.ts; the check's page is src/pages/ai-search-check.tsx.
    expect(fs.existsSync(path.join(rootDir, `src${MCP_PATH}.ts`))).toBe(true);
    expect(fs.existsSync(path.join(rootDir, `src/pages${CHECK_PAGE.replace(/\/$/, "")}.tsx`))).toBe(true);
  });
});

describe("the build step", () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "agent-ard-"));
    fs.writeFileSync(path.join(publicDir, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const quiet = () => undefined;
  const context = (): StepContext => ({
    rootDir,
    publicDir,
    siteUrl: SITE,
    content: parseProject(rootDir),
    env: {},
    reporter: { info: quiet, warn: quiet, activityTimer: () => ({ start: quiet, setStatus: quiet, end: quiet }) },
  });

  it("writes the manifest beside the files it lists, with their types and open CORS in _headers", async () => {
    await agentApiStep.run(context());
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8")) as unknown;
    expect(read(ARD_PATH)).toEqual(ardManifest(SITE, words));
    expect(read(MCP_SERVER_CARD_PATH)).toEqual(mcpServerCard(SITE, words));
    for (const file of [OPENAPI_PATH, API_CATALOG_PATH]) expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    expect(headers).toContain(
      "/.well-known/ard.json\n  Content-Type: application/json; charset=utf-8\n  Access-Control-Allow-Origin: *\n",
    );
    expect(headers).toContain(
      "/.well-known/mcp/server-card.json\n  Content-Type: application/mcp-server-card+json\n  Access-Control-Allow-Origin: *\n",
    );
  });

  it("and `npm run serve` answers the manifest as JSON and the Server Card as its own type", async () => {
    await agentApiStep.run(context());
    const app = express();
    app.use(express.static(publicDir));
    const server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}${ARD_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(((await response.json()) as ArdManifest).entries).toHaveLength(3);
      const card = await fetch(`${base}${MCP_SERVER_CARD_PATH}`, {
        headers: { accept: "application/mcp-server-card+json" },
      });
      expect([card.status, card.headers.get("content-type")]).toEqual([200, "application/mcp-server-card+json"]);
      expect(await card.json()).toEqual(mcpServerCard(SITE, words));
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
