import { z } from "zod";
import { COMPARISON_TREATMENTS } from "../../vocabulary";
import { copy, FIGURES_HINT, points, tone } from "../fields";
import { foldNeedsHeading, foldOnPhones, head, tail } from "../section-fields";

/** Fewer, sharper lines: a comparison a phone reader takes in at a glance. */
export const MAX_COMPARISON_POINTS = 5;

export const comparisonSection = z
  .strictObject({
    type: z.literal("comparison"),
    ...head,
    treatment: z.enum(COMPARISON_TREATMENTS).meta({
      label: "Layout",
      hint: "cards: a card per column, each point after a red cross or teal tick. table: a row per aspect (fill in Aspects), the columns side by side; the quieter layout, and shorter on a phone. shift: two columns only, a row per aspect (fill in Aspects) reading from the old way to the new, with no crosses or ticks; pick a layout the pages around it do not use.",
    }),
    aspects: z
      .array(copy.meta({ name: "aspect", label: "Aspect" }))
      .min(2)
      .meta({
        label: "Aspects (table rows)",
        hint: "Only for the table layout: what each row compares, e.g. Crawl cadence, in the order of every column's points (one point a column for each aspect).",
      })
      .optional(),
    columns: z
      .array(
        z
          .strictObject({ title: copy.meta({ label: "Title", hint: FIGURES_HINT }), tone, points: points() })
          .meta({ graphqlName: "ComparisonColumn" }),
      )
      .min(2)
      .meta({ label: "Columns", summary: "{{fields.title}}" }),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .superRefine((section, ctx) => {
    section.columns.forEach((column, i) => {
      if (column.points.length > MAX_COMPARISON_POINTS)
        ctx.addIssue({
          code: "custom",
          path: ["columns", i, "points"],
          message: `has ${column.points.length} points; keep to ${MAX_COMPARISON_POINTS} or fewer, the sharpest ones`,
        });
    });
    if (section.treatment === "cards" && section.aspects !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["aspects"],
        message: "are shown only by the table and shift layouts; remove them, or set treatment to table or shift",
      });
    }
    if (section.treatment === "shift" && section.columns.length !== 2) {
      ctx.addIssue({
        code: "custom",
        path: ["columns"],
        message: `has ${section.columns.length} columns; the shift layout reads from one way to the other, so it takes two`,
      });
    }
    if (section.treatment === "table" || section.treatment === "shift") {
      if (section.aspects === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["aspects"],
          message: `are required by the ${section.treatment} layout: name what each row compares, one for each point of a column`,
        });
        return;
      }
      const rows = section.aspects.length;
      section.columns.forEach((column, i) => {
        if (column.points.length !== rows)
          ctx.addIssue({
            code: "custom",
            path: ["columns", i, "points"],
            message: `has ${column.points.length} points for ${rows} aspects; a ${section.treatment} needs one point a column for each aspect`,
          });
      });
    }
  })
  .meta({ label: "Comparison (side by side)", layout: "lists side by side" });
