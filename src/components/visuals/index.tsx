/**
 * The pictures in heroes: each `visual.kind` a hero's YAML may choose (VISUAL_KINDS in
 * src/lib/content/schema/) and the component that draws it, in inline SVG and CSS rendered on
 * the server (no script, no raster image). The type check fails until every kind has one.
 */
import React, { type ComponentType } from "react";
import { graphql } from "gatsby";
import type { VisualKind } from "../../lib/content/schema";
import type { VisualData, VisualProps } from "./shared";
import { BudgetPagesVisual } from "./budget-pages";
import { OrbitVisual } from "./orbit";
import { PathwaysVisual } from "./pathways";
import { CycleVisual } from "./cycle";
import { InvoiceVisual } from "./invoice";
import { CrossedOutVisual } from "./crossed-out";
import { StrategyCardVisual } from "./strategy-card";
import { MapVisual } from "./map";
import { DocumentVisual } from "./document";
import { ReportVisual } from "./report";
import { ChangeLogVisual } from "./change-log";
import { RankAlertVisual } from "./rank-alert";
import { MapPackVisual } from "./map-pack";
import { CheckReportVisual } from "./check-report";

/** Every field any kind reads; the hero's fragment spreads it. */
export const query = graphql`
  fragment HeroVisual on SectionVisual {
    kind
    alt
    caption
    heading
    oldLabel
    aiLabel
    scale
    centre
    ring
    icon
    nodes {
      label
      icon
    }
    links {
      label
      target
      to
    }
    steps {
      label
      icon
      human
    }
    lines {
      label
      value
      tone
    }
    stamp
    crossedOutLabel
    chip
    progress {
      label
      done
    }
    pin
    sample
    metrics {
      label
      value
      change
      tone
    }
    seriesLabel
    series
    entries {
      when
      text
      human
    }
    query
    positions
    listings {
      name
      detail
      highlight
    }
  }
`;

export const visualComponents: Record<VisualKind, ComponentType<VisualProps>> = {
  budgetPages: BudgetPagesVisual,
  orbit: OrbitVisual,
  pathways: PathwaysVisual,
  cycle: CycleVisual,
  invoice: InvoiceVisual,
  crossedOut: CrossedOutVisual,
  strategyCard: StrategyCardVisual,
  map: MapVisual,
  document: DocumentVisual,
  report: ReportVisual,
  changeLog: ChangeLogVisual,
  rankAlert: RankAlertVisual,
  mapPack: MapPackVisual,
  checkReport: CheckReportVisual,
};

/**
 * Kinds drawn small, with the hero around them kept short: the map, on the contact page, whose form
 * must start in the first screen.
 */
const COMPACT_KINDS: ReadonlySet<string> = new Set<VisualKind>(["map"]);
export const isCompactVisual = (visual: VisualData | null | undefined): boolean =>
  visual ? COMPACT_KINDS.has(visual.kind) : false;

const isVisualKind = (kind: string): kind is VisualKind => Object.prototype.hasOwnProperty.call(visualComponents, kind);

/** The picture a hero's YAML chose, or nothing for a kind with no component (the build refuses those). */
export function Visual({ visual }: { visual: VisualData }) {
  if (!isVisualKind(visual.kind)) return null;
  const Component = visualComponents[visual.kind];
  return <Component visual={visual} />;
}

export type { VisualData };
