import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { ActionList, type ActionStyle } from "../ui/action-link";
import { Caption } from "../ui/figure-card";

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

/** A section's small print, as a caption (see Caption). */
export function Qualifier({ children, inverted = false }: { children: ReactNode; inverted?: boolean }) {
  if (!children) return null;
  return <Caption inverted={inverted}>{children}</Caption>;
}

/**
 * What every section shares: its anchor, heading, introduction, note and calls to action.
 * Sections alternate white and navy-50 so neighbours visibly differ. A "band" is a full-width
 * navy section (the charts); a "panel" is a rounded navy panel on the page's own background (the
 * closing call, so it never fuses with the footer). Inside a section, calls to action are text
 * links unless the section is a closing call. An `aside` (a sample deliverable's picture) stands
 * beside all of that from 1024 px, after it below.
 */
export function SectionShell({
  section,
  children,
  dark,
  actions = "links",
  aside,
  side = false,
  compact = false,
}: {
  section: Base;
  children?: ReactNode;
  dark?: "band" | "panel";
  actions?: ActionStyle;
  aside?: ReactNode;
  /**
   * Text that reads in one column at reading width (paragraphs, a list, a timeline) stands beside
   * its heading from 1024 px instead of under it, so the section uses the container's width
   * without a line longer than a reader can follow (issue 34: no right half left empty).
   */
  side?: boolean;
  /**
   * A section that carries on from the hero (the contact page's form): half the space above it,
   * its heading the size of a form's title and its introduction one small line, so what it holds
   * starts in the first screen at 390 and 1440 px (issue 59: one heading, the form in the first screen).
   */
  compact?: boolean;
}) {
  const headingId = section.heading ? `${section.id ?? slugify(section.heading)}-heading` : undefined;
  const inverted = dark !== undefined;
  // From 1024 px a closing panel puts its heading on the left and the rest on the right, so the panel's right half is never empty.
  const panel =
    dark === "panel"
      ? ({
          bg: "bg.inverted",
          color: "fg.inverted",
          borderRadius: "2xl",
          px: { base: "6", md: "14" },
          py: { base: "8", md: "14" },
          bgGradient: "to-br",
          gradientFrom: "navy.900",
          gradientTo: "navy.700",
          display: { lg: "grid" },
          gridTemplateColumns: { lg: "minmax(0, 1fr) minmax(0, 1fr)" },
          columnGap: "14",
          alignItems: "center",
          css: {
            "@media (min-width: 64em)": {
              "& > h2": { gridColumn: "1", gridRow: "1 / span 3" },
              "& > :not(h2)": { gridColumn: "2" },
              "& > p:first-of-type": { mt: "0" },
            },
          },
        } as const)
      : {};
  return (
    <chakra.section
      id={section.id ?? undefined}
      aria-labelledby={section.heading ? headingId : undefined}
      pt={compact ? { base: "5", md: "10" } : { base: "7", md: "20" }}
      pb={{ base: "7", md: "20" }}
      bg={dark === "band" ? "bg.inverted" : undefined}
      color={dark === "band" ? "fg.inverted" : undefined}
      data-band={dark === "band" ? "" : undefined}
      css={
        dark === "band"
          ? { "[data-band] + &": { bg: "navy.800" } }
          : { "main > :nth-child(even) > &, main > &:nth-child(even)": { bg: "bg.subtle" } }
      }
    >
      <chakra.div
        maxW="container"
        mx={{ base: dark === "panel" ? "4" : "auto", md: dark === "panel" ? "6" : "auto", xl: "auto" }}
        px={dark === "panel" ? undefined : { base: "4", md: "6" }}
        {...panel}
        {...(aside
          ? {
              display: "grid",
              gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 6fr)" },
              columnGap: "14",
              rowGap: "10",
              alignItems: "center",
            }
          : {})}
        {...(side && !aside
          ? {
              display: { lg: "grid" },
              gridTemplateColumns: { lg: "minmax(0, 5fr) minmax(0, 7fr)" },
              columnGap: "14",
              alignItems: "start",
            }
          : {})}
      >
        {side && !aside ? (
          <ShellBody
            section={section}
            inverted={inverted}
            headingId={headingId}
            actions={actions}
            compact={compact}
            side
          >
            {children}
          </ShellBody>
        ) : aside ? (
          <>
            <div>
              <ShellBody
                section={section}
                inverted={inverted}
                headingId={headingId}
                actions={actions}
                compact={compact}
              >
                {children}
              </ShellBody>
            </div>
            {aside}
          </>
        ) : (
          <ShellBody section={section} inverted={inverted} headingId={headingId} actions={actions} compact={compact}>
            {children}
          </ShellBody>
        )}
      </chakra.div>
    </chakra.section>
  );
}

/** The eyebrow, heading, introduction, the section's own content, its note and its calls to action. */
function ShellBody({
  section,
  children,
  inverted,
  headingId,
  actions,
  side = false,
  compact = false,
}: {
  section: Base;
  children?: ReactNode;
  inverted: boolean;
  headingId: string | undefined;
  actions: ActionStyle;
  side?: boolean;
  compact?: boolean;
}) {
  const head = (
    <>
      {section.eyebrow ? (
        <chakra.p
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wide"
          color={inverted ? "accent.onDark" : "accent"}
          mb={{ base: "2", md: "3" }}
          data-section-head=""
        >
          {section.eyebrow}
        </chakra.p>
      ) : null}
      {section.heading ? (
        <chakra.h2
          id={headingId}
          fontSize={compact ? { base: "xl", md: "2xl" } : { base: "[1.625rem]", md: "5xl" }}
          fontWeight="semibold"
          lineHeight="tight"
          letterSpacing="tight"
          maxW="[24ch]"
          data-section-head=""
        >
          {section.heading}
        </chakra.h2>
      ) : null}
      {section.intro ? (
        <chakra.p
          mt={compact ? "1" : { base: "3", md: "4" }}
          fontSize={compact ? "sm" : { base: "md", md: "xl" }}
          lineHeight="normal"
          color={inverted ? "fg.invertedMuted" : "fg.muted"}
          maxW="measure"
          data-section-head=""
        >
          {section.intro}
        </chakra.p>
      ) : null}
    </>
  );
  const body = (
    <>
      {children ? (
        <chakra.div
          mt={
            !(section.heading || section.intro)
              ? "0"
              : compact
                ? { base: "4", md: "5" }
                : side
                  ? { base: "5", md: "10", lg: "0" }
                  : { base: "5", md: "10" }
          }
        >
          {children}
        </chakra.div>
      ) : null}
      {section.note ? <Qualifier inverted={inverted}>{section.note}</Qualifier> : null}
      <ActionList actions={section.actions} inverted={inverted} style={actions} />
    </>
  );
  if (!side) {
    return (
      <>
        {head}
        {body}
      </>
    );
  }
  return (
    <>
      <div>{head}</div>
      <div>{body}</div>
    </>
  );
}
