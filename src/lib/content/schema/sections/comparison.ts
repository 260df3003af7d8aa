import { z } from "zod";
import { copy, FIGURES_HINT, points, tone } from "../fields";
import { head, tail } from "../section-fields";

export const comparisonSection = z
  .strictObject({
    type: z.literal("comparison"),
    ...head,
    columns: z
      .array(z.strictObject({ title: copy.meta({ label: "Title", hint: FIGURES_HINT }), tone, points: points() }).meta({ graphqlName: "ComparisonColumn" }))
      .min(2)
      .meta({ label: "Columns", summary: "{{fields.title}}" }),
    ...tail,
  })
  .meta({ label: "Comparison (side-by-side lists)", layout: "lists side by side" });
