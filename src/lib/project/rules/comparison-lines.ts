import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext } from "./context";

export const comparisonLinesRule: ContentRule = {
  name: "each comparison says what is specific to its own page",
  check: comparisonLineProblems,
};

/** A line as a reader meets it: case, spacing and closing punctuation make no difference. */
const normalise = (line: string): string =>
  line
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.;,!]+$/, "")
    .trim();

/**
 * The same generic line on page after page ("work in office hours only") reads as boilerplate, and
 * tells a buyer nothing about the service in front of them: each comparison compares what is
 * specific to its own page, in its own words. A line may appear once on the whole site; a repeat
 * is reported where it is, naming the file and field that said it first.
 */
function comparisonLineProblems({ typed }: RuleContext): Problem[] {
  const first = new Map<string, { file: string; at: string }>();
  const problems: Problem[] = [];
  for (const file of [...typed.pages, ...typed.services]) {
    (file.data?.sections ?? []).forEach((section, s) => {
      if (section?.type !== "comparison") return;
      (section.columns ?? []).forEach((column, c) => {
        (column?.points ?? []).forEach((point, p) => {
          if (point === undefined) return;
          const at = `sections[${s}].columns[${c}].points[${p}]`;
          const key = normalise(point);
          const earlier = first.get(key);
          if (!earlier) {
            first.set(key, { file: file.file, at });
            return;
          }
          const where = earlier.file === file.file ? earlier.at : `${earlier.file} (${earlier.at})`;
          problems.push(
            error(
              file.file,
              at,
              `"${point}" is also a comparison line of ${where}; say what is specific to this page, in its own words`,
            ),
          );
        });
      });
    });
  }
  return problems;
}
