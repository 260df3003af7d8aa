import { z } from "zod";
import { MEASURE_PLACEHOLDERS, SITE_MEASURES } from "../../vocabulary";
import { paragraph, points, prose, text } from "../fields";
import { head, heading, tail } from "../section-fields";

export const siteFactsSection = z
  .strictObject({
    type: z.literal("siteFacts"),
    ...head,
    heading,
    facts: z
      .array(
        z
          .strictObject({
            measure: z.enum(SITE_MEASURES).meta({
              label: "Measure",
              hint: "What the build measures of this site: javascript (the most any page runs before a visitor touches it), pageWeight (the heaviest page), pages (in the sitemap), structuredData (the schema.org types the pages declare), lighthouse (the lowest performance score in the last npm run bench; left out when there is none).",
            }),
            value: text.meta({
              label: "Figure",
              hint: "How the figure is shown, with {value} where the measurement goes, e.g. {value} or {value} pages.",
            }),
            label: text.meta({ label: "Label", hint: "e.g. JavaScript before you interact" }),
            description: paragraph
              .meta({
                label: "Description",
                hint: "How it was measured, e.g. gzipped, the most of any page. May use the measure's other values: pageWeight {page}, structuredData {types}, lighthouse {routes}, {date} and {runs}.",
              })
              .optional(),
          })
          .superRefine((fact, ctx) => {
            const allowed = MEASURE_PLACEHOLDERS[fact.measure];
            for (const key of ["value", "label", "description"] as const) {
              for (const [, name] of (fact[key] ?? "").matchAll(/\{(\w+)\}/g)) {
                if (name && !allowed.includes(name))
                  ctx.addIssue({
                    code: "custom",
                    path: [key],
                    message: `uses {${name}}, which ${fact.measure} does not measure; use ${allowed.map((a) => `{${a}}`).join(", ")}`,
                  });
              }
            }
            if (!fact.value.includes("{value}"))
              ctx.addIssue({
                code: "custom",
                path: ["value"],
                message: "must show the measurement: write {value} where it goes",
              });
          })
          .meta({ graphqlName: "SiteFact" }),
      )
      .min(2)
      .max(6)
      .meta({ label: "Figures", summary: "{{fields.measure}}: {{fields.label}}" }),
    checksHeading: text.meta({ label: "How to check heading", hint: "e.g. Check them yourself" }),
    checks: points("How to check them").meta({
      hint: "Steps anyone can take to check the figures, e.g. run PageSpeed Insights on any page. Put the tools' links under Buttons.",
    }),
    source: prose.meta({
      label: "Source line",
      hint: "Under the figures: where they come from, e.g. Measured by the build from the pages it published.",
    }),
    ...tail,
  })
  .meta({ label: "This site's measured figures (proof)", layout: "measured figures" });
