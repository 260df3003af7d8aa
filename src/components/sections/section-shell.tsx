import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { ActionList } from "../ui/action-link";

export const query = graphql`
  fragment SectionBase on Section {
    type
    id
    eyebrow
    heading
    intro
    note
    actions {
      label
      to
      external
      variant
    }
  }
`;

type Base = Queries.SectionBaseFragment;

/** A stable id from a heading (the same on the server and in the browser; headings are unique per page). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A qualifier printed beside a figure, so no number can be read without it. */
export function Qualifier({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <chakra.p mt="6" px="4" py="3" fontSize="sm" bg="note.bg" color="note.fg" borderWidth="1px" borderColor="note.border" borderRadius="md" maxW="prose">
      {children}
    </chakra.p>
  );
}

/** What every section shares: its anchor, heading, introduction, note and calls to action. */
export function SectionShell({ section, children, dark = false }: { section: Base; children?: ReactNode; dark?: boolean }) {
  const headingId = section.heading ? `${section.id ?? slugify(section.heading)}-heading` : undefined;
  return (
    <chakra.section
      id={section.id ?? undefined}
      aria-labelledby={section.heading ? headingId : undefined}
      py={{ base: "12", md: "16" }}
      bg={dark ? "bg.inverted" : undefined}
      color={dark ? "fg.inverted" : undefined}
      css={{ "main > :nth-child(even) > &, main > &:nth-child(even)": dark ? {} : { bg: "bg.subtle" } }}
    >
      <chakra.div maxW="container" mx="auto" px={{ base: "4", md: "6" }}>
        {section.eyebrow ? (
          <chakra.p fontSize="sm" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color={dark ? "teal.100" : "accent"} mb="2">
            {section.eyebrow}
          </chakra.p>
        ) : null}
        {section.heading ? (
          <chakra.h2 id={headingId} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" lineHeight="snug" letterSpacing="tight" maxW="prose">
            {section.heading}
          </chakra.h2>
        ) : null}
        {section.intro ? (
          <chakra.p mt="3" fontSize="lg" color={dark ? undefined : "fg.muted"} maxW="prose">
            {section.intro}
          </chakra.p>
        ) : null}
        {children ? <chakra.div mt={section.heading || section.intro ? "8" : "0"}>{children}</chakra.div> : null}
        {section.note ? <Qualifier>{section.note}</Qualifier> : null}
        <ActionList actions={section.actions} inverted={dark} />
      </chakra.div>
    </chakra.section>
  );
}
