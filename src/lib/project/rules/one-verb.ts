import { normalisePath } from "../../content/pages";
import type { Problem } from "../../content/problems";
import { type ContentRule, error, sectionsOf } from "./context";

/**
 * One verb for the consultation (DECISIONS 2026-11-28, issue 59): every primary action to the
 * contact form reads as the header's button does (`header.cta.label` in data/site.yaml, the one
 * place the wording is chosen), so the header, the phones' bar, every closing band and every hero
 * say the same thing. A service page may keep the button SPEC names for it ("Start link
 * building"): a label beginning "Start ", the same in every action of that file. The report's
 * button may add context after the verb ("… about this report").
 */
export const oneVerbRule: ContentRule = {
  name: "every primary action to the contact form shares the header button's wording",
  check({ typed }) {
    const cta = typed.site.data?.header?.cta;
    if (cta?.label === undefined || cta.to === undefined) return []; // the schema rule names what is missing
    const verb = cta.label;
    const contact = normalisePath(cta.to);
    const problems: Problem[] = [];
    const site = typed.site.file;
    const expected = `"${verb}" (header.cta.label in ${site})`;
    const bands: Array<[string, string | undefined]> = [
      ["ui.insights.cta.label", typed.site.data?.ui?.insights?.cta?.label],
      ["ui.caseStudies.cta.label", typed.site.data?.ui?.caseStudies?.cta?.label],
    ];
    for (const [at, label] of bands)
      if (label !== undefined && label !== verb)
        problems.push(error(site, at, `reads "${label}": every button to the contact form reads ${expected}`));
    const services = new Set<unknown>(typed.services);
    for (const file of [...typed.pages, ...typed.services]) {
      const isService = services.has(file);
      // A service's own button (SPEC's "Start …"), once it is seen in the file.
      let own: string | undefined;
      sectionsOf(file).forEach((section, i) => {
        if (section?.type === "siteCheck") {
          const label = section.check?.ctaLabel;
          if (label !== undefined && label !== verb && !label.startsWith(`${verb} `))
            problems.push(
              error(
                file.file,
                `sections[${i}].check.ctaLabel`,
                `reads "${label}": the report's button to the contact form starts with ${expected}, and may add what it is about after it`,
              ),
            );
        }
        (section?.actions ?? []).forEach((action, j) => {
          const label = action?.label;
          // An anchor on the contact page (/contact#contact-form) is the contact form too.
          const [target = ""] = action?.to?.split("#") ?? [];
          if (label === undefined || target === "" || normalisePath(target) !== contact) return;
          if (label === verb) return;
          if (isService && label.startsWith("Start ") && (own === undefined || own === label)) {
            own = label;
            return;
          }
          problems.push(
            error(
              file.file,
              `sections[${i}].actions[${j}].label`,
              isService
                ? `reads "${label}": every button to the contact form reads ${expected}, or the service's own "Start …" button${own === undefined ? "" : ` ("${own}")`}, the same in every section`
                : `reads "${label}": every button to the contact form reads ${expected}`,
            ),
          );
        });
      });
    }
    return problems;
  },
};
