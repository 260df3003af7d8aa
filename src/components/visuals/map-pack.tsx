/**
 * A sample local map pack, the block of map and three listings a local search shows: the search,
 * a drawn map with a lettered pin for each listing, and the listings, the client's in teal. The
 * businesses are invented ("Your business", "Competitor A"), and the picture is labelled so.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Search } from "../ui/lucide";
import { Paint, Paper, VisualFigure, type VisualProps } from "./shared";
import { SampleBadge } from "./sample";

/** Where each listing's pin stands on the drawn map (320 × 120), first to fourth: clear of the Sample label in its lower right corner. */
const PINS: ReadonlyArray<[number, number]> = [
  [104, 46],
  [204, 32],
  [50, 88],
  [282, 40],
];
const letter = (i: number) => String.fromCharCode(65 + i);

export function MapPackVisual({ visual }: VisualProps) {
  const listings = visual.listings ?? [];
  return (
    <VisualFigure caption={visual.caption} maxW="[32rem]">
      <Paper role="img" aria-label={visual.alt} p="0" overflow="hidden">
        <chakra.div px={{ base: "3", md: "4" }} py="3">
          <chakra.p
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            borderRadius="full"
            borderWidth="1px"
            borderColor="border"
            fontSize="sm"
            minW="0"
          >
            <Search aria-hidden="true" focusable="false" size={14} />
            <chakra.span minW="0" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
              {visual.query}
            </chakra.span>
          </chakra.p>
        </chakra.div>
        <chakra.div position="relative">
          {visual.sample ? (
            <chakra.span
              position="absolute"
              bottom="2"
              insetEnd="2"
              display="inline-flex"
              bg="visual.paper"
              borderRadius="full"
            >
              <SampleBadge>{visual.sample}</SampleBadge>
            </chakra.span>
          ) : null}
          <chakra.svg viewBox="0 0 320 120" w="full" h="auto" display="block" aria-hidden="true" focusable="false">
            <Paint color="bg.subtle">
              <rect width="320" height="120" fill="currentColor" />
            </Paint>
            <Paint color="positive.subtle">
              <path d="M150 0h70v30h-70z M0 70h40v50H0z" fill="currentColor" />
            </Paint>
            <Paint color="visual.paper">
              <path
                d="M0 40h320 M0 80h320 M100 0v120 M180 0v120 M250 0v120 M30 0l60 120"
                stroke="currentColor"
                strokeWidth="7"
                fill="none"
              />
            </Paint>
            <Paint color="border">
              <path d="M0 60h320 M140 0v120 M215 0v120" stroke="currentColor" strokeWidth="2" fill="none" />
            </Paint>
            {listings.map((listing, i) => {
              const [x, y] = PINS[i] ?? [0, 0];
              return (
                <Paint key={i} color={listing.highlight ? "positive" : "slate.500"}>
                  <path d={`M${x} ${y + 14}c-7-9-11-14-11-20a11 11 0 0 1 22 0c0 6-4 11-11 20z`} fill="currentColor" />
                  <text x={x} y={y - 2} textAnchor="middle" fontSize="11" fontWeight="700" fill="white">
                    {letter(i)}
                  </text>
                </Paint>
              );
            })}
          </chakra.svg>
        </chakra.div>
        <chakra.ol listStyle="none" m="0" p="0">
          {listings.map((listing, i) => (
            <chakra.li
              key={i}
              display="grid"
              gridTemplateColumns="auto minmax(0, 1fr)"
              columnGap="3"
              alignItems="center"
              px={{ base: "3", md: "4" }}
              py="2.5"
              borderTopWidth="1px"
              borderColor="border"
              bg={listing.highlight ? "accent.subtle" : undefined}
              borderStartWidth="4px"
              borderStartColor={listing.highlight ? "positive" : "transparent"}
            >
              <chakra.span
                display="inline-grid"
                placeItems="center"
                boxSize="6"
                borderRadius="full"
                bg={listing.highlight ? "positive" : "slate.500"}
                color="white"
                fontSize="xs"
                fontWeight="bold"
              >
                {letter(i)}
              </chakra.span>
              <chakra.span display="flex" flexDirection="column" minW="0">
                <chakra.span fontWeight="semibold" fontSize="sm">
                  {listing.name}
                </chakra.span>
                <chakra.span fontSize="xs" color="fg.muted">
                  {listing.detail}
                </chakra.span>
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ol>
      </Paper>
    </VisualFigure>
  );
}
