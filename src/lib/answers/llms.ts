/**
 * /llms.txt and /llms-full.txt (https://llmstxt.org/): the site's name as the H1, the agency in a
 * blockquote, a few plain lines on whom it serves, then a list per part of the site, each entry
 * linking a page's Markdown twin with one line on what it holds. "Optional" is the format's name
 * for what a reader short of context may skip. llms-full.txt is every twin in one file.
 */
import type { Site, SiteCheckFile } from "../content/schema";
import { API_CATALOG_PATH, ARD_PATH, MCP_PATH, MCP_SERVER_CARD_PATH, OPENAPI_PATH } from "../content/agent-api";
import { blocks, escapeText, twinPath } from "./markdown";
import type { TwinDocument } from "./documents";

/** The lists of llms.txt, in order, and the group of twins each lists. */
const LISTS: ReadonlyArray<{ title: string; groups: ReadonlyArray<TwinDocument["group"]> }> = [
  { title: "Services", groups: ["services"] },
  { title: "Insights", groups: ["insights"] },
  { title: "Case studies", groups: ["caseStudies"] },
  { title: "Company", groups: ["home", "company"] },
  { title: "Optional", groups: ["optional"] },
];

export const twinUrl = (siteUrl: string, route: string): string => `${siteUrl}${twinPath(route)}`;

/** The agency in a few lines: its description as the summary, then its tagline and whom and where it serves (data/site.yaml). */
function header(site: Site): string {
  const { contact } = site;
  return blocks([
    `# ${escapeText(site.name)}`,
    `> ${escapeText(site.description)}`,
    [
      site.tagline,
      contact.areaServed,
      `${contact.streetAddress}, ${contact.locality} ${contact.region} ${contact.postcode}, ${contact.country}`,
      contact.email,
    ]
      .map(escapeText)
      .join("\n"),
  ]);
}

const entry = (siteUrl: string, doc: TwinDocument): string =>
  `- [${escapeText(doc.title)}](${twinUrl(siteUrl, doc.route)}): ${escapeText(doc.description)}`;

/** The AI search check's doors for agents (data/site-check.yaml, agents): its API's description, the API catalog, the MCP server and its Server Card, and the discovery manifest listing them. */
export type AgentWords = SiteCheckFile["agents"];

function agentList(siteUrl: string, agents: AgentWords): string {
  const lines = [
    [agents.api, OPENAPI_PATH],
    [agents.catalog, API_CATALOG_PATH],
    [agents.mcp, MCP_PATH],
    [agents.serverCard, MCP_SERVER_CARD_PATH],
    [agents.ard, ARD_PATH],
  ] as const;
  return `## ${escapeText(agents.heading)}\n\n${lines
    .map(([words, path]) => `- [${escapeText(words.title)}](${siteUrl}${path}): ${escapeText(words.description)}`)
    .join("\n")}`;
}

/** llms.txt; with the check's words for agents, a list naming its API's doors, before Optional. */
export function llmsTxt(site: Site, documents: readonly TwinDocument[], siteUrl: string, agents?: AgentWords): string {
  const lists = LISTS.flatMap(({ title, groups }) => {
    const docs = groups.flatMap((group) => documents.filter((d) => d.group === group));
    return docs.length > 0 ? [{ title, text: `## ${title}\n\n${docs.map((d) => entry(siteUrl, d)).join("\n")}` }] : [];
  });
  const texts = lists.map((list) => list.text);
  if (agents) {
    const optional = lists.findIndex((list) => list.title === "Optional");
    texts.splice(optional === -1 ? texts.length : optional, 0, agentList(siteUrl, agents));
  }
  return `${blocks([header(site), ...texts])}\n`;
}

/** Every twin after the same header, each under a rule and the address of the page it is the twin of. */
export function llmsFullTxt(site: Site, documents: readonly TwinDocument[], siteUrl: string): string {
  const pages = documents.map((doc) => blocks(["---", `<${siteUrl}${doc.route}>`, doc.markdown]));
  return `${blocks([header(site), ...pages])}\n`;
}
