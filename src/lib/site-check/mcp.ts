/**
 * POST /api/mcp: the AI search check for AI agents, as a Model Context Protocol server over
 * Streamable HTTP (the official SDK's web-standard transport), stateless and answering JSON: each
 * request gets its own server and transport, so any instance answers any request. Two tools:
 * - check_site (url): the very check `/api/site-check` runs (handleSiteCheck: the same fetcher,
 *   per-visitor limit, cache, running-checks cap and production's fail-closed rules, counted
 *   against the agent's address), the report kept and answered with its page's address; when that
 *   page offers the live answer check (an engine's key is set), `liveAnswers` says so, with the
 *   page's link and what the person gives there. It is never run through MCP: it is an enquiry, and
 *   an agent cannot give a person's consent to be contacted. No key set: nothing is said of it;
 * - get_report (id): a kept report, as `/api/site-check/reports/<id>` answers it.
 * A refusal (limit reached, an address the check will not fetch, an unknown report) is a tool
 * error whose text is the check's own sentence, its code and when to try again.
 *
 * No SSE stream is offered: GET (and every method but POST) is 405, as the transport's
 * specification allows. A request from a browser page of another origin (its Origin header) is
 * refused, against DNS rebinding; agents send none. A JSON-RPC batch (an array of messages) is
 * refused: the current MCP protocol has none, and one request must not make a hundred calls past
 * the limits. Both tools count against the visitor's limits: check_site the checks' (and their
 * one-at-a-time rule), get_report the reads' shared with the report's page and JSON. The tools' words are the editors'
 * (data/site-check.yaml, agents), handed to the Function by the build (content/function-data.ts).
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { CHECK_SITE_TOOL, GET_REPORT_TOOL, MCP_PATH } from "../content/agent-api";
import { REPORT_API } from "../content/report-address";
import type { Env } from "../env";
import { consoleLogger } from "../platform/log";
import { isOwnOrigin, siteOrigin, siteOrigins } from "../platform/origin";
import type { RateLimiter } from "../platform/rate-limit";
import type { VisitorHttpRequest } from "../platform/function";
import { header, type FunctionResult, type HttpRequest } from "../platform/result";
import { checkSiteToolSchema, storedReportSchema } from "./api-schema";
import { builtWords, handleSiteCheck, JSON_HEADERS, type SiteCheckDeps } from "./handler";
import { liveOfferForAgents } from "./live/report";
import { liveSection } from "./live/section";
import { configuredEngines } from "./live/settings";
import { reportStoreOf } from "./reports";
import { handedOver } from "../content/function-data";
import type { AgentWords } from "./openapi";
import { API_VERSION } from "../content/agent-api";
import { MCP_SERVER_NAME } from "./server-card";
import { handleStoredReport } from "./report-handler";

/** The request; its body is the JSON-RPC message(s), as the Function's body parser read them. */
export type McpRequest = VisitorHttpRequest;

export interface McpDeps extends SiteCheckDeps {
  /** The tools' words; by default those the build wrote into the Function. */
  agents?: AgentWords;
  /** Counts get_report's reads (report-handler.ts); by default limit.ts's for the settings. */
  readLimiter?: RateLimiter;
}

const defaultLog = consoleLogger("mcp");

/** The words the build handed the Function (content/function-data.ts), if it did. */
export const builtAgentWords = (): AgentWords | undefined => handedOver("siteCheckAgents");

/** A JSON-RPC error outside any request (the transport's own shape for them). */
const rpcError = (
  status: number,
  message: string,
  extra: Record<string, string> = {},
  code = -32000,
): FunctionResult => ({
  status,
  headers: { ...JSON_HEADERS, ...extra },
  body: { jsonrpc: "2.0", error: { code, message }, id: null },
});

/** JSON-RPC's "Invalid Request". */
const INVALID_REQUEST = -32600;

