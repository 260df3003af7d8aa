import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell, slugify } from "./section-shell";
import { positionCue, swipeRowOnPhones } from "../ui/grid";
import { useSite } from "../../hooks/use-site";
import { toneOf } from "./tones";
import { Mark } from "./marks";
import { ArrowRight } from "../ui/lucide";

export const query = graphql`
  fragment ComparisonSection on SectionComparison {
    ...SectionBase
    foldOnPhones
    treatment
    aspects
    columns {
      title
      tone
      points
    }
  }
`;

type Section = Queries.ComparisonSectionFragment;

/**
 * Two ways of doing the same work, side by side, laid out as the editor chose: `cards` (a card per
 * column, a red cross or teal tick before each point) or `table` (a row per aspect). Pages
 * alternate the two, so the comparison reads as this page's own rather than the same block again.
 */
export function Comparison({ section }: { section: Section }) {
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      {section.treatment === "table" && section.aspects ? (
        <ComparisonTable section={section} aspects={section.aspects} />
      ) : section.treatment === "shift" && section.aspects ? (
        <ComparisonShift section={section} aspects={section.aspects} />
      ) : (
        <ComparisonCards section={section} />
      )}
    </SectionShell>
  );
}

/**
 * Where one column is the old way (a negative tone), the cards stay a column on a phone: they are
 * read against each other, so the second must not hide past the screen's edge. Columns that are
 * not set against each other (Analytics' tracking and intelligence) swipe like other lists of
 * cards. (The service pages, held to 8,000 px at 390 px, set old against new in the table.)
 */
