import type { TypedSection } from "../../content/parse";
import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, siteList } from "./context";

export const sourcesRule: ContentRule = {
  name: "every figure from outside the agency cites a listed source, and every listed source is cited",
  check: sourcesProblems,
};

/** Where a section cites a source: its figures' `source` fields (stats items), by path in the file. */
function citations(sections: ReadonlyArray<TypedSection | undefined>): Array<{ at: string; id: string }> {
  return sections.flatMap((section, i) => {
    const items = section?.type === "stats" ? (section.items ?? []) : [];
    return items.flatMap((item, j) =>
      item?.source !== undefined ? [{ at: `sections[${i}].items[${j}].source`, id: item.source }] : [],
    );
  });
}

/**
 * Sources are data/site.yaml's `sources`: a figure names one, and the page shows it beside the
 * figure. A source nothing cites is a figure that went without its source being removed (or a
 * source added for nothing); a citation of a source not listed would show no source at all.
 */
function sourcesProblems({ content, typed }: RuleContext): Problem[] {
  const listed = siteList(typed, "sources") ?? [];
  const ids = new Set(listed.map((source) => source.id));
  const cited = new Set<string>();
  const problems: Problem[] = [];
  for (const file of [...typed.pages, ...typed.services]) {
    for (const { at, id } of citations(file.data?.sections ?? [])) {
      cited.add(id);
      if (!ids.has(id))
        problems.push(
          error(
            file.file,
            at,
            `names the source "${id}", which is not under sources in ${content.site.file}; add it there (after reading the figure in it) or remove the figure`,
          ),
        );
    }
  }
  listed.forEach((source, i) => {
    if (!cited.has(source.id))
      problems.push(
        error(
          content.site.file,
          `sources[${i}]`,
          `"${source.id}" is cited by no figure; remove it, or name it as the source of the figure it gives`,
        ),
      );
  });
  return problems;
}
