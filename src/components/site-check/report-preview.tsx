import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { fill } from "../../lib/site-check/client";

export interface ReportPreviewProps {
  example: Queries.SiteCheckSectionFragment["example"] & object;
  /** The check's own words: "Score", "{count} things to fix", "Nothing to fix", "Score by category". */
  words: Pick<Queries.SiteCheckSectionFragment["check"], "scoreLabel" | "toFix" | "nothingToFix" | "categoriesLabel">;
}

/**
 * A real report's summary beside the check's field (issue 59): the score, how many things to fix
 * and the score by category, as the report shows them, copied from a real run of the check and
 * labelled with whose report it is and how it was made. Static HTML, no script.
 */
export function ReportPreview({ example, words }: ReportPreviewProps) {
  return (
    <chakra.figure
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="md"
      p={{ base: "5", md: "7" }}
      maxW="[28rem]"
      w="full"
      justifySelf={{ lg: "end" }}
      data-check-example=""
    >
      <chakra.p
        display="inline-block"
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wide"
        color="accent"
        bg="accent.subtle"
        px="2"
        py="0.5"
        borderRadius="sm"
      >
        {example.label}
      </chakra.p>
      <chakra.p mt="3" display="flex" alignItems="baseline" gap="2">
        <chakra.span color="fg.muted">{words.scoreLabel}</chakra.span>
        <chakra.strong fontSize="5xl" lineHeight="tight" fontWeight="semibold">
          {example.score}
        </chakra.strong>
        <chakra.span color="fg.muted">/100</chakra.span>
      </chakra.p>
      <chakra.p mt="1" fontWeight="semibold">
        {example.toFix === 0 ? words.nothingToFix : fill(words.toFix, { count: example.toFix })}
      </chakra.p>
      <chakra.ul mt="4" display="grid" gap="2" aria-label={words.categoriesLabel}>
        {example.categories.map((category) => (
          <chakra.li
            key={category.title}
            display="grid"
            gridTemplateColumns="minmax(0, 9rem) minmax(0, 1fr) 2.5rem"
            alignItems="center"
            gap="3"
            fontSize="sm"
          >
            <span>{category.title}</span>
            <chakra.span aria-hidden="true" h="2" bg="bg.muted" borderRadius="full" overflow="hidden">
              <chakra.span display="block" h="full" bg="accent" style={{ width: `${category.score}%` }} />
            </chakra.span>
            <chakra.strong textAlign="end">{category.score}</chakra.strong>
          </chakra.li>
        ))}
      </chakra.ul>
      <chakra.figcaption mt="4" fontSize="sm" color="fg.muted">
        {example.note}
      </chakra.figcaption>
    </chakra.figure>
  );
}
