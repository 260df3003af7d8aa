import { z } from "zod";
import { paragraph, prose, text } from "../fields";
import { anchor, head, heading, tail } from "../section-fields";

/** The AI search check's form and the words its report is labelled with (the Function's page uses the same, from the build). */
export const siteCheckSection = z
  .strictObject({
    type: z.literal("siteCheck"),
    ...head,
    heading,
    check: z
      .strictObject({
        formLabel: text.meta({ label: "Address field label" }),
        formHint: text.meta({
          label: "Address field hint",
          hint: "Under the field, e.g. For example yourbusiness.com.au",
        }),
        button: text.meta({ label: "Check button" }),
        progress: text.meta({
          label: "While checking",
          hint: "Shown (and read by screen readers) while the check runs.",
        }),
        reportHeading: text.meta({ label: "Report heading", hint: "Followed by the checked site's name." }),
        scoreLabel: text.meta({ label: "Score label" }),
        statusLabels: z
          .strictObject({
            pass: text.meta({ label: "Pass" }),
            warn: text.meta({ label: "Warning" }),
            fail: text.meta({ label: "Fail" }),
          })
          .meta({ label: "Result labels", graphqlName: "SiteCheckStatusLabels" }),
        whyLabel: text.meta({ label: "Why it matters label" }),
        actionLabel: text.meta({ label: "What to do label" }),
        serviceLabel: text.meta({ label: "How we help label" }),
        ctaLabel: text.meta({
          label: "Call to contact",
          hint: "The link under the report to the contact form, with the address and score filled in.",
        }),
        ctaNote: paragraph.meta({
          label: "What is kept",
          hint: "Under the call: what the enquiry keeps of the check.",
        }),
        errorHeading: text.meta({ label: "Heading when a check fails" }),
        againLabel: text.meta({ label: "Check another address label" }),
        siteName: text.meta({ label: "Site name", hint: "Named in the report page a form without JavaScript opens." }),
        evidenceLabels: z
          .strictObject({
            documented: text.meta({
              label: "Documented",
              hint: "Beside a finding an engine's own documentation supports.",
            }),
            research: text.meta({ label: "Research", hint: "Beside a finding a published study supports." }),
            convention: text.meta({
              label: "Convention",
              hint: "Beside a finding that follows a proposal (llms.txt): say it is not scored.",
            }),
          })
          .meta({ label: "How strong the evidence is", graphqlName: "SiteCheckEvidenceLabels" }),
        sourceLabel: text.meta({ label: "Source label", hint: "Before the link to a finding's source, e.g. Source." }),
        noScoreLabel: text.meta({
          label: "No score",
          hint: "In place of the score when the page could not be read (a firewall, an error, not a web page).",
        }),
        toFix: text.meta({
          label: "Things to fix",
          hint: "Under the score. {count} is how many findings do not pass; {count|thing|things} picks the word.",
        }),
        nothingToFix: text.meta({ label: "Nothing to fix", hint: "Under the score when every finding passes." }),
        categoriesLabel: text.meta({ label: "Category bars' name", hint: "Read by screen readers before the bars." }),
        fixesHeading: text.meta({ label: "Fixes heading", hint: "Over the cards of what does not pass." }),
        passedHeading: text.meta({
          label: "Passes heading",
          hint: "The folded checklist of what passes. {count} is how many; {count|check|checks} picks the word.",
        }),
        checkedLabel: text.meta({ label: "Checked label", hint: "Before the date and time of the check." }),
        linkLabel: text.meta({ label: "Report link label", hint: "Before the report's own address." }),
        copyLabel: text.meta({ label: "Copy link button" }),
        copiedLabel: text.meta({ label: "Copied", hint: "The copy button once the link is copied." }),
        recheckLabel: text.meta({ label: "Check again button" }),
        recheckNote: text.meta({ label: "Check again note", hint: "Beside the button." }),
        changesHeading: text.meta({
          label: "Changes heading",
          hint: "Over what changed since the report checked again. {date} is that report's date.",
        }),
        nothingChanged: text.meta({
          label: "Nothing changed",
          hint: "Under the changes heading when no finding changed since the report checked again.",
        }),
        changeLabels: z
          .strictObject({
            fixed: text.meta({ label: "Fixed" }),
            new: text.meta({ label: "New" }),
            better: text.meta({ label: "Better", hint: "A fail that is now a warning." }),
            worse: text.meta({ label: "Worse", hint: "A warning that is now a fail." }),
            unchanged: text.meta({ label: "Unchanged" }),
          })
          .meta({ label: "What changed since the last check", graphqlName: "SiteCheckChangeLabels" }),
        historyHeading: text.meta({ label: "Earlier checks heading" }),
        laterLabel: text.meta({ label: "Newer check link", hint: "On a report that was checked again since." }),
        keptNote: prose.meta({
          label: "Who can see a report, and for how long",
          hint: "At the foot of a kept report. Write {{reportRetention}} for the period.",
        }),
        missingText: prose.meta({
          label: "A report not kept",
          hint: "Answered for a report's address that holds none. Write {{reportRetention}} for how long reports are kept.",
        }),
        compare: z
          .strictObject({
            toggle: text.meta({
              label: "Compare heading",
              hint: "Under the address field, over the optional fields for up to two competitors (on a report's check-again form, the fold that opens them).",
            }),
            firstLabel: text.meta({ label: "First competitor's field label" }),
            secondLabel: text.meta({ label: "Second competitor's field label" }),
            hint: paragraph.meta({
              label: "Competitors' hint",
              hint: "Under the fold's heading: that the fields are optional, and that each site counts as one check.",
            }),
            heading: text.meta({ label: "Comparison heading", hint: "Over the scores side by side in the report." }),
            youLabel: text.meta({ label: "Your site", hint: "In brackets after the visitor's own site, e.g. you." }),
            categoryColumn: text.meta({ label: "Category column heading" }),
            checkColumn: text.meta({ label: "Check column heading" }),
            categoriesCaption: text.meta({ label: "Category table caption" }),
            findingsCaption: text.meta({ label: "Check table caption" }),
            notChecked: text.meta({
              label: "Not checked",
              hint: "In place of a competitor's score or result when it could not be checked.",
            }),
            sameAddress: text.meta({
              label: "Same address twice",
              hint: "At a competitor's field when it repeats the visitor's address or the other competitor's.",
            }),
          })
          .meta({ label: "Compare with competitors", graphqlName: "SiteCheckCompareCopy" }),
        pages: z
          .strictObject({
            heading: text.meta({ label: "Pages checked heading", hint: "Over each page's score, after the summary." }),
            intro: paragraph.meta({
              label: "Pages checked intro",
              hint: "Under the heading: which pages were checked, and that robots.txt, llms.txt, the sitemap and https are the site's.",
            }),
            caption: text.meta({ label: "Page table caption" }),
            pageColumn: text.meta({ label: "Page column heading" }),
            scoreColumn: text.meta({ label: "Score column heading" }),
            notChecked: z
              .strictObject({
                budget: text.meta({
                  label: "Not checked: budget",
                  hint: "No time or bytes left of the check's budget.",
                }),
                time: text.meta({ label: "Not checked: time", hint: "The page did not answer in time." }),
                unread: text.meta({
                  label: "Not checked: no page",
                  hint: "It answered with an error or something other than a page.",
                }),
              })
              .meta({ label: "In place of a page's score", graphqlName: "SiteCheckPageNotChecked" }),
            differHeading: text.meta({ label: "What differs heading" }),
            onPages: text.meta({
              label: "An outcome's pages",
              hint: "Before the pages' paths, e.g. {status} on {count} of {total} {total|page|pages}.",
            }),
            sameEverywhere: text.meta({
              label: "Nothing differs",
              hint: "When every page had the same result on every check.",
            }),
          })
          .meta({ label: "Pages checked", graphqlName: "SiteCheckPagesCopy" }),
        agents: z
          .strictObject({
            description: paragraph.meta({
              label: "What the check's form does",
              hint: "What an agent reads about the form as a tool: what it does and when to use it. Not its fields: the agent reads those from the form.",
            }),
            url: paragraph.meta({ label: "The address field", hint: "What the address means, with an example." }),
            competitor: paragraph.meta({
              label: "A competitor's field",
              hint: "What an agent reads about each of the two competitors' fields.",
            }),
            recheck: paragraph.meta({
              label: "What Check again does",
              hint: "What an agent reads about the report's Check again button as a tool.",
            }),
          })
          .meta({
            label: "For AI agents",
            hint: "What an AI agent in the visitor's browser reads about the check's forms (WebMCP), here and on a report's page. An agent may send the check itself.",
            graphqlName: "SiteCheckFormAgents",
          }),
      })
      .meta({ label: "Check wording", graphqlName: "SiteCheckCopy" }),
    example: z
      .strictObject({
        label: text.meta({
          label: "Label",
          hint: "Over the example, saying whose report it is, e.g. Example: this site's own report.",
        }),
        note: paragraph.meta({
          label: "How it was made",
          hint: "Under the example: which site was checked, how and when. Copy the figures from a real run of the check, never write them yourself (docs/site-check.md says how).",
        }),
        score: z.number().int().min(0).max(100).meta({ label: "Score" }),
        toFix: z.number().int().min(0).meta({ label: "Things to fix", hint: "How many findings were not a pass." }),
        categories: z
          .array(
            z
              .strictObject({
                title: text.meta({ label: "Category" }),
                score: z.number().int().min(0).max(100).meta({ label: "Score" }),
              })
              .meta({ graphqlName: "SiteCheckExampleCategory" }),
          )
          .min(1)
          .meta({ label: "Score by category", summary: "{{fields.title}}" }),
      })
      .meta({
        label: "Example report",
        hint: "A real report's summary shown beside the field, so a visitor sees what they will get: the figures of a real run of the check, labelled as whose it is.",
        graphqlName: "SiteCheckExample",
      })
      .optional(),
    ...tail,
    id: z.literal("site-check", { error: 'must be "site-check": links to the check point there' }).meta(anchor),
  })
  .meta({ label: "AI search check (its page only)", layout: "the AI search check's form and report" });
