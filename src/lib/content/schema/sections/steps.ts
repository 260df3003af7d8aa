import { z } from "zod";
import { description, head, tail, title } from "../section-fields";

export const stepsSection = z
  .strictObject({
    type: z.literal("steps"),
    ...head,
    items: z.array(z.strictObject({ title, description })).min(2).meta({ label: "Steps", summary: "{{fields.title}}" }),
    ...tail,
  })
  .meta({ label: "Steps (numbered process)", layout: "numbered steps" });
