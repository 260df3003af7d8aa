/**
 * The section map: every section type, one file each beside this one (named as its component in
 * src/components/sections/), in the order the CMS offers them. The map is the one list of section
 * types; a page's `sections` are checked one by one against their own type's schema.
 */
import { z } from "zod";
import { heroSection } from "./hero";
import { comingSoonSection } from "./coming-soon";
import { featureCardsSection } from "./feature-cards";
import { serviceCardsSection } from "./service-cards";
import { comparisonSection } from "./comparison";
import { barChartSection } from "./bar-chart";
import { statsSection } from "./stats";
import { taskTableSection } from "./task-table";
import { stepsSection } from "./steps";
import { tilesSection } from "./tiles";
import { challengesSection } from "./challenges";
import { checklistSection } from "./checklist";
import { timelineSection } from "./timeline";
import { callToActionSection } from "./call-to-action";
import { contactDetailsSection } from "./contact-details";
import { mapSection } from "./map";
import { contactFormSection } from "./contact-form";
import { latestArticlesSection } from "./latest-articles";
import { textSection } from "./text";
import { siteFactsSection } from "./site-facts";
import { teamMembersSection } from "./team-members";
import { caseStudiesSection } from "./case-studies";
import { clientLogosSection } from "./client-logos";
import { sampleSection } from "./sample";
import { faqSection } from "./faq";
import { siteCheckSection } from "./site-check";
import { offerSection, offerTableSection } from "./offer";

/** Every section type, in the order the CMS offers them. */
const sectionSchemas = {
  hero: heroSection,
  comingSoon: comingSoonSection,
  featureCards: featureCardsSection,
  serviceCards: serviceCardsSection,
  comparison: comparisonSection,
  barChart: barChartSection,
  stats: statsSection,
  taskTable: taskTableSection,
  steps: stepsSection,
  tiles: tilesSection,
  challenges: challengesSection,
  checklist: checklistSection,
  timeline: timelineSection,
  callToAction: callToActionSection,
  contactDetails: contactDetailsSection,
  map: mapSection,
  contactForm: contactFormSection,
  latestArticles: latestArticlesSection,
  text: textSection,
  siteFacts: siteFactsSection,
  teamMembers: teamMembersSection,
  caseStudies: caseStudiesSection,
  clientLogos: clientLogosSection,
  sample: sampleSection,
  offer: offerSection,
  offerTable: offerTableSection,
  faq: faqSection,
  siteCheck: siteCheckSection,
} satisfies Record<string, z.ZodObject>;

export type SectionSchemas = typeof sectionSchemas;
export type Section = { [K in SectionType]: z.infer<SectionSchemas[K]> }[SectionType];

/** A section's `type`: a key of the section map, which is the one list of section types. */
export type SectionType = keyof SectionSchemas;
/** The section types in the order the CMS offers them. */
export const SECTION_TYPES = Object.keys(sectionSchemas) as SectionType[];
const KNOWN_TYPES: ReadonlySet<string> = new Set(SECTION_TYPES);
export const isSectionType = (type: string): type is SectionType => KNOWN_TYPES.has(type);

/** Section types that render the page's single `<h1>`. */
export const HEADING_SECTION_TYPES: readonly SectionType[] = ["hero", "comingSoon"];

/** The schema for one section `type`, or undefined when no component renders that type. */
export function sectionSchemaFor(type: string): z.ZodObject | undefined {
  return isSectionType(type) ? sectionSchemas[type] : undefined;
}

/** GraphQL's interface for a page's sections; each type is its own type implementing it (SectionHero). */
export const SECTION_INTERFACE = "Section";

/** Sections are checked one by one against the schema for their own `type` (src/lib/project/rules/file-schemas.ts). */
export const sections = z.array(z.unknown()).min(1).meta({
  label: "Sections",
  hint: "The first section is a Hero (or Coming soon): it holds the page's only main heading.",
  summary: "{{fields.heading}}",
  variants: sectionSchemas,
  graphqlName: SECTION_INTERFACE,
});
