import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { ActionList, type ActionStyle } from "../ui/action-link";
import { Caption } from "../ui/figure-card";
import { useTightOnPhones } from "./rhythm";
import { PhoneFold, SHOWS_CLOSED, WIDE } from "../ui/phone-fold";
import { ChevronDown } from "../ui/lucide";

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
  pictureFold,
  fold = false,
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
  /**
   * On a phone the `aside` (a sample's picture) folds under this line, e.g. "See a sample report",
   * below the text, which says what it shows; from 768 px it always shows and the line is not
   * drawn (`pictureFold` in YAML; issue 59: a service page in about five screens on a phone).
   */
  pictureFold?: string | null;
  /**
   * On a phone the section is its heading alone, with a chevron, and opens when tapped (a
   * `<details>`, no script); from 768 px it shows whole, as without (`foldOnPhones` in YAML:
   * secondary detail on a service page, held to about five screens on a phone; issue 59).
   */
  fold?: boolean;
}) {
  const headingId = section.heading ? `${section.id ?? slugify(section.heading)}-heading` : undefined;
  const inverted = dark !== undefined;
  // A service page's bands sit closer on phones (rhythm.tsx); from 768 px every page is alike.
  const tight = useTightOnPhones();
  // A section folded on a phone is one row there: its heading and the chevron.
  const py = tight ? (fold && section.heading ? "4" : "5") : "7";
  // A service page's closing panel on a phone: the price card above already holds the same button and
  // says what the consultation includes, which the panel's introduction restates, and the phones' bar
  // at the foot of the screen offers the same two actions; so there it is the heading and the main
  // button alone (from 768 px, the introduction and the second button too).
  const lean = tight && dark === "panel";
  // From 1024 px a closing panel puts its heading on the left and the rest on the right, so the panel's right half is never empty.
  const panel =
    dark === "panel"
      ? ({
          bg: "bg.inverted",
          color: "fg.inverted",
          borderRadius: "2xl",
          px: { base: "6", md: "14" },
          py: { base: lean ? "6" : "8", md: "14" },
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
      pt={compact ? { base: "5", md: "10" } : { base: py, md: "20" }}
      pb={{ base: py, md: "20" }}
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
              rowGap: { base: tight ? "5" : "10", lg: "10" },
              alignItems: "center",
            }
          : {})}
        {...(side && !aside && !(fold && section.heading)
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
            lean={lean}
            fold={fold && Boolean(section.heading)}
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
                lean={lean}
                fold={fold && Boolean(section.heading)}
              >
                {children}
              </ShellBody>
            </div>
            <PictureFold label={pictureFold} inverted={inverted}>
              {aside}
            </PictureFold>
          </>
        ) : (
          <ShellBody
            section={section}
            inverted={inverted}
            headingId={headingId}
            actions={actions}
            compact={compact}
            lean={lean}
            fold={fold && Boolean(section.heading)}
          >
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
  lean = false,
  fold = false,
}: {
  section: Base;
  children?: ReactNode;
  inverted: boolean;
  headingId: string | undefined;
  actions: ActionStyle;
  side?: boolean;
  compact?: boolean;
  /** The introduction from 768 px only (a service page's closing panel: see SectionShell). */
  lean?: boolean;
  /** On a phone, the heading alone until tapped (see SectionShell). */
  fold?: boolean;
}) {
  // 20 px between a heading and its content on phones; 16 on a service page (rhythm.tsx).
  const gap = useTightOnPhones() ? ("4" as const) : ("5" as const);
  // In a folded section the eyebrow and heading are the disclosure's summary, which holds phrasing content and headings only.
  const eyebrow = section.eyebrow ? (
    <chakra.p
      as={fold ? "span" : "p"}
      display="block"
      fontSize="xs"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wide"
      color={inverted ? "accent.onDark" : "accent"}
      mb={{ base: "2", md: "3" }}
      gridColumn={fold ? "1 / -1" : undefined}
      data-section-head=""
    >
      {section.eyebrow}
    </chakra.p>
  ) : null;
  const heading = section.heading ? (
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
  ) : null;
  const intro = section.intro ? (
    <chakra.p
      mt={compact ? "1" : { base: "3", md: "4" }}
      fontSize={compact ? "sm" : { base: "md", md: "xl" }}
      lineHeight="normal"
      color={inverted ? "fg.invertedMuted" : "fg.muted"}
      maxW="measure"
      display={lean ? { base: "none", md: "block" } : undefined}
      data-section-head=""
      data-fold-intro={fold ? "" : undefined}
    >
      {section.intro}
    </chakra.p>
  ) : null;
  const headed = Boolean(section.heading || section.intro);
  // Under the heading: the content; beside it from 1024 px in a section set beside its heading.
  const besideFrom = side && !compact ? "0" : compact ? "5" : "10";
  const body = (
    <>
      {children ? (
        <chakra.div mt={!headed ? "0" : { base: compact ? "4" : gap, md: compact ? "5" : "10", lg: besideFrom }}>
          {children}
        </chakra.div>
      ) : null}
      {section.note ? <Qualifier inverted={inverted}>{section.note}</Qualifier> : null}
      <ActionList actions={section.actions} inverted={inverted} style={actions} mainOnlyOnPhones={lean} />
    </>
  );
  if (fold) {
    return (
      <SectionFold inverted={inverted} side={side} summary={[eyebrow, heading]}>
        {intro}
        <div data-fold-body="">{body}</div>
      </SectionFold>
    );
  }
  if (!side) {
    return (
      <>
        {eyebrow}
        {heading}
        {intro}
        {body}
      </>
    );
  }
  // A heading with nothing beside it is the left column itself, so in the HTML the content follows
  // the heading directly, as it does in every other layout (a reader of the markup, an answer engine
  // among them, finds a question heading's answer right after it).
  const head =
    heading && !eyebrow && !intro ? (
      heading
    ) : (
      <div>
        {eyebrow}
        {heading}
        {intro}
      </div>
    );
  return (
    <>
      {head}
      <div>{body}</div>
    </>
  );
}

