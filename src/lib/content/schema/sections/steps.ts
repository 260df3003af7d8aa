import { z } from "zod";
import { description, foldNeedsHeading, foldOnPhones, head, tail, title } from "../section-fields";
import { visual } from "../visual";

export const stepsSection = z
  .strictObject({
    type: z.literal("steps"),
    ...head,
    items: z.array(z.strictObject({ title, description })).min(2).meta({ label: "Steps", summary: "{{fields.title}}" }),
    visual: visual
      .meta({
        label: "Picture",
        hint: "Leave empty for the steps side by side. With a picture (e.g. a sample report of the free check), the steps stand in a column beside it on wide screens, and it follows them on phones.",
      })
      .optional(),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Steps (numbered process)", layout: "numbered steps" });
