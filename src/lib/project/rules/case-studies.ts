import type { ContentRule } from "./context";

export const caseStudiesRule: ContentRule = {
  name: "case studies: services and addresses",
  check: ({ caseStudies }) => caseStudies.problems,
};
