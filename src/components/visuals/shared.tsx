/**
 * What every picture in a hero shares: the figure with its visible caption, the two surfaces a
 * picture is drawn on (a navy panel, a paper card), icons and wrapped text inside an SVG, and ids
 * for SVG patterns. Colours are the semantic `visual.*` tokens (system.ts); inside an SVG they
 * reach shapes as `currentColor` from a Chakra group's `color`, so no value is written here.
 */
import React, { useId, type ReactNode } from "react";
import { chakra, type HTMLChakraProps, type Tokens } from "@chakra-ui/react/styled-system";
import { Info } from "../ui/lucide";
import { MethodologyLink } from "../ui/figure-card";
import { icons } from "../ui/icon";
import type { IconName } from "../../lib/content/vocabulary";

/** A hero's picture as GraphQL returns it (SectionVisual): every kind's fields, null where a kind has none. */
export type VisualData = NonNullable<Queries.HeroSectionFragment["visual"]>;
export interface VisualProps {
  visual: VisualData;
}

/**
 * The picture and its caption (the qualifier a figure needs), the caption always visible. A
 * `compact` picture sits small beside its caption on phones, so the page below it starts sooner.
 */
export function VisualFigure({
  caption,
  children,
  maxW = "[32rem]",
  compact = false,
  figures = false,
}: {
  caption: string | null;
  children: ReactNode;
  maxW?: `[${string}]`;
  compact?: boolean;
  /** The picture shows figures: its caption is their qualifier, with the link to how they are worked out. */
  figures?: boolean;
}) {
  return (
    <chakra.figure
      m="0"
      w="full"
      maxW={compact ? { base: "full", lg: maxW } : maxW}
      mx={{ base: "0", lg: "auto" }}
      display={compact ? { base: "grid", lg: "block" } : "block"}
      gridTemplateColumns={compact ? "minmax(0, 7rem) minmax(0, 1fr)" : undefined}
      columnGap="4"
      alignItems="center"
      data-visual=""
    >
      {children}
      {caption ? (
        <chakra.figcaption
          mt={compact ? { base: "0", lg: "3" } : "3"}
          display="flex"
          gap="2"
          alignItems="flex-start"
          fontSize="sm"
          lineHeight="snug"
          color="visual.textMuted"
          data-qualifier={figures ? "" : undefined}
        >
          <chakra.span flexShrink="0" mt="0.5" display="inline-flex">
            <Info aria-hidden="true" focusable="false" size={16} />
          </chakra.span>
          <span>
            {caption}
            {figures ? <MethodologyLink /> : null}
          </span>
        </chakra.figcaption>
      ) : null}
    </chakra.figure>
  );
}

/** The navy surface most pictures are drawn on. */
export function Panel(props: HTMLChakraProps<"div">) {
  return (
    <chakra.div
      bg="visual.surface"
      color="visual.text"
      borderWidth="1px"
      borderColor="visual.line"
      borderRadius="xl"
      boxShadow="md"
      p={{ base: "4", md: "6" }}
      {...props}
    />
  );
}

/** A sheet of paper: the invoice, the strategy card, the document. */
export function Paper(props: HTMLChakraProps<"div">) {
  return (
    <chakra.div
      bg="visual.paper"
      color="visual.ink"
      borderRadius="lg"
      boxShadow="md"
      p={{ base: "4", md: "6" }}
      {...props}
    />
  );
}

/** An id for an SVG pattern, unique on the page and safe inside `url(#…)`. */
export function useSvgId(name: string): string {
  return `${name}-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
}

/** A group whose shapes paint with `currentColor` in a token's colour. */
export const Paint = chakra("g");

/** One of the site's icons inside an SVG, centred on (x, y), drawn in `currentColor`. */
export function SvgIcon({
  name,
  x,
  y,
  size = 24,
}: {
  name: string | null | undefined;
  x: number;
  y: number;
  size?: number;
}) {
  if (!name || !Object.prototype.hasOwnProperty.call(icons, name)) return null;
  const Component = icons[name as IconName];
  return <Component x={x - size / 2} y={y - size / 2} size={size} aria-hidden="true" focusable="false" />;
}

/** Splits a label into lines of at most `max` characters, breaking between words. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * SVG text wrapped onto lines. Horizontally it is centred on x, or starts (`anchor="start"`) or
 * ends (`anchor="end"`) there; vertically `y` is the first line's baseline, the last's when
 * `above`, or the block's middle when `middle`. With `backdrop` (a colour token) it sits on a
 * rounded plate of that colour.
 */
export function SvgLabel({
  text,
  x,
  y,
  max = 16,
  size = 15,
  above = false,
  middle = false,
  anchor = "middle",
  weight = 500,
  backdrop,
}: {
  text: string;
  x: number;
  y: number;
  max?: number;
  size?: number;
  above?: boolean;
  middle?: boolean;
  anchor?: "start" | "middle" | "end";
  weight?: number;
  backdrop?: Tokens["colors"];
}) {
  const lines = wrapWords(text, max);
  const lineHeight = size * 1.25;
  const first = middle
    ? y - ((lines.length - 1) * lineHeight) / 2 + size * 0.35
    : above
      ? y - (lines.length - 1) * lineHeight
      : y;
  const width = Math.max(...lines.map((l) => l.length)) * size * 0.56 + size;
  const left = anchor === "start" ? x - size / 2 : anchor === "end" ? x - width + size / 2 : x - width / 2;
  return (
    <g>
      {backdrop ? (
        <Paint color={backdrop}>
          <rect
            x={left}
            y={first - size * 1.05}
            width={width}
            height={lines.length * lineHeight + size * 0.45}
            rx={size * 0.5}
            fill="currentColor"
          />
        </Paint>
      ) : null}
      <text x={x} y={first} textAnchor={anchor} fontSize={size} fontWeight={weight} fill="currentColor">
        {lines.map((line, i) => (
          <tspan key={i} x={x} dy={i === 0 ? 0 : lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/**
 * Where a node's label goes so it never crosses the ring the node sits on: outward, beside a node
 * on the ring's sides, above one at the top and below one at the bottom. `angle` is the node's
 * place on the ring (0 at 3 o'clock, clockwise), `r` its radius.
 */
export function labelOutside(
  x: number,
  y: number,
  angle: number,
  r: number,
): { x: number; y: number; anchor: "start" | "middle" | "end"; above: boolean; middle: boolean; max: number } {
  const cos = Math.cos(angle);
  // Beside a node a line has the picture's margin (12 characters); above or below it, more.
  if (cos > 0.35) return { x: x + r + 8, y, anchor: "start", above: false, middle: true, max: 12 };
  if (cos < -0.35) return { x: x - r - 8, y, anchor: "end", above: false, middle: true, max: 12 };
  const above = Math.sin(angle) < 0;
  return { x, y: above ? y - r - 10 : y + r + 20, anchor: "middle", above, middle: false, max: 20 };
}

/** The token colours of a line's tone on paper (VisualLine.tone). */
export function toneOnPaper(tone: string | null | undefined): { color: Tokens["colors"]; bg: Tokens["colors"] } {
  if (tone === "negative") return { color: "negative", bg: "negative.subtle" };
  if (tone === "positive") return { color: "positive", bg: "positive.subtle" };
  return { color: "neutral", bg: "neutral.subtle" };
}
