/**
 * About: the client's goals at the centre, inside a dashed ring of Sydney strategists, with an
 * outer ring of what the AI agents do (Research, Content, Technical…) linked to it.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint, SvgIcon, SvgLabel, VisualFigure, wrapWords, type VisualProps } from "./shared";

const WIDTH = 440;
const HEIGHT = 430;
const CX = WIDTH / 2;
const CY = 215;
const OUTER = 158;
const RING = 100;
const CENTRE = 58;
const NODE = 26;

export function OrbitVisual({ visual }: VisualProps) {
  const nodes = visual.nodes ?? [];
  const ring = visual.ring ?? "";
  const ringWidth = Math.min(200, ring.length * 8 + 28);
  const placed = nodes.map((node, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / nodes.length;
    return { ...node, x: CX + OUTER * Math.cos(angle), y: CY + OUTER * Math.sin(angle), above: Math.sin(angle) < -0.6 };
  });
  const centre = wrapWords(visual.centre ?? "", 10);
  return (
    <VisualFigure caption={visual.caption}>
      <chakra.svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} w="full" h="auto" display="block" role="img" aria-label={visual.alt ?? undefined} fontFamily="body">
        <Paint color="visual.line">
          <g fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx={CX} cy={CY} r={OUTER} />
            {placed.map((n, i) => (
              <line key={i} x1={CX + (CENTRE / OUTER) * (n.x - CX)} y1={CY + (CENTRE / OUTER) * (n.y - CY)} x2={n.x} y2={n.y} />
            ))}
          </g>
        </Paint>
        <Paint color="visual.ai">
          <circle cx={CX} cy={CY} r={RING} fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="7 7" />
          <circle cx={CX} cy={CY} r={CENTRE} fill="currentColor" />
        </Paint>
        {ring ? (
          <g>
            <Paint color="visual.surface">
              <rect x={CX - ringWidth / 2} y={CY + RING - 14} width={ringWidth} height="28" rx="14" fill="currentColor" />
            </Paint>
            <Paint color="visual.ai">
              <rect x={CX - ringWidth / 2} y={CY + RING - 14} width={ringWidth} height="28" rx="14" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <text x={CX} y={CY + RING + 5} textAnchor="middle" fontSize="14" fontWeight="600" fill="currentColor">
                {ring}
              </text>
            </Paint>
          </g>
        ) : null}
        <Paint color="visual.ink">
          <text x={CX} y={CY - ((centre.length - 1) * 20) / 2 + 7} textAnchor="middle" fontSize="18" fontWeight="700" fill="currentColor">
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
            <SvgLabel key={i} text={n.label} x={n.x} y={n.above ? n.y - NODE - 10 : n.y + NODE + 20} above={n.above} max={14} backdrop="visual.surface" />
          ))}
        </Paint>
      </chakra.svg>
    </VisualFigure>
  );
}
