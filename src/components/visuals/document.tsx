/**
 * Privacy (or any page of small print): a sheet of paper with the page's points in short, each
 * ticked, and a seal (an icon, e.g. the shield) on its corner.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Check } from "../ui/lucide";
import { Icon } from "../ui/icon";
import { Paper, toneOnPaper, VisualFigure, type VisualProps } from "./shared";

export function DocumentVisual({ visual }: VisualProps) {
  const lines = visual.lines ?? [];
  return (
    <VisualFigure caption={visual.caption} maxW="[32rem]">
      <chakra.div role="img" aria-label={visual.alt} position="relative" pt="6" pe="6">
        <Paper rotate={{ base: "0deg", md: "-1.5deg" }}>
          {visual.heading ? (
            <chakra.p fontFamily="heading" fontSize="xl" fontWeight="semibold" lineHeight="tight" mb="4" pe="10">
              {visual.heading}
            </chakra.p>
          ) : null}
          <chakra.ul listStyle="none" m="0" p="0" display="grid" gap="3">
            {lines.map((line, i) => (
              <chakra.li key={i} display="flex" gap="3" alignItems="flex-start" fontSize="md" lineHeight="snug">
                <chakra.span
                  flexShrink="0"
                  mt="0.5"
                  display="inline-grid"
                  placeItems="center"
                  boxSize="5"
                  borderRadius="full"
                  bg="positive.subtle"
                  color="positive"
                >
                  <Check aria-hidden="true" focusable="false" size={14} strokeWidth={3} />
                </chakra.span>
                <span>
                  {line.label}
                  {line.value ? (
                    <chakra.span
                      display="block"
                      fontSize="sm"
                      color={line.tone ? toneOnPaper(line.tone).color : "fg.muted"}
                    >
                      {line.value}
                    </chakra.span>
                  ) : null}
                </span>
              </chakra.li>
            ))}
          </chakra.ul>
          <chakra.span display="grid" gap="2" mt="5" aria-hidden="true">
            <chakra.span h="1.5" w="[85%]" borderRadius="full" bg="border" />
            <chakra.span h="1.5" w="[60%]" borderRadius="full" bg="border" />
          </chakra.span>
        </Paper>
        <chakra.span
          position="absolute"
          top="0"
          insetEnd="0"
          display="grid"
          placeItems="center"
          boxSize="16"
          borderRadius="full"
          bg="accent.onDark"
          color="visual.ink"
          borderWidth="4px"
          borderColor="visual.surface"
          boxShadow="md"
        >
          <Icon name={visual.icon} size={30} />
        </chakra.span>
      </chakra.div>
    </VisualFigure>
  );
}
