import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { FigureCard } from "../ui/figure-card";
import { gridColumns } from "../ui/grid";
import { useSite } from "../../hooks/use-site";

export const query = graphql`
  fragment StatsSection on SectionStats {
    ...SectionBase
    foldOnPhones
    scenario
    qualifier
    items {
      value
      label
      description
      source
    }
  }
`;

/** A figure with a line break allowed after each dash of a range ("$3,000-" / "$10,000+"), so a long range wraps rather than runs into its neighbour. */
function breakAfterDashes(value: string): React.ReactNode {
  const parts = value.split(/(?<=[-–])/);
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </React.Fragment>
  ));
}

/**
 * Where a figure from outside the agency comes from: the source's own words that give it, quoted,
 * then the cited work's title (linking the page where it can be read), its publisher and year.
 */
function Source({
  source,
  label,
}: {
  source: { title: string; publisher: string; year: number; url: string; figure: string } | undefined;
  label: string;
}) {
  if (!source) return null;
  return (
    <>
      <chakra.dd fontSize="sm" color="fg.muted">
        <q cite={source.url}>{source.figure}</q>
      </chakra.dd>
      <chakra.dd fontSize="xs" color="fg.muted">
        {label}{" "}
        <chakra.a
          href={source.url}
          rel="noopener"
          color="accent"
          textDecoration="underline"
          textUnderlineOffset="0.2em"
        >
          <chakra.cite fontStyle="normal">{source.title}</chakra.cite>
        </chakra.a>
        , {source.publisher}, {source.year}
      </chakra.dd>
    </>
  );
}

/** Large figures (two to a row on phones) in one figure card, with the scenario they describe and their qualifier as its caption. */
export function Stats({ section }: { section: Queries.StatsSectionFragment }) {
  const { items } = section;
  const site = useSite();
  const sourceOf = (id: string | null) => (id ? site.sources?.find((s) => s.id === id) : undefined);
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      <FigureCard scenario={section.scenario} caption={section.qualifier}>
        <chakra.dl
          display="grid"
          columnGap={{ base: "4", md: "8" }}
          rowGap={{ base: "6", md: "8" }}
          gridTemplateColumns={{
            ...gridColumns(items.length, 4),
            base: items.length > 1 ? "repeat(2, minmax(0, 1fr))" : "minmax(0, 1fr)",
          }}
        >
          {items.map((item) => (
            <chakra.div
              key={item.label}
              display="flex"
              flexDirection="column"
              gap="1"
              borderTopWidth="2px"
              borderColor="accent"
              pt={{ base: "3", md: "4" }}
            >
              <chakra.dt fontWeight="semibold">{item.label}</chakra.dt>
              <chakra.dd
                order="-1"
                fontSize={{ base: "2xl", md: "5xl" }}
                fontWeight="semibold"
                color="accent"
                lineHeight="tight"
                css={{ fontVariantNumeric: "tabular-nums", overflowWrap: "normal", wordBreak: "normal" }}
              >
                {breakAfterDashes(item.value)}
              </chakra.dd>
              {item.description ? (
                <chakra.dd fontSize="sm" color="fg.muted">
                  {item.description}
                </chakra.dd>
              ) : null}
              <Source source={sourceOf(item.source)} label={site.ui.source} />
            </chakra.div>
          ))}
        </chakra.dl>
      </FigureCard>
    </SectionShell>
  );
}
