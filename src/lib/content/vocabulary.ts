/**
 * The closed vocabularies editors choose from. Shared by the build-time validation, the CMS
 * config and the components, so a name accepted at build always has something to render it.
 */

/**
 * The section types, as the schema's section map (sectionSchemas in schema.ts) has them and in its
 * order: schema.ts fails to compile on a type missing from either, a test on a different order.
 * Written out rather than read from that map because components import this list into the
 * browser, and the map would bring zod and the whole content model with it.
 */
export const SECTION_TYPES = [
  "hero",
  "comingSoon",
  "featureCards",
  "serviceCards",
  "comparison",
  "barChart",
  "stats",
  "steps",
  "tiles",
  "challenges",
  "checklist",
  "timeline",
  "quotes",
  "callToAction",
  "contactDetails",
  "map",
  "contactForm",
  "text",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/**
 * Section types a visitor interacts with. A page with one of these loads React and the section's
 * code in the browser; every other page is sent as HTML with no framework JavaScript at all.
 */
export const INTERACTIVE_SECTION_TYPES = ["contactForm"] as const satisfies readonly SectionType[];
export type InteractiveSectionType = (typeof INTERACTIVE_SECTION_TYPES)[number];

/** Section types that render the page's single `<h1>`. */
export const HEADING_SECTION_TYPES: readonly SectionType[] = ["hero", "comingSoon"];

export const ICON_NAMES = [
  "award",
  "bar-chart",
  "bot",
  "brain",
  "building",
  "calendar",
  "check",
  "clock",
  "database",
  "file-text",
  "gauge",
  "globe",
  "layers",
  "lightbulb",
  "line-chart",
  "link",
  "mail",
  "map-pin",
  "mic",
  "pen",
  "phone",
  "refresh",
  "rocket",
  "search",
  "settings",
  "shield",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "store",
  "target",
  "trending-up",
  "users",
  "warning",
  "workflow",
  "wrench",
  "x-circle",
  "zap",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** How a column, bar or card is coloured: the old way, the AI way, or neither. */
export const TONES = ["negative", "positive", "neutral"] as const;
export type Tone = (typeof TONES)[number];

export const ACTION_VARIANTS = ["primary", "secondary"] as const;
