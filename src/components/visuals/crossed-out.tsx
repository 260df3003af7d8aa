/**
 * The why page: the spec's red crossed-out overlay, drawn as a verdict rather than a defaced
 * screenshot (issue 48): a greyscale card of the traditional model, each of its lines struck
 * through in red, a red stamp with a cross on its corner, and a teal chip under it naming what
 * replaces it. The lines stay text, still read: screen readers hear "Crossed out:" before them,
 * and the stamp is an image named by the description. Drawn once, never animated.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { ArrowRight, X } from "../ui/lucide";
import { VisualFigure, type VisualProps } from "./shared";

export function CrossedOutVisual({ visual }: VisualProps) {
  const lines = visual.lines ?? [];
  return (
    <VisualFigure figures caption={visual.caption} maxW="[32rem]">
      <chakra.div position="relative" bg="neutral.subtle" borderRadius="lg" boxShadow="md">
        {/* The verdict: a red stamp with a cross at the card's corner, named by the picture's description. */}
        <chakra.span
          role="img"
          aria-label={visual.alt}
          position="absolute"
          top="[-1rem]"
          insetEnd={{ base: "[-0.5rem]", md: "[-1rem]" }}
          zIndex="[1]"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize={{ base: "14", md: "16" }}
          borderRadius="full"
          bg="visual.cross"
          color="white"
          boxShadow="md"
          transform="rotate(-8deg)"
          data-verdict=""
        >
          <X aria-hidden="true" focusable="false" size={36} strokeWidth={3} />
        </chakra.span>
        <chakra.div
          position="relative"
          color="neutral"
          p={{ base: "5", md: "7" }}
          css={{
            // Each line of the old model struck through in the verdict's red: read, and ruled out.
            "& [data-struck]": {
              textDecorationLine: "line-through",
              textDecorationColor: "var(--hs-colors-visual-cross)",
              textDecorationThickness: "3px",
            },
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
              pe="10"
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
                    data-struck=""
                  >
                    {line.value}
                  </chakra.span>
                ) : null}
                <chakra.span fontSize="md" color="fg.muted" data-struck="">
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