/** A check's answer as a tool's: the JSON as structured content and as text, or a tool error saying why. */
function toolResult(result: FunctionResult): CallToolResult {
  const body = result.body;
  if (result.status === 200 && typeof body === "object" && body !== null && !Array.isArray(body)) {
    const structured = body as Record<string, unknown>;
    return { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured };
  }
  const refusal = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const retry = Number(result.headers["Retry-After"]);
  return {
    isError: true,
    content: [
      {
        type: "text",
        text: JSON.stringify({
          error: refusal.error,
          code: refusal.code,
          status: result.status,
          ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
        }),
      },
    ],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A kept report's answer, with the live answer check's offer when its page makes one (live/section.ts
 * decides, as for the page: an engine configured and under today's cap). No engine's key set: the
 * answer as it was, and no store is asked. A store that cannot say costs only the offer.
 */
async function withLiveOffer(
  result: FunctionResult,
  env: Env,
  deps: McpDeps,
  words: AgentWords,
): Promise<FunctionResult> {
  const body = result.body;
  if (result.status !== 200 || !isRecord(body) || typeof body.id !== "string" || typeof body.reportUrl !== "string")
    return result;
  if (configuredEngines(env).length === 0) return result;
  const liveWords = (deps.words ?? builtWords())?.live;
  if (!liveWords) return result;
  try {
    const store = await reportStoreOf(deps.reports, env);
    const section =
      store && (await liveSection(store, { id: body.id }, env, liveWords, (deps.now ?? (() => new Date()))()));
    const offer = liveOfferForAgents(section, body.reportUrl, words.liveAnswers);
    return offer ? { ...result, body: { ...body, liveAnswers: offer } } : result;
  } catch (error) {
    (deps.log ?? defaultLog)(
      "warn",
      `the live answer check's offer not given: ${error instanceof Error ? error.message : String(error)}`,
    );
    return result;
  }
}

/** The MCP server for one request: the two tools, answering through the check's own handlers. */
export function checkServer(request: McpRequest, env: Env, deps: McpDeps, words: AgentWords): McpServer {
  const server = new McpServer(
    // As its Server Card gives them (server-card.ts): a client checks the card against these.
    { name: MCP_SERVER_NAME, title: words.mcp.title, version: API_VERSION },
    { instructions: words.api.description },
  );
  server.registerTool(
    CHECK_SITE_TOOL,
    {
      title: words.checkSite.title,
      description: words.checkSite.description,
      inputSchema: { url: z.string().min(1).max(2048).describe(words.url) },
      outputSchema: checkSiteToolSchema,
      annotations: { readOnlyHint: false, openWorldHint: true, destructiveHint: false },
    },
    async ({ url }) =>
      toolResult(
        await withLiveOffer(
          await handleSiteCheck(
            {
              method: "GET",
              headers: { accept: "application/json" },
              query: { url },
              ...(request.clientAddress !== undefined ? { clientAddress: request.clientAddress } : {}),
            },
            env,
            deps,
          ),
          env,
          deps,
          words,
        ),
      ),
  );
  server.registerTool(
    GET_REPORT_TOOL,
    {
      title: words.getReport.title,
      description: words.getReport.description,
      inputSchema: { id: z.string().min(1).max(64).describe(words.id) },
      outputSchema: storedReportSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) =>
      toolResult(
        await handleStoredReport(
          {
            method: "GET",
            headers: {},
            query: {},
            path: `${REPORT_API}${encodeURIComponent(id)}`,
            ...(request.clientAddress !== undefined ? { clientAddress: request.clientAddress } : {}),
          },
          env,
          "json",
          {
            ...(deps.reports !== undefined ? { reports: deps.reports } : {}),
            ...(deps.copy ? { copy: deps.copy } : {}),
            ...(deps.log ? { log: deps.log } : {}),
            ...(deps.now ? { now: deps.now } : {}),
            ...(deps.readLimiter ? { readLimiter: deps.readLimiter } : {}),
          },
        ),
      ),
  );
  return server;
}

/** The request's headers the transport reads, as web headers. */
function transportHeaders(request: HttpRequest): Headers {
  const headers = new Headers();
  for (const name of ["accept", "content-type", "mcp-protocol-version", "mcp-session-id"]) {
    const value = header(request, name);
    if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export async function handleMcp(request: McpRequest, env: Env, deps: McpDeps = {}): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  if (request.method.toUpperCase() !== "POST")
    // No SSE stream to open (GET) and no session to end (DELETE): Streamable HTTP's 405.
    return rpcError(405, "Method not allowed: this MCP server answers POST only.", { Allow: "POST" });
  const site = siteOrigin(env);
  const origin = "origin" in site ? site.origin : undefined;
  const own = siteOrigins(env);
  const from = header(request, "origin");
  if (from !== undefined && ("invalid" in own || !isOwnOrigin(from, own)))
    return rpcError(403, "Forbidden: another site's page may not call this.");
  if (Array.isArray(request.body) || (typeof request.body === "string" && request.body.trimStart().startsWith("[")))
    return rpcError(400, "Batches are not supported: send one JSON-RPC message per request.", {}, INVALID_REQUEST);
  const words = deps.agents ?? builtAgentWords();
  if (!words) {
    log(
      "error",
      "the MCP server has no words: the build did not write data/site-check.yaml's agents into the Function",
    );
    return rpcError(500, "Something went wrong on our side. Please try again shortly.");
  }
  const server = checkServer(request, env, { ...deps, log }, words);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(
      new Request(`${origin ?? "http://localhost"}${MCP_PATH}`, { method: "POST", headers: transportHeaders(request) }),
      { parsedBody: request.body },
    );
    const text = await response.text();
    return {
      status: response.status,
      headers: { ...Object.fromEntries(response.headers), "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
      ...(text === "" ? {} : { body: text }),
    };
  } finally {
    await server.close();
  }
}
