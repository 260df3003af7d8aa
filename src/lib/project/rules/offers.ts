import type { TypedSection } from "../../content/parse";
import type { Problem } from "../../content/problems";
import { type ContentRule, error } from "./context";

/** Where a file's sections of one type sit, by index. */
const indexesOf = (sections: ReadonlyArray<TypedSection | undefined>, type: TypedSection["type"]): number[] =>
  sections.flatMap((s, i) => (s?.type === type ? [i] : []));

/**
 * Every service the agency offers states how an engagement works, once: one offer section, whose
 * term fits how it is billed; a service no longer offered has none (it sells nothing); pages
 * other than services have none (an offer is a service's); and the services page's table names
 * only services with an offer, each once.
 */
export const offersRule: ContentRule = {
  name: "each offered service has one offer, and the table lists offers",
  check({ typed, slugs }) {
    const problems: Problem[] = [];
    const withOffer = new Set<string>();
    for (const service of typed.services) {
      const sections = service.data?.sections ?? [];
      const offers = indexesOf(sections, "offer");
      const offered = service.data?.offered !== false;
      const slug = service.data?.slug;
      if (offered && offers.length === 0)
        problems.push(
          error(
            service.file,
            "sections",
            "has no offer section: every service offered states its starting price, term and first 90 days",
          ),
        );
      if (!offered)
        offers.forEach((i) =>
          problems.push(error(service.file, `sections[${i}]`, "is an offer on a service no longer offered; remove it")),
        );
      if (offered)
        offers
          .slice(1)
          .forEach((i) =>
            problems.push(
              error(
                service.file,
                `sections[${i}]`,
                `is a second offer; the service's offer is sections[${offers[0] ?? 0}]`,
              ),
            ),
          );
      if (offered && offers.length > 0 && slug !== undefined) withOffer.add(slug);
      offers.forEach((i) => {
        const section = sections[i];
        if (section?.type === "offer" && section.billing === "once" && section.minimumMonths !== undefined) {
          problems.push(
            error(
              service.file,
              `sections[${i}].minimumMonths`,
              "is a term for a one-off price; leave it out (billing: once has no term)",
            ),
          );
        }
      });
    }
    for (const page of typed.pages) {
      const sections = page.data?.sections ?? [];
      indexesOf(sections, "offer").forEach((i) =>
        problems.push(
          error(
            page.file,
            `sections[${i}].type`,
            '"offer" belongs on a service page (data/services/); list prices here with offerTable',
          ),
        ),
      );
      indexesOf(sections, "offerTable").forEach((i) => {
        const seen = new Set<string>();
        const section = sections[i];
        (section?.type === "offerTable" ? (section.services ?? []) : []).forEach((name, j) => {
          if (name === undefined) return;
          const at = `sections[${i}].services[${j}]`;
          if (seen.has(name)) problems.push(error(page.file, at, `"${name}" is listed twice`));
          else if (slugs.has(name) && !withOffer.has(name))
            problems.push(
              error(page.file, at, `"${name}" has no offer to show (no offer section, or no longer offered)`),
            );
          seen.add(name);
        });
      });
    }
    return problems;
  },
};
