import { z } from "zod";
import { sectionSchemaFor, type SectionSchemas, serviceSchema } from "../../content/schema";
import { whole } from "../../content/parse";
import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, sectionsOf } from "./context";

export const contactChoicesRule: ContentRule = {
  name: "each contact form choice has its own value",
  check: interestValueProblems,
};

/** What the contact form's choices read of a service file (src/lib/contact/interests.ts). */
const interestFields = z.object(serviceSchema.pick({ slug: true, formValue: true, offered: true }).shape);

/**
 * The contact form's interests: each value names one choice (src/lib/contact/interests.ts), read
 * typed, so renaming a field they use is a type error here. Two services with one slug are
 * reported by the slug rule.
 */
function interestValueProblems({ typed }: RuleContext): Problem[] {
  const formSchema = sectionSchemaFor("contactForm") as SectionSchemas["contactForm"];
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
  // A service's fields and a form's section are read once each is right (the schema rule names what is wrong).
  for (const { file, data } of typed.services) {
    const service = whole(interestFields, data);
    if (service && service.offered !== false)
      claim(service.formValue ?? service.slug, file, service.formValue !== undefined ? "formValue" : "slug");
  }
  for (const file of typed.pages) {
    sectionsOf(file).forEach((typedSection, i) => {
      const section = typedSection?.type === "contactForm" ? whole(formSchema, typedSection) : undefined;
      const others = section?.form.otherInterests ?? [];
      others.forEach((o, j) => claim(o.value, file.file, `sections[${i}].form.otherInterests[${j}].value`));
    });
  }
  return problems;
}
