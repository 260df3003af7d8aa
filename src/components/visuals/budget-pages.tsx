/**
 * Home: what the worked example's budget buys in a month, one square a page: the traditional
 * agency's pages by hand and the pages with AI agents and a person's review, both worked out from
 * data/site.yaml's `example` (src/lib/content/example.ts), so the picture can never show a
 * different multiple from the methodology page's table. Each grid is an SVG <pattern> painted
 * over two rectangles (the full rows and the last, part-filled one), not a node per page.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint, Panel, useSvgId, VisualFigure, type VisualProps } from "./shared";
import { useSite } from "../../hooks/use-site";
import { workExample } from "../../lib/content/example";

const CELL = 12;
const PITCH = 14;
const COLUMNS = 20;
const WIDTH = COLUMNS * PITCH - (PITCH - CELL);

/** `count` squares, COLUMNS to a row, filled in the AI way's teal or the traditional way's slate. */
function PageGrid({ count, ai }: { count: number; ai: boolean }) {
  const id = useSvgId(ai ? "pages-ai" : "pages-old");
  const full = Math.floor(count / COLUMNS);
  const rest = count % COLUMNS;
  const rows = full + (rest > 0 ? 1 : 0);
  const height = Math.max(rows, 1) * PITCH - (PITCH - CELL);
  return (
    <chakra.svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      w="full"
      h="auto"
      display="block"
      aria-hidden="true"
      focusable="false"
    >
      <Paint color={ai ? "visual.ai" : "visual.old"}>
        <pattern id={id} width={PITCH} height={PITCH} patternUnits="userSpaceOnUse">
          <rect width={CELL} height={CELL} rx="2" fill="currentColor" />
        </pattern>
      </Paint>
      {full > 0 ? <rect width={WIDTH} height={full * PITCH} fill={`url(#${id})`} /> : null}
      {rest > 0 ? <rect y={full * PITCH} width={rest * PITCH} height={CELL} fill={`url(#${id})`} /> : null}
    </chakra.svg>
  );
}

function GridLabel({ children, ai }: { children: string | null; ai: boolean }) {
  return (
    <chakra.p display="flex" alignItems="center" gap="2" fontSize="sm" fontWeight="semibold" color="visual.text" mb="2">
      <chakra.span boxSize="3" borderRadius="sm" bg={ai ? "visual.ai" : "visual.old"} flexShrink="0" />
      {children}
    </chakra.p>
  );
}

export function BudgetPagesVisual({ visual }: VisualProps) {
  const { example } = useSite();
  const worked = workExample(example);
  return (
    <VisualFigure figures caption={visual.caption}>
      <Panel role="img" aria-label={visual.alt}>
        {visual.heading ? (
          <chakra.p
            fontFamily="heading"
            fontSize={{ base: "xl", md: "2xl" }}
            fontWeight="semibold"
            lineHeight="tight"
            mb="5"
          >
            {visual.heading}
          </chakra.p>
        ) : null}
        <GridLabel ai={false}>{visual.oldLabel}</GridLabel>
        <PageGrid count={worked.traditionalPages} ai={false} />
        <chakra.div mt="5">
          <GridLabel ai>{visual.aiLabel}</GridLabel>
          <PageGrid count={worked.aiPages} ai />
        </chakra.div>
        <chakra.p mt="4" fontSize="sm" color="visual.textMuted">
          {visual.scale}
        </chakra.p>
      </Panel>
    </VisualFigure>
  );
}
