import React, { type ComponentType } from "react";
import { graphql } from "gatsby";
import type { SectionType } from "../../lib/content/vocabulary";
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
import { Quotes } from "./quotes";
import { CallToAction } from "./call-to-action";
import { ContactDetails } from "./contact-details";
import { MapEmbed } from "./map";
import { ContactForm } from "./contact-form";

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

/** One component per YAML section `type`. The build refuses a type missing from here. */
export const sectionComponents: Record<SectionType, ComponentType<{ section: SectionData }>> = {
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
  quotes: Quotes,
  callToAction: CallToAction,
  contactDetails: ContactDetails,
  map: MapEmbed,
  contactForm: ContactForm,
};

const isSectionType = (type: string): type is SectionType => Object.prototype.hasOwnProperty.call(sectionComponents, type);

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
