/**
 * data/site-check.yaml: the AI search check's words (each check's outcomes, why it matters, what
 * to do and the service that helps), what its report says when the page could not be read, its
 * category titles, and the sources its evidence cites. Which checks and outcomes exist, and the
 * values each may name, are the code's (src/lib/site-check/checks/); the content rule
 * src/lib/project/rules/site-check-words.ts holds the two together.
 */
import { z } from "zod";
import { httpsUrl, paragraph, services, slug, text } from "./fields";

const FIXED = "Fixed by the site's code.";
const TEMPLATE_HINT =
  "{name} is a value the check found; {name|one|other} picks the first word when the value is 1, else the second.";

const service = slug.meta({
  label: "How we help",
  ref: services,
  hint: "The service page the finding links to; its title is the link's words.",
});

/** A line an agent reads about one of the check's doors: its title and one sentence. */
const agentLink = (label: string, hint: string) =>
  z
    .strictObject({
      title: text.meta({ label: "Title" }),
      description: paragraph.meta({ label: "What it is" }),
    })
    .meta({ label, hint });

/** One MCP tool as an agent reads it: a title and what it does, when to use it and what it answers. */
const agentTool = (label: string, hint: string) =>
  z
    .strictObject({
      title: text.meta({ label: "Title" }),
      description: paragraph.meta({ label: "What it does", hint: "What it answers and its limits, in plain words." }),
    })
    .meta({ label, hint });

