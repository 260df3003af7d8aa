import { z } from "zod";
import { copy, text } from "../fields";
import { head, qualifier, scenario, tail } from "../section-fields";

/**
 * The worked example's task table (data/site.yaml's `example.tasks`), as a table: the rows come
 * from Site settings, so the table is edited in one place and every figure derived from it
 * follows; the section holds only the words around it.
 */
export const taskTableSection = z
  .strictObject({
    type: z.literal("taskTable"),
    ...head,
    scenario: scenario.optional(),
    caption: copy.meta({
      label: "Table caption",
      hint: "Says what the minutes are, e.g. Our working estimate, per task, in minutes for one page. The rows are the tasks under The worked example in Site settings.",
    }),
    taskLabel: text.meta({ label: "Task column", hint: "e.g. Task" }),
    byHandLabel: text.meta({ label: "By hand column", hint: "e.g. By hand" }),
    withAiLabel: text.meta({ label: "AI agents column", hint: "e.g. AI agents' pass" }),
    reviewLabel: text.meta({ label: "Review column", hint: "e.g. A person's review" }),
    ratioLabel: text.meta({
      label: "Multiple column",
      hint: "By hand ÷ (agents + review), worked out by the build, e.g. Times faster",
    }),
    totalLabel: text.meta({ label: "Total row", hint: "The last row, the whole page, e.g. One page" }),
    qualifier,
    ...tail,
  })
  .meta({ label: "Task table (the worked example's minutes)", layout: "a table" });
