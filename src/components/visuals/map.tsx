/**
 * Contact: a stylised map of Australia, dotted, with a pin on Sydney. Nothing else on it: no
 * clients and no numbers, only where the agency is. Kept small, so the contact form below the
 * hero starts high on the page.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint, useSvgId, VisualFigure, type VisualProps } from "./shared";

/** The mainland and Tasmania, simplified from the coastline (longitude × cos 27°, latitude; 10 units a degree). */
const MAINLAND =
  "M267 7 L276 35 L285 43 L293 50 L297 69 L301 85 L306 93 L316 100 L327 111 L334 122 L341 133 L350 144 L359 154 L363 164 L362 175 L366 186 L364 196 L362 203 L360 214 L356 223 L350 229 L345 239 L342 244 L340 251 L336 258 L334 266 L333 275 L318 278 L307 284 L302 291 L294 286 L289 281 L284 283 L276 288 L265 284 L259 284 L253 280 L243 272 L240 264 L235 256 L232 250 L232 245 L228 242 L225 250 L218 252 L223 240 L225 225 L221 236 L213 240 L208 247 L203 242 L193 228 L189 221 L176 220 L166 215 L147 217 L120 223 L102 236 L84 239 L66 240 L48 250 L36 250 L23 244 L22 235 L29 233 L29 220 L29 213 L22 195 L19 188 L13 173 L6 162 L11 153 L11 145 L9 135 L12 124 L14 118 L23 116 L37 106 L54 103 L67 99 L76 95 L86 80 L93 64 L99 62 L107 53 L113 45 L121 39 L129 39 L139 50 L147 49 L152 46 L154 35 L161 24 L168 22 L178 16 L184 17 L194 20 L202 22 L209 20 L217 22 L215 33 L208 38 L205 48 L212 56 L223 62 L233 68 L240 74 L252 75 L258 62 L259 40 L259 26 L263 10 Z";
const TASMANIA = "M286 307 L298 311 L312 309 L319 309 L319 322 L315 332 L307 336 L298 335 L291 322 L287 310 Z";
const SYDNEY = { x: 345, y: 239 };
const WIDTH = 380;
const HEIGHT = 345;

export function MapVisual({ visual }: VisualProps) {
  const dots = useSvgId("map-dots");
  const pin = visual.pin ?? "";
  const plate = pin.length * 13 + 28;
  return (
    <VisualFigure caption={visual.caption} maxW="[15rem]" compact>
      <chakra.svg
        viewBox={`0 -6 ${WIDTH} ${HEIGHT + 6}`}
        w="full"
        h="auto"
        display="block"
        role="img"
        aria-label={visual.alt}
        fontFamily="body"
      >
        <Paint color="visual.line">
          <pattern id={dots} width="9" height="9" patternUnits="userSpaceOnUse">
            <circle cx="4.5" cy="4.5" r="2" fill="currentColor" />
          </pattern>
        </Paint>
        <Paint color="visual.surface">
          <path d={MAINLAND} fill="currentColor" />
          <path d={TASMANIA} fill="currentColor" />
        </Paint>
        <g fill={`url(#${dots})`}>
          <path d={MAINLAND} />
          <path d={TASMANIA} />
        </g>
        <Paint color="visual.ai">
          <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
            <path d={MAINLAND} />
            <path d={TASMANIA} />
          </g>
          <circle
            cx={SYDNEY.x}
            cy={SYDNEY.y}
            r="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            opacity="0.5"
          />
          <circle cx={SYDNEY.x} cy={SYDNEY.y} r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d={`M ${SYDNEY.x} ${SYDNEY.y} c -4 -10 -14 -16 -14 -26 a 14 14 0 0 1 28 0 c 0 10 -10 16 -14 26 z`}
            fill="currentColor"
          />
        </Paint>
        <Paint color="visual.surface">
          <circle cx={SYDNEY.x} cy={SYDNEY.y - 26} r="5.5" fill="currentColor" />
        </Paint>
        {pin ? (
          <chakra.g display={{ base: "none", lg: "inline" }}>
            <Paint color="visual.paper">
              <rect x={SYDNEY.x - 24 - plate} y={SYDNEY.y - 50} width={plate} height="38" rx="19" fill="currentColor" />
            </Paint>
            <Paint color="visual.ink">
              <text
                x={SYDNEY.x - 24 - plate / 2}
                y={SYDNEY.y - 23}
                textAnchor="middle"
                fontSize="23"
                fontWeight="700"
                fill="currentColor"
              >
                {pin}
              </text>
            </Paint>
          </chakra.g>
        ) : null}
      </chakra.svg>
    </VisualFigure>
  );
}
