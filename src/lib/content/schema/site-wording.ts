/** The words data/site.yaml gives the collections beyond pages: articles, case studies and the team (its `ui`). */
import { z } from "zod";
import { paragraph, text } from "./fields";

/** The words around articles (data/site.yaml ui.insights); optional so a site without articles needs none. */
export const insightsWordingSchema = z
  .strictObject({
    indexHeading: text.meta({ label: "Insights page heading", hint: "The main heading of /insights/." }),
    indexIntro: paragraph.meta({ label: "Insights page introduction" }),
    indexTitle: text
      .max(70)
      .meta({ label: "Insights page SEO title", hint: "At most 70 characters; later pages add their number." }),
    indexDescription: paragraph
      .min(50)
      .max(160)
      .meta({ label: "Insights page SEO description", hint: "50 to 160 characters." }),
    crumb: text.meta({ label: "Breadcrumb and menu name", hint: "e.g. Insights" }),
    by: text.meta({ label: "Byline word", hint: "Before the author's name, e.g. By" }),
    published: text.meta({ label: "Published label" }),
    updated: text.meta({ label: "Updated label" }),
    readingTime: text
      .regex(/\{minutes\}/, "must contain {minutes}, where the number goes")
      .meta({ label: "Reading time", hint: "{minutes} becomes the number, e.g. {minutes} min read" }),
    contents: text.meta({ label: "Table of contents heading" }),
    about: text.meta({
      label: "Related services heading",
      hint: "Above the cards for the services an article is about.",
    }),
    more: text.meta({ label: "More articles heading" }),
    aboutAuthor: text.meta({ label: "About the author heading" }),
    onService: text.meta({ label: "Articles on a service page heading" }),
    pagination: text.meta({ label: "Pagination name", hint: "Read by screen readers, e.g. Pages of articles" }),
    newer: text.meta({ label: "Newer articles link" }),
    older: text.meta({ label: "Older articles link" }),
    page: text
      .regex(/\{page\}/, "must contain {page}, where the number goes")
      .meta({ label: "Page number", hint: "e.g. Page {page}" }),
    feed: text.meta({ label: "Feed title", hint: "The RSS feed's name in feed readers." }),
    cta: z
      .strictObject({
        heading: text.meta({ label: "Heading" }),
        intro: paragraph.meta({ label: "Introduction" }),
        label: text.meta({ label: "Button text" }),
      })
      .meta({
        label: "Closing call to action",
        hint: "At the foot of every article; the button leads to /contact/.",
        graphqlName: "InsightsCta",
      }),
  })
  .meta({ label: "Insights wording", graphqlName: "InsightsWording" });

/** A wording that must name where each value goes, e.g. {weeks}. */
const template = (label: string, names: readonly string[], hint: string) =>
  names
    .reduce(
      (schema, name) => schema.regex(new RegExp(`\\{${name}\\}`), `must contain {${name}}, where the value goes`),
      text,
    )
    .meta({
      label,
      hint: `${hint} ${names.map((n) => `{${n}}`).join(", ")} become${names.length === 1 ? "s" : ""} the values.`,
    });

/** The words around case studies (data/site.yaml ui.caseStudies); needed once data/case-studies/ has one. */
export const caseStudiesWordingSchema = z
  .strictObject({
    indexHeading: text.meta({ label: "Case studies page heading", hint: "The main heading of /case-studies/." }),
    indexIntro: paragraph.meta({ label: "Case studies page introduction" }),
    indexTitle: text.max(70).meta({ label: "Case studies page SEO title", hint: "At most 70 characters." }),
    indexDescription: paragraph
      .min(50)
      .max(160)
      .meta({ label: "Case studies page SEO description", hint: "50 to 160 characters." }),
    crumb: text.meta({ label: "Breadcrumb and menu name", hint: "e.g. Case studies" }),
    client: text.meta({ label: "Client label" }),
    industry: text.meta({ label: "Industry label" }),
    city: text.meta({ label: "City label" }),
    started: text.meta({ label: "Start label", hint: "Before the engagement's first day, e.g. Engagement started" }),
    services: text.meta({ label: "Services heading", hint: "Above the cards for the services of the engagement." }),
    clicks: text.meta({ label: "Clicks chart label", hint: "e.g. Clicks from Google a day (weekly average)" }),
    impressions: text.meta({
      label: "Impressions chart label",
      hint: "e.g. Impressions in Google a day (weekly average)",
    }),
    startMark: text.meta({ label: "Start mark", hint: "On the chart where the engagement starts, e.g. We started" }),
    change: template(
      "Change line",
      ["weeks", "before", "after", "change"],
      "Under the chart: the change the build works out, e.g. Average clicks a day, {weeks} weeks before and after the start: {before} to {after} ({change}).",
    ),
    source: template(
      "Source line",
      ["client", "from", "to"],
      "Under the chart, e.g. Source: {client}'s Google Search Console export, {from} to {to}.",
    ),
    chartAlt: template(
      "Chart description",
      ["client", "weeks", "before", "after"],
      "Read by screen readers for the chart, e.g. Weekly clicks and impressions for {client}; average clicks a day went from {before} to {after} over {weeks} weeks either side of the start.",
    ),
    onService: text.meta({
      label: "Case study on a service page heading",
      hint: "Above the service's newest case study on its page, e.g. A client's results with this service",
    }),
    cardChange: template(
      "Card figure",
      ["change", "weeks"],
      "On a case study's card, beside the change the build works out, e.g. {change} clicks a day, {weeks} weeks before and after.",
    ),
    read: text.meta({ label: "Read link", hint: "On a case study's card, e.g. Read the case study" }),
    all: text.meta({
      label: "All case studies link",
      hint: "Under the newest case studies, to /case-studies/, e.g. All case studies",
    }),
    cta: z
      .strictObject({
        heading: text.meta({ label: "Heading" }),
        intro: paragraph.meta({ label: "Introduction" }),
        label: text.meta({ label: "Button text" }),
      })
      .meta({
        label: "Closing call to action",
        hint: "At the foot of every case study; the button leads to /contact/.",
        graphqlName: "CaseStudiesCta",
      }),
  })
  .meta({ label: "Case studies wording", graphqlName: "CaseStudiesWording" });

/** The words around people's profiles (data/site.yaml ui.team); needed once an author has a photo. */
export const teamWordingSchema = z
  .strictObject({
    crumb: text.meta({ label: "Breadcrumb name", hint: "The About page in a profile's breadcrumb, e.g. About us" }),
    profileTitle: template(
      "Profile SEO title",
      ["name", "role"],
      "A profile's title in search results, at most 70 characters once filled, e.g. {name}, {role} | Harbour AI SEO.",
    ),
    articles: template(
      "Articles heading",
      ["name"],
      "Above a person's articles on their profile, e.g. Articles by {name}.",
    ),
    linkedin: text.meta({ label: "LinkedIn link", hint: "e.g. LinkedIn profile" }),
    profileLink: template(
      "Profile link",
      ["name"],
      "On the team's cards and bylines, read by screen readers, e.g. About {name}.",
    ),
  })
  .meta({ label: "Team wording", graphqlName: "TeamWording" });
