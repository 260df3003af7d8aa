import { sectionSchemaFor } from "../../content/schema";
import type { Problem } from "../../content/problems";
import { metaOf } from "../../content/meta";
import { type ContentRule, error, type RuleContext } from "./context";

export const layoutRunsRule: ContentRule = {
  name: "no more than two sections in a row share a layout",
  check: layoutRunProblems,
};

/**
 * A section's layout, in words (FieldMeta.layout on its type's schema), or undefined for a type no
 * component renders. Tiles in one line (`oneLine`) are a line of text, not a grid of cards.
 */
const layoutOf = (section: { type?: string; oneLine?: unknown } | undefined): string | undefined => {
  if (section?.type === "tiles" && section.oneLine === true) return "one line of text";
  const schema = section?.type === undefined ? undefined : sectionSchemaFor(section.type);
  return schema ? metaOf(schema).layout : undefined;
};
/** What a service page adds before its closing call to action: its related services and the articles on it, both grids of cards. */
const SERVICE_PAGE_ADDS = [layoutOf({ type: "serviceCards" }), layoutOf({ type: "latestArticles" })];

/**
 * Three sections in a row laid out alike read as one long, same-shaped page (the design review's
 * "every page is the same shape"): a page alternates its layouts, at most two alike in a row. A
 * service page's related services and its articles, two grids of cards, come before its closing
 * call to action, so they count too.
 */
function layoutRunProblems({ typed }: RuleContext): Problem[] {
  const files = [
    ...typed.pages.map((file) => ({ file, service: false })),
    ...typed.services.map((file) => ({ file, service: true })),
  ];
  return files.flatMap(({ file, service }) => {
    const sections = file.data?.sections ?? [];
    const layouts: Array<{ layout: string | undefined; at: number | "added" }> = sections.map((section, i) => ({
      layout: layoutOf(section),
      at: i,
    }));
    if (service) {
      const closing = sections[sections.length - 1]?.type === "callToAction" ? layouts.length - 1 : layouts.length;
      layouts.splice(closing, 0, ...SERVICE_PAGE_ADDS.map((layout) => ({ layout, at: "added" as const })));
    }
    const problems: Problem[] = [];
    layouts.forEach(({ layout, at }, i) => {
      const [first, second] = [layouts[i - 2], layouts[i - 1]];
      if (layout === undefined || first?.layout !== layout || second?.layout !== layout) return;
      // Report the YAML section of the run nearest its end: the one an editor moves or changes.
      const own = [at, second.at, first.at].find((n): n is number => n !== "added");
      if (own === undefined) return;
      const added =
        at === "added" ? " (with the related services and articles a service page shows before its closing call)" : "";
      problems.push(
        error(
          file.file,
          `sections[${own}].type`,
          `makes three sections in a row laid out as ${layout}${added}; put a section of another kind between them, or change one`,
        ),
      );
    });
    return problems;
  });
}
