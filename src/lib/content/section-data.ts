/**
 * Sections as GraphQL returns them (typegen's PageSections fragment), for code that makes one
 * outside a query: the CMS preview (src/cms/preview-data.ts), the related-services section
 * every service page ends with, and an article's closing sections.
 */
import { variantTypeName } from "./meta";
import { SECTION_INTERFACE, sectionSchemaFor, type SectionType } from "./schema";

export type SectionData = Queries.PageSectionsFragment;

/** What PageSections gives a section of one type: SectionOf<"hero"> is a SectionHero's fields. */
export type SectionOf<K extends SectionType> = Extract<
  SectionData,
  { readonly __typename: `${typeof SECTION_INTERFACE}${Capitalize<K>}` }
>;

/** A section's fields but its names: the non-null ones required, the nullable ones optional. */
type Given<T> = {
  readonly [P in keyof T as P extends "__typename" | "type" ? never : null extends T[P] ? never : P]: T[P];
} & {
  readonly [P in keyof T as P extends "__typename" | "type" ? never : null extends T[P] ? P : never]?: T[P];
};

/** The fields of a section's type as GraphQL returns one whose YAML leaves them all out. */
function nulls(type: SectionType): Record<string, null> {
  return Object.fromEntries(Object.keys(sectionSchemaFor(type)?.shape ?? {}).map((key) => [key, null]));
}

/** A section of `type` as GraphQL would return it: its GraphQL type's name, and null for every field of its type not given. */
export function sectionOf<K extends SectionType>(type: K, fields: Given<SectionOf<K>>): SectionOf<K> {
  return {
    ...nulls(type),
    ...fields,
    type,
    __typename: variantTypeName(SECTION_INTERFACE, type),
  } as unknown as SectionOf<K>;
}

/**
 * A section parsed from YAML (parse.ts) as GraphQL returns it: optional fields the YAML leaves out
 * are null. Its other fields are the parser's, so the caller has filled figures and resolved references.
 */
export function queriedSection(
  section: { readonly type: SectionType } & Readonly<Record<string, unknown>>,
): SectionData {
  return {
    ...nulls(section.type),
    ...section,
    __typename: variantTypeName(SECTION_INTERFACE, section.type),
  } as unknown as SectionData;
}

type ServiceCard = NonNullable<SectionOf<"serviceCards">["services"]>[number];

/**
 * The related services a service file names (`related`), as the serviceCards section the service
 * page shows them in: before the page's closing call to action, if it ends with one; folded under
 * its heading on a phone, where a service page is held to about five screens (issue 59) and the
 * footer lists every service too.
 */
export function withRelatedServices(
  sections: ReadonlyArray<SectionData>,
  heading: string,
  related: ReadonlyArray<ServiceCard>,
): SectionData[] {
  if (related.length === 0) return [...sections];
  const cards = sectionOf("serviceCards", {
    id: "related-services",
    heading,
    services: [...related],
    brief: true,
    foldOnPhones: true,
  });
  const last = sections[sections.length - 1];
  return last?.type === "callToAction" ? [...sections.slice(0, -1), cards, last] : [...sections, cards];
}
