/**
 * The why page: the spec's red crossed-out overlay. A greyscale card of the traditional model
 * (40 h a week · 20 pages a month · ~3 months to respond) with two thick red diagonals across it,
 * and a teal chip under it naming what replaces it. The diagonals lie beneath the text, which a
 * halo of the card's colour keeps legible: the cross says "replaced", the figures are still read.
 * The lines stay text: screen readers hear
 * "Crossed out:" before them, and the diagonals are an image named by the description. Drawn
 * once, never animated.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { ArrowRight } from "lucide-react";
import { Paint, VisualFigure, type VisualProps } from "./shared";

export function CrossedOutVisual({ visual }: VisualProps) {
  const lines = visual.lines ?? [];
  return (
    <VisualFigure figures caption={visual.caption} maxW="[32rem]">
      <chakra.div position="relative" bg="neutral.subtle" borderRadius="lg" boxShadow="md">
        <chakra.svg
          role="img"
          aria-label={visual.alt}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          overflow="visible"
          pointerEvents="none"
        >
          <Paint color="visual.cross">
            <g fill="none" stroke="currentColor" strokeWidth="10" strokeLinecap="round">
              <line x1="6" y1="8" x2="94" y2="92" vectorEffect="non-scaling-stroke" />
              <line x1="94" y1="8" x2="6" y2="92" vectorEffect="non-scaling-stroke" />
            </g>
          </Paint>
        </chakra.svg>
        <chakra.div
          position="relative"
          color="neutral"
          p={{ base: "5", md: "7" }}
          css={{
            textShadow:
              "0 0 3px var(--chakra-colors-neutral-subtle), 0 0 8px var(--chakra-colors-neutral-subtle), 0 0 12px var(--chakra-colors-neutral-subtle)",
          }}
        >
          {visual.heading ? (
            <chakra.p
              fontFamily="heading"
              fontSize="xl"
              fontWeight="semibold"
              lineHeight="tight"
              color="fg.muted"
              mb="4"
            >
              {visual.heading}
            </chakra.p>
          ) : null}
          {visual.crossedOutLabel ? <chakra.span srOnly>{visual.crossedOutLabel}</chakra.span> : null}
          <chakra.ul listStyle="none" m="0" p="0" display="grid" gap="3">
            {lines.map((line, i) => (
              <chakra.li
                key={i}
                display="flex"
                alignItems="baseline"
                flexWrap="wrap"
                columnGap="2"
                borderTopWidth={i === 0 ? "0" : "1px"}
                borderColor="border.strong"
                pt={i === 0 ? "0" : "3"}
              >
                {line.value ? (
                  <chakra.span
                    fontFamily="heading"
                    fontSize={{ base: "2xl", md: "3xl" }}
                    fontWeight="semibold"
                    lineHeight="tight"
                    whiteSpace="nowrap"
                    color="fg.muted"
                  >
                    {line.value}
                  </chakra.span>
                ) : null}
                <chakra.span fontSize="md" color="fg.muted">
                  {line.label}
                </chakra.span>
              </chakra.li>
            ))}
          </chakra.ul>
        </chakra.div>
      </chakra.div>
      {visual.chip ? (
        <chakra.p
          mt="5"
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="4"
          py="2"
          borderRadius="full"
          bg="accent.onDark"
          color="visual.ink"
          fontWeight="semibold"
          fontSize="md"
        >
          {visual.chip}
          <ArrowRight aria-hidden="true" focusable="false" size={18} />
        </chakra.p>
      ) : null}
    </VisualFigure>
  );
}
