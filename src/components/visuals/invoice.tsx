/**
 * Traditional SEO: a retainer invoice on paper, turned a little, its lines (what the retainer
 * buys, the hands-on hours, the rate per hour in red) and a red double-bordered stamp across it,
 * "NO LONGER OFFERED".
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Paper, toneOnPaper, VisualFigure, type VisualProps } from "./shared";

export function InvoiceVisual({ visual }: VisualProps) {
  const lines = visual.lines ?? [];
  return (
    <VisualFigure figures caption={visual.caption} maxW="[32rem]">
      <chakra.div
        role="img"
        aria-label={visual.alt}
        position="relative"
        px={{ base: "1", md: "3" }}
        pt="2"
        pb={{ base: "10", md: "12" }}
      >
        <Paper rotate="-2deg" pb={{ base: "8", md: "10" }}>
          {visual.heading ? (
            <chakra.p
              fontFamily="heading"
              fontSize="xl"
              fontWeight="semibold"
              lineHeight="tight"
              pb="3"
              mb="1"
              borderBottomWidth="2px"
              borderColor="visual.ink"
            >
              {visual.heading}
            </chakra.p>
          ) : null}
          <chakra.dl m="0">
            {lines.map((line, i) => (
              <chakra.div
                key={i}
                display="flex"
                alignItems="baseline"
                justifyContent="space-between"
                gap="4"
                py="2.5"
                borderBottomWidth="1px"
                borderColor="border"
              >
                <chakra.dt fontSize="sm" color="fg.muted">
                  {line.label}
                </chakra.dt>
                {line.value ? (
                  <chakra.dd
                    m="0"
                    fontWeight="semibold"
                    fontSize="lg"
                    whiteSpace="nowrap"
                    fontVariantNumeric="tabular-nums"
                    color={line.tone ? toneOnPaper(line.tone).color : "visual.ink"}
                  >
                    {line.value}
                  </chakra.dd>
                ) : null}
              </chakra.div>
            ))}
          </chakra.dl>
        </Paper>
        {visual.stamp ? (
          <chakra.p
            position="absolute"
            insetEnd={{ base: "3", md: "6" }}
            bottom={{ base: "4", md: "5" }}
            m="0"
            rotate="-12deg"
            px="3"
            py="1.5"
            bg="visual.paper"
            color="negative"
            borderWidth="6px"
            borderStyle="double"
            borderColor="negative"
            borderRadius="md"
            fontFamily="heading"
            fontWeight="semibold"
            fontSize={{ base: "md", md: "lg" }}
            letterSpacing="wide"
            textTransform="uppercase"
            lineHeight="tight"
            boxShadow="sm"
          >
            {visual.stamp}
          </chakra.p>
        ) : null}
      </chakra.div>
    </VisualFigure>
  );
}
