/**
 * Where AI agents find the AI search check: its API's OpenAPI description, the API catalog
 * (RFC 9727) that links it, the MCP endpoint and its Server Card, and the Agentic Resource
 * Discovery manifest that lists them. Protocol identifiers, not copy: the words agents
 * read about them are in data/site-check.yaml (agents). Nothing here imports anything, so the
 * check, llms.txt (answers/) and `npm run serve`'s preload all name the same addresses.
 */

/**
 * The check's API described in OpenAPI 3.1, a static file the build writes: at the root, as is
 * common (FastAPI's default), where robots.txt lets every reader in (it keeps crawlers out of /api/).
 */
export const OPENAPI_PATH = "/openapi.json";
export const OPENAPI_TYPE = "application/json; charset=utf-8";
/** The check's API's version, in its OpenAPI description, MCP's handshake and the Server Card: its major number changes only when an answer loses or changes a field. */
export const API_VERSION = "1.0.0";

/** RFC 9727's well-known address, a static file the build writes. */
export const API_CATALOG_PATH = "/.well-known/api-catalog";
/** RFC 9727: a Linkset (RFC 9264) in JSON, the RFC's address as its profile. */
export const API_CATALOG_PROFILE = "https://www.rfc-editor.org/info/rfc9727";
export const API_CATALOG_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`;

/**
 * Agentic Resource Discovery's manifest (ARD v0.91, §5.1: the well-known address its consumers try
 * first, before the predecessor /.well-known/ai-catalog.json), a static file the build writes. The
 * draft names no media type for it; JSON, as its JSON-LD entries may be read as.
 */
export const ARD_PATH = "/.well-known/ard.json";
export const ARD_TYPE = "application/json; charset=utf-8";

/**
 * The MCP server's Server Card (SEP-2127; its format: modelcontextprotocol/experimental-ext-server-card),
 * a static file the build writes. The card may live at any address the catalog names; this is the
 * one discovery tools also probe without a catalog (a GET of the endpoint itself opens a stream).
 */
export const MCP_SERVER_CARD_PATH = "/.well-known/mcp/server-card.json";
export const MCP_SERVER_CARD_TYPE = "application/mcp-server-card+json";

/** The static files and the types they are served with (Netlify: public/_headers; `npm run serve`: its preload). */
export const AGENT_FILE_TYPES: Readonly<Record<string, string>> = {
  [OPENAPI_PATH]: OPENAPI_TYPE,
  [API_CATALOG_PATH]: API_CATALOG_TYPE,
  [ARD_PATH]: ARD_TYPE,
  [MCP_SERVER_CARD_PATH]: MCP_SERVER_CARD_TYPE,
};

/** The MCP server (Streamable HTTP), a Gatsby Function (src/api/mcp.ts). */
export const MCP_PATH = "/api/mcp";

/** The MCP tools' names: what an agent calls. */
export const CHECK_SITE_TOOL = "check_site";
export const GET_REPORT_TOOL = "get_report";
