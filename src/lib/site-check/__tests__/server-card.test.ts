/**
 * The MCP server's Server Card: valid against the format's published JSON Schema (a copy of
 * modelcontextprotocol/experimental-ext-server-card's schema.json at 8924e08, 2026-07-24, in
 * fixtures/), naming the site's MCP endpoint with the protocol versions the server negotiates, and
 * agreeing with what a client reads once connected (mcp.test.ts connects one).
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import schema from "./fixtures/mcp-server-card.schema.json";
import { MCP_PATH } from "../../content/agent-api";
import { SITE_URL } from "../../site-url";
import { CHECK_PAGE } from "../handler";
import { MCP_SERVER_NAME, mcpServerCard } from "../server-card";
import { projectAgentWords } from "./project-words";

const SITE = "https://www.harbour.example";
const words = projectAgentWords();

// As the format's repository checks its own examples (its validate-examples script): the document
// defines the card under $defs, and its root validates anything.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(schema, "server-card.schema.json");
const serverCard = ajv.getSchema("server-card.schema.json#/$defs/ServerCard");
if (!serverCard) throw new Error("The Server Card schema defines no ServerCard");
const validate = serverCard;
const problems = (card: unknown): string[] =>
  validate(card) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);

describe("the MCP Server Card", () => {
  const card = mcpServerCard(SITE, words);

  it("is valid against the Server Card schema, which refuses a card without a namespaced name or with another $schema", () => {
    expect(problems(card)).toEqual([]);
    expect(problems({ ...card, name: "ai-search-check" })).toEqual([
      expect.stringMatching(/^\/name must match pattern/),
    ]);
    expect(
      problems({ ...card, $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json" }),
    ).toEqual([expect.stringMatching(/^\/\$schema must match pattern/)]);
    const { version: _version, ...unversioned } = card;
    expect(problems(unversioned)).toEqual([expect.stringMatching(/must have required property 'version'/)]);
  });

  it("names the site's MCP endpoint over Streamable HTTP, with every protocol version the server negotiates, and the check's page", () => {
    expect(card.remotes).toEqual([
      {
        type: "streamable-http",
        url: `${SITE}${MCP_PATH}`,
        supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
      },
    ]);
    expect(card.remotes[0]?.supportedProtocolVersions).toContain(LATEST_PROTOCOL_VERSION);
    expect(card.websiteUrl).toBe(`${SITE}${CHECK_PAGE}`);
  });

  it("is named by the site's own domain, reversed, and worded as llms.txt words the MCP server", () => {
    expect(new URL(SITE_URL).hostname).toBe("www.harbouraiseo.com.au");
    expect(MCP_SERVER_NAME).toBe("au.com.harbouraiseo/ai-search-check");
    expect(card).toMatchObject({ name: MCP_SERVER_NAME, title: words.mcp.title, description: words.mcp.description });
  });
});
