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
            effort: z.enum(["minutes", "hours", "rewrite"]).meta({
              label: "Effort to fix",
              hint: "Shown as a tag on the fix: minutes (a setting or a line), hours (a developer's task) or rewrite (the page's content or how it is built).",
            }),
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
    report: z
      .strictObject({
        verdicts: z
          .strictObject({
            good: paragraph.meta({
              label: "Score 90 to 100",
              hint: `Under the score. ${TEMPLATE_HINT} {count} is how many things to fix.`,
            }),
            average: paragraph.meta({ label: "Score 50 to 89", hint: "{count} is how many things to fix." }),
            poor: paragraph.meta({ label: "Score 0 to 49", hint: "{count} is how many things to fix." }),
            clear: paragraph.meta({ label: "Nothing to fix" }),
          })
          .meta({
            label: "The verdict under the score",
            hint: "One plain sentence by the score's band, the bands PageSpeed Insights uses.",
          }),
        legend: z
          .strictObject({
            label: text.meta({ label: "Before the bands", hint: "Names where the bands come from." }),
            good: text.meta({ label: "90 to 100" }),
            average: text.meta({ label: "50 to 89" }),
            poor: text.meta({ label: "0 to 49" }),
          })
          .meta({ label: "The bars' colours, explained" }),
        fixFirst: text.meta({ label: "Fix first: heading", hint: "{count} is how many." }),
        fixFirstNote: paragraph.meta({ label: "Fix first: what they are" }),
        worthFixing: text.meta({ label: "Worth fixing: heading", hint: "{count} is how many." }),
        worthFixingNote: paragraph.meta({ label: "Worth fixing: what they are" }),
        effortLabel: text.meta({ label: "Before the effort tag" }),
        efforts: z
          .strictObject({
            minutes: text.meta({ label: "Minutes" }),
            hours: text.meta({ label: "Hours" }),
            rewrite: text.meta({ label: "A rewrite" }),
          })
          .meta({ label: "Effort tags" }),
        fixForYou: text.meta({
          label: "On each fix: the link to the service",
          hint: "Links to the service that does it.",
        }),
        siteWide: text.meta({
          label: "Site-wide tag",
          hint: "Marks a finding about the whole site (robots.txt, llms.txt, the sitemap, https).",
        }),
        siteWideNote: paragraph.meta({
          label: "Site-wide, in the page table",
          hint: "Why a page can score 100 while the site's score is lower.",
        }),
        close: z
          .strictObject({
            heading: text.meta({ label: "Heading", hint: "{count} is how many things to fix." }),
            intro: paragraph.meta({ label: "What happens next" }),
            service: text.meta({
              label: "The matching service",
              hint: "{service} is the service most of the fixes name; its starting price follows.",
            }),
            button: text.meta({
              label: "Button",
              hint: "The consultation, to the contact form with the report. {count} is how many things to fix.",
            }),
            buttonNothing: text.meta({ label: "Button, with nothing to fix" }),
          })
          .meta({ label: "After the fixes: the closing band" }),
        developer: z
          .strictObject({
            heading: text.meta({
              label: "Heading",
              hint: "Folded: the pages checked, what each AI bot was served and the comparison's tables.",
            }),
            intro: paragraph.meta({ label: "What is in it" }),
          })
          .meta({ label: "For your developer (folded, last)" }),
        compared: text.meta({ label: "Beside competitors' scores in the summary" }),
        printFooter: text.meta({
          label: "Printed report: footer",
          hint: "{name}, {email} and {phone} are the agency's, from the site's settings.",
        }),
      })
      .meta({
        graphqlName: "SiteCheckReport",
        label: "The report's words",
        hint: "The verdict under the score, the fixes' groups and tags, the closing band and the printed footer.",
      }),
    live: z
      .strictObject({
        title: text.meta({ label: "Title", hint: "Above the live answers on a report." }),
        intro: paragraph.meta({ label: "What it is", hint: "{engines} and {samples} are filled in." }),
        apiNote: paragraph.meta({
          label: "What an API answer is not",
          hint: "That an answer through an engine's API is not exactly what a person sees in its app.",
        }),
        intervalNote: paragraph.meta({ label: "What the range means", hint: "The 95% Wilson interval, plainly." }),
        offerHeading: text.meta({ label: "The form's heading" }),
        offerText: paragraph.meta({
          label: "The form's words",
          hint: "{questions}, {engines} and {samples} are filled in. Say it is an enquiry.",
        }),
        nameLabel: text.meta({ label: "Field: the business's name" }),
        serviceLabel: text.meta({ label: "Field: what they do" }),
        placeLabel: text.meta({ label: "Field: where" }),
        yourNameLabel: text.meta({ label: "Field: the visitor's name" }),
        emailLabel: text.meta({ label: "Field: email" }),
        consentLabel: text.meta({ label: "Field: consent to be contacted" }),
        button: text.meta({ label: "Button" }),
        questionsLabel: text.meta({ label: "Above the questions" }),
        questions: z
          .array(text.meta({ label: "Question", hint: "Names {service} and {place}; never the business." }))
          .min(3)
          .max(5)
          .meta({ label: "The buyer's questions", hint: "Three to five, as a buyer would ask an AI." }),
        engines: z
          .strictObject({
            openai: text.meta({ label: "OpenAI" }),
            perplexity: text.meta({ label: "Perplexity" }),
            gemini: text.meta({ label: "Gemini" }),
          })
          .meta({ label: "The engines' names" }),
        queued: text.meta({ label: "While queued" }),
        running: text.meta({ label: "While running", hint: "{done} and {total} are filled in." }),
        refresh: text.meta({ label: "The link that shows progress" }),
        failed: paragraph.meta({ label: "When it could not finish", hint: "{why} is filled in." }),
        questionColumn: text.meta({ label: "Column: question" }),
        namedColumn: text.meta({ label: "Column: named" }),
        citedColumn: text.meta({ label: "Column: cited" }),
        count: text.meta({ label: "A count", hint: "{k} of {n} answers." }),
        interval: text.meta({ label: "Its range", hint: "{low} and {high} are whole percentages." }),
        noAnswers: text.meta({ label: "When no answer came back" }),
        insteadHeading: text.meta({ label: "Heading: named instead" }),
        sourcesHeading: text.meta({ label: "Heading: cited instead" }),
        none: text.meta({ label: "When there is none" }),
        inAnswers: text.meta({ label: "In how many answers", hint: "{count} of {total} answers are filled in." }),
        answersHeading: text.meta({ label: "Heading: the raw answers" }),
        answerFailed: text.meta({ label: "An ask with no answer", hint: "{why} is filled in." }),
        sourcesLabel: text.meta({ label: "Before an answer's sources" }),
        costHeading: text.meta({ label: "Heading: cost" }),
        cost: paragraph.meta({ label: "What it cost", hint: "{usd} is filled in." }),
        costUnknown: paragraph.meta({ label: "When a cost is unknown", hint: TEMPLATE_HINT }),
        reported: text.meta({ label: "What an engine reported", hint: "{engine} and {usd} are filled in." }),
        capped: paragraph.meta({ label: "An engine stopped at its cap", hint: "{engine} is filled in." }),
        interest: text.meta({
          label: "The enquiry's interest",
          hint: "What the team's page shows the enquiry is about, beside its link to the report.",
        }),
        leadMessage: paragraph.meta({
          label: "The enquiry's message",
          hint: "What the team reads. {name}, {service}, {place}, {engines}, {samples} and {date} are filled in.",
        }),
        agents: z
          .strictObject({
            description: paragraph.meta({
              label: "What the form does",
              hint: "What an AI agent in the visitor's browser reads about the form (its tooldescription): what it does and when to use it, and that the visitor sends it. The form never sends itself.",
            }),
            fields: z
              .strictObject({
                name: paragraph.meta({ label: "The business's name" }),
                service: paragraph.meta({ label: "What they do" }),
                place: paragraph.meta({ label: "Where" }),
                yourName: paragraph.meta({ label: "The visitor's name" }),
                email: paragraph.meta({ label: "Email" }),
                consent: paragraph.meta({ label: "Consent to be contacted" }),
              })
              .meta({
                label: "Each field, for an agent",
                hint: "What the value means, with an example; not the limits the form already sets.",
              }),
          })
          .meta({
            graphqlName: "SiteCheckLiveAgents",
            label: "For AI agents (WebMCP)",
            hint: "The live form as a tool for an AI agent working in the visitor's browser. Its name is the site's code.",
          }),
        errors: z
          .strictObject({
            notOffered: text.meta({ label: "Not offered" }),
            capped: paragraph.meta({ label: "Today's spending limit reached" }),
            email: text.meta({ label: "No email" }),
            name: text.meta({ label: "No name" }),
            consent: text.meta({ label: "No consent" }),
            fields: text.meta({ label: "Business, service or place missing" }),
            limited: text.meta({ label: "Too many runs" }),
            unavailable: text.meta({ label: "Cannot start now" }),
            missing: text.meta({ label: "Report not kept" }),
          })
          .meta({ label: "What the form says when it cannot start" }),
      })
      .optional()
      .meta({
        graphqlName: "SiteCheckLive",
        label: "Live answers",
        hint: "The opt-in live answer check on a kept report, shown only when an engine's key is set.",
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
    emailAsks: z
      .strictObject({
        heading: text.meta({ label: "Heading", hint: "Above the two asks, after the closing band of a kept report." }),
        intro: paragraph.meta({ label: "Under the heading" }),
        honeypot: text.meta({
          label: "The hidden trap's label",
          hint: "Only a bot reads it, e.g. Leave this field empty.",
        }),
        sending: text.meta({ label: "While sending" }),
        me: z
          .strictObject({
            title: text.meta({ label: "Title", hint: "Also the ask's name on the report." }),
            text: paragraph.meta({ label: "What it sends" }),
            emailLabel: text.meta({ label: "Field: email" }),
            consentLabel: text.meta({
              label: "Field: consent to be contacted",
              hint: "The box the visitor ticks; kept with the enquiry word for word. {agency} is filled in.",
            }),
            notice: paragraph.meta({ label: "What we keep", hint: "Under the fields: the collection notice." }),
            button: text.meta({ label: "Button" }),
            sent: paragraph.meta({ label: "Once sent" }),
            interest: text.meta({
              label: "The enquiry's interest",
              hint: "What the team's page shows the enquiry is about, beside its link to the report.",
            }),
            leadMessage: paragraph.meta({
              label: "The enquiry's message",
              hint: "What the team reads. {consent} is the consent sentence as the visitor ticked it.",
            }),
            agents: z
              .strictObject({
                description: paragraph.meta({
                  label: "What the form does",
                  hint: "When to use it, in a sentence or two.",
                }),
                email: paragraph.meta({ label: "The email field" }),
                consent: paragraph.meta({ label: "The consent box" }),
              })
              .meta({
                label: "For AI agents (WebMCP)",
                hint: "What an agent in the visitor's browser reads about the form.",
              }),
          })
          .meta({ label: "Email me this report" }),
        developer: z
          .strictObject({
            title: text.meta({ label: "Title" }),
            text: paragraph.meta({ label: "What it sends" }),
            toLabel: text.meta({ label: "Field: the developer's email" }),
            fromLabel: text.meta({ label: "Field: the visitor's email" }),
            fromHint: paragraph.meta({ label: "Under the visitor's email", hint: "Why it is asked for." }),
            noteLabel: text.meta({ label: "Field: the note" }),
            noteHint: paragraph.meta({ label: "Under the note", hint: "{max} is the most characters it takes." }),
            button: text.meta({ label: "Button" }),
            sent: paragraph.meta({ label: "Once sent" }),
            agents: z
              .strictObject({
                description: paragraph.meta({
                  label: "What the form does",
                  hint: "When to use it, in a sentence or two.",
                }),
                to: paragraph.meta({ label: "The developer's email field" }),
                from: paragraph.meta({ label: "The visitor's email field" }),
                note: paragraph.meta({ label: "The note" }),
              })
              .meta({
                label: "For AI agents (WebMCP)",
                hint: "What an agent in the visitor's browser reads about the form.",
              }),
          })
          .meta({ label: "Email to my developer" }),
        email: z
          .strictObject({
            subject: text.meta({ label: "Subject, with no score", hint: "{host} is the site checked." }),
            subjectScored: text.meta({ label: "Subject, with a score", hint: "{host} and {score} are filled in." }),
            intro: paragraph.meta({
              label: "First line",
              hint: "{host} (the site checked), {date} (when it was checked) and {agency} are filled in.",
            }),
            score: text.meta({ label: "The score", hint: "{score} is filled in." }),
            noScore: text.meta({ label: "When there is no score", hint: "{why} is why the page could not be read." }),
            fixFirst: text.meta({ label: "Before the Fix first items" }),
            nothingFirst: text.meta({ label: "When nothing is to fix first" }),
            more: text.meta({ label: "How many more are worth fixing", hint: TEMPLATE_HINT }),
            link: text.meta({ label: "Before the report's link" }),
            button: text.meta({ label: "The report's link, as a button" }),
            reply: paragraph.meta({ label: "What a reply does", hint: "Replies go to the team." }),
            why: paragraph.meta({ label: "Why they got it" }),
            unsubscribe: text.meta({
              label: "Unsubscribe line",
              hint: "{link} is the signed link; {agency} is filled in.",
            }),
          })
          .meta({
            label: "The visitor's email",
            hint: "Plain text and simple HTML: the report's link and its summary.",
          }),
        developerEmail: z
          .strictObject({
            subject: text.meta({
              label: "Subject",
              hint: "{from} (the visitor's address) is filled in. The site checked is not named: a mail client would make a link of it.",
            }),
            intro: paragraph.meta({ label: "First paragraph", hint: "{from} and {agency} are filled in." }),
            note: text.meta({ label: "Before the visitor's note" }),
            link: text.meta({ label: "Before the report's link" }),
            why: paragraph.meta({ label: "Why they got it", hint: "{from} and {agency} are filled in." }),
            unsubscribe: text.meta({
              label: "Unsubscribe line",
              hint: "{link} is the signed link; {agency} is filled in.",
            }),
          })
          .meta({
            label: "The developer's email",
            hint: "Plain text only, with no link but the report's and the unsubscribe link.",
          }),
        unsubscribe: z
          .strictObject({
            title: text.meta({ label: "Page title" }),
            confirm: text.meta({ label: "The question", hint: "{email} and {agency} are filled in." }),
            text: paragraph.meta({ label: "Under it" }),
            button: text.meta({ label: "Button" }),
            done: paragraph.meta({ label: "Once unsubscribed", hint: "{email} is filled in." }),
            invalid: paragraph.meta({ label: "A link that is not whole" }),
            failed: paragraph.meta({ label: "When it could not be done" }),
          })
          .meta({ label: "The unsubscribe page", hint: "Opened from the link in every email." }),
        errors: z
          .strictObject({
            email: text.meta({ label: "No email or not an email" }),
            consent: text.meta({ label: "Consent not given" }),
            to: text.meta({ label: "The developer's email missing or not one address" }),
            from: text.meta({ label: "The visitor's own email missing" }),
            note: text.meta({ label: "The note too long", hint: "{max} is filled in." }),
            noteLink: paragraph.meta({ label: "A link in the note" }),
            unsubscribed: paragraph.meta({ label: "The address has unsubscribed" }),
            limited: paragraph.meta({ label: "Too many from this visitor today" }),
            reportLimited: paragraph.meta({ label: "Too many for this report today" }),
            recipientLimited: paragraph.meta({ label: "Too many to this address today" }),
            unavailable: paragraph.meta({ label: "Cannot send now" }),
            missing: paragraph.meta({ label: "Report not kept" }),
            notOffered: text.meta({ label: "Not offered" }),
            crossSite: text.meta({ label: "Sent from another site" }),
            preview: paragraph.meta({ label: "On a preview of the site" }),
          })
          .meta({ label: "What the forms say when they cannot send" }),
      })
      .optional()
      .meta({
        graphqlName: "SiteCheckEmailAsks",
        label: "Email the report",
        hint: "After the closing band of a kept report: Email me this report and Email to my developer, the two emails, and the unsubscribe page.",
      }),
    agents: z
      .strictObject({
        heading: text.meta({ label: "Heading in llms.txt", hint: "Above the lines naming the check's API." }),
        api: agentLink(
          "The API's description (OpenAPI)",
          "Its title and summary, in llms.txt and in the description itself.",
        ),
        catalog: agentLink("The API catalog", "Its line in llms.txt."),
        mcp: z
          .strictObject({
            title: text.meta({ label: "Title" }),
            // The Server Card's format allows a description of 100 characters at most.
            description: paragraph
              .max(100)
              .meta({ label: "What it is", hint: "At most 100 characters: the Server Card's limit." }),
          })
          .meta({
            label: "The MCP server",
            hint: "Its line in llms.txt; also the title the server gives when an agent connects, and its Server Card's title and description.",
          }),
        serverCard: agentLink("The MCP server's Server Card", "Its line in llms.txt."),
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
        liveAnswers: paragraph.meta({
          label: "The live answer check, in check_site's answer",
          hint: "Shown to an agent only when an AI engine's key is set: that the report's page offers the live answer check, what the person gives there (their name, email and consent), and that it is not run through MCP because an agent cannot consent for a person.",
        }),
      })
      .meta({
        graphqlName: "SiteCheckAgents",
        label: "For AI agents",
        hint: "What AI agents read about the check: llms.txt's lines naming its API, the API's description, the MCP server, its tools and its Server Card, and the discovery manifest (ard.json). The tools' names and the addresses are fixed by the site's code.",
      }),
  })
  .meta({ graphqlName: "SiteCheckYaml" });

export type SiteCheckFile = z.infer<typeof siteCheckSchema>;
