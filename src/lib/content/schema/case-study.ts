import { z } from "zod";
import { calendarDate, consent, dataImage, paragraph, services, slug, sydneyDateTime, text } from "./fields";

/**
 * A case study's front matter (data/case-studies/<slug>.md; the Markdown after it is the story),
 * with the client's Search Console "Dates" export beside it (<slug>.csv), from which the build
 * draws the before-and-after chart and works out the change: nothing measured is typed here.
 */
export const caseStudySchema = z
  .strictObject({
    title: text.max(110).meta({
      label: "Title",
      hint: "The case study's main heading, e.g. A Parramatta plumber found first in twelve more suburbs.",
    }),
    client: text.meta({ label: "Client", hint: "The business's name, as it agreed to be named." }),
    industry: text.meta({ label: "Industry", hint: "e.g. Trades and home services" }),
    city: text.meta({ label: "City", hint: "e.g. Sydney" }),
    services: z.array(slug).min(1).max(3).meta({
      label: "Services",
      ref: services,
      hint: "The one to three services of the engagement: it is listed on their pages.",
    }),
    start: calendarDate.meta({
      label: "Engagement start",
      hint: "The engagement's first day, YYYY-MM-DD. The chart marks it and compares the same number of weeks before and after; it must fall inside the export, with at least a full week on each side.",
    }),
    summary: paragraph.min(50).max(200).meta({
      label: "Summary",
      hint: "What was done and what changed, in a sentence or two (50 to 200 characters): under the title and in lists. Never type the change in clicks: the chart works it out.",
    }),
    consent: consent("the client's name and results"),
    quote: z
      .strictObject({
        text: paragraph.meta({ label: "Quote", hint: "What the client said, word for word, as they approved it." }),
        name: text.meta({ label: "Name", hint: "Who said it." }),
        role: text.meta({ label: "Role", hint: "e.g. Owner, Acme Plumbing" }),
      })
      .meta({
        label: "Client's quote",
        hint: "Only words the client said and approved, with their name; leave empty for none.",
        graphqlName: "CaseStudyQuote",
      })
      .optional(),
    logo: dataImage("case-studies", "svg|png", "acme-plumbing-logo.svg")
      .meta({ label: "Client's logo", hint: "In data/case-studies/, beside this file; leave empty for none." })
      .optional(),
    searchConsole: z
      .string()
      .regex(
        /^case-studies\/[a-z0-9][a-z0-9._-]*\.csv$/,
        "must be a .csv file in data/case-studies/, e.g. case-studies/acme-plumbing.csv",
      )
      .meta({
        widget: "file",
        folder: "data/case-studies",
        label: "Search Console export",
        hint: "The client's Dates.csv (Search Console → Performance → Export → Download CSV), renamed to this case study's name (e.g. acme-plumbing.csv) and uploaded here. Leave empty when data/case-studies/<name>.csv is already there.",
        patternMessage: "A .csv file in data/case-studies/",
      })
      .optional(),
    draft: z
      .boolean()
      .meta({
        label: "Draft",
        hint: "A draft shows only while editing locally (npm run develop); the live site leaves it out.",
      })
      .optional(),
    publishAt: sydneyDateTime
      .meta({
        label: "Publish at (Sydney time)",
        hint: "Leave empty to publish when saved. A date and time in Sydney time (AEST/AEDT), whatever your computer's time zone, e.g. 2026-12-01 07:00: until then the live site leaves the case study out everywhere (its page, lists, sitemap), and it appears within the hour after.",
      })
      .optional(),
  })
  .meta({ graphqlName: "CaseStudyFrontmatter" });

/**
 * What the build works out for a case study from its Search Console export
 * (src/lib/case-studies/search-console.ts): the weeks around the start, and the change. Part of the
 * parsed content and of the case study's GraphQL node, where `change` is left out when there was
 * no click before.
 */
const engagementWeekSchema = z
  .strictObject({
    index: z.number().int(),
    start: z.string(),
    days: z.number().int(),
    clicks: z.number().int(),
    impressions: z.number().int(),
    clicksPerDay: z.number(),
    impressionsPerDay: z.number(),
  })
  .meta({ graphqlName: "CaseStudyWeek" });

export const engagementSchema = z
  .strictObject({
    weeks: z.array(engagementWeekSchema),
    comparedWeeks: z.number().int(),
    before: z.number(),
    after: z.number(),
    change: z.number().optional(),
    from: z.string(),
    to: z.string(),
    first: z.string(),
    last: z.string(),
  })
  .meta({ graphqlName: "CaseStudyEngagement" });

/** The engagement as parsed: `change` is null when there was no click before. */
export type Engagement = Omit<z.infer<typeof engagementSchema>, "change"> & { change: number | null };

export type CaseStudy = z.infer<typeof caseStudySchema>;
