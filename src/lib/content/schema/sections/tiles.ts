import { z } from "zod";
import { copy, optionalIcon } from "../fields";
import { description, foldNeedsHeading, foldOnPhones, head, tail, title } from "../section-fields";

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
    alongside: z
      .strictObject({
        heading: copy.meta({ label: "Heading", hint: "e.g. Industries that win with local SEO" }),
        items: z.array(z.strictObject({ title })).min(1).meta({ label: "Names", summary: "{{fields.title}}" }),
      })
      .meta({
        label: "A second list in the same band",
        hint: "In one line only: a second list of names under its own smaller heading, in the same band (Local SEO's industries under its cities), so two short lists take one band, not two.",
        graphqlName: "TilesAlongside",
      })
      .optional(),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .superRefine((section, ctx) => {
    if (section.alongside !== undefined && section.oneLine !== true)
      ctx.addIssue({
        code: "custom",
        path: ["alongside"],
        message: "is a second list in one line; tick In one line, or remove it",
      });
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
