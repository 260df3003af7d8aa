import { siteSchema } from "../../content/schema";
import { rawField } from "../../content/parse";
import { type ContentRule, error } from "./context";

export const proofWordingRule: ContentRule = {
  name: "case studies and people need their wording",
  check: ({ content, caseStudies, people, site }) => {
    const ui = rawField(siteSchema, "ui", site);
    return [
      ...(caseStudies.routes.size > 0 && rawField(siteSchema.shape.ui, "caseStudies", ui) === undefined
        ? [
            error(
              content.site.file,
              "ui.caseStudies",
              "is required: data/case-studies/ has a case study, and its pages need their wording",
            ),
          ]
        : []),
      ...(people.length > 0 && rawField(siteSchema.shape.ui, "team", ui) === undefined
        ? [
            error(
              content.site.file,
              "ui.team",
              `is required: ${content.authors?.file ?? "data/authors.yaml"} has a person with a photo, and their profile needs its wording`,
            ),
          ]
        : []),
    ];
  },
};
