/**
 * The section registry for the HTML build (and the CMS preview and tests): every section imported
 * directly and rendered in place. gatsby-node.ts puts this file in place of registry.client for
 * the "build-html" and "develop-html" stages.
 */
import React from "react";
import type { InteractiveSectionType, SectionType } from "../../lib/content/vocabulary";
import type { SectionComponent, SectionData } from ".";
import { INTERACTIVE_MARK, ISLAND } from "../island";
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
import { Text } from "./text";

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
  quotes: Quotes,
  callToAction: CallToAction,
  contactDetails: ContactDetails,
  map: MapEmbed,
  contactForm: ContactForm,
  text: Text,
};

export function StaticSection({ type, section }: { type: SectionType; section: SectionData }) {
  const Component = sectionComponents[type];
  return <Component section={section} />;
}

/** Interactive sections are rendered in full by the server; the browser takes them over on demand. */
export function Interactive({ type, section }: { type: InteractiveSectionType; section: SectionData }) {
  const Component = sectionComponents[type];
  return (
    <div {...ISLAND} {...{ [INTERACTIVE_MARK]: "" }}>
      <Component section={section} />
    </div>
  );
}
