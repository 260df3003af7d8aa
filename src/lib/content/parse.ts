/**
 * The one place data/ is read as typed objects: the types of the parsed content, and the parsing
 * every collection shares. After validation (project/validate.ts) has named every problem, each
 * file is parsed with its zod schema (schema/) into the types the schema infers, each section
 * with its own type's schema, `{{figures}}` filled wherever the schema marks copy (`figures` in a
 * field's meta, the fields GraphQL's @figures names). project/parse.ts parses the whole of data/
 * with these, adding what the collections beyond pages and services work out (each article's slug,
 * each case study's engagement). Gatsby's nodes (gatsby-node.ts), the post-build steps, the CMS
 * preview and the test stand-in of Gatsby all read that result; renaming a field in schema/ is
 * then a type error wherever it is read. Free of Node APIs: the CMS bundle parses its snapshot too.
 */
import type { Scheduled } from "./publication";
import { z } from "zod";
import { fieldOf, shapeOf, variantsOf, type FieldMeta, type Ref, type Schema } from "./meta";
import { fillFigures, type Figures } from "./figures";
import { describeValue, isObj, type ContentFile } from "./problems";
import {
  articleSchema,
  authorsSchema,
  caseStudySchema,
  clientsSchema,
  pageSchema,
  sectionBaseSchema,
  sectionSchemaFor,
  serviceSchema,
  siteCheckSchema,
  siteSchema,
  type Article,
  type Author,
  type CaseStudy,
  type Client,
  type Engagement,
  type Page,
  type Section,
  type SectionSchemas,
  type SectionType,
  type Service,
  type Site,
  type SiteCheckFile,
} from "./schema";
import type { CaseStudyFile, MarkdownFile } from "./files";

export type { Article, Author, Section, Site };

/** data/ as read from disk (project/load.ts) or the CMS snapshot (files.ts's Content), read only. */
export interface RawContent {
  site: ContentFile;
  pages: readonly ContentFile[];
  services: readonly ContentFile[];
  authors?: ContentFile;
  articles?: readonly MarkdownFile[];
  caseStudies?: readonly CaseStudyFile[];
  clients?: ContentFile;
  siteCheck?: ContentFile;
}
export type PageData = Omit<Page, "sections"> & { sections: Section[] };
export type ServiceData = Omit<Service, "sections"> & { sections: Section[] };

export interface ParsedPage {
  file: string;
  /** The route it fills, e.g. `/about`. */
  route: string;
  data: PageData;
}

export interface ParsedService {
  file: string;
  /** `/services/<slug>/`. */
  route: string;
  data: ServiceData;
}

export interface ParsedArticle {
  file: string;
  slug: string;
  /** `/insights/<slug>/`. */
  route: string;
  data: Article;
  /** The Markdown after the front matter. */
  body: string;
}

export interface ParsedCaseStudy {
  file: string;
  slug: string;
  /** `/case-studies/<slug>/`. */
  route: string;
  data: CaseStudy;
  /** The Markdown after the front matter. */
  body: string;
  /** The weeks around the start and the change, worked out from the export. */
  engagement: Engagement;
}

/** A service as its card shows it (serviceCards sections, related services, an article's services). */
export type ServiceCard = Pick<Service, "slug" | "title" | "description" | "summary" | "aiFeature" | "icon">;

export interface ParsedContent {
  site: Site;
  figures: Figures;
  pages: ParsedPage[];
  services: ParsedService[];
  authors: Author[];
  /** Drafts too: leave them out with `published()` (src/lib/insights/articles.ts), as project/load.ts's parseProject does. */
  articles: ParsedArticle[];
  /** Drafts too, as articles. */
  caseStudies: ParsedCaseStudy[];
  /** Those who agreed to their logo being shown. */
  clients: Client[];
  /** The AI search check's words (data/site-check.yaml), when the site has them. */
  siteCheck?: SiteCheckFile;
  /** The authors who are people of the team (with a photo), in the file's order. */
  people: Author[];
  /** Each service's card, by slug. */
  cards: ReadonlyMap<string, ServiceCard>;
  /** Each author, by key. */
  authorsByKey: ReadonlyMap<string, Author>;
  /**
   * What the run left out until its time, soonest first, and the instant it judged by (null: it
   * showed every scheduled entry, as previews do): set by project/load.ts's parseProject
   * (src/lib/content/publication.ts), read by the step that writes the schedule for the Function.
   */
  schedule?: { asOf: Date | null; pending: readonly Scheduled[] };
}

