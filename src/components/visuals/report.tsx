/**
 * A sample monthly report, what a client receives each month: its title and Sample label, two to
 * four figures with their change, a line chart of a series (e.g. clicks by week) and what comes
 * next. All invented, and labelled so.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { FileText } from "../ui/lucide";
import { Paper, toneOnPaper, VisualFigure, type VisualProps } from "./shared";
import { PillLines, SampleHeader, Sparkline } from "./sample";

export function ReportVisual({ visual }: VisualProps) {
  const metrics = visual.metrics ?? [];
  const lines = visual.lines ?? [];
  return (
    <VisualFigure caption={visual.caption} maxW="[32rem]">
      <Paper role="img" aria-label={visual.alt}>
        <SampleHeader
          title={visual.heading}
          sample={visual.sample}
          icon={<FileText aria-hidden="true" focusable="false" size={18} />}
        />
        <chakra.dl
          m="0"
          display="grid"
          gridTemplateColumns={{
            base: `repeat(${metrics.length === 3 ? 3 : 2}, minmax(0, 1fr))`,
            md: `repeat(${metrics.length}, minmax(0, 1fr))`,
          }}
          gap={{ base: "2", md: "3" }}
        >
          {metrics.map((metric, i) => (
            <chakra.div
              key={i}
              display="flex"
              flexDirection="column"
              p={{ base: "2.5", md: "3" }}
              bg="bg.subtle"
              borderRadius="md"
            >
              <chakra.dt fontSize="xs" color="fg.muted" lineHeight="snug">
                {metric.label}
              </chakra.dt>
              <chakra.dd
                m="0"
                order="-1"
                fontSize={{ base: "xl", md: "2xl" }}
                fontWeight="semibold"
                lineHeight="tight"
                fontVariantNumeric="tabular-nums"
              >
                {metric.value}
              </chakra.dd>
              {metric.change ? (
                <chakra.dd
                  m="0"
                  mt="1"
                  fontSize="xs"
                  fontWeight="semibold"
                  color={metric.tone ? toneOnPaper(metric.tone).color : "fg.muted"}
                >
                  {metric.change}
                </chakra.dd>
              ) : null}
            </chakra.div>
          ))}
        </chakra.dl>
        <chakra.p mt="4" mb="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
          {visual.seriesLabel}
        </chakra.p>
        <Sparkline values={visual.series ?? []} colour="positive" area />
        <PillLines lines={lines} />
      </Paper>
    </VisualFigure>
  );
}
