/**
 * A sample ranking alert, sent when a page's position moves: the search it is about, the position
 * it left and the one it reached (the first and last of its positions, never typed), the days
 * between drawn as a line with the top at the top, and what happens next. Invented, and labelled so.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { ArrowRight, BellRing, Search } from "../ui/lucide";
import { Paper, VisualFigure, type VisualProps } from "./shared";
import { PillLines, SampleHeader, Sparkline } from "./sample";

export function RankAlertVisual({ visual }: VisualProps) {
  const positions = visual.positions ?? [];
  const lines = visual.lines ?? [];
  const [from, to] = [positions[0], positions[positions.length - 1]];
  const worse = from !== undefined && to !== undefined && to > from;
  const move = worse ? "negative" : "positive";
  return (
    <VisualFigure caption={visual.caption} maxW="[32rem]">
      <Paper role="img" aria-label={visual.alt} borderTopWidth="4px" borderTopColor={move}>
        <SampleHeader
          title={visual.heading}
          sample={visual.sample}
          icon={
            <chakra.span color={move} display="inline-flex">
              <BellRing aria-hidden="true" focusable="false" size={18} />
            </chakra.span>
          }
        />
        <chakra.div display="flex" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap="3" mb="3">
          <chakra.p
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            borderRadius="full"
            bg="bg.subtle"
            fontSize="sm"
            minW="0"
          >
            <Search aria-hidden="true" focusable="false" size={14} />
            <chakra.span minW="0" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
              {visual.query}
            </chakra.span>
          </chakra.p>
          {from !== undefined && to !== undefined ? (
            <chakra.p
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              fontSize="2xl"
              fontWeight="semibold"
              lineHeight="tight"
              fontVariantNumeric="tabular-nums"
            >
              <chakra.span color="fg.muted">#{from}</chakra.span>
              <ArrowRight aria-hidden="true" focusable="false" size={18} />
              <chakra.span color={move}>#{to}</chakra.span>
            </chakra.p>
          ) : null}
        </chakra.div>
        <Sparkline values={positions} inverted colour={move} height={64} />
        <PillLines lines={lines} />
      </Paper>
    </VisualFigure>
  );
}
