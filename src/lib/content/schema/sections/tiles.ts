import { z } from "zod";
import { optionalIcon } from "../fields";
import { description, head, tail, title } from "../section-fields";

export const tilesSection = z
  .strictObject({
    type: z.literal("tiles"),
    ...head,
    items: z
      .array(z.strictObject({ title, description: description.optional(), icon: optionalIcon }))
      .min(1)
      .meta({ label: "Tiles", summary: "{{fields.title}}" }),
    ...tail,
  })
  .meta({ label: "Tiles (cities, industries, platforms)", layout: "a grid of cards" });
