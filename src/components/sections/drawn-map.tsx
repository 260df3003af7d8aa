/**
 * A drawing of the map's place beneath the embedded map: the harbour's edge, the street grid, a
 * park and the pin where the embed puts its marker. Where the map provider does not load (offline,
 * a blocker, a strict network) the box shows this instead of nothing; where it loads, the embed
 * covers it. Decorative: the embed's title and the caption say what the map shows.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paint } from "../visuals/shared";

const WIDTH = 400;
const HEIGHT = 300;
/** Streets running down the drawing and across it, in drawing units; main roads wider. */
const DOWN = [48, 112, 176, 240, 304, 360];
const ACROSS = [96, 150, 204, 258];
const MAIN_DOWN = new Set([176, 304]);
const MAIN_ACROSS = new Set([204]);
/** The harbour's edge along the top, with a cove where a ferry wharf would be. */
const WATER = "M0 0 H400 V58 C372 70 350 62 330 52 C312 44 296 58 280 66 C262 74 250 48 232 44 C214 40 204 70 188 72 C168 74 158 52 138 50 C116 48 104 68 82 70 C58 72 36 56 0 60 Z";

export function DrawnMap() {
  return (
    <chakra.svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      position="absolute"
      inset="0"
      width="full"
      height="full"
      display="block"
      data-drawn-map=""
    >
      <Paint color="neutral.subtle">
        <rect width={WIDTH} height={HEIGHT} fill="currentColor" />
      </Paint>
      <Paint color="white">
        <g stroke="currentColor" strokeLinecap="round">
          {DOWN.map((x) => (
            <line key={`d${x}`} x1={x} y1="40" x2={x} y2={HEIGHT} strokeWidth={MAIN_DOWN.has(x) ? 12 : 6} />
          ))}
          {ACROSS.map((y) => (
            <line key={`a${y}`} x1="0" y1={y} x2={WIDTH} y2={y} strokeWidth={MAIN_ACROSS.has(y) ? 12 : 6} />
          ))}
          <line x1="0" y1="290" x2="236" y2="56" strokeWidth="10" />
        </g>
      </Paint>
      <Paint color="teal.100">
        <rect x="250" y="212" width="46" height="88" rx="4" fill="currentColor" />
      </Paint>
      <Paint color="navy.100">
        <path d={WATER} fill="currentColor" />
      </Paint>
      <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2})`}>
        <Paint color="navy.900">
          <ellipse cx="0" cy="2" rx="9" ry="3.5" fill="currentColor" opacity="0.2" />
        </Paint>
        <Paint color="accent">
          <path d="M0 0 C-4 -10 -14 -16 -14 -26 A14 14 0 0 1 14 -26 C14 -16 4 -10 0 0 Z" fill="currentColor" />
        </Paint>
        <Paint color="white">
          <circle cx="0" cy="-26" r="5.5" fill="currentColor" />
        </Paint>
      </g>
    </chakra.svg>
  );
}
