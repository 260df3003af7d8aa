import { sectionSchemaFor, type SectionSchemas, siteSchema } from "../../content/schema";
import { figureNamesIn } from "../../content/figures";
import { whole } from "../../content/parse";
import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, sectionsOf } from "./context";

export const budgetCalculatorRule: ContentRule = {
  name: "a budget calculator follows the worked example",
  check: calculatorProblems,
};

/**
 * A bar chart's budget calculator works the example out again for the visitor's budget: the
 * example must exist and lie within the slider's range, and a bar that follows the budget must
 * show the example's figure it names, so the page without JavaScript and the calculator at the
 * example's budget say the same.
 */
function calculatorProblems({ typed }: RuleContext): Problem[] {
  const chartSchema = sectionSchemaFor("barChart") as SectionSchemas["barChart"];
  // The example, the calculator and the rows are read once each is right (the schema rule names what is wrong).
  const example = whole(siteSchema.shape.example, typed.site.data?.example);
  return [...typed.pages, ...typed.services].flatMap((file) =>
    sectionsOf(file).flatMap((section, i) => {
      if (section?.type !== "barChart") return [];
      const at = `sections[${i}]`;
      const calculator = whole(chartSchema.shape.calculator, section.calculator);
      const rows = whole(chartSchema.shape.rows, section.rows) ?? [];
      const problems: Problem[] = [];
      rows.forEach((row, r) =>
        row.bars.forEach((bar, b) => {
          const field = `${at}.rows[${r}].bars[${b}]`;
          // With no value the bar is drawn as long as the number its text starts with (chart-rows.tsx).
          if (bar.value === undefined && !/^\s*(\$?\d|\{\{)/.test(bar.display))
            problems.push(
              error(
                file.file,
                `${field}.value`,
                `is required when Shown as does not start with a number ("${bar.display}"): it sets the bar's length`,
              ),
            );
          if (bar.follows === undefined) return;
          if (!calculator)
            problems.push(
              error(
                file.file,
                `${field}.follows`,
                "only a chart with a budget calculator can follow the budget; add the calculator or leave this empty",
              ),
            );
          else if (!figureNamesIn(bar.display).includes(bar.follows))
            problems.push(
              error(
                file.file,
                `${field}.display`,
                `follows {{${bar.follows}}}, so it must show it, e.g. "{{${bar.follows}}} pages"`,
              ),
            );
        }),
      );
      if (!calculator) return problems;
      if (!example)
        return [
          ...problems,
          error(
            typed.site.file,
            "example",
            `is required: ${file.file} has a budget calculator, which works the example out again`,
          ),
        ];
      if (calculator.min > example.budget || calculator.max < example.budget)
        problems.push(
          error(
            file.file,
            `${at}.calculator`,
            `the example's budget ($${example.budget}) must lie between min ($${calculator.min}) and max ($${calculator.max})`,
          ),
        );
      if ((example.budget - calculator.min) % calculator.step !== 0)
        problems.push(
          error(
            file.file,
            `${at}.calculator.step`,
            `the slider must stop at the example's budget ($${example.budget}): make min plus a whole number of steps reach it`,
          ),
        );
      return problems;
    }),
  );
}
