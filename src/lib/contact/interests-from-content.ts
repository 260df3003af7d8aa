/** The interest options from data/ as the build reads it (gatsby-node.ts onPreInit, and tests). */
import { isObj, type Content } from "../content/validate";
import { interestOptions, type InterestSource } from "./interests";
import type { Option } from "./options";

/** The service files that name a slug and a title (the build refuses the others). */
export function interestSources(content: Content): InterestSource[] {
  return content.services.flatMap(({ data }) => (isObj(data) && typeof data.slug === "string" && typeof data.title === "string" ? [data as unknown as InterestSource] : []));
}

export function interestOptionsFromContent(content: Content): Option[] {
  const services = interestSources(content);
  const contactForm = content.pages
    .flatMap(({ data }) => (isObj(data) && Array.isArray(data.sections) ? data.sections : []))
    .find((section: unknown) => isObj(section) && section.type === "contactForm");
  const form = isObj(contactForm) && isObj(contactForm.form) ? contactForm.form : {};
  const others = Array.isArray(form.otherInterests) ? (form.otherInterests as Option[]) : [];
  return interestOptions(services, others);
}