/** A text in a file, where its schema puts it: its path, its field's meta, whether it is copy ({{figures}} filled) and the reference its list makes. */
export interface TextField {
  path: readonly PropertyKey[];
  meta: FieldMeta;
  figures: boolean;
  ref: Ref | undefined;
}

/** The schema of a list entry's own type (a section's), or undefined when the entry names none of them. */
function variantOf(
  variants: ReadonlyArray<[type: string, schema: z.ZodObject]>,
  item: unknown,
): z.ZodObject | undefined {
  const type = rawField(sectionBaseSchema, "type", item);
  return variants.find(([name]) => name === type)?.[1];
}

/**
 * Walks `value` as `schema` describes it, giving each text to `onText` and putting back what it
 * returns: sections by their own type's schema, a choice of objects (a hero's picture) by every
 * choice (a field is copy when any marks it, as GraphQL merges them). Fields the schema does not
 * know are left as they are; so is an object `skip` names.
 */
function walk(
  schema: Schema,
  value: unknown,
  onText: (text: string, field: TextField) => string,
  at: { path: readonly PropertyKey[]; figures: boolean; ref?: Ref },
  skip?: (object: Readonly<Record<string, unknown>>) => boolean,
): unknown {
  const { schema: inner, meta } = fieldOf(schema);
  const figures = at.figures || meta.figures === true;
  const ref = meta.ref ?? at.ref;
  if (typeof value === "string") return onText(value, { path: at.path, meta, figures, ref });
  if (Array.isArray(value)) {
    const variants = variantsOf(meta);
    if (variants) {
      return (value as unknown[]).map((item, i) => {
        const variant = variantOf(variants, item);
        return variant ? walk(variant, item, onText, { path: [...at.path, i], figures: false }, skip) : item;
      });
    }
    const element = inner instanceof z.ZodArray ? inner.element : undefined;
    if (!element) return value;
    // A list's own texts are copy when the list is marked (GraphQL's @figures on the list).
    return value.map((item, i) =>
      typeof item === "string"
        ? onText(item, { path: [...at.path, i], meta: fieldOf(element).meta, figures, ref })
        : walk(element, item, onText, { path: [...at.path, i], figures, ref }, skip),
    );
  }
  if (!isObj(value) || skip?.(value)) return value;
  const objects =
    inner instanceof z.ZodObject
      ? [inner]
      : inner instanceof z.ZodUnion
        ? inner.options.filter((o): o is z.ZodObject => o instanceof z.ZodObject)
        : [];
  if (objects.length === 0) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const fields = objects.flatMap((o) => (o.shape[key] ? [shapeOf(o)[key] as Schema] : []));
      const field = fields.find((f) => fieldOf(f).meta.figures === true) ?? fields[0];
      return [key, field ? walk(field, v, onText, { path: [...at.path, key], figures: false }, skip) : v];
    }),
  );
}

/** Fills `{{figures}}` in `value` wherever `schema` marks copy, as GraphQL's @figures does. */
export function fillMarked(schema: Schema, value: unknown, figures: Figures): unknown {
  return walk(schema, value, (text, field) => (field.figures ? fillFigures(text, figures) : text), {
    path: [],
    figures: false,
  });
}

/**
 * Every text in `data` that `schema` describes, with where it is and what its field means (a
 * link, a service's slug, copy): how the content rules find links and figures in a file that
 * may not parse as a whole. Objects `skip` names (a disabled menu entry) are passed over.
 */
export function textsIn(
  schema: Schema,
  data: unknown,
  skip?: (object: Readonly<Record<string, unknown>>) => boolean,
): Array<TextField & { text: string }> {
  const texts: Array<TextField & { text: string }> = [];
  walk(schema, data, (text, field) => (texts.push({ ...field, text }), text), { path: [], figures: false }, skip);
  return texts;
}

