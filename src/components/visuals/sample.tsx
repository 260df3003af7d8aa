/**
 * What the pictures of deliverables share (a report, a change log, an alert, a map pack): paper
 * with a header holding the picture's title and its "Illustrative" tag, so invented data is never
 * taken for a client's, and a small line chart drawn from a list of numbers.
 */
import React, { type ReactNode } from "react";
import { chakra, type Tokens } from "@chakra-ui/react/styled-system";
import { Paint, toneOnPaper } from "./shared";

/** The one quiet tag every picture of a deliverable carries (its YAML's `sample`, which must start with "Illustrative"). */
export function SampleBadge({ children }: { children: ReactNode }) {
  return (
    <chakra.span
      flexShrink="0"
      display="inline-flex"
      alignItems="center"
      px="2"
      py="0.5"
      borderRadius="full"
      bg="slate.100"
      color="slate.700"
      fontSize="xs"
      fontWeight="medium"
      whiteSpace="nowrap"
      data-sample=""
    >
      {children}
    </chakra.span>
  );
}

/** The top of a deliverable: what it is (with an icon before it) and its Sample label. */
export function SampleHeader({ title, sample, icon }: { title: ReactNode; sample: string | null; icon?: ReactNode }) {
  return (
    <chakra.div
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="space-between"
      columnGap="3"
      rowGap="2"
      mb="4"
    >
      <chakra.p
        display="flex"
        alignItems="center"
        gap="2"
        fontFamily="heading"
        fontSize="lg"
        fontWeight="semibold"
        lineHeight="tight"
      >
        {icon}
        {title}
      </chakra.p>
      {sample ? <SampleBadge>{sample}</SampleBadge> : null}
    </chakra.div>
  );
}

/** Points of a line across a `width` × `height` box, the largest value at the top (or, `inverted`, the smallest: a ranking). */
export function linePoints(
  values: ReadonlyArray<number>,
  width: number,
  height: number,
  inverted = false,
  pad = 6,
): Array<[number, number]> {
  if (values.length === 0) return [];
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const span = max - min;
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values.map((v, i) => {
    const share = span === 0 ? 0.5 : (v - min) / span;
    const y = pad + (inverted ? share : 1 - share) * (height - 2 * pad);
    return [Math.round((pad + i * step) * 10) / 10, Math.round(y * 10) / 10];
  });
}

/** A small line chart with faint guides: the shape of a series, its last point marked. */
export function Sparkline({
  values,
  inverted = false,
  colour,
  area = false,
  height = 80,
}: {
  values: ReadonlyArray<number>;
  inverted?: boolean;
  colour: Tokens["colors"];
  area?: boolean;
  height?: number;
}) {
  const width = 320;
  const points = linePoints(values, width, height, inverted);
  const last = points[points.length - 1];
  const line = points.map(([x, y]) => `${x},${y}`).join(" ");
  return (
    <chakra.svg
      viewBox={`0 0 ${width} ${height}`}
      w="full"
      h="auto"
      display="block"
      aria-hidden="true"
      focusable="false"
    >
      <Paint color="border">
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1="0" x2={width} y1={height * f} y2={height * f} stroke="currentColor" strokeWidth="1" />
        ))}
      </Paint>
      <Paint color={colour}>
        {area && points.length > 1 ? (
          <polygon
            points={`${points[0]?.[0] ?? 0},${height} ${line} ${last?.[0] ?? 0},${height}`}
            fill="currentColor"
            fillOpacity="0.12"
          />
        ) : null}
        <polyline
          points={line}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {last ? <circle cx={last[0]} cy={last[1]} r="4.5" fill="currentColor" /> : null}
      </Paint>
    </chakra.svg>
  );
}

/** A deliverable's lines (what comes next, what was done), each with its pill: Next, Done, Found. */
export function PillLines({
  lines,
}: {
  lines: ReadonlyArray<{ readonly label: string; readonly value: string | null; readonly tone: string | null }>;
}) {
  if (lines.length === 0) return null;
  return (
    <chakra.ul listStyle="none" m="0" mt="3" p="0">
      {lines.map((line, i) => {
        const pill = toneOnPaper(line.tone);
        return (
          <chakra.li
            key={i}
            display="flex"
            alignItems="baseline"
            justifyContent="space-between"
            gap="3"
            py="2"
            borderTopWidth="1px"
            borderColor="border"
            fontSize="sm"
          >
            <span>{line.label}</span>
            {line.value ? (
              <chakra.span
                flexShrink="0"
                fontSize="xs"
                fontWeight="semibold"
                px="2"
                py="0.5"
                borderRadius="full"
                bg={pill.bg}
                color={pill.color}
                whiteSpace="nowrap"
              >
                {line.value}
              </chakra.span>
            ) : null}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