export const siteCheckSchema = z
  .strictObject({
    categories: z
      .array(
        z
          .strictObject({
            id: z.enum(["access", "indexing", "content", "trust", "files"]).meta({ label: "Category", hint: FIXED }),
            title: text.meta({ label: "Title", hint: "Beside the category's score in the report." }),
          })
          .meta({ graphqlName: "SiteCheckCategory" }),
      )
      .length(5)
      .meta({ label: "Categories", summary: "{{fields.title}}" }),
    checks: z
      .array(
        z
          .strictObject({
            id: slug.meta({ label: "Check", hint: FIXED }),
            name: text.meta({ label: "Name", hint: "The check in a few words, e.g. One main heading." }),
            why: paragraph.meta({ label: "Why it matters" }),
            action: paragraph.meta({ label: "What to do" }),
            service,
            outcomes: z
              .array(
                z
                  .strictObject({
                    key: slug.meta({ label: "Outcome", hint: FIXED }),
                    title: text.meta({ label: "Title", hint: `The finding in one plain line. ${TEMPLATE_HINT}` }),
                    detail: paragraph.meta({ label: "What was found", hint: TEMPLATE_HINT }),
                  })
                  .meta({ graphqlName: "SiteCheckOutcome" }),
              )
              .min(1)
              .meta({ label: "Outcomes", summary: "{{fields.key}}: {{fields.title}}" }),
          })
          .meta({ graphqlName: "SiteCheckWords" }),
      )
      .min(1)
      .meta({ label: "Checks", summary: "{{fields.name}}" }),
    unread: z
      .array(
        z
          .strictObject({
            id: z.enum(["blocked", "error-status", "not-html"]).meta({ label: "When", hint: FIXED }),
            title: text.meta({ label: "Title", hint: TEMPLATE_HINT }),
            detail: paragraph.meta({ label: "What was found", hint: TEMPLATE_HINT }),
            why: paragraph.meta({ label: "Why it matters" }),
            action: paragraph.meta({ label: "What to do" }),
            service,
          })
          .meta({ graphqlName: "SiteCheckUnread" }),
      )
      .length(3)
      .meta({
        label: "When the page could not be read",
        summary: "{{fields.id}}",
        hint: "A firewall answered (blocked), the page answered with an error (error-status), or the address is not a web page (not-html): the report says so, with no score.",
      }),
    leftOut: paragraph.meta({
      label: "When what was found is too long to keep",
      hint: "A finding's \"what was found\" in its place, should a site's values ever be too long to keep in a report.",
    }),
    sources: z
      .array(
        z
          .strictObject({
            id: slug.meta({ label: "Name", hint: "What a check's evidence names (in its code), e.g. google-noindex." }),
            title: text.meta({ label: "Title", hint: "The title of the page, study or proposal." }),
            publisher: text.meta({ label: "Publisher", hint: "Who published it, e.g. Google Search Central." }),
            year: z.number().int().min(1990).max(2100).meta({ label: "Year" }).optional(),
            url: httpsUrl.meta({ label: "Address", hint: "The public page where its words can be read." }),
            says: paragraph.meta({
              label: "The words relied on",
              hint: "The exact words in the source the check relies on, so anyone can find them there.",
            }),
          })
          .meta({ graphqlName: "SiteCheckSource" }),
      )
      .min(1)
      .meta({
        label: "Sources",
        summary: "{{fields.publisher}}: {{fields.title}}",
        hint: "Each check's evidence links to one of these. Add a source only after reading its words; the build refuses a source no check cites and a check citing a source not listed.",
      }),
    bots: z
      .strictObject({
        title: text.meta({ label: "Title", hint: "Above the table of what each crawler was served." }),
        intro: paragraph.meta({ label: "What the table is" }),
        ipNote: paragraph.meta({
          label: "What it cannot see",
          hint: "That a block by IP address cannot be seen this way, said plainly.",
        }),
        columns: z
          .strictObject({
            bot: text.meta({ label: "Crawler" }),
            robots: text.meta({ label: "robots.txt" }),
            answer: text.meta({ label: "What the server answered" }),
          })
          .meta({ label: "Column headings" }),
        robots: z
          .strictObject({
            allowed: text.meta({ label: "robots.txt lets it in" }),
            disallowed: text.meta({ label: "robots.txt keeps it out", hint: "The owner's choice, never a fault." }),
            unknown: text.meta({ label: "robots.txt could not be read" }),
          })
          .meta({ label: "What robots.txt says" }),
        outcomes: z
          .array(
            z
              .strictObject({
                key: z
                  .enum(["served", "choice", "refused", "challenged", "less-text", "no-answer", "not-fetched"])
                  .meta({ label: "Outcome", hint: FIXED }),
                title: text.meta({ label: "Title", hint: TEMPLATE_HINT }),
                detail: paragraph.meta({ label: "What was found", hint: TEMPLATE_HINT }),
              })
              .meta({ graphqlName: "SiteCheckBotOutcome" }),
          )
          .length(7)
          .meta({ label: "Outcomes", summary: "{{fields.key}}: {{fields.title}}" }),
        action: paragraph.meta({
          label: "What to do",
          hint: "When robots.txt lets a crawler in and the server refuses it, challenges it or sends it much less text.",
        }),
        cloudflare: paragraph.meta({
          label: "What to do, on Cloudflare",
          hint: `In place of "What to do" when the answer carries Cloudflare's signs. {evidence} is the sign found.`,
        }),
        crawlers: z
          .array(
            z
              .strictObject({
                name: text.meta({ label: "Name", hint: "Its robots.txt token, as its owner documents it." }),
                owner: text.meta({ label: "Owner" }),
                role: z.enum(["search", "user", "training"]).meta({
                  label: "What it is for",
                  hint: "search (an index), user (a fetch a person asked for) or training.",
                }),
                userAgent: text.meta({
                  label: "User-Agent sent",
                  hint: "The owner's documented User-Agent where it gives one in full, else its token in a compatible string.",
                }),
                source: slug.meta({ label: "Owner's documentation", hint: "A source above." }),
              })
              .meta({ graphqlName: "SiteCheckBot" }),
          )
          .min(1)
          .max(12)
          .meta({ label: "Crawlers asked for the page", summary: "{{fields.name}} ({{fields.owner}})" }),
        settingSources: z
          .array(slug.meta({ label: "Source" }))
          .min(1)
          .meta({ label: "Cloudflare's setting: sources", hint: "Sources above, cited beside Cloudflare's setting." }),
      })
      .meta({
        graphqlName: "SiteCheckBots",
        label: "What each AI bot is served",
        hint: "The report's table of what each crawler was served, and the crawlers the check asks as.",
      }),
    walk: z
      .strictObject({
        title: text.meta({ label: "Title", hint: "Above the agent's walk of the site." }),
        intro: paragraph.meta({ label: "What the walk is" }),
        sample: text.meta({ label: "How many pages were read", hint: `{pages} is the number. ${TEMPLATE_HINT}` }),
        start: text.meta({ label: "The first step", hint: "The page the visitor gave." }),
        followed: text.meta({ label: "A step by a link", hint: "{link} is the link's words." }),
        foundHere: text.meta({
          label: "Before what a page gave",
          hint: "e.g. Found here: What you do, A phone number.",
        }),
        notRead: z
          .strictObject({
            robots: text.meta({
              label: "robots.txt keeps the checker out",
              hint: "The owner's choice, never a fault.",
            }),
            budget: text.meta({ label: "No bytes left" }),
            time: text.meta({ label: "No time left" }),
            unread: text.meta({ label: "Not a page" }),
          })
          .meta({ label: "A page not read" }),
        needs: z
          .array(
            z
              .strictObject({
                key: z
                  .enum(["what", "where", "price", "phone", "email", "enquire"])
                  .meta({ label: "What an agent needs", hint: FIXED }),
                name: text.meta({ label: "Name" }),
                found: text.meta({ label: "When found" }),
                foundFrom: text.meta({ label: 'When a "from" price is found' }).optional(),
                missing: text.meta({ label: "When not found", hint: `{pages} is the pages read. ${TEMPLATE_HINT}` }),
                action: paragraph.meta({ label: "What to do" }),
              })
              .meta({ graphqlName: "SiteCheckWalkNeed" }),
          )
          .length(6)
          .meta({ label: "What an agent needs", summary: "{{fields.key}}: {{fields.name}}" }),
        notes: z
          .array(
            z
              .strictObject({
                key: z
                  .enum(["webmcp-form", "script-widget", "frame-widget", "unlabelled-form", "hidden-email"])
                  .meta({ label: "What was seen", hint: FIXED }),
                title: text.meta({ label: "Title" }),
                detail: paragraph.meta({ label: "What it means" }),
              })
              .meta({ graphqlName: "SiteCheckWalkNote" }),
          )
          .length(5)
          .meta({ label: "What helps or stands in the way", summary: "{{fields.key}}: {{fields.title}}" }),
      })
      .meta({
        graphqlName: "SiteCheckWalk",
        label: "Could an AI agent hire you?",
        hint: "The report's walk of the site as an agent without JavaScript: what it looks for and what it names.",
      }),
    disagreements: z
      .strictObject({
        title: text.meta({ label: "Title", hint: "Above what the site says twice, differently." }),
        intro: paragraph.meta({ label: "What it is" }),
        sample: text.meta({ label: "How many pages were read", hint: `{pages} is the number. ${TEMPLATE_HINT}` }),
        none: text.meta({ label: "When nothing was found", hint: `{pages} is the number. ${TEMPLATE_HINT}` }),
        kinds: z
          .array(
            z
              .strictObject({
                key: z
                  .enum(["stale-date", "old-copyright", "date-mismatch", "phone", "address", "abn", "hours", "price"])
                  .meta({ label: "What disagrees", hint: FIXED }),
                title: text.meta({ label: "Title", hint: TEMPLATE_HINT }),
                detail: paragraph.meta({ label: "What was found", hint: TEMPLATE_HINT }),
                action: paragraph.meta({ label: "What to do" }),
              })
              .meta({ graphqlName: "SiteCheckDisagreement" }),
          )
          .length(8)
          .meta({ label: "Kinds", summary: "{{fields.key}}: {{fields.title}}" }),
      })
      .meta({
        graphqlName: "SiteCheckDisagreements",
        label: "Does your site argue with itself?",
        hint: "Stale dates and two answers to one question across the pages read, each quoted where it was found.",
      }),
    agents: z
      .strictObject({
        heading: text.meta({ label: "Heading in llms.txt", hint: "Above the lines naming the check's API." }),
        api: agentLink(
          "The API's description (OpenAPI)",
          "Its title and summary, in llms.txt and in the description itself.",
        ),
        catalog: agentLink("The API catalog", "Its line in llms.txt."),
        mcp: agentLink("The MCP server", "Its line in llms.txt."),
        ard: agentLink(
          "The discovery manifest (ard.json)",
          "Its line in llms.txt. The manifest itself names the API, the catalog and the MCP server with their titles above.",
        ),
        queries: z
          .array(text.meta({ label: "Request" }))
          .min(2)
          .max(5)
          .meta({
            label: "What people ask that the check answers",
            hint: "Two to five requests, in a person's words, that the check serves. Search services for agents index them (ard.json's representativeQueries).",
          }),
        checkSite: agentTool("The check_site tool", "Also the check's operation in the API's description."),
        getReport: agentTool("The get_report tool", "Also the report's operation in the API's description."),
        url: paragraph.meta({
          label: "The address asked for",
          hint: "What an agent reads about the check's one input.",
        }),
        id: paragraph.meta({ label: "A report's id", hint: "What an agent reads about get_report's one input." }),
      })
      .meta({
        graphqlName: "SiteCheckAgents",
        label: "For AI agents",
        hint: "What AI agents read about the check: llms.txt's lines naming its API, the API's description, the MCP tools and the discovery manifest (ard.json). The tools' names and the addresses are fixed by the site's code.",
      }),
  })
  .meta({ graphqlName: "SiteCheckYaml" });

export type SiteCheckFile = z.infer<typeof siteCheckSchema>;
