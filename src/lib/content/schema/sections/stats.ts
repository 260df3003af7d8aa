import { z } from "zod";
import { copy, FIGURES_HINT, slug } from "../fields";
import { description, foldNeedsHeading, foldOnPhones, head, qualifier, scenario, tail } from "../section-fields";

export const statsSection = z
  .strictObject({
    type: z.literal("stats"),
    ...head,
    scenario: scenario.optional(),
    qualifier,
    items: z
      .array(
        z.strictObject({
          value: copy.meta({ label: "Figure", hint: `e.g. 100+. ${FIGURES_HINT}` }),
          label: copy.meta({ label: "Label" }),
          description: description.optional(),
          source: slug
            .meta({
              label: "Source",
              hint: "For a figure from outside the agency: the name of its source under Sources in Site settings. Shown beside the figure, linked.",
            })
            .optional(),
        }),
      )
      .min(1)
      .meta({ label: "Figures", summary: "{{fields.value}} {{fields.label}}" }),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Stats (large figures)", layout: "a figure card" });
