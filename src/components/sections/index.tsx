import React, { type ComponentType } from "react";
import { graphql } from "gatsby";
import type { SectionType } from "../../lib/content/vocabulary";
import { Island } from "../island";
// The browser's registry loads each section lazily; gatsby-node swaps in registry.server for the
// HTML build, so every section is rendered in place into the static HTML.
import { Boundary, Interactive, sectionComponents } from "./registry.client";

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
  }
`;

export type SectionData = Queries.PageSectionsFragment;

export type SectionComponent = ComponentType<{ section: SectionData }>;

/** Sections a visitor interacts with; every other section is a static island. */
const INTERACTIVE: ReadonlySet<SectionType> = new Set(["contactForm"]);

export { sectionComponents };

export const isSectionType = (type: string): type is SectionType => Object.prototype.hasOwnProperty.call(sectionComponents, type);

export function Sections({ sections }: { sections: ReadonlyArray<SectionData> }) {
  return (
    <>
      {sections.map((section, i) => {
        if (!isSectionType(section.type)) return null;
        const Component = sectionComponents[section.type];
        const key = section.id ?? `${section.type}-${i}`;
        if (INTERACTIVE.has(section.type)) return <Interactive key={key} type={section.type} section={section} />;
        return (
          <Island key={key}>
            <Boundary>
              <Component section={section} />
            </Boundary>
          </Island>
        );
      })}
    </>
  );
}
