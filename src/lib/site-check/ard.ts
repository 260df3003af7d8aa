/**
 * /.well-known/ard.json: the check's doors for agents as an Agentic Resource Discovery manifest
 * (ARD v0.91, ards-project/ard-spec: §4 the entry, §5.1 the well-known address), which the build
 * writes beside the API's description and the API catalog (openapi.ts, agentApiStep).
 *
 * One entry per door, each with the terms an ARD entry must carry (a `urn:air:` identifier anchored
 * on the site's host, a display name, its artifact's media type, and exactly one of `url` or inline
 * `data`) and the 2-5 representativeQueries search services index it by; names and descriptions
 * are the ones llms.txt gives (data/site-check.yaml, agents):
 * - the OpenAPI description, by reference, as OpenAPI's registered type;
 * - the RFC 9727 API catalog, by reference, as the Linkset type it is served with;
 * - the MCP server, by its Server Card (server-card.ts), as the card's own media type: the entry
 *   MCP's discovery selects (the discovery document of modelcontextprotocol/experimental-ext-server-card),
 *   with the tools' names as its capabilities.
 * The OpenAPI description's and the catalog's types are not among the nine "standard discovery
 * types" the conformance tester Lighthouse 13.5 ships names, so it notes each (Low severity, its
 * ard-schema audit 0.9, which Lighthouse shows as passed); ARD v0.91 takes any registered type.
 * `specVersion` is the predecessor format's (ai-catalog 1.0), which ARD v0.91 ignores and which
 * keeps the file valid for readers of that format.
 */
import type { SiteCheckFile } from "../content/schema";
import {
  API_CATALOG_PATH,
  API_CATALOG_TYPE,
  CHECK_SITE_TOOL,
  GET_REPORT_TOOL,
  MCP_SERVER_CARD_PATH,
  MCP_SERVER_CARD_TYPE,
  OPENAPI_PATH,
} from "../content/agent-api";

/** The predecessor format's version (ai-catalog), required by its schema and ignored by ARD v0.91. */
export const ARD_SPEC_VERSION = "1.0";
/** OpenAPI's media type in the IANA registry (application/openapi+json is still an Internet-Draft). */
export const OPENAPI_MEDIA_TYPE = "application/vnd.oai.openapi+json";
/** The URN's namespace segment for the check's entries: urn:air:<host>:<namespace>:<name>. */
const NAMESPACE = "ai-search-check";

type Json = Record<string, unknown>;

export interface ArdEntry {
  identifier: string;
  displayName: string;
  type: string;
  url?: string;
  data?: Json;
  description: string;
  representativeQueries: string[];
  capabilities?: string[];
}

export interface ArdManifest {
  specVersion: string;
  entries: ArdEntry[];
}

/** The manifest for the site at `siteUrl` (its host anchors every identifier). */
export function ardManifest(siteUrl: string, words: SiteCheckFile["agents"]): ArdManifest {
  const host = new URL(siteUrl).hostname;
  const entry = (name: string, link: { title: string; description: string }) => ({
    identifier: `urn:air:${host}:${NAMESPACE}:${name}`,
    displayName: link.title,
    description: link.description,
    representativeQueries: [...words.queries],
  });
  return {
    specVersion: ARD_SPEC_VERSION,
    entries: [
      { ...entry("openapi", words.api), type: OPENAPI_MEDIA_TYPE, url: `${siteUrl}${OPENAPI_PATH}` },
      { ...entry("api-catalog", words.catalog), type: API_CATALOG_TYPE, url: `${siteUrl}${API_CATALOG_PATH}` },
      {
        ...entry("mcp", words.mcp),
        type: MCP_SERVER_CARD_TYPE,
        url: `${siteUrl}${MCP_SERVER_CARD_PATH}`,
        capabilities: [CHECK_SITE_TOOL, GET_REPORT_TOOL],
      },
    ],
  };
}
