import { z } from "zod";
import { copy } from "../fields";
import { description, foldNeedsHeading, foldOnPhones, head, qualifier, tail, title } from "../section-fields";

export const timelineSection = z
  .strictObject({
    type: z.literal("timeline"),
    ...head,
    items: z
      .array(z.strictObject({ label: copy.meta({ label: "When" }), title, description }))
      .min(2)
      .meta({ label: "Events", summary: "{{fields.label}}: {{fields.title}}" }),
    qualifier: qualifier
      .meta({
        hint: "When the events give times or durations: says they are a conceptual example, not a guaranteed result. Shown under them, with the link to the methodology page.",
      })
      .optional(),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Timeline", layout: "a timeline" });
