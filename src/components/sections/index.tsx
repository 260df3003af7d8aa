/**
 * The section registry: each YAML section `type` (src/lib/content/schema.ts) and the component
 * that renders it, with its GraphQL fragment spread in PageSections. Adding a section type
 * touches its schema, its component and this file; the type check fails until the registry
 * names every type, and __tests__/registry.test.tsx fails until the fragment spreads them all.
 */
import React, { type ComponentType } from "react";
import { graphql } from "gatsby";
import { isSectionType, type SectionType } from "../../lib/content/schema";
import { Hero } from "./hero";
import { ComingSoon } from "./coming-soon";
import { FeatureCards } from "./feature-cards";
import { ServiceCards } from "./service-cards";
import { Comparison } from "./comparison";
import { BarChart } from "./bar-chart";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { Tiles } from "./tiles";
import { Challenges } from "./challenges";
import { Checklist } from "./checklist";
import { Timeline } from "./timeline";
import { CallToAction } from "./call-to-action";
import { ContactDetails } from "./contact-details";
import { MapEmbed } from "./map";
import { ContactFormSection } from "./contact-form";
import { Text } from "./text";
import { LatestArticles } from "./latest-articles";

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
    ...CallToActionSection
    ...ContactDetailsSection
    ...MapSection
    ...ContactFormSection
    ...TextSection
    ...LatestArticlesSection
  }
`;

export type SectionData = Queries.PageSectionsFragment;

export type SectionComponent = ComponentType<{ section: SectionData }>;

export const sectionComponents: Record<SectionType, SectionComponent> = {
  hero: Hero,
  comingSoon: ComingSoon,
  featureCards: FeatureCards,
  serviceCards: ServiceCards,
  comparison: Comparison,
  barChart: BarChart,
  stats: Stats,
  steps: Steps,
  tiles: Tiles,
  challenges: Challenges,
  checklist: Checklist,
  timeline: Timeline,
  callToAction: CallToAction,
  contactDetails: ContactDetails,
  map: MapEmbed,
  contactForm: ContactFormSection,
  text: Text,
  latestArticles: LatestArticles,
};

export { isSectionType };

export function Sections({ sections }: { sections: ReadonlyArray<SectionData> }) {
  return (
    <>
      {sections.map((section, i) => {
        if (!isSectionType(section.type)) return null;
        const Component = sectionComponents[section.type];
        return <Component key={section.id ?? `${section.type}-${i}`} section={section} />;
      })}
    </>
  );
}
