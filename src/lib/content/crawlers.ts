/**
 * Who may read the site, by what a crawler is for, and the robots.txt that says so. The agency
 * chooses three things in data/site.yaml (`crawlers`): whether it appears in AI search, whether AI
 * assistants may answer from its pages when a person asks them to (user-triggered fetches), and
 * whether AI may train on them. Search engines' and people's fetches are never blocked: being found
 * is what the agency sells. Only training can be turned off crawler by crawler; the other two
 * choices are stated in the Content-Signal line (Cloudflare's Content Signals: `search`,
 * `ai-input`, `ai-train`), which crawlers that honour it read.
 */

export type CrawlerRole = "search" | "user" | "training";

/** The crawlers named in robots.txt, by role (each vendor's documented user-agent token). */
export const CRAWLERS: Readonly<Record<CrawlerRole, readonly string[]>> = {
  search: ["Googlebot", "Bingbot", "Applebot", "OAI-SearchBot", "Claude-SearchBot", "PerplexityBot"],
  user: ["ChatGPT-User", "Claude-User", "Perplexity-User"],
  training: [
    "GPTBot",
    "ClaudeBot",
    "CCBot",
    "Google-Extended",
    "Applebot-Extended",
    "Meta-ExternalAgent",
    "Bytespider",
    "Amazonbot",
  ],
};

/** The agency's three choices (data/site.yaml `crawlers`); each is yes unless the agency says no. */
export interface CrawlerPolicy {
  aiSearch: boolean;
  aiAnswers: boolean;
  aiTraining: boolean;
}

export const OPEN_POLICY: CrawlerPolicy = { aiSearch: true, aiAnswers: true, aiTraining: true };

/** Never crawled by anyone: the Functions and the CMS. */
export const PRIVATE_PATHS = ["/api/", "/admin/"] as const;

const yesNo = (allowed: boolean) => (allowed ? "yes" : "no");

/** The Content-Signal line for the policy: search and AI answers and training, as chosen. */
export function contentSignal(policy: CrawlerPolicy): string {
  return `Content-Signal: search=${yesNo(policy.aiSearch)}, ai-input=${yesNo(policy.aiAnswers)}, ai-train=${yesNo(policy.aiTraining)}`;
}

const GROUP_NOTES: Record<CrawlerRole, (policy: CrawlerPolicy) => string> = {
  search: () => "# Search engines and AI search: every page",
  user: () => "# Fetches a person asked an AI assistant to make: every page",
  training: (policy) => (policy.aiTraining ? "# AI training: every page" : "# AI training: not on this site"),
};

/**
 * robots.txt: everyone may read every page but the Functions and the CMS; the crawlers of each
 * role in a group of their own (a named group replaces `*` for that crawler, so each repeats the
 * private paths), the training crawlers refused the whole site when the agency says no.
 */
export function robotsTxt(siteUrl: string, policy: CrawlerPolicy = OPEN_POLICY): string {
  const open = ["Allow: /", ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`)];
  const group = (role: CrawlerRole, rules: string[]) => [
    GROUP_NOTES[role](policy),
    ...CRAWLERS[role].map((agent) => `User-agent: ${agent}`),
    ...rules,
    "",
  ];
  return [
    "User-agent: *",
    contentSignal(policy),
    ...open,
    "",
    ...group("search", open),
    ...group("user", open),
    ...group("training", policy.aiTraining ? open : ["Disallow: /"]),
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
}
