import React from "react";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { Check, X } from "../ui/lucide";

/**
 * The mark before a list item: a teal tick for the AI way, a red cross for the old way's faults,
 * a slate dot for neither. Decoration: the words carry the meaning.
 */
export function Mark({ tone }: { tone: string | null | undefined }) {
  const look =
    tone === "negative"
      ? ({ bg: "negative.subtle", color: "negative", Icon: X } as const)
      : tone === "neutral"
        ? null
        : ({ bg: "positive.subtle", color: "positive", Icon: Check } as const);
  if (!look)
    return <chakra.span aria-hidden="true" flexShrink="0" mt="2.5" boxSize="2" borderRadius="full" bg="slate.400" />;
  const { Icon } = look;
  return (
    <chakra.span
      aria-hidden="true"
      flexShrink="0"
      mt="0.5"
      display="inline-flex"
      boxSize="6"
      alignItems="center"
      justifyContent="center"
      borderRadius="full"
      bg={look.bg}
      color={look.color}
    >
      <Icon size={14} strokeWidth={3} />
    </chakra.span>
  );
}

/** Points, each after a teal tick: what a sample deliverable shows, how to check a figure. */
export function TickList({
  points,
  ordered = false,
  ...box
}: { points: ReadonlyArray<string>; ordered?: boolean } & Omit<HTMLChakraProps<"ul">, "children">) {
  const List = ordered ? chakra.ol : chakra.ul;
  return (
    <List display="grid" gap="3" {...box}>
      {points.map((point) => (
        <chakra.li key={point} display="flex" gap="3" alignItems="flex-start">
          <Mark tone="positive" />
          {point}
        </chakra.li>
      ))}
    </List>
  );
}