function ComparisonCards({ section }: { section: Section }) {
  const cue = positionCue(useSite().ui.swipePosition, section.columns.length);
  const wide = { md: `repeat(${Math.min(section.columns.length, 3)}, minmax(0, 1fr))` };
  const layout = section.columns.some((column) => column.tone === "negative")
    ? ({
        display: "grid",
        gap: { base: "4", md: "6" },
        gridTemplateColumns: { base: "minmax(0, 1fr)", ...wide },
      } as const)
    : { ...swipeRowOnPhones(section.heading, { md: "6" }, cue), gridTemplateColumns: wide };
  return (
    <chakra.ul {...layout}>
      {section.columns.map((column) => {
        const tone = toneOf(column.tone);
        return (
          <chakra.li
            key={column.title}
            p={{ base: "5", md: "8" }}
            bg="bg"
            borderRadius="xl"
            borderWidth="1px"
            borderColor="border"
            borderTopWidth="4px"
            borderTopColor={tone.fg}
            boxShadow="sm"
          >
            <chakra.h3
              fontSize={{ base: "xl", md: "2xl" }}
              fontWeight="semibold"
              color={tone.fg}
              mb={{ base: "4", md: "5" }}
            >
              {column.title}
            </chakra.h3>
            <chakra.ul display="flex" flexDirection="column" gap="3">
              {column.points.map((point) => (
                <chakra.li key={point} display="flex" gap="3" alignItems="flex-start">
                  <Mark tone={column.tone} />
                  {point}
                </chakra.li>
              ))}
            </chakra.ul>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}

/**
 * A real table, laid out as one at every width (no role restated on its rows and cells: a table
 * kept in table display is read as a table by every screen reader, and HTML forbids the roles on
 * a native table's parts). The columns' titles are its column headers, each aspect a row header,
 * so a screen reader announces "Typical approach, Crawl cadence" before a cell. On a phone the
 * aspect column is narrow and set small, the two ways side by side beside it, which costs far
 * less height than stacked cards.
 */
function ComparisonTable({ section, aspects }: { section: Section; aspects: readonly string[] }) {
  const columns = section.columns;
  const cellX = { base: "2.5", md: "6" } as const;
  return (
    <chakra.div bg="bg" borderRadius="xl" borderWidth="1px" borderColor="border" boxShadow="sm" overflow="hidden">
      <chakra.table
        aria-labelledby={section.heading ? `${section.id ?? slugify(section.heading)}-heading` : undefined}
        w="full"
        borderCollapse="collapse"
        tableLayout="fixed"
      >
        <thead>
          <tr>
            <chakra.td w={{ base: "[30%]", md: "[24%]" }} />
            {columns.map((column) => (
              <chakra.th
                key={column.title}
                scope="col"
                textAlign="start"
                verticalAlign="top"
                px={cellX}
                py={{ base: "3", md: "5" }}
                fontSize={{ base: "sm", md: "xl" }}
                fontWeight="semibold"
                lineHeight="tight"
                color={toneOf(column.tone).fg}
                borderTopWidth="4px"
                borderTopColor={toneOf(column.tone).fg}
              >
                <chakra.span display="flex" gap={{ base: "1.5", md: "3" }} alignItems="flex-start">
                  <Mark tone={column.tone} />
                  {column.title}
                </chakra.span>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {aspects.map((aspect, row) => (
            <chakra.tr key={aspect} borderTopWidth="1px" borderColor="border">
              <chakra.th
                scope="row"
                textAlign="start"
                verticalAlign="top"
                px={cellX}
                py={{ base: "3", md: "5" }}
                fontSize={{ base: "xs", md: "md" }}
                fontWeight="semibold"
                color={{ base: "fg.muted", md: "fg" }}
                // Words stay whole: a label breaks between words only (never "REPORTIN G" on a phone),
                // in its own case, which is narrower than capitals spaced wide; the browser tests hold
                // every table cell to its width at 390 px.
                css={{ overflowWrap: "normal", wordBreak: "normal", hyphens: "manual" }}
              >
                {aspect}
              </chakra.th>
              {columns.map((column) => (
                <chakra.td
                  key={column.title}
                  verticalAlign="top"
                  px={cellX}
                  py={{ base: "3", md: "5" }}
                  fontSize={{ base: "sm", md: "md" }}
                  bg={column.tone === "positive" ? "positive.subtle" : undefined}
                >
                  {column.points[row]}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

/**
 * From the old way to the new, aspect by aspect, with no crosses or ticks: the old way's line in
 * slate, an arrow, the new way's in full weight. Another page's comparison is a table or cards,
 * so this one reads as this page's own argument (issue 48). Each line names its column for
 * screen readers; the visible column titles stand once above the rows from 768 px.
 */
function ComparisonShift({ section, aspects }: { section: Section; aspects: readonly string[] }) {
  const [from, to] = section.columns;
  if (!from || !to) return null;
  const row = { base: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 4fr) auto minmax(0, 4fr)" } as const;
  return (
    <div>
      <chakra.div
        display={{ base: "none", md: "grid" }}
        gridTemplateColumns={row.md}
        columnGap="6"
        pb="3"
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
        aria-hidden="true"
      >
        <span />
        <span>{from.title}</span>
        <chakra.span w="5" />
        <chakra.span color="accent">{to.title}</chakra.span>
      </chakra.div>
      <chakra.ul borderTopWidth="1px" borderColor="border.strong">
        {aspects.map((aspect, i) => (
          <chakra.li
            key={aspect}
            display="grid"
            gridTemplateColumns={row}
            columnGap="6"
            rowGap="1"
            alignItems="baseline"
            py={{ base: "3", md: "5" }}
            borderBottomWidth="1px"
            borderColor="border"
          >
            <chakra.p
              fontSize={{ base: "xs", md: "md" }}
              fontWeight="semibold"
              textTransform={{ base: "uppercase", md: "none" }}
              letterSpacing={{ base: "wide", md: "[normal]" }}
              color={{ base: "fg.muted", md: "fg" }}
            >
              {aspect}
            </chakra.p>
            <chakra.p color="fg.muted" fontSize={{ base: "sm", md: "md" }}>
              <chakra.span srOnly>{from.title}: </chakra.span>
              {from.points[i]}
            </chakra.p>
            <chakra.span display={{ base: "none", md: "inline-flex" }} color="slate.400" aria-hidden="true">
              <ArrowRight size={20} />
            </chakra.span>
            <chakra.p fontWeight="semibold" fontSize={{ base: "sm", md: "md" }}>
              <chakra.span srOnly>{to.title}: </chakra.span>
              {to.points[i]}
            </chakra.p>
          </chakra.li>
        ))}
      </chakra.ul>
    </div>
  );
}
