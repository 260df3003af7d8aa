import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { FigureCard } from "../ui/figure-card";
import { useSite } from "../../hooks/use-site";
import { multipleText, outputMultiple, pageMinutes, taskRatio } from "../../lib/content/example";

export const query = graphql`
  fragment TaskTableSection on SectionTaskTable {
    ...SectionBase
    scenario
    caption
    taskLabel
    byHandLabel
    withAiLabel
    reviewLabel
    ratioLabel
    totalLabel
    qualifier
  }
`;

const cell = {
  px: { base: "0.5", sm: "1.5", md: "4" },
  py: "3",
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  verticalAlign: "top",
} as const;
const taskCell = { ...cell, ps: "0", textAlign: "start" } as const;
/** A column of the task table summed: the minutes of one page. */
const sumOf = (tasks: ReadonlyArray<{ withAi: number; review: number }>, column: "withAi" | "review") =>
  tasks.reduce((sum, task) => sum + task[column], 0);

/**
 * The worked example's task table (data/site.yaml's `example.tasks`), from which every multiple
 * on the site is worked out: one row a task, a last row for the whole page, and the multiple of
 * each as the build works it out, so the reader can redo the sums.
 */
export function TaskTable({ section }: { section: Queries.TaskTableSectionFragment }) {
  const { example } = useSite();
  const total = pageMinutes(example.tasks);
  return (
    <SectionShell section={section}>
      <FigureCard scenario={section.scenario} caption={section.qualifier}>
        {/* A narrow phone may need the table to scroll sideways: the region is focusable so a keyboard can. */}
        <chakra.div overflowX="auto" tabIndex={0} role="region" aria-label={section.caption}>
          <chakra.table w="full" fontSize={{ base: "xs", sm: "sm", md: "md" }} borderCollapse="collapse">
            <chakra.caption textAlign="start" fontWeight="semibold" mb="3" captionSide="top">
              {section.caption}
            </chakra.caption>
            <thead>
              <chakra.tr
                borderBottomWidth="2px"
                borderColor="border"
                color="fg.muted"
                fontSize={{ base: "xs", md: "sm" }}
              >
                <chakra.th scope="col" {...taskCell} fontWeight="semibold">
                  {section.taskLabel}
                </chakra.th>
                {[section.byHandLabel, section.withAiLabel, section.reviewLabel, section.ratioLabel].map((label) => (
                  <chakra.th key={label} scope="col" {...cell} fontWeight="semibold">
                    {label}
                  </chakra.th>
                ))}
              </chakra.tr>
            </thead>
            <tbody>
              {example.tasks.map((task) => (
                <chakra.tr key={task.task} borderBottomWidth="1px" borderColor="border">
                  <chakra.th scope="row" {...taskCell} fontWeight="normal">
                    {task.task}
                  </chakra.th>
                  <chakra.td {...cell}>{task.byHand}</chakra.td>
                  <chakra.td {...cell}>{task.withAi}</chakra.td>
                  <chakra.td {...cell}>{task.review}</chakra.td>
                  <chakra.td {...cell}>{multipleText(taskRatio(task))}</chakra.td>
                </chakra.tr>
              ))}
            </tbody>
            <tfoot>
              <chakra.tr fontWeight="semibold">
                <chakra.th scope="row" {...taskCell}>
                  {section.totalLabel}
                </chakra.th>
                {/* Each column's own sum, so the row adds up as read; Faster divides by the last two together. */}
                <chakra.td {...cell}>{total.byHand}</chakra.td>
                <chakra.td {...cell}>{sumOf(example.tasks, "withAi")}</chakra.td>
                <chakra.td {...cell}>{sumOf(example.tasks, "review")}</chakra.td>
                <chakra.td {...cell} color="accent">
                  {multipleText(outputMultiple(example.tasks).page)}
                </chakra.td>
              </chakra.tr>
            </tfoot>
          </chakra.table>
        </chakra.div>
      </FigureCard>
    </SectionShell>
  );
}
