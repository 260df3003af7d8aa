/**
 * Sections as GraphQL returns them (typegen's PageSections fragment), for code that makes one
 * outside a query: the CMS preview (src/lib/cms/preview-data.ts) and the related-services section
 * every service page ends with.
 */
export type SectionData = Queries.PageSectionsFragment;
type ServiceCard = NonNullable<SectionData["services"]>[number];

/**
 * Every field of a section besides its type, as GraphQL returns a field the YAML leaves out. The
 * type is derived from typegen's fragment, so a field added to the GraphQL schema and a component's
 * fragment fails the type check here until it is added.
 */
export const EMPTY_SECTION: { readonly [K in Exclude<keyof SectionData, "type">]-?: null } = {
  id: null,
  eyebrow: null,
  heading: null,
  intro: null,
  note: null,
  body: null,
  qualifier: null,
  challengeLabel: null,
  solutionLabel: null,
  actions: null,
  items: null,
  columns: null,
  rows: null,
  services: null,
  points: null,
  emailLabel: null,
  phoneLabel: null,
  addressLabel: null,
  hoursHeading: null,
  caption: null,
  embedUrl: null,
  embedTitle: null,
  form: null,
  visual: null,
};

/**
 * The related services a service file names (`related`), as the serviceCards section the service
 * page shows them in: before the page's closing call to action, if it ends with one.
 */
export function withRelatedServices(sections: ReadonlyArray<SectionData>, heading: string, related: ReadonlyArray<ServiceCard>): SectionData[] {
  if (related.length === 0) return [...sections];
  const cards: SectionData = { ...EMPTY_SECTION, type: "serviceCards", id: "related-services", heading, services: [...related] };
  const last = sections[sections.length - 1];
  return last?.type === "callToAction" ? [...sections.slice(0, -1), cards, last] : [...sections, cards];
}
