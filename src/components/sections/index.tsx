/**
 * The section registry: each YAML section `type` (src/lib/content/schema/) and the component
 * that renders it. GraphQL gives each type its own type implementing Section (SectionHero, derived
 * from the schema), and each component's fragment sits beside it, on its own type, so its required
 * fields are non-null. Adding a section type touches its schema, its component and this file: the
 * type check fails until the registry names every type with a component taking what PageSections
 * queries for it, and __tests__/registry.test.tsx fails until the fragment spreads them all.
 */
import React, { type ComponentType } from "react";
import { graphql } from "gatsby";
import { isSectionType, type SectionType } from "../../lib/content/schema";
import type { SectionData, SectionOf } from "../../lib/content/section-data";
import { Hero } from "./hero";
import { ComingSoon } from "./coming-soon";
import { FeatureCards } from "./feature-cards";
import { ServiceCards } from "./service-cards";
import { Comparison } from "./comparison";
import { BarChart } from "./bar-chart";
import { Stats } from "./stats";
import { TaskTable } from "./task-table";
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
import { Sample } from "./sample";
import { SiteFacts } from "./site-facts";
import { TeamMembers } from "./team-members";
import { CaseStudies } from "./case-studies";
import { ClientLogos } from "./client-logos";
import { Faq } from "./faq";
import { SiteCheck } from "./site-check";
import { Offer } from "./offer";
import { OfferTable } from "./offer-table";

/** Every section field any component reads; pages and the service template spread this. */
export const query = graphql`
  fragment PageSections on Section {
    __typename
    type
    ...HeroSection
    ...ComingSoonSection
    ...FeatureCardsSection
    ...ServiceCardsSection
    ...ComparisonSection
    ...BarChartSection
    ...StatsSection
    ...TaskTableSection
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
    ...SampleSection
    ...SiteFactsSection
    ...TeamMembersSection
    ...CaseStudiesSection
    ...ClientLogosSection
    ...OfferSection
    ...OfferTableSection
    ...FaqSection
    ...SiteCheckSection
  }
`;

export type { SectionData, SectionOf };

export const sectionComponents: { readonly [K in SectionType]: ComponentType<{ section: SectionOf<K> }> } = {
  hero: Hero,
  comingSoon: ComingSoon,
  featureCards: FeatureCards,
  serviceCards: ServiceCards,
  comparison: Comparison,
  barChart: BarChart,
  stats: Stats,
  taskTable: TaskTable,
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
  siteFacts: SiteFacts,
  teamMembers: TeamMembers,
  caseStudies: CaseStudies,
  clientLogos: ClientLogos,
  sample: Sample,
  offer: Offer,
  offerTable: OfferTable,
  faq: Faq,
  siteCheck: SiteCheck,
};

export { isSectionType };

/** One section, drawn by its type's component; nothing for a type no component renders. */
export function SectionView({ section }: { section: SectionData }) {
  if (!isSectionType(section.type)) return null;
  // The registry's type pairs each type with its component; a section's `type` picks both.
  const Component = sectionComponents[section.type] as ComponentType<{ section: SectionData }>;
  return <Component section={section} />;
}

export function Sections({ sections }: { sections: ReadonlyArray<SectionData> }) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionView key={`${i}-${section.type}`} section={section} />
      ))}
    </>
  );
}
