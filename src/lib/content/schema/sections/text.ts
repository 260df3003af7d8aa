import { z } from "zod";
import { points, prose, text } from "../fields";
import { head, heading, tail } from "../section-fields";

export const textSection = z
  .strictObject({
    type: z.literal("text"),
    ...head,
    heading,
    body: prose.meta({ label: "Text", hint: "One or more paragraphs; leave an empty line between paragraphs." }),
    points: points("List").optional(),
    more: z
      .strictObject({
        label: text.meta({
          label: "Fold's label",
          hint: "What the fold says while closed, e.g. For developers: how the check works.",
        }),
        body: prose.meta({
          label: "Folded text",
          hint: "One or more paragraphs; leave an empty line between paragraphs.",
        }),
      })
      .meta({
        label: "Folded detail",
        hint: "Paragraphs after the text, folded until a reader opens them: the detail a developer wants and an owner can skip. Still in the page for search engines, and open without JavaScript.",
        graphqlName: "TextMore",
      })
      .optional(),
    ...tail,
  })
  .meta({ label: "Text (paragraphs and a plain list)" });
