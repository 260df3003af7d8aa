import { z } from "zod";
import { points, prose } from "../fields";
import { head, heading, tail } from "../section-fields";

export const textSection = z
  .strictObject({
    type: z.literal("text"),
    ...head,
    heading,
    body: prose.meta({ label: "Text", hint: "One or more paragraphs; leave an empty line between paragraphs." }),
    points: points("List").optional(),
    ...tail,
  })
  .meta({ label: "Text (paragraphs and a plain list)" });
