/**
 * Strategy builder: a paper card laid out like the strategy the builder produces, an example
 * layout rather than anyone's plan: a progress row (✓ Business ✓ Goals ✓ Analysis ● Strategy),
 * then one row per area with its priority pill and grey placeholder bars for the detail.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Check } from "../ui/lucide";
import { Paper, toneOnPaper, VisualFigure, type VisualProps } from "./shared";

/** Placeholder bar widths, varied so the rows do not look like a table of equal values. */
const BARS = [
  ["[80%]", "[55%]"],
  ["[65%]", "[80%]"],
  ["[90%]", "[45%]"],
  ["[55%]", "[70%]"],
  ["[75%]", "[60%]"],
  ["[60%]", "[85%]"],
] as const;

export function StrategyCardVisual({ visual }: VisualProps) {
  const stages = visual.progress ?? [];
  const lines = visual.lines ?? [];
  return (
    <VisualFigure caption={visual.caption} maxW="[32rem]">
      <Paper role="img" aria-label={visual.alt} rotate={{ base: "0deg", md: "1deg" }}>
        {visual.heading ? (
          <chakra.p fontFamily="heading" fontSize="xl" fontWeight="semibold" lineHeight="tight" mb="4">
            {visual.heading}
          </chakra.p>
        ) : null}
        <chakra.ol listStyle="none" m="0" p="0" mb="5" display="flex" flexWrap="wrap" gap="2">
          {stages.map((stage, i) => (
            <chakra.li
              key={i}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              fontSize="sm"
              fontWeight="medium"
              px="2.5"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              borderColor={stage.done ? "positive" : "accent"}
              bg={stage.done ? "positive.subtle" : "bg"}
              color={stage.done ? "positive" : "visual.ink"}
            >
              {stage.done ? (
                <Check aria-hidden="true" focusable="false" size={14} strokeWidth={3} />
              ) : (
                <chakra.span boxSize="2" borderRadius="full" bg="accent" />
              )}
              {stage.label}
            </chakra.li>
          ))}
        </chakra.ol>
        <chakra.ul listStyle="none" m="0" p="0">
          {lines.map((line, i) => {
            const [a, b] = BARS[i % BARS.length] ?? BARS[0];
            const pill = toneOnPaper(line.tone);
            return (
              <chakra.li
                key={i}
                display="grid"
                gridTemplateColumns="minmax(0, 7.5rem) minmax(0, 1fr) auto"
                alignItems="center"
                gap="3"
                py="2.5"
                borderTopWidth="1px"
                borderColor="border"
              >
                <chakra.span fontSize="sm" fontWeight="semibold">
                  {line.label}
                </chakra.span>
                <chakra.span display="grid" gap="1.5" aria-hidden="true">
                  <chakra.span h="1.5" w={a} borderRadius="full" bg="border" />
                  <chakra.span h="1.5" w={b} borderRadius="full" bg="border" />
                </chakra.span>
                {line.value ? (
                  <chakra.span
                    fontSize="xs"
                    fontWeight="semibold"
                    px="2"
                    py="0.5"
                    borderRadius="full"
                    bg={pill.bg}
                    color={pill.color}
                    whiteSpace="nowrap"
                  >
                    {line.value}
                  </chakra.span>
                ) : (
                  <span />
                )}
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Paper>
    </VisualFigure>
  );
}
