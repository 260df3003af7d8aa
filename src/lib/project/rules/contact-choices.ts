import { z } from "zod";
import { serviceSchema } from "../../content/schema";
import type { Figures } from "../../content/figures";
import { parseSection } from "../../content/parse";
import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, sectionsOf } from "./context";

export const contactChoicesRule: ContentRule = {
  name: "each contact form choice has its own value",
  check: interestValueProblems,
};

/** What the contact form's choices read of a service file (src/lib/contact/interests.ts). */
const interestFields = z.object(serviceSchema.pick({ slug: true, formValue: true, offered: true }).shape);
const NO_FIGURES: Figures = new Map();

/**
 * The contact form's interests: each value names one choice (src/lib/contact/interests.ts), read
 * typed, so renaming a field they use is a type error here. Two services with one slug are
 * reported by the slug rule.
 */
function interestValueProblems({ content }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  const interestValues = new Map<string, { where: string; slug: boolean }>();
  const claim = (value: string, file: string, field: string) => {
    const first = interestValues.get(value);
    if (!first) interestValues.set(value, { where: `${file} (${field})`, slug: field === "slug" });
    else if (!(first.slug && field === "slug"))
      problems.push(
        error(
          file,
          field,
          `"${value}" is already the contact form value of ${first.where}; give each choice its own value`,
        ),
      );
  };
  for (const { file, data } of content.services) {
    const service = interestFields.safeParse(data).data;
    if (service && service.offered !== false)
      claim(service.formValue ?? service.slug, file, service.formValue !== undefined ? "formValue" : "slug");
  }
  for (const file of content.pages) {
    sectionsOf(file).forEach((raw, i) => {
      const section = parseSection(raw, NO_FIGURES);
      const others = section?.type === "contactForm" ? (section.form.otherInterests ?? []) : [];
      others.forEach((o, j) => claim(o.value, file.file, `sections[${i}].form.otherInterests[${j}].value`));
    });
  }
  return problems;
}
