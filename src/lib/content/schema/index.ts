/**
 * The content model, written once: the shape of every YAML file under data/ and, beside each
 * field (zod's `.meta()`, see ../meta.ts), what editors read about it. The build refuses content
 * that does not match (src/lib/project/validate.ts), so components may rely on every field marked
 * required here; the CMS's editing form (src/lib/cms/derive-fields.ts) and Gatsby's GraphQL types
 * (../derive-graphql.ts) are derived from it. Objects are strict so that a misspelt field name is
 * reported instead of silently ignored. Fields are in editing order.
 *
 * One file per collection (site.ts, page.ts, service.ts, authors.ts, clients.ts, article.ts,
 * case-study.ts) and per section type (sections/<type>.ts, named as its component in
 * src/components/sections/, listed in sections/index.ts); the fields they share in fields.ts,
 * section-fields.ts, visual.ts and seo.ts. The rest of the code imports this index.
 */
export { actionSchema, sectionBaseSchema } from "./section-fields";
export { SAMPLE_VISUAL_KINDS, VISUAL_KINDS, type Visual, type VisualKind } from "./visual";
export { comparisonSection } from "./sections/comparison";
export {
  HEADING_SECTION_TYPES,
  isSectionType,
  SECTION_INTERFACE,
  SECTION_TYPES,
  sectionSchemaFor,
  type Section,
  type SectionSchemas,
  type SectionType,
} from "./sections";
export { pageSchema, type Page } from "./page";
export { serviceSchema, type Service } from "./service";
export { siteSchema, type Site } from "./site";
export { authorSchema, authorsSchema, type Author } from "./authors";
export { clientSchema, clientsSchema, type Client } from "./clients";
export { articleSchema, type Article } from "./article";
export { caseStudySchema, engagementSchema, type CaseStudy, type Engagement } from "./case-study";
export { siteCheckSchema, type SiteCheckFile } from "./site-check";
