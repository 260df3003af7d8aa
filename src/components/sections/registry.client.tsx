/**
 * The section registry as the browser uses it: each section's code is its own chunk, downloaded
 * only when the browser must render that section itself (after a client-side navigation, or the
 * interactive contact form). The HTML build uses registry.server instead (see gatsby-node.ts).
 */
import React, { lazy, Suspense, type ReactNode } from "react";
import type { SectionType } from "../../lib/content/vocabulary";
import type { SectionComponent } from ".";
import { ContactForm } from "./contact-form";

const loaders: Record<LazyType, () => Promise<{ default: SectionComponent }>> = {
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
};

/** Interactive sections hydrate with the page, so they are bundled with it rather than loaded lazily. */
type EagerType = "contactForm";
type LazyType = Exclude<SectionType, EagerType>;
const eager: Record<EagerType, SectionComponent> = { contactForm: ContactForm };

/** One component per YAML section `type`. The build refuses a type missing from here. */
const lazies = {} as Record<LazyType, SectionComponent>;
for (const type of Object.keys(loaders) as LazyType[]) lazies[type] = lazy(loaders[type]);
export const sectionComponents: Record<SectionType, SectionComponent> = { ...lazies, ...eager };

/** Waits for a lazily loaded section (shows nothing meanwhile). The server needs no boundary. */
export function Boundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
