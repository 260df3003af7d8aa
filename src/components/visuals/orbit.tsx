/**
 * About: the client's goals at the centre, inside a dashed ring of Sydney strategists, with an
 * outer ring of what the AI agents do (Research, Content, Technical…) linked to it. Labels sit
 * outside the outer ring; the dashed ring's name is its legend, under the picture.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint, SvgIcon, SvgLabel, VisualFigure, labelOutside, wrapWords, type VisualProps } from "./shared";

const WIDTH = 540;
const HEIGHT = 452;
const CX = WIDTH / 2;
const CY = 206;
const OUTER = 150;
const RING = 98;
const CENTRE = 58;
const NODE = 26;
/** The legend of the dashed ring, under the orbit: a dash sample and the ring's label. */
const LEGEND_Y = HEIGHT - 14;

export function OrbitVisual({ visual }: VisualProps) {
  const nodes = visual.nodes ?? [];
  const ring = visual.ring ?? "";
  // The dash sample and the label, centred together under the orbit.
  const legendStart = CX - (ring.length * 8.4 + 40) / 2;
  const placed = nodes.map((node, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / nodes.length;
    return { ...node, angle, x: CX + OUTER * Math.cos(angle), y: CY + OUTER * Math.sin(angle) };
  });
  const centre = wrapWords(visual.centre ?? "", 10);
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
        <Paint color="visual.line">
          <g fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx={CX} cy={CY} r={OUTER} />
            {placed.map((n, i) => (
              <line
                key={i}
                x1={CX + (CENTRE / OUTER) * (n.x - CX)}
                y1={CY + (CENTRE / OUTER) * (n.y - CY)}
                x2={n.x}
                y2={n.y}
              />
            ))}
          </g>
        </Paint>
        <Paint color="visual.ai">
          <circle cx={CX} cy={CY} r={RING} fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="7 7" />
          <circle cx={CX} cy={CY} r={CENTRE} fill="currentColor" />
        </Paint>
        {ring ? (
          <Paint color="visual.ai">
            <line
              x1={legendStart}
              y1={LEGEND_Y - 5}
              x2={legendStart + 28}
              y2={LEGEND_Y - 5}
              stroke="currentColor"
              strokeWidth="2"
              strokeDasharray="7 7"
            />
            <text x={legendStart + 40} y={LEGEND_Y} fontSize="15" fontWeight="600" fill="currentColor">
              {ring}
            </text>
          </Paint>
        ) : null}
        <Paint color="visual.ink">
          <text
            x={CX}
            y={CY - ((centre.length - 1) * 20) / 2 + 7}
            textAnchor="middle"
            fontSize="18"
            fontWeight="700"
            fill="currentColor"
          >
            {centre.map((line, i) => (
              <tspan key={i} x={CX} dy={i === 0 ? 0 : 20}>
                {line}
              </tspan>
            ))}
          </text>
        </Paint>
        <Paint color="visual.surface">
          {placed.map((n, i) => (
            <circle key={i} cx={n.x} cy={n.y} r={NODE} fill="currentColor" />
          ))}
        </Paint>
        <Paint color="visual.ai">
          <g fill="none" stroke="currentColor" strokeWidth="2">
            {placed.map((n, i) => (
              <circle key={i} cx={n.x} cy={n.y} r={NODE} />
            ))}
          </g>
          {placed.map((n, i) => (
            <SvgIcon key={i} name={n.icon} x={n.x} y={n.y} size={24} />
          ))}
        </Paint>
        <Paint color="visual.text">
          {placed.map((n, i) => (
            <SvgLabel key={i} text={n.label} {...labelOutside(n.x, n.y, n.angle, NODE)} size={17} />
          ))}
        </Paint>
      </chakra.svg>
    </VisualFigure>
  );
}
