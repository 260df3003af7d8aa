import { z } from "zod";
import { CALCULATOR_FIGURES } from "../../example";
import { copy, FIGURES_HINT, prose, text, tone } from "../fields";
import { head, qualifier, scenario, tail } from "../section-fields";

export const barChartSection = z
  .strictObject({
    type: z.literal("barChart"),
    ...head,
    scenario,
    qualifier,
    rows: z
      .array(
        z
          .strictObject({
            label: copy.meta({ label: "Row label" }),
            bars: z
              .array(
                z
                  .strictObject({
                    label: copy.meta({ label: "Bar label" }),
                    value: z
                      .number()
                      .nonnegative()
                      .meta({
                        label: "Value",
                        hint: "Sets the bar's length relative to the others in the row; not shown. Leave empty when Shown as starts with its number (20 pages, 4.6x): the bar is then as long as that number, so a figure worked out from the example is never drawn at a length typed by hand.",
                      })
                      .optional(),
                    display: copy.meta({
                      label: "Shown as",
                      hint: `The text shown for the bar, e.g. 15+ pages. ${FIGURES_HINT}`,
                    }),
                    tone,
                    follows: z
                      .enum(CALCULATOR_FIGURES)
                      .meta({
                        label: "Follows the budget",
                        hint: "In a chart with a budget calculator: the worked example's figure this bar shows (its Shown as must use it), worked out again for the visitor's budget. Leave empty for a figure that does not change with the budget.",
                      })
                      .optional(),
                  })
                  .meta({ graphqlName: "ChartBar" }),
              )
              .min(2)
              .meta({ label: "Bars", summary: "{{fields.label}}: {{fields.display}}" }),
          })
          .meta({ graphqlName: "ChartRow" }),
      )
      .min(1)
      .meta({ label: "Rows", summary: "{{fields.label}}" }),
    calculator: z
      .strictObject({
        label: text.meta({
          label: "Budget label",
          hint: "Names the budget the visitor sets, e.g. Your monthly budget.",
        }),
        min: z.number().int().positive().meta({ label: "Lowest budget ($)" }),
        max: z.number().int().positive().meta({ label: "Highest budget ($)" }),
        step: z
          .number()
          .int()
          .positive()
          .meta({ label: "Step ($)", hint: "How far one press of an arrow key moves the slider, e.g. 500." }),
        hint: prose.meta({ label: "Hint", hint: "Under the slider: what changes when the visitor moves it." }),
      })
      .meta({
        label: "Budget calculator",
        hint: "Lets a visitor try their own budget (with JavaScript): the scenario and the bars marked Follows the budget are worked out again from the worked example in Site settings. Without JavaScript the chart shows the example as written. The example's budget must lie between the lowest and highest.",
        graphqlName: "ChartCalculator",
      })
      .optional(),
    ...tail,
  })
  .meta({ label: "Bar chart", layout: "a figure card" });
