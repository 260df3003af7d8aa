import { z } from "zod";
import { copy, FIGURES_HINT, internalLink, optionalIcon, points, prose } from "../fields";
import { description, foldNeedsHeading, foldOnPhones, head, markTone, tail } from "../section-fields";

/** A card of a featureCards section (GraphQL: SectionFeatureCardsItems, as each section's items are named by its type). */
const card = z.strictObject({
  title: copy.meta({ label: "Title", hint: FIGURES_HINT }),
  description,
  aiFeature: prose
    .meta({ label: "AI Advantage", hint: 'Shown after "AI Advantage:"; leave empty for none.' })
    .optional(),
  icon: optionalIcon,
  link: internalLink.meta({ label: "Learn More link" }).optional(),
  points: points().optional(),
});

export const featureCardsSection = z
  .strictObject({
    type: z.literal("featureCards"),
    ...head,
    tone: markTone,
    items: z.array(card).min(1).meta({ label: "Cards", summary: "{{fields.title}}" }),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Feature cards", layout: "a grid of cards" });
