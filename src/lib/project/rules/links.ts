import { figureNamesIn, SETTING_FIGURE_NAMES } from "../../content/figures";
import { textsIn, type TypedContent } from "../../content/parse";
import { normalisePath } from "../../content/pages";
import { formatPath, type Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, schemaOf, type SectionedFile, siteList } from "./context";

export const linksRule: ContentRule = {
  name: "links, external links and figures name what exists",
  check: linkProblems,
};

/** Every internal link goes to a page, a section or an old address; every external link and `{{figure}}` is named in data/site.yaml. */
function linkProblems({ content, typed, redirects, routes, filesByRoute, idsOf }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  // A list with a wrong entry is reported by the schema rule; the names it holds are not checked against until it is right.
  const externalNames = siteList(typed, "externalLinks")?.map((l) => l.name);
  const figureNames = siteList(typed, "figures")?.map((f) => f.name);
  // Each file, and the page whose sections its own anchors (#id) name: none for data/site.yaml.
  const files: Array<[file: TypedContent["site"] | SectionedFile, ownPage: SectionedFile | undefined]> = [
    [typed.site, undefined],
    ...[...typed.pages, ...typed.services].map((f): [SectionedFile, SectionedFile] => [f, f]),
  ];
  for (const [file, ownPage] of files) {
    const texts = textsIn(schemaOf(file, typed), file.data).map((t) => ({ ...t, at: formatPath(t.path) }));
    for (const { at, text: href } of texts.filter((t) => t.meta.link === "internal")) {
      const [target = "", anchor] = href.split("#");
      if (target === "") {
        if (anchor && ownPage && !idsOf.get(ownPage)?.has(anchor)) {
          problems.push(
            error(file.file, at, `"${href}" points to no section on this page; give a section the id "${anchor}"`),
          );
        }
        continue;
      }
      if (!target.startsWith("/")) continue; // the schema already reports the malformed value
      const route = normalisePath(target);
      const redirect = redirects.get(route);
      const linked = filesByRoute.get(route);
      if (redirect !== undefined) {
        problems.push({
          file: file.file,
          path: at,
          message: `"${href}" is an old address that redirects to "${redirect}"; link to "${redirect}" instead`,
          severity: "warning",
        });
      } else if (!routes.has(route)) {
        problems.push(error(file.file, at, `"${href}" is not a page`));
      } else if (anchor && linked && !idsOf.get(linked)?.has(anchor)) {
        problems.push(
          error(file.file, at, `"${href}" points to no section of ${route}; give a section there the id "${anchor}"`),
        );
      }
    }
    for (const { at, text: name } of externalNames ? texts.filter((t) => t.meta.link === "external") : []) {
      if (!externalNames?.includes(name)) {
        problems.push(
          error(
            file.file,
            at,
            `"${name}" is not in externalLinks in ${content.site.file}; add it there or use one of: ${externalNames?.join(", ") || "(none yet)"}`,
          ),
        );
      }
    }
    for (const { at, text } of figureNames ? texts : []) {
      for (const name of figureNamesIn(text)) {
        if (!figureNames?.includes(name) && !SETTING_FIGURE_NAMES.has(name))
          problems.push(
            error(
              file.file,
              at,
              `uses "{{${name}}}", which is not in figures in ${content.site.file}; add it there or fix the name`,
            ),
          );
      }
    }
  }
  return problems;
}
