/**
 * A sample report of the free AI search check, what a visitor gets in seconds: its heading and
 * Illustrative tag, the score and the number of things to fix, then a bar a category, coloured by
 * threshold as PageSpeed Insights colours its scores (0–49, 50–89, 90–100). All invented, and
 * labelled so; the real one is this site's own report, linked beside it.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { ScanSearch } from "../ui/lucide";
import { Paper, VisualFigure, type VisualProps } from "./shared";
import { SampleHeader } from "./sample";

/** A category's colour by its score: red below 50, amber to 89, teal from 90. */
function band(score: number): { bar: "negative" | "note.fg" | "positive"; text: "negative" | "note.fg" | "positive" } {
  if (score < 50) return { bar: "negative", text: "negative" };
  if (score < 90) return { bar: "note.fg", text: "note.fg" };
  return { bar: "positive", text: "positive" };
}

export function CheckReportVisual({ visual }: VisualProps) {
  const [score, fixes] = visual.metrics ?? [];
  const lines = visual.lines ?? [];
  return (
    <VisualFigure caption={visual.caption} maxW="[30rem]">
      <Paper role="img" aria-label={visual.alt}>
        <SampleHeader
          title={visual.heading}
          sample={visual.sample}
          icon={<ScanSearch aria-hidden="true" focusable="false" size={18} />}
        />
        {score ? (
          <chakra.p display="flex" alignItems="baseline" flexWrap="wrap" columnGap="3" rowGap="1" mb="4">
            <chakra.span fontFamily="heading" fontSize="4xl" fontWeight="semibold" lineHeight="display">
              {score.value}
            </chakra.span>
            <chakra.span fontSize="sm" color="fg.muted">
              {score.label}
            </chakra.span>
            {fixes ? (
              <chakra.span
                ms="auto"
                fontSize="sm"
                fontWeight="semibold"
                px="2"
                py="0.5"
                borderRadius="full"
                bg="negative.subtle"
                color="negative"
              >
                {fixes.value} {fixes.label}
              </chakra.span>
            ) : null}
          </chakra.p>
        ) : null}
        <chakra.ul listStyle="none" m="0" p="0" display="grid" gap="2.5">
          {lines.map((line) => {
            const value = Number.parseInt(line.value ?? "", 10);
            const known = Number.isFinite(value);
            const colours = band(known ? value : 0);
            return (
              <chakra.li key={line.label} display="grid" gap="1" fontSize="sm">
                <chakra.span display="flex" justifyContent="space-between" gap="3">
                  <span>{line.label}</span>
                  <chakra.span fontWeight="semibold" color={colours.text} fontVariantNumeric="tabular-nums">
                    {line.value}
                  </chakra.span>
                </chakra.span>
                <chakra.span display="block" h="1.5" bg="neutral.subtle" borderRadius="full" overflow="hidden">
                  <chakra.span
                    display="block"
                    h="full"
                    borderRadius="full"
                    bg={colours.bar}
                    style={{ width: `${known ? Math.max(0, Math.min(100, value)) : 0}%` }}
                  />
                </chakra.span>
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Paper>
    </VisualFigure>
  );
}