/** What a value is when it is not a group of fields (a file's, a section's): "a list", "text", "empty"…; undefined when it is one. */
export const notAGroup = (value: unknown): string | undefined => (isObj(value) ? undefined : describeValue(value));

/** A field's value as written, by its name in the schema (a renamed field is a type error), to read the fields inside it with readField. */
export function rawField<S extends z.core.$ZodLooseShape>(
  schema: z.ZodObject<S>,
  key: keyof S & string,
  data: unknown,
): unknown {
  return isObj(data) ? data[key] : undefined;
}

/**
 * One field of a file as its schema reads it, whatever else in the file is wrong; undefined when
 * it is missing or wrong (the schema rule names why). The content rules read files through this,
 * so a field renamed in schema/ is a type error there too.
 */
export function readField<S extends z.core.$ZodLooseShape, K extends keyof S & string>(
  schema: z.ZodObject<S>,
  key: K,
  data: unknown,
): z.output<S[K]> | undefined {
  const result = z.safeParse(schema.shape[key], rawField(schema, key, data));
  return result.success ? result.data : undefined;
}

/** One file's data with its schema, or undefined when it does not parse (validation has named why). */
export function parseWith<T>(schema: z.ZodType<T>, data: unknown, figures: Figures): T | undefined {
  const result = schema.safeParse(data);
  return result.success ? (fillMarked(schema, result.data, figures) as T) : undefined;
}

/** One section with its own type's schema (figures filled), or undefined when it does not parse. */
export function parseSection(section: unknown, figures: Figures): Section | undefined {
  const type = rawField(sectionBaseSchema, "type", section);
  const schema = typeof type === "string" ? sectionSchemaFor(type) : undefined;
  return schema && (parseWith(schema, section, figures) as Section | undefined);
}

/** A page's or service's sections; undefined when one does not parse. */
function parseSections(sections: readonly unknown[], figures: Figures): Section[] | undefined {
  const parsed = sections.map((section) => parseSection(section, figures));
  return parsed.every((s) => s !== undefined) ? parsed : undefined;
}

/**
 * What the CMS preview reads of an entry being edited, whatever else is wrong with it: its
 * address, its sections one by one, its related services and what search results show.
 */
const entrySchema = z.looseObject({
  type: z.string().optional().catch(undefined),
  path: z.string().optional().catch(undefined),
  slug: z.string().optional().catch(undefined),
  noindex: z.boolean().optional().catch(undefined),
  sections: z.array(z.unknown()).catch([]),
  related: z.array(z.string()).catch([]),
  seo: z
    .looseObject({
      title: z.string().optional().catch(undefined),
      description: z.string().optional().catch(undefined),
      image: z.string().optional().catch(undefined),
    })
    .catch({}),
});
export type Entry = z.infer<typeof entrySchema>;
export const readEntry = (data: unknown): Entry =>
  entrySchema.catch({ sections: [], related: [], seo: {} }).parse(data);

function parseSectioned<T extends { sections: unknown[] }>(
  schema: z.ZodType<T>,
  data: unknown,
  figures: Figures,
): (Omit<T, "sections"> & { sections: Section[] }) | undefined {
  const file = parseWith(schema, data, figures);
  const sections = file && parseSections(file.sections, figures);
  return file && sections ? { ...file, sections } : undefined;
}

export function parsePage(data: unknown, figures: Figures): PageData | undefined {
  return parseSectioned(pageSchema, data, figures);
}

export function parseService(data: unknown, figures: Figures): ServiceData | undefined {
  return parseSectioned(serviceSchema, data, figures);
}

export const cardOf = ({ slug, title, description, summary, aiFeature, icon }: ServiceCard): ServiceCard => ({
  slug,
  title,
  description,
  summary,
  aiFeature,
  icon,
});

/**
 * A value as its schema reads it part by part, whatever else in it is wrong: each object's fields
 * and each list's entries read on their own, every other value (a text, a number, a picture, which
 * is one kind or another) whole, as its schema parses it; undefined wherever it is missing or
 * wrong (the schema rule names why). What the cross-file rules read (src/lib/project/rules/).
 */
