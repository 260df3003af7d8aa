/** The interest options from the parsed content (src/lib/content/parse.ts): gatsby-node.ts onPreInit, and tests. */
import type { ParsedContent } from "../content/parse";
import type { Section } from "../content/schema";
import { interestOptions } from "./interests";
import type { Option } from "./options";

type ContactFormSection = Extract<Section, { type: "contactForm" }>;

export function interestOptionsFromContent({ services, pages }: Pick<ParsedContent, "services" | "pages">): Option[] {
  const contactForm = pages
    .flatMap(({ data }) => data.sections)
    .find((section): section is ContactFormSection => section.type === "contactForm");
  return interestOptions(
    services.map(({ data }) => data),
    contactForm?.form.otherInterests ?? [],
  );
}
