/**
 * The closed vocabularies editors choose from. Shared by the build-time validation, the CMS
 * config and the components, so a name accepted at build always has something to render it.
 * The section types are the keys of the schema's section map (SECTION_TYPES in schema/sections/index.ts).
 */

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

/**
 * What the build measures of the built site for a siteFacts section (src/lib/build/site-facts.ts):
 * JavaScript before interaction, the heaviest page, the pages in the sitemap, the structured data
 * types, Lighthouse's lowest score in bench/results.json.
 */
export const SITE_MEASURES = ["javascript", "pageWeight", "pages", "structuredData", "lighthouse"] as const;
export type SiteMeasure = (typeof SITE_MEASURES)[number];

/** The {placeholders} each measure fills in its figure's label and description: `{value}` always, and these. */
export const MEASURE_PLACEHOLDERS: Readonly<Record<SiteMeasure, readonly string[]>> = {
  javascript: ["value"],
  pageWeight: ["value", "page"],
  pages: ["value"],
  structuredData: ["value", "types"],
  lighthouse: ["value", "routes", "date", "runs"],
};

/**
 * How a comparison is laid out: `cards`, a card per column with a red cross or teal tick before
 * each point; `table`, a row per aspect with the columns side by side (src/components/sections/comparison.tsx).
 */
export const COMPARISON_TREATMENTS = ["cards", "table", "shift"] as const;
export type ComparisonTreatment = (typeof COMPARISON_TREATMENTS)[number];
