import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext } from "./context";

export const answersFirstRule: ContentRule = {
  name: "every service page answers first: a definition under its heading and a FAQ",
  check: answersFirstProblems,
};

/**
 * What a person or an AI answer engine looks for first on a service page: what the service is, in
 * one sentence under the heading, and the questions prospects ask, answered. Each service page
 * has both (the FAQ's own schema keeps it to four to six questions).
 */
function answersFirstProblems({ typed }: RuleContext): Problem[] {
  return typed.services.flatMap((file) => {
    const sections = file.data?.sections ?? [];
    const hero = sections[0];
    const problems: Problem[] = [];
    const definition = hero?.type === "hero" ? hero.definition : undefined;
    if (definition === undefined || definition.trim() === "") {
      problems.push(
        error(
          file.file,
          "sections[0].definition",
          'is missing: say in one sentence what the service is, e.g. "Local SEO is …"',
        ),
      );
    } else if ((definition.trim().match(/[.!?](\s|$)/g) ?? []).length > 1) {
      problems.push(
        error(file.file, "sections[0].definition", "must be one sentence; put the rest in the introduction"),
      );
    }
    if (!sections.some((section) => section?.type === "faq")) {
      problems.push(
        error(
          file.file,
          "sections",
          "has no FAQ: add a section of type faq with the four to six questions prospects ask about this service",
        ),
      );
    }
    return problems;
  });
}
