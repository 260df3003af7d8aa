/**
 * Service pages: the page's own steps ("How it works", in short) as nodes on a dashed ring, first
 * at 12 o'clock and clockwise, with arrowheads between them; the step a person does is a white
 * node. The centre shows the service's icon and "24/7". Each label sits outside the ring, beside
 * or above or below its node, so no label crosses the ring.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint, SvgIcon, SvgLabel, VisualFigure, labelOutside, type VisualProps } from "./shared";

const WIDTH = 520;
const HEIGHT = 384;
const CX = WIDTH / 2;
const CY = 192;
const RING = 112;
const NODE = 28;
const CENTRE = 56;

const point = (angle: number, r = RING) => ({ x: CX + r * Math.cos(angle), y: CY + r * Math.sin(angle) });
const angleOf = (i: number, n: number) => -Math.PI / 2 + (2 * Math.PI * i) / n;

/** An arrowhead on the ring at `angle`, pointing clockwise. */
function Arrowhead({ angle }: { angle: number }) {
  const { x, y } = point(angle);
  // The clockwise tangent points a quarter turn on from the radius.
  const degrees = (angle * 180) / Math.PI + 90;
  return (
    <path
      d="M -6 -7 L 4 0 L -6 7"
      transform={`translate(${x} ${y}) rotate(${degrees})`}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

export function CycleVisual({ visual }: VisualProps) {
  const steps = visual.steps ?? [];
  const n = steps.length;
  return (
    <VisualFigure caption={visual.caption}>
      <chakra.svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        w="full"
        h="auto"
        display="block"
        role="img"
        aria-label={visual.alt}
        fontFamily="body"
      >
        <Paint color="visual.ai">
          <circle cx={CX} cy={CY} r={RING} fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="9 9" />
          {steps.map((_, i) => (
            <Arrowhead key={i} angle={angleOf(i + 0.5, n)} />
          ))}
          <circle cx={CX} cy={CY} r={CENTRE} fill="currentColor" />
        </Paint>
        <Paint color="visual.ink">
          <SvgIcon name={visual.icon} x={CX} y={CY - 12} size={32} />
          <text x={CX} y={CY + 30} textAnchor="middle" fontSize="20" fontWeight="700" fill="currentColor">
            {visual.centre}
          </text>
        </Paint>
        {steps.map((step, i) => {
          const angle = angleOf(i, n);
          const { x, y } = point(angle);
          return (
            <g key={i}>
              <Paint color={step.human ? "visual.paper" : "visual.surface"}>
                <circle cx={x} cy={y} r={NODE} fill="currentColor" />
              </Paint>
              <Paint color={step.human ? "visual.ink" : "visual.ai"}>
                {step.human ? null : (
                  <circle cx={x} cy={y} r={NODE} fill="none" stroke="currentColor" strokeWidth="2.5" />
                )}
                <SvgIcon name={step.icon} x={x} y={y} size={26} />
              </Paint>
              <Paint color="visual.text">
                <SvgLabel text={step.label} {...labelOutside(x, y, angle, NODE)} size={17} weight={600} />
              </Paint>
            </g>
          );
        })}
      </chakra.svg>
    </VisualFigure>
  );
}
