/**
 * The one place data/ is read as typed objects. After validation (validate.ts) has named every
 * problem, each file is parsed with its zod schema (schema.ts) into the types the schema infers,
 * each section with its own type's schema, `{{figures}}` filled wherever the schema marks copy
 * (`figures` in a field's meta, the fields GraphQL's @figures names), and the references other
 * code follows made ready: each page's route, each service's card, each author by key, each
 * article's slug. Gatsby's nodes (gatsby-node.ts), the post-build steps, the CMS preview and the
 * test stand-in of Gatsby all read this result; renaming a field in schema.ts is then a type error
 * wherever it is read. Free of Node APIs, like validate.ts: the CMS bundle parses its snapshot too.
 */
import { z } from "zod";
import { fieldOf, shapeOf, variantsOf, type FieldMeta, type Ref, type Schema } from "./meta";
import { figureMap, fillFigures, type Figures } from "./figures";
import { isObj, type ContentFile } from "./problems";
import { articleSchema, authorsSchema, caseStudySchema, clientsSchema, pageSchema, sectionSchemaFor, serviceSchema, siteSchema, type Article, type Author, type CaseStudy, type Client, type Page, type Section, type Service, type Site } from "./schema";
import { normalisePath, servicePath } from "./pages";
import { articlePath, slugOfFile } from "../insights/articles";
import { caseStudyPath, slugOfCaseStudy, type CaseStudyFile } from "../case-studies/case-studies";
import { engagementOf, parseSearchConsoleDates, type Engagement } from "../case-studies/search-console";
import { isPerson } from "../case-studies/team";

export type { Article, Author, Section, Site };

