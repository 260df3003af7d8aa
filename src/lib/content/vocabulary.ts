/**
 * The closed vocabularies editors choose from. Shared by the build-time validation, the CMS
 * config and the components, so a name accepted at build always has something to render it.
 * The section types are the keys of the schema's section map (SECTION_TYPES in schema.ts).
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
