/**
 * The MCP server's Server Card: what an MCP client reads before it connects (SEP-2127, Final, an
 * extension whose format is modelcontextprotocol/experimental-ext-server-card's schema.json): the
 * server's name, version, title and description, and its one remote, the Streamable HTTP endpoint
 * (src/api/mcp.ts) with the protocol versions it negotiates. The card lists no tools: a client
 * lists them once connected. The build writes it (openapi.ts, agentApiStep) at
 * MCP_SERVER_CARD_PATH, and the discovery manifest (ard.ts) names it by its media type.
 *
 * The card must not contradict what a connected client sees: the MCP server introduces itself
 * with the same name, title and version (mcp.ts, checkServer).
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { SiteCheckFile } from "../content/schema";
import { API_VERSION, MCP_PATH } from "../content/agent-api";
import { SITE_URL } from "../site-url";
import { CHECK_PAGE } from "./handler";

/** The schema a card names: the /v1/ Server Card schema, the only `$schema` the format accepts. */
export const SERVER_CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

/**
 * The server's name, in the card and in MCP's handshake: reverse DNS of the site's domain, a slash,
 * then the server (the card's format: `namespace/name`), e.g. au.com.harbouraiseo/ai-search-check.
 */
export const MCP_SERVER_NAME = `${new URL(SITE_URL).hostname
  .replace(/^www\./, "")
  .split(".")
  .reverse()
  .join(".")}/ai-search-check`;

export interface ServerCard {
  $schema: string;
  name: string;
  version: string;
  title: string;
  description: string;
  websiteUrl: string;
  remotes: Array<{ type: "streamable-http"; url: string; supportedProtocolVersions: string[] }>;
}

/** The card for the site at `siteUrl`, in the words llms.txt gives the MCP server (data/site-check.yaml, agents.mcp). */
export function mcpServerCard(siteUrl: string, words: SiteCheckFile["agents"]): ServerCard {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: MCP_SERVER_NAME,
    version: API_VERSION,
    title: words.mcp.title,
    description: words.mcp.description,
    websiteUrl: `${siteUrl}${CHECK_PAGE}`,
    remotes: [
      {
        type: "streamable-http",
        url: `${siteUrl}${MCP_PATH}`,
        supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
      },
    ],
  };
}
