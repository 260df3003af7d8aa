/**
 * The section registry as the browser uses it: each section's code is its own chunk, downloaded
 * only when the browser must render that section itself (an interactive section the visitor
 * reaches for, or a page rendered in the browser). The HTML build uses registry.server instead.
 */
import React, { lazy, Suspense, type ReactNode } from "react";
import type { SectionType } from "../../lib/content/vocabulary";
import type { SectionComponent, SectionData } from ".";
import { InteractiveIsland } from "../island";

const loaders: Record<SectionType, () => Promise<{ default: SectionComponent }>> = {
  hero: () => import("./hero").then((m) => ({ default: m.Hero })),
  comingSoon: () => import("./coming-soon").then((m) => ({ default: m.ComingSoon })),
  featureCards: () => import("./feature-cards").then((m) => ({ default: m.FeatureCards })),
  serviceCards: () => import("./service-cards").then((m) => ({ default: m.ServiceCards })),
  comparison: () => import("./comparison").then((m) => ({ default: m.Comparison })),
  barChart: () => import("./bar-chart").then((m) => ({ default: m.BarChart })),
  stats: () => import("./stats").then((m) => ({ default: m.Stats })),
  steps: () => import("./steps").then((m) => ({ default: m.Steps })),
  tiles: () => import("./tiles").then((m) => ({ default: m.Tiles })),
  challenges: () => import("./challenges").then((m) => ({ default: m.Challenges })),
  checklist: () => import("./checklist").then((m) => ({ default: m.Checklist })),
  timeline: () => import("./timeline").then((m) => ({ default: m.Timeline })),
  quotes: () => import("./quotes").then((m) => ({ default: m.Quotes })),
  callToAction: () => import("./call-to-action").then((m) => ({ default: m.CallToAction })),
  contactDetails: () => import("./contact-details").then((m) => ({ default: m.ContactDetails })),
  map: () => import("./map").then((m) => ({ default: m.MapEmbed })),
  contactForm: () => import("./contact-form").then((m) => ({ default: m.ContactForm })),
};

/** One component per YAML section `type`. The build refuses a type missing from here. */
export const sectionComponents = {} as Record<SectionType, SectionComponent>;
for (const type of Object.keys(loaders) as SectionType[]) sectionComponents[type] = lazy(loaders[type]);

/** Waits for a lazily loaded section (shows nothing meanwhile). The server needs no boundary. */
export function Boundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** An interactive section: the server's HTML until the visitor reaches for it, then the component. */
export function Interactive({ type, section }: { type: SectionType; section: SectionData }) {
  return <InteractiveIsland load={() => loaders[type]().then((m) => m.default)} props={{ section }} />;
}
