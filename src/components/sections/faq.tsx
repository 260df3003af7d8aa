import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell, slugify } from "./section-shell";
import { useTightOnPhones } from "./rhythm";

export const query = graphql`
  fragment FaqSection on SectionFaq {
    ...SectionBase
    items {
      question
      answer
    }
  }
`;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Questions prospects ask. Each question is a heading inside a native disclosure (`<details>`, no
 * script), so a phone scrolls past five questions rather than five answers; every answer is in
 * the HTML, where crawlers and answer engines read it, and its first sentence answers the
 * question. Two columns from 1024 px, so the section uses the width it has.
 */
export function Faq({ section }: { section: Queries.FaqSectionFragment }) {
  // A service page's questions sit closer on a phone (rhythm.tsx), each still at least 44 px tall.
  const tight = useTightOnPhones();
  return (
    <SectionShell section={section}>
      <chakra.div
        data-faq=""
        display="grid"
        columnGap="10"
        gridTemplateColumns={{ base: "1fr", lg: "repeat(2, minmax(0, 1fr))" }}
        alignItems="start"
      >
        {section.items.map((item) => (
          <chakra.details
            key={item.question}
            id={slugify(item.question)}
            borderBottomWidth="1px"
            borderColor="border"
            css={{ "&[open] [data-marker]": { transform: "rotate(45deg)" } }}
          >
            <chakra.summary
              display="flex"
              alignItems="flex-start"
              justifyContent="space-between"
              gap="4"
              py={{ base: tight ? "3" : "4", md: "5" }}
              cursor="pointer"
              listStyleType="none"
              css={{ "&::-webkit-details-marker": { display: "none" } }}
            >
              <chakra.h3
                fontFamily="heading"
                fontSize={{ base: "md", md: "lg" }}
                lineHeight="snug"
                fontWeight="semibold"
              >
                {item.question}
              </chakra.h3>
              <chakra.span
                data-marker=""
                aria-hidden="true"
                flexShrink="0"
                fontSize="2xl"
                lineHeight="tight"
                color="accent"
                transition="transform"
                transitionDuration="fast"
                // Drawn by CSS, so the page's text runs from the question straight into its answer.
                _before={{ content: '"+"' }}
              />
            </chakra.summary>
            <chakra.div pb="6" display="grid" gap="3" maxW="prose" lineHeight="tall">
              {paragraphs(item.answer).map((paragraph) => (
                <chakra.p key={paragraph}>{paragraph}</chakra.p>
              ))}
            </chakra.div>
          </chakra.details>
        ))}
      </chakra.div>
    </SectionShell>
  );
}
