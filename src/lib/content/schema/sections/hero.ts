import { z } from "zod";
import { FIGURES_HINT, prose } from "../fields";
import { head, heading, qualifier, tail } from "../section-fields";
import { visual } from "../visual";

export const heroSection = z
  .strictObject({
    type: z.literal("hero"),
    ...head,
    heading: heading.meta({ hint: `The page's only main heading. ${FIGURES_HINT}` }),
    definition: prose
      .meta({
        label: "Definition",
        hint: 'One sentence saying what this is in plain words, e.g. "Local SEO is …". Shown first under the heading, where people and AI answer engines look for it. Every service page has one.',
      })
      .optional(),
    qualifier: qualifier
      .meta({
        hint: "When the heading or introduction gives a figure: says it is a conceptual example, not a guaranteed result. Shown under the buttons, with the link to the methodology page.",
      })
      .optional(),
    ...tail,
    visual: visual.optional(),
  })
  .meta({ label: "Hero (top of the page)", layout: "the top of the page" });
