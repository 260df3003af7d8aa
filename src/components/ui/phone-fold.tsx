/**
 * Content that folds on phones: a disclosure (`<details>`, no script) whose summary is the
 * content's heading, so a phone shows one line until the visitor opens it. From 768 px the
 * content always shows (the closed content made visible) and the summary is only a heading, or,
 * for a summary that only a phone needs ("See the sample report"), not there at all.
 * A browser that cannot style the disclosure's content (no `::details-content`: Safari before
 * 18.4, Firefox before 143) keeps it a working disclosure at every width, its summary and chevron
 * drawn, rather than a closed one nobody can open.
 * The footer's link lists, an article's contents, the "check them yourself" box, a service's first
 * 90 days and a sample report folded on a phone (`pictureFold`) use it.
 */
import React, { type ReactNode } from "react";
import { chakra, type HTMLChakraProps, type SystemStyleObject, type Tokens } from "@chakra-ui/react/styled-system";
import { ChevronDown } from "./lucide";

export const WIDE = "@media (min-width: 48em)";
/** Where a closed disclosure's content can be shown with CSS (`::details-content`). */
export const SHOWS_CLOSED = "@supports selector(::details-content)";

export function PhoneFold({
  summary,
  children,
  chevron,
  wide = {},
  phoneOnly = false,
  ...box
}: {
  /** The heading the summary shows, e.g. an h2. */
  summary: ReactNode;
  /** The summary is for phones only: from 768 px it is not drawn (a label, not a heading). */
  phoneOnly?: boolean;
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
        [WIDE]: {
          ...wide,
          [SHOWS_CLOSED]: { "&::details-content": { contentVisibility: "visible", display: "block" } },
        },
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
          [WIDE]: {
            [SHOWS_CLOSED]: phoneOnly
              ? { display: "none" }
              : { minH: "0", mb: "3", cursor: "default", pointerEvents: "none" },
          },
        }}
      >
        {summary}
        <chakra.span display="inline-flex" color={chevron} css={{ [WIDE]: { [SHOWS_CLOSED]: { display: "none" } } }}>
          <ChevronDown aria-hidden="true" focusable="false" size={18} />
        </chakra.span>
      </chakra.summary>
      {children}
    </chakra.details>
  );
}
