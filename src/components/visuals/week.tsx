/**
 * Home: "the 168-hour week". Two grids of one square per hour, 24 columns (hours) by 7 rows
 * (Monday to Sunday): the traditional agency fills only office hours, Monday to Friday 09–17; the
 * AI agents fill every hour, with dots on office hours for the strategists' review. Each grid is
 * an SVG <pattern> painted over a few rectangles, not 168 nodes.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint, Panel, useSvgId, VisualFigure, type VisualProps } from "./shared";

const CELL = 12;
const PITCH = 14;
const COLUMNS = 24;
const ROWS = 7;
const WIDTH = COLUMNS * PITCH - (PITCH - CELL);
const HEIGHT = ROWS * PITCH - (PITCH - CELL);
/** Monday to Friday, 09:00 to 17:00. */
const OFFICE = { x: 9 * PITCH, y: 0, width: 8 * PITCH, height: 5 * PITCH };

/** One week as a grid: every hour in outline or filled, office hours filled or dotted on top. */
function WeekGrid({ every }: { every: boolean }) {
  const id = useSvgId(every ? "week-ai" : "week-old");
  const cells = `${id}-cells`;
  const office = `${id}-office`;
  return (
    <chakra.svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} w="full" h="auto" display="block" aria-hidden="true" focusable="false">
      <Paint color={every ? "visual.ai" : "visual.line"}>
        <pattern id={cells} width={PITCH} height={PITCH} patternUnits="userSpaceOnUse">
          {every ? (
            <rect width={CELL} height={CELL} rx="2" fill="currentColor" />
          ) : (
            <rect x="0.75" y="0.75" width={CELL - 1.5} height={CELL - 1.5} rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          )}
        </pattern>
      </Paint>
      <Paint color={every ? "visual.surface" : "visual.old"}>
        <pattern id={office} width={PITCH} height={PITCH} patternUnits="userSpaceOnUse">
          {every ? <circle cx={CELL / 2} cy={CELL / 2} r="2.75" fill="currentColor" /> : <rect width={CELL} height={CELL} rx="2" fill="currentColor" />}
        </pattern>
      </Paint>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${cells})`} />
      <rect {...OFFICE} fill={`url(#${office})`} />
    </chakra.svg>
  );
}

function GridLabel({ children, every }: { children: string | null; every: boolean }) {
  return (
    <chakra.p display="flex" alignItems="center" gap="2" fontSize="sm" fontWeight="semibold" color="visual.text" mb="2">
      <chakra.span boxSize="3" borderRadius="sm" bg={every ? "visual.ai" : "visual.old"} flexShrink="0" />
      {children}
    </chakra.p>
  );
}

export function WeekVisual({ visual }: VisualProps) {
  return (
    <VisualFigure figures caption={visual.caption}>
      <Panel role="img" aria-label={visual.alt}>
        {visual.heading ? (
          <chakra.p fontFamily="heading" fontSize={{ base: "xl", md: "2xl" }} fontWeight="semibold" lineHeight="tight" mb="5">
            {visual.heading}
          </chakra.p>
        ) : null}
        <GridLabel every={false}>{visual.oldLabel}</GridLabel>
        <WeekGrid every={false} />
        <chakra.div mt="5">
          <GridLabel every>{visual.aiLabel}</GridLabel>
          <WeekGrid every />
        </chakra.div>
        <chakra.p mt="4" display="flex" flexWrap="wrap" alignItems="center" columnGap="4" rowGap="1" fontSize="sm" color="visual.textMuted">
          <chakra.span display="inline-flex" alignItems="center" gap="2">
            <chakra.span boxSize="3" borderRadius="sm" bg="visual.ai" display="inline-grid" placeItems="center">
              <chakra.span boxSize="1.5" borderRadius="full" bg="visual.surface" />
            </chakra.span>
            {visual.reviewLabel}
          </chakra.span>
          <span>{visual.scale}</span>
        </chakra.p>
      </Panel>
    </VisualFigure>
  );
}
