/**
 * A service's offer (its starting price, term and first 90 days, around the agency's free
 * consultation) and the services page's table of them. A price or term left out is a placeholder:
 * the page says so, and a production build refuses it (src/lib/content/placeholders.ts).
 */
import { z } from "zod";
import { copy, prose, services, slug } from "../fields";
import { head, tail } from "../section-fields";

export const BILLING = ["monthly", "once"] as const;

export const offerSection = z
  .strictObject({
    type: z.literal("offer"),
    ...head,
    billing: z.enum(BILLING).meta({
      label: "Billed",
      hint: "monthly: a retainer, priced a month, with a term; once: a one-off price (an audit), with no term.",
    }),
    price: z
      .number()
      .int()
      .positive()
      .meta({
        label: "Starting price ($)",
        hint: "Whole Australian dollars: a month when billed monthly, the whole price when once. Leave it empty until the agency sets it: the page shows a placeholder and a production build refuses it.",
      })
      .optional(),
    minimumMonths: z
      .number()
      .int()
      .min(0)
      .max(36)
      .meta({
        label: "Minimum term (months)",
        hint: "Billed monthly only: 0 for month to month, otherwise the minimum in months. Leave it empty until the agency sets it: the page shows a placeholder and a production build refuses it.",
      })
      .optional(),
    months: z
      .array(
        z
          .strictObject({
            focus: copy.meta({ label: "Focus", hint: "A few words, e.g. Audit and fixes." }),
            work: prose.meta({
              label: "The work",
              hint: "What the month delivers, as work done: never a ranking, traffic figure or percentage.",
            }),
          })
          .meta({ graphqlName: "OfferMonth" }),
      )
      .length(3)
      .meta({ label: "First 90 days", summary: "{{fields.focus}}", hint: "Months 1, 2 and 3, in order." }),
    ...tail,
  })
  .meta({ label: "Offer (price, term, first 90 days)", layout: "a price card beside a plan" });

export const offerTableSection = z
  .strictObject({
    type: z.literal("offerTable"),
    ...head,
    services: z.array(slug).min(1).meta({
      label: "Services",
      ref: services,
      hint: "Each row shows the service's own starting price and term, from its Offer section.",
    }),
    ...tail,
  })
  .meta({ label: "Prices and terms (table)", layout: "a table" });
