import { type ContentRule, error } from "./context";

export const proofWordingRule: ContentRule = {
  name: "case studies and people need their wording",
  check: ({ content, typed, caseStudies, people }) => {
    const ui = typed.site.data?.ui;
    return [
      ...(caseStudies.routes.size > 0 && ui?.caseStudies === undefined
        ? [
            error(
              content.site.file,
              "ui.caseStudies",
              "is required: data/case-studies/ has a case study, and its pages need their wording",
            ),
          ]
        : []),
      ...(people.length > 0 && ui?.team === undefined
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