export type Lenient<T> = T extends readonly (infer E)[]
  ? ReadonlyArray<Lenient<E> | undefined>
  : T extends Date
    ? T
    : T extends object
      ? { readonly [K in keyof T]?: Lenient<T[K]> }
      : T;

/** A section read as its own type's schema has it (narrow it by its `type`). */
export type TypedSection = { [K in SectionType]: Lenient<z.output<SectionSchemas[K]>> }[SectionType];

/** A file's value read leniently, a page's or service's sections each as its own type's schema has it. */
export type Typed<T> = T extends { sections: unknown }
  ? Omit<Lenient<T>, "sections"> & { readonly sections?: ReadonlyArray<TypedSection | undefined> }
  : Lenient<T>;

/** One file of data/ as the rules read it: its path and its value, read leniently; undefined when it is not a group of fields. */
export interface TypedFile<T> {
  readonly file: string;
  readonly data: Typed<T> | undefined;
}

/**
 * The one generic walker over data/ as written: reads `value` as `schema` describes it (see
 * Lenient), sections (a list of variants) each by its own type's schema; an entry of no known
 * type is undefined.
 */
export function lenient(schema: Schema, value: unknown): unknown {
  const { schema: inner, meta } = fieldOf(schema);
  const variants = variantsOf(meta);
  if (variants)
    return Array.isArray(value)
      ? value.map((item: unknown) => {
          const variant = variantOf(variants, item);
          return variant && lenient(variant, item);
        })
      : undefined;
  if (inner instanceof z.ZodArray)
    return Array.isArray(value) ? value.map((item: unknown) => lenient(inner.element, item)) : undefined;
  if (inner instanceof z.ZodObject) {
    if (!isObj(value)) return undefined;
    return Object.fromEntries(
      Object.entries(shapeOf(inner)).flatMap(([key, field]) => {
        const read = lenient(field, value[key]);
        return read === undefined ? [] : [[key, read]];
      }),
    );
  }
  const result = z.safeParse(schema, value);
  return result.success ? result.data : undefined;
}

/**
 * A typed value (a list, an object) when it reads whole under its schema, else undefined: for a
 * rule that reads a list only once every entry in it is right (the schema rule names a wrong one).
 */
export function whole<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** One file read leniently with its schema (see Lenient). */
export function typedFile<T>(schema: z.ZodType<T>, { file, data }: ContentFile): TypedFile<T> {
  return { file, data: lenient(schema, data) as Typed<T> | undefined };
}

/** The whole of data/ as the cross-file rules read it: every file's path and its value, typed (typedFile); in the order of `content`'s lists. */
export interface TypedContent {
  site: TypedFile<Site>;
  pages: ReadonlyArray<TypedFile<Page>>;
  services: ReadonlyArray<TypedFile<Service>>;
  authors?: TypedFile<z.output<typeof authorsSchema>>;
  articles: ReadonlyArray<TypedFile<Article>>;
  caseStudies: ReadonlyArray<TypedFile<CaseStudy>>;
  clients?: TypedFile<z.output<typeof clientsSchema>>;
  siteCheck?: TypedFile<SiteCheckFile>;
}

/** data/ as read, typed in one pass (TypedContent). */
export function typedContent(content: RawContent): TypedContent {
  return {
    site: typedFile(siteSchema, content.site),
    pages: content.pages.map((page) => typedFile(pageSchema, page)),
    services: content.services.map((service) => typedFile(serviceSchema, service)),
    ...(content.authors ? { authors: typedFile(authorsSchema, content.authors) } : {}),
    articles: (content.articles ?? []).map((article) => typedFile(articleSchema, article)),
    caseStudies: (content.caseStudies ?? []).map((caseStudy) => typedFile(caseStudySchema, caseStudy)),
    ...(content.clients ? { clients: typedFile(clientsSchema, content.clients) } : {}),
    ...(content.siteCheck ? { siteCheck: typedFile(siteCheckSchema, content.siteCheck) } : {}),
  };
}
