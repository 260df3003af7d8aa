import { z } from "zod";
import { FIGURES_HINT } from "../fields";
import { head, heading, qualifier, tail } from "../section-fields";
import { visual } from "../visual";

export const heroSection = z
  .strictObject({
    type: z.literal("hero"),
    ...head,
    heading: heading.meta({ hint: `The page's only main heading. ${FIGURES_HINT}` }),
    qualifier: qualifier
      .meta({ hint: "When the heading or introduction gives a figure: says it is a conceptual example, not a guaranteed result. Shown under the buttons, with the link to the methodology page." })
      .optional(),
    ...tail,
    visual: visual.optional(),
  })
  .meta({ label: "Hero (top of the page)", layout: "the top of the page" });
