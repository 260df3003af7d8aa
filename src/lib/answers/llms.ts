/**
 * /llms.txt and /llms-full.txt (https://llmstxt.org/): the site's name as the H1, the agency in a
 * blockquote, a few plain lines on whom it serves, then a list per part of the site, each entry
 * linking a page's Markdown twin with one line on what it holds. "Optional" is the format's name
 * for what a reader short of context may skip. llms-full.txt is every twin in one file.
 */
import type { Site } from "../content/schema";
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

export function llmsTxt(site: Site, documents: readonly TwinDocument[], siteUrl: string): string {
  const lists = LISTS.flatMap(({ title, groups }) => {
    const docs = groups.flatMap((group) => documents.filter((d) => d.group === group));
    return docs.length > 0 ? [`## ${title}\n\n${docs.map((d) => entry(siteUrl, d)).join("\n")}`] : [];
  });
  return `${blocks([header(site), ...lists])}\n`;
}

/** Every twin after the same header, each under a rule and the address of the page it is the twin of. */
export function llmsFullTxt(site: Site, documents: readonly TwinDocument[], siteUrl: string): string {
  const pages = documents.map((doc) => blocks(["---", `<${siteUrl}${doc.route}>`, doc.markdown]));
  return `${blocks([header(site), ...pages])}\n`;
}
