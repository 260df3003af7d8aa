/**
 * "Your site argues with itself" (issue 56), as the report says it: what read/disagreements.ts
 * found across the pages read, each in the editors' words with the places it quotes and its
 * evidence, and how many pages it rests on. A stale visible date is a warning, never a pass; the
 * page given's own is the author and dates check's finding (checks/author-dates.ts), not repeated here.
 */
import type { EvidenceKind } from "./checks/define";
import { disagreements, DISAGREEMENTS, type DisagreementKind, type Place, type ReadPage } from "./read/disagreements";
import { fill, type DisagreementWords, type Source } from "./words";

export { DISAGREEMENTS, type DisagreementKind, type Place };

/** The values each kind's words may name. */
export const DISAGREEMENT_VARS: Readonly<Record<DisagreementKind, readonly string[]>> = {
  "stale-date": ["date", "months"],
  "old-copyright": ["year", "newest"],
  "date-mismatch": ["shown", "modified"],
  phone: [],
  address: [],
  abn: [],
  hours: ["thing"],
  price: ["thing"],
};

/** The evidence behind each kind: a source's id in data/site-check.yaml, or a convention. */
export const DISAGREEMENT_EVIDENCE: Readonly<Record<DisagreementKind, { kind: EvidenceKind; source?: string }>> = {
  "stale-date": { kind: "research", source: "what-gets-cited" },
  "old-copyright": { kind: "convention" },
  "date-mismatch": { kind: "convention" },
  phone: { kind: "convention" },
  address: { kind: "convention" },
  abn: { kind: "convention" },
  hours: { kind: "convention" },
  price: { kind: "convention" },
};

export interface DisagreementItem {
  kind: DisagreementKind;
  status: "warn";
  title: string;
  detail: string;
  action: string;
  /** Where it was found: one place for a stale date or year, two for a contradiction. */
  places: Place[];
  evidence: { kind: EvidenceKind; source?: Source };
}

export interface SiteDisagreements {
  title: string;
  intro: string;
  /** How many pages it rests on, in words. */
  sample: string;
  pagesRead: number;
  /** What it says when nothing was found. */
  none?: string;
  items: DisagreementItem[];
}

/**
 * What argues across `pages`, as at `now`, in the editors' words. `datedElsewhere`: the pages whose
 * stale date is a finding of its own (the page given: the author and dates check), not told twice.
 */
export function disagreementsReport(
  pages: readonly ReadPage[],
  now: Date,
  words: DisagreementWords,
  sources: Readonly<Record<string, Source>>,
  datedElsewhere: ReadonlySet<string> = new Set(),
): SiteDisagreements {
  const items = disagreements(pages, now, datedElsewhere).map((found): DisagreementItem => {
    const said = words.kinds[found.kind];
    const spec = DISAGREEMENT_EVIDENCE[found.kind];
    const source = spec.source === undefined ? undefined : sources[spec.source];
    return {
      kind: found.kind,
      status: "warn",
      title: fill(said.title, found.vars),
      detail: fill(said.detail, found.vars),
      action: said.action,
      places: found.places,
      evidence: { kind: spec.kind, ...(source ? { source } : {}) },
    };
  });
  return {
    title: words.title,
    intro: words.intro,
    sample: fill(words.sample, { pages: pages.length }),
    pagesRead: pages.length,
    ...(items.length === 0 ? { none: fill(words.none, { pages: pages.length }) } : {}),
    items,
  };
}