/** data/ as read from disk (load.ts) or the CMS snapshot: validate.ts's Content. */
export interface RawContent {
  site: ContentFile;
  pages: readonly ContentFile[];
  services: readonly ContentFile[];
  authors?: ContentFile;
  articles?: ReadonlyArray<ContentFile & { body: string }>;
  caseStudies?: readonly CaseStudyFile[];
  clients?: ContentFile;
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
export type ServiceCard = Pick<Service, "slug" | "title" | "description" | "aiFeature" | "icon">;

export interface ParsedContent {
  site: Site;
  figures: Figures;
  pages: ParsedPage[];
  services: ParsedService[];
  authors: Author[];
  /** Drafts too: leave them out with `published()` (src/lib/insights/articles.ts). */
  articles: ParsedArticle[];
  /** Drafts too, as articles. */
  caseStudies: ParsedCaseStudy[];
  /** Those who agreed to their logo being shown. */
  clients: Client[];
  /** The authors who are people of the team (with a photo), in the file's order. */
  people: Author[];
  /** Each service's card, by slug. */
  cards: ReadonlyMap<string, ServiceCard>;
  /** Each author, by key. */
  authorsByKey: ReadonlyMap<string, Author>;
}

/** A text in a file, where its schema puts it: its path, its field's meta, whether it is copy ({{figures}} filled) and the reference its list makes. */
export interface TextField {
  path: readonly PropertyKey[];
  meta: FieldMeta;
  figures: boolean;
  ref: Ref | undefined;
}

/**
 * Walks `value` as `schema` describes it, giving each text to `onText` and putting back what it
 * returns: sections by their own type's schema, a choice of objects (a hero's picture) by every
 * choice (a field is copy when any marks it, as GraphQL merges them). Fields the schema does not
 * know are left as they are; so is an object `skip` names.
 */
function walk(schema: Schema, value: unknown, onText: (text: string, field: TextField) => string, at: { path: readonly PropertyKey[]; figures: boolean; ref?: Ref }, skip?: (object: Readonly<Record<string, unknown>>) => boolean): unknown {
  const { schema: inner, meta } = fieldOf(schema);
  const figures = at.figures || meta.figures === true;
  const ref = meta.ref ?? at.ref;
  if (typeof value === "string") return onText(value, { path: at.path, meta, figures, ref });
  if (Array.isArray(value)) {
    const variants = variantsOf(meta);
    if (variants) {
      return value.map((item, i) => {
        const variant = isObj(item) ? variants.find(([type]) => type === item.type)?.[1] : undefined;
        return variant ? walk(variant, item, onText, { path: [...at.path, i], figures: false }, skip) : item;
      });
    }
    const element = inner instanceof z.ZodArray ? (inner.element as Schema) : undefined;
    if (!element) return value;
    // A list's own texts are copy when the list is marked (GraphQL's @figures on the list).
    return value.map((item, i) => (typeof item === "string" ? onText(item, { path: [...at.path, i], meta: fieldOf(element).meta, figures, ref }) : walk(element, item, onText, { path: [...at.path, i], figures, ref }, skip)));
  }
  if (!isObj(value) || skip?.(value)) return value;
  const objects = inner instanceof z.ZodObject ? [inner] : inner instanceof z.ZodUnion ? inner.options.filter((o): o is z.ZodObject => o instanceof z.ZodObject) : [];
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
function fillMarked(schema: Schema, value: unknown, figures: Figures): unknown {
  return walk(schema, value, (text, field) => (field.figures ? fillFigures(text, figures) : text), { path: [], figures: false });
}

/**
 * Every text in `data` that `schema` describes, with where it is and what its field means (a
 * link, a service's slug, copy): how the content rules find links and figures in a file that
 * may not parse as a whole. Objects `skip` names (a disabled menu entry) are passed over.
 */
export function textsIn(schema: Schema, data: unknown, skip?: (object: Readonly<Record<string, unknown>>) => boolean): Array<TextField & { text: string }> {
  const texts: Array<TextField & { text: string }> = [];
  walk(schema, data, (text, field) => (texts.push({ ...field, text }), text), { path: [], figures: false }, skip);
  return texts;
}

/** A field's value as written, by its name in the schema (a renamed field is a type error), to read the fields inside it with readField. */
export function rawField<S extends z.core.$ZodLooseShape>(schema: z.ZodObject<S>, key: keyof S & string, data: unknown): unknown {
  return isObj(data) ? data[key] : undefined;
}

/**
 * One field of a file as its schema reads it, whatever else in the file is wrong; undefined when
 * it is missing or wrong (the schema rule names why). The content rules read files through this,
 * so a field renamed in schema.ts is a type error there too.
 */
export function readField<S extends z.core.$ZodLooseShape, K extends keyof S & string>(schema: z.ZodObject<S>, key: K, data: unknown): z.output<S[K]> | undefined {
  if (!isObj(data)) return undefined;
  const result = z.safeParse(schema.shape[key] as S[K], data[key]);
  return result.success ? result.data : undefined;
}

/** One file's data with its schema, or undefined when it does not parse (validation has named why). */
function parseWith<T>(schema: z.ZodType<T>, data: unknown, figures: Figures): T | undefined {
  const result = schema.safeParse(data);
  return result.success ? (fillMarked(schema, result.data, figures) as T) : undefined;
}

/** One section with its own type's schema (figures filled), or undefined when it does not parse. */
export function parseSection(section: unknown, figures: Figures): Section | undefined {
  const schema = isObj(section) && typeof section.type === "string" ? sectionSchemaFor(section.type) : undefined;
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
  seo: z.looseObject({ title: z.string().optional().catch(undefined), description: z.string().optional().catch(undefined), image: z.string().optional().catch(undefined) }).catch({}),
});
export type Entry = z.infer<typeof entrySchema>;
export const readEntry = (data: unknown): Entry => entrySchema.catch({ sections: [], related: [], seo: {} }).parse(data);

function parseSectioned<T extends { sections: unknown[] }>(schema: z.ZodType<T>, data: unknown, figures: Figures): (Omit<T, "sections"> & { sections: Section[] }) | undefined {
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

export function parseArticle(file: ContentFile & { body: string }, figures: Figures): ParsedArticle | undefined {
  const data = parseWith(articleSchema, file.data, figures);
  const slug = slugOfFile(file.file);
  return data && { file: file.file, slug, route: articlePath(slug), data, body: file.body };
}

/** A case study with its export worked out; undefined when either does not parse (validation has said why). */
export function parseCaseStudy(file: CaseStudyFile, figures: Figures): ParsedCaseStudy | undefined {
  const data = parseWith(caseStudySchema, file.data, figures);
  const days = file.export ? parseSearchConsoleDates(file.export.text).days : [];
  const engagement = data && engagementOf(days, data.start).engagement;
  const slug = slugOfCaseStudy(file.file);
  return data && engagement ? { file: file.file, slug, route: caseStudyPath(slug), data, body: file.body, engagement } : undefined;
}

export const cardOf = ({ slug, title, description, aiFeature, icon }: ServiceCard): ServiceCard => ({ slug, title, description, aiFeature, icon });

/**
 * Parses what validation passed. A file that does not parse is left out (the build has stopped on
 * it already; the CMS preview shows its problems), but data/site.yaml, which every page reads, must.
 */
export function parseContent(content: RawContent): ParsedContent {
  const raw = siteSchema.safeParse(content.site.data);
  if (!raw.success) throw new Error(`${content.site.file} does not parse; validate the content first`);
  const figures = figureMap(raw.data);
  const site = fillMarked(siteSchema, raw.data, figures) as Site;
  const pages = content.pages.flatMap(({ file, data }) => {
    const page = parsePage(data, figures);
    return page ? [{ file, route: normalisePath(page.path), data: page }] : [];
  });
  const services = content.services.flatMap(({ file, data }) => {
    const service = parseService(data, figures);
    return service ? [{ file, route: servicePath(service.slug), data: service }] : [];
  });
  const authors = (content.authors && authorsSchema.safeParse(content.authors.data).data?.authors) ?? [];
  const articles = (content.articles ?? []).flatMap((file) => parseArticle(file, figures) ?? []);
  const caseStudies = (content.caseStudies ?? []).flatMap((file) => parseCaseStudy(file, figures) ?? []);
  const clients = (content.clients && clientsSchema.safeParse(content.clients.data).data?.clients) ?? [];
  return {
    site,
    figures,
    pages,
    services,
    authors,
    articles,
    caseStudies,
    clients,
    people: authors.filter(isPerson),
    cards: new Map(services.map((s) => [s.data.slug, cardOf(s.data)])),
    authorsByKey: new Map(authors.map((a) => [a.key, a])),
  };
}
