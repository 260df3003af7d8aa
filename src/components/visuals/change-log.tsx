/**
 * A sample change log, what the agents did and what a strategist approved: one line an entry,
 * oldest first, each with its time and who did it (an agent's work beside a bot, a person's
 * review beside a person), on a thread. Invented, and labelled so.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Bot, ListChecks, UserRound } from "../ui/lucide";
import { Paper, VisualFigure, type VisualProps } from "./shared";
import { SampleHeader } from "./sample";

export function ChangeLogVisual({ visual }: VisualProps) {
  const entries = visual.entries ?? [];
  return (
    <VisualFigure caption={visual.caption} maxW="[32rem]">
      <Paper role="img" aria-label={visual.alt}>
        <SampleHeader
          title={visual.heading}
          sample={visual.sample}
          icon={<ListChecks aria-hidden="true" focusable="false" size={18} />}
        />
        <chakra.ol listStyle="none" m="0" p="0" display="grid">
          {entries.map((entry, i) => (
            <chakra.li
              key={i}
              display="grid"
              gridTemplateColumns="minmax(0, 4.5rem) auto minmax(0, 1fr)"
              columnGap="3"
              alignItems="stretch"
            >
              <chakra.span
                pt="1.5"
                fontSize="xs"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                overflow="hidden"
                textOverflow="ellipsis"
              >
                {entry.when}
              </chakra.span>
              <chakra.span position="relative" display="flex" justifyContent="center">
                {i < entries.length - 1 ? (
                  <chakra.span position="absolute" top="7" bottom="0" w="0.5" bg="border" />
                ) : null}
                <chakra.span
                  position="relative"
                  display="inline-grid"
                  placeItems="center"
                  boxSize="7"
                  borderRadius="full"
                  bg={entry.human ? "visual.ink" : "positive.subtle"}
                  color={entry.human ? "visual.paper" : "positive"}
                >
                  {entry.human ? (
                    <UserRound aria-hidden="true" focusable="false" size={15} />
                  ) : (
                    <Bot aria-hidden="true" focusable="false" size={15} />
                  )}
                </chakra.span>
              </chakra.span>
              <chakra.span
                pt="1"
                pb="3.5"
                fontSize="sm"
                lineHeight="snug"
                fontWeight={entry.human ? "semibold" : "normal"}
              >
                {entry.text}
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ol>
      </Paper>
    </VisualFigure>
  );
}
