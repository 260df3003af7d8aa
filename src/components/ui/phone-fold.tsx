/**
 * Content that folds on phones: a disclosure (`<details>`, no script) whose summary is the
 * content's heading, so a phone shows one line until the visitor opens it. From 768 px the
 * content always shows (the closed content made visible) and the summary is only a heading.
 * The footer's link lists, an article's contents and the "check them yourself" box use it.
 */
import React, { type ReactNode } from "react";
import { chakra, type HTMLChakraProps, type SystemStyleObject, type Tokens } from "@chakra-ui/react/styled-system";
import { ChevronDown } from "./lucide";

export const WIDE = "@media (min-width: 48em)";

export function PhoneFold({
  summary,
  children,
  chevron,
  wide = {},
  ...box
}: {
  /** The heading the summary shows, e.g. an h2. */
  summary: ReactNode;
  children: ReactNode;
  /** The chevron's colour. */
  chevron: Tokens["colors"];
  /** Styles of the whole disclosure from 768 px. */
  wide?: SystemStyleObject;
} & Omit<HTMLChakraProps<"details">, "css" | "children">) {
  return (
    <chakra.details
      {...box}
      css={{
        [WIDE]: { ...wide, "&::details-content": { contentVisibility: "visible", display: "block" } },
        "&[open] > summary svg": { rotate: "180deg" },
      }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        minH="11"
        cursor="pointer"
        listStyle="none"
        css={{
          "&::-webkit-details-marker": { display: "none" },
          [WIDE]: { minH: "0", mb: "3", cursor: "default", pointerEvents: "none" },
        }}
      >
        {summary}
        <chakra.span display="inline-flex" color={chevron} css={{ [WIDE]: { display: "none" } }}>
          <ChevronDown aria-hidden="true" focusable="false" size={18} />
        </chakra.span>
      </chakra.summary>
      {children}
    </chakra.details>
  );
}
