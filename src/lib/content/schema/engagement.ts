/**
 * data/site.yaml `engagement`: how an engagement works, the same for every service. The words
 * around each service's price, term and first 90 days (its `offer` section), what the free
 * consultation includes, and who owns what. The prices and terms themselves are each service's
 * own (data/services/<slug>.yaml), so the page, /services/ and the structured data cannot disagree.
 */
import { z } from "zod";
import { copy, paragraph, points, prose, text } from "./fields";

const template = (label: string, name: string, hint: string) =>
  text.regex(new RegExp(`\\{${name}\\}`), `must contain {${name}}, where the value goes`).meta({ label, hint });

export const engagementSchema = z
  .strictObject({
    priceLabel: text.meta({ label: "Price label", hint: "e.g. Starting price" }),
    monthly: template("Monthly price", "price", "{price} becomes the amount in dollars, e.g. From {price} a month"),
    once: template("One-off price", "price", "{price} becomes the amount in dollars, e.g. {price}, one-off"),
    termLabel: text.meta({ label: "Term label", hint: "e.g. Term" }),
    monthToMonth: text.meta({
      label: "Month to month",
      hint: "The term of a service whose minimum is 0 months, e.g. Month to month, no lock-in.",
    }),
    minimum: template(
      "Minimum term",
      "months",
      "{months} becomes the number, e.g. Minimum {months} months, then month to month",
    ),
    oneOff: text.meta({
      label: "One-off term",
      hint: "The term of a service billed once, e.g. One-off, no ongoing commitment.",
    }),
    placeholder: text.meta({
      label: "Placeholder mark",
      hint: "Shown in place of a price or term the service's file does not state yet, e.g. Placeholder. A production build refuses any.",
    }),
    placeholderNote: paragraph.meta({
      label: "Placeholder note",
      hint: "Under prices and terms while any is a placeholder: who sets them, and when.",
    }),
    priceNote: paragraph.meta({
      label: "Price note",
      hint: "Under every price, e.g. Australian dollars, including GST.",
    }),
    plan: text.meta({
      label: "First 90 days heading",
      hint: "Above each service's three months, e.g. Your first 90 days",
    }),
    month: template("Month label", "n", "{n} becomes 1, 2 or 3, e.g. Month {n}"),
    consultation: z
      .strictObject({
        heading: text.meta({ label: "Heading", hint: "e.g. What the free consultation includes" }),
        points: points("What it includes"),
      })
      .meta({
        label: "Free consultation",
        hint: "Shown on every service page beside its price and term.",
        graphqlName: "EngagementConsultation",
      }),
    table: z
      .strictObject({
        service: text.meta({ label: "Service column" }),
        price: text.meta({ label: "Price column" }),
        term: text.meta({ label: "Term column" }),
      })
      .meta({
        label: "Price table headings",
        hint: "The columns of the services page's table of prices and terms.",
        graphqlName: "EngagementTable",
      }),
    priceAndTerm: prose.meta({
      label: "Cost question's answer",
      hint: "Written {{priceAndTerm}} in service pages' questions about cost and lock-in: where the page states them.",
    }),
    ownership: copy.meta({
      label: "Who owns what",
      hint: 'Written {{ownership}} in the questions about ownership: who owns the content, the data and the accounts. A value starting "Placeholder" warns in development and stops a production build.',
    }),
  })
  .meta({ label: "How an engagement works", graphqlName: "SiteEngagement" });

export type Engagement = z.infer<typeof engagementSchema>;
