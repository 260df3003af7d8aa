import { z } from "zod";
import { optionalIcon } from "../fields";
import { description, head, tail, title } from "../section-fields";

export const tilesSection = z
  .strictObject({
    type: z.literal("tiles"),
    ...head,
    oneLine: z
      .boolean()
      .meta({
        label: "In one line",
        hint: "Tick to show the tiles' titles as one line of text (cities, industries, data sources) instead of cards: a phone reads it at a glance, where cards make a row to swipe through. Titles only: no descriptions or icons.",
      })
      .optional(),
    items: z
      .array(z.strictObject({ title, description: description.optional(), icon: optionalIcon }))
      .min(1)
      .meta({ label: "Tiles", summary: "{{fields.title}}" }),
    ...tail,
  })
  .superRefine((section, ctx) => {
    if (section.oneLine !== true) return;
    section.items.forEach((item, i) => {
      if (item.description !== undefined || item.icon !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["items", i],
          message: "is shown in one line, by its title only; remove its description and icon, or untick In one line",
        });
    });
  })
  .meta({ label: "Tiles (cities, industries, platforms)", layout: "a grid of cards" });
