import React, { type ComponentType } from "react";
import { graphql } from "gatsby";
import { INTERACTIVE_SECTION_TYPES, SECTION_TYPES, type InteractiveSectionType, type SectionType } from "../../lib/content/vocabulary";
import { Island } from "../island";
// The browser's registry holds only the interactive sections' loaders; gatsby-node swaps in
// registry.server for the HTML build, so every section is rendered in place into the static HTML.
import { Interactive, StaticSection } from "./registry.client";

/** Every section field any component reads; pages and the service template spread this. */
export const query = graphql`
  fragment PageSections on Section {
    type
    ...HeroSection
    ...ComingSoonSection
    ...FeatureCardsSection
    ...ServiceCardsSection
    ...ComparisonSection
    ...BarChartSection
    ...StatsSection
    ...StepsSection
    ...TilesSection
    ...ChallengesSection
    ...ChecklistSection
    ...TimelineSection
    ...QuotesSection
    ...CallToActionSection
    ...ContactDetailsSection
    ...MapSection
    ...ContactFormSection
    ...TextSection
  }
`;

export type SectionData = Queries.PageSectionsFragment;

export type SectionComponent = ComponentType<{ section: SectionData }>;

const KNOWN: ReadonlySet<string> = new Set(SECTION_TYPES);
const INTERACTIVE: ReadonlySet<string> = new Set(INTERACTIVE_SECTION_TYPES);

export const isSectionType = (type: string): type is SectionType => KNOWN.has(type);
const isInteractive = (type: SectionType): type is InteractiveSectionType => INTERACTIVE.has(type);

export function Sections({ sections }: { sections: ReadonlyArray<SectionData> }) {
  return (
    <>
      {sections.map((section, i) => {
        if (!isSectionType(section.type)) return null;
        const key = section.id ?? `${section.type}-${i}`;
        if (isInteractive(section.type)) return <Interactive key={key} type={section.type} section={section} />;
        return (
          <Island key={key}>
            <StaticSection type={section.type} section={section} />
          </Island>
        );
      })}
    </>
  );
}
