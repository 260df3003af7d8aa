/**
 * The check opened to AI agents, as static files the build writes (agentApiStep, step.ts):
 * - /openapi.json, the check's API described in OpenAPI 3.1: `GET /api/site-check?url=…` and
 *   `GET /api/site-check/reports/{id}`, their answers' schemas made from api-schema.ts with
 *   z.toJSONSchema, their words from data/site-check.yaml (agents);
 * - /.well-known/api-catalog (RFC 9727), a Linkset (RFC 9264) linking that description
 *   (service-desc) and the check's page (service-doc) for the API, and the MCP endpoint with the
 *   same page;
 * - /.well-known/mcp/server-card.json, the MCP server's Server Card (server-card.ts);
 * - /.well-known/ard.json, the Agentic Resource Discovery manifest listing the API's description,
 *   the catalog and the Server Card (ard.ts).
 * Netlify serves them with their types from public/_headers; `npm run serve` from its preload
 * (serve-rewrite.ts).
 */
import fs from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { z } from "zod";
import type { SiteCheckFile } from "../content/schema";
import {
  AGENT_FILE_TYPES,
  API_CATALOG_PATH,
  API_VERSION,
  ARD_PATH,
  MCP_PATH,
  MCP_SERVER_CARD_PATH,
  OPENAPI_PATH,
} from "../content/agent-api";
import { CHECK_API_PATH, REPORT_API, REPORT_ID_PATTERN } from "../content/report-address";
import { writeHeadersBlock } from "../build/headers-file";
import type { PostBuildStep } from "../build/step";
import { NAMED_SCHEMAS } from "./api-schema";
import { CHECK_PAGE } from "./handler";
import { COMPARE_FIELDS } from "./compare-fields";
import { ardManifest } from "./ard";
import { mcpServerCard } from "./server-card";

/** What agents read about the check (data/site-check.yaml, agents). */
export type AgentWords = SiteCheckFile["agents"];

export const OPENAPI_VERSION = "3.1.0";

type Json = Record<string, unknown>;

/** Each named schema as JSON Schema (2020-12, OpenAPI 3.1's dialect), referring to the others under components/schemas. */
export function componentSchemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, io: "output" });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}

const ref = (name: keyof typeof NAMED_SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });

/** A response by its status: HTTP's own phrase as its description, JSON of `schema`, and Retry-After where the status asks for it. */
function response(status: number, schema: keyof typeof NAMED_SCHEMAS, extra: Json = {}): Json {
  const retry = status === 429 || status === 503;
  return {
    description: STATUS_CODES[status] ?? String(status),
    ...(retry
      ? { headers: { "Retry-After": { description: "Seconds", schema: { type: "integer", minimum: 0 } } } }
      : {}),
    content: { "application/json": { schema: ref(schema) }, ...extra },
  };
}

const html = { "text/html": { schema: { type: "string" } } };

export function openApiDocument(siteUrl: string, words: AgentWords): Json {
  const errors = (statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), response(s, "Error")]));
  return {
    openapi: OPENAPI_VERSION,
    info: { title: words.api.title, description: words.api.description, version: API_VERSION },
    servers: [{ url: siteUrl }],
    externalDocs: { url: `${siteUrl}${CHECK_PAGE}` },
    paths: {
      [CHECK_API_PATH]: {
        get: {
          operationId: "checkSite",
          summary: words.checkSite.title,
          description: words.checkSite.description,
          parameters: [
            {
              name: "url",
              in: "query",
              required: true,
              description: words.url,
              schema: { type: "string", minLength: 1, maxLength: 2048 },
            },
            // A comparison: up to two competitors' addresses, checked beside it (compare.ts).
            ...COMPARE_FIELDS.map((name) => ({
              name,
              in: "query",
              required: false,
              schema: { type: "string", maxLength: 2048 },
            })),
          ],
          responses: {
            // Asked for application/json (Accept), the report as JSON; otherwise a whole page.
            "200": response(200, "Report", html),
            ...errors([400, 403, 429, 500, 502, 503, 504]),
          },
        },
      },
      [`${REPORT_API}{id}`]: {
        get: {
          operationId: "getReport",
          summary: words.getReport.title,
          description: words.getReport.description,
          parameters: [
            {
              name: "id",
              in: "path",
              required: true,
              description: words.id,
              schema: { type: "string", pattern: REPORT_ID_PATTERN.source },
            },
          ],
          responses: { "200": response(200, "StoredReport"), ...errors([404, 503]) },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}

/** RFC 9727's api-catalog: one Linkset context for the check's HTTP API, one for its MCP endpoint. */
export function apiCatalog(siteUrl: string): Json {
  const doc = [{ href: `${siteUrl}${CHECK_PAGE}`, type: "text/html" }];
  return {
    linkset: [
      {
        anchor: `${siteUrl}${CHECK_API_PATH}`,
        "service-desc": [{ href: `${siteUrl}${OPENAPI_PATH}`, type: "application/json" }],
        "service-doc": doc,
      },
      // The MCP endpoint, with the check's page as its documentation.
      { anchor: `${siteUrl}${MCP_PATH}`, "service-doc": doc },
    ],
  };
}

const HEADERS_BLOCK = {
  start: "# The check's API for agents (src/lib/site-check/openapi.ts): start\n",
  end: "# The check's API for agents: end\n",
};

/** Netlify's headers for the files: their types, and readable from any origin (they hold nothing private). */
export function agentApiHeaders(): string {
  return Object.entries(AGENT_FILE_TYPES)
    .map(([route, type]) => `${route}\n  Content-Type: ${type}\n  Access-Control-Allow-Origin: *\n`)
    .join("");
}

export const agentApiStep: PostBuildStep = {
  name: "the check's API description, API catalog and discovery manifest",
  run({ publicDir, siteUrl, content, reporter }) {
    const words = content.siteCheck?.agents;
    if (!words) {
      reporter.info("No data/site-check.yaml: no API description, API catalog or discovery manifest written");
      return;
    }
    const write = (route: string, value: Json) => {
      const file = path.join(publicDir, route);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
    };
    write(OPENAPI_PATH, openApiDocument(siteUrl, words));
    write(API_CATALOG_PATH, apiCatalog(siteUrl));
    write(MCP_SERVER_CARD_PATH, { ...mcpServerCard(siteUrl, words) });
    write(ARD_PATH, { ...ardManifest(siteUrl, words) });
    writeHeadersBlock(publicDir, HEADERS_BLOCK, agentApiHeaders());
    reporter.info(`${OPENAPI_PATH}, ${API_CATALOG_PATH}, ${MCP_SERVER_CARD_PATH} and ${ARD_PATH} written`);
  },
};