const CHEVRON = "[data-fold-chevron]";

/**
 * A section folded on a phone (`fold`): a `<details>` (no script) whose summary is the section's
 * eyebrow and heading with a chevron, the rest inside. From 768 px it shows whole and the heading is
 * only a heading; a section set beside its heading keeps its two columns from 1024 px as unfolded,
 * the heading and introduction on the left and the content on the right (the disclosure's content
 * box gives its children to the disclosure's grid). A browser that cannot style a closed
 * disclosure's content (no `::details-content`) keeps it a working disclosure at every width.
 */
function SectionFold({
  summary,
  inverted,
  side,
  children,
}: {
  summary: ReactNode;
  inverted: boolean;
  side: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.details
      data-fold=""
      css={{
        [`&[open] > summary ${CHEVRON}`]: { rotate: "180deg" },
        [WIDE]: {
          [SHOWS_CLOSED]: {
            "&::details-content": { contentVisibility: "visible", display: "block" },
            "& > summary": { cursor: "default", pointerEvents: "none" },
            [`& > summary ${CHEVRON}`]: { display: "none" },
          },
        },
        "@media (min-width: 64em)": side
          ? {
              [SHOWS_CLOSED]: {
                display: "grid",
                gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)",
                // The content spans both rows; the second takes what it adds, so the introduction stays under the heading.
                gridTemplateRows: "auto 1fr",
                columnGap: "14",
                alignItems: "start",
                "&::details-content": { display: "contents" },
                "& > summary": { gridColumn: "1", gridRow: "1" },
                "& > [data-fold-intro]": { gridColumn: "1", gridRow: "2" },
                "& > [data-fold-body]": { gridColumn: "2", gridRow: "1 / -1" },
              },
            }
          : {},
      }}
    >
      <chakra.summary
        display="grid"
        gridTemplateColumns="minmax(0, 1fr) auto"
        columnGap="3"
        alignItems="center"
        cursor="pointer"
        listStyle="none"
        css={{ "&::-webkit-details-marker": { display: "none" } }}
      >
        {summary}
        <chakra.span
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          minW="11"
          minH="11"
          mr="-3"
          color={inverted ? "accent.onDark" : "accent"}
          data-fold-chevron=""
        >
          <ChevronDown aria-hidden="true" focusable="false" size={22} />
        </chakra.span>
      </chakra.summary>
      {children}
    </chakra.details>
  );
}

/**
 * A sample's picture, folded on a phone under a line of its own (`pictureFold`): a `<details>` (no
 * script) whose summary, a teal line with a chevron between hairlines, is drawn only under 768 px.
 */
function PictureFold({
  label,
  inverted,
  children,
}: {
  label: string | null | undefined;
  inverted: boolean;
  children: ReactNode;
}) {
  if (!label) return <>{children}</>;
  return (
    <PhoneFold
      phoneOnly
      chevron={inverted ? "accent.onDark" : "accent"}
      summary={
        <chakra.span fontWeight="semibold" color={inverted ? "accent.onDark" : "accent"}>
          {label}
        </chakra.span>
      }
      borderTopWidth="1px"
      borderBottomWidth="1px"
      borderColor={inverted ? "navy.700" : "border"}
      wide={{ borderTopWidth: "0", borderBottomWidth: "0" }}
      data-picture-fold=""
    >
      <chakra.div pb={{ base: "4", md: "0" }}>{children}</chakra.div>
    </PhoneFold>
  );
}
