/**
 * What a field means to editors and to GraphQL, beyond what zod checks: written beside each field
 * in schema/ with zod's `.meta()`, read by the derivations of the Decap CMS fields
 * (src/lib/cms/derive-fields.ts) and of Gatsby's GraphQL types (derive-graphql.ts). Free of Node
 * APIs: the CMS bundle imports it.
 */
import { z } from "zod";

/** A list of slugs naming entries of another collection: a relation in Decap, a @link in GraphQL. */
export interface Ref {
  collection: string;
  /** In a files collection: the file whose list holds the entries (its key then reads `list.*.field`). */
  file?: string;
  graphqlType: string;
  /** The field the stored value names: Decap's `value_field`, GraphQL's `@link(by:)`. */
  key: string;
  search: readonly string[];
  display: readonly string[];
}

export interface FieldMeta {
  /** The field's name in the editing form; every field has one (the derivation stops without it). */
  label?: string;
  hint?: string;
  /**
   * `text`: a box for a sentence or more (default: one line); `image`: a file from static/social;
   * `hidden`: fixed by code; `date`: a calendar date; `photo`: an image file in data/ (`folder`),
   * stored as its path from data/ and processed at build (GraphQL: a File); `file`: another file
   * beside the entry (a case study's Search Console export); `datetime`: a Sydney date and time.
   */
  widget?: "text" | "image" | "hidden" | "date" | "datetime" | "photo" | "file";
  /** For a `photo` or `file`: the folder of data/ its files live in (the CMS uploads there). */
  folder?: string;
  /** Text that may hold {{name}} figures, filled in by the parser (parse.ts); GraphQL marks the field @figures. */
  figures?: true;
  /** Decap's one-line summary of a list's entries (of a typed list: of each type's). */
  summary?: string;
  /** Decap's message for the field's regex, where zod's (written for YAML) reads wrong in a form. */
  patternMessage?: string;
  /** The GraphQL type of an object (default: the owner's name and the field's, e.g. SiteContact). */
  graphqlName?: string;
  ref?: Ref;
  /** A link: `internal`, a page or anchor of this site; `external`, the name of an address in data/site.yaml's externalLinks. The content rules check each goes somewhere. */
  link?: "internal" | "external";
  /** The key of a list of values' single field, which has no key of its own in the data. */
  name?: string;
  /** A list whose entries are told apart by their `type`: the object schema for each (read with variantsOf). */
  variants?: Readonly<Record<string, unknown>>;
  /** A section type's layout, in words (e.g. "a grid of cards"): no more than two sections in a row may share one (src/lib/project/rules/layout-runs.ts). Text has none: a document is paragraphs after paragraphs. */
  layout?: string;
}

declare module "zod" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- zod's documented way to type .meta(): its GlobalMeta is extended, not aliased
  interface GlobalMeta extends FieldMeta {}
}

/** The key naming a variant (see FieldMeta.variants). */
export const TYPE_KEY = "type";

/** The type GraphQL gives one variant of a list of variants: SectionHero for a section of type hero. */
export const variantTypeName = (interfaceName: string, type: string): string =>
  `${interfaceName}${type.charAt(0).toUpperCase()}${type.slice(1)}`;

export type Schema = z.core.$ZodType;

export interface Field {
  /** Without its `.optional()`. */
  schema: Schema;
  optional: boolean;
  /** The metadata of the field and of the schema it wraps, the field's own winning. */
  meta: FieldMeta;
}

/**
 * Schemas never change once made, so what is read from them is kept: zod's registry works a
 * field's metadata out afresh on every read (merging its parents' in copies), and the parser, the
 * rules and the derivations read each field's for every value in data/ (about a tenth of the unit
 * tests' CPU went there).
 */
const metas = new WeakMap<Schema, FieldMeta>();
const fields = new WeakMap<Schema, Field>();

/** The field's metadata (shared: read it, never change it). */
export function metaOf(schema: Schema): FieldMeta {
  let meta = metas.get(schema);
  if (!meta) metas.set(schema, (meta = z.globalRegistry.get(schema) ?? {}));
  return meta;
}

export function fieldOf(schema: Schema): Field {
  let field = fields.get(schema);
  if (field) return field;
  if (!(schema instanceof z.ZodOptional)) field = { schema, optional: false, meta: metaOf(schema) };
  else {
    const inner = schema.unwrap();
    field = { schema: inner, optional: true, meta: { ...metaOf(inner), ...metaOf(schema) } };
  }
  fields.set(schema, field);
  return field;
}

/** A list's variants (FieldMeta.variants), checked to be objects. */
export function variantsOf(meta: FieldMeta): Array<[type: string, schema: z.ZodObject]> | undefined {
  if (!meta.variants) return undefined;
  return Object.entries(meta.variants).map(([type, schema]) => {
    if (!(schema instanceof z.ZodObject)) throw new Error(`variant ${type}: not an object schema`);
    return [type, schema];
  });
}

export function shapeOf(schema: z.ZodObject): Record<string, Schema> {
  return schema.shape;
}

function checksOf(schema: Schema): z.core.$ZodCheck[] {
  return schema._zod.def.checks ?? [];
}

/** A list's or a text's length limits. */
export function lengths(schema: Schema): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check instanceof z.core.$ZodCheckMinLength) min = Math.max(min ?? 0, check._zod.def.minimum);
    if (check instanceof z.core.$ZodCheckMaxLength) max = Math.min(max ?? Infinity, check._zod.def.maximum);
  }
  return { min, max };
}

/** A text's regular expression and zod's message for it. */
export function regexOf(schema: Schema): { pattern: RegExp; message?: string } | undefined {
  if (schema instanceof z.ZodEmail && schema.def.pattern) return { pattern: schema.def.pattern };
  for (const check of checksOf(schema)) {
    if (check instanceof z.core.$ZodCheckRegex) {
      const { pattern, error } = check._zod.def;
      const message = error?.(undefined as never);
      return { pattern, message: typeof message === "string" ? message : undefined };
    }
  }
  return undefined;
}

/** A whole number (`.int()`), as zod 4 records it: a number format of an integer kind (safeint, int32, uint32…). */
export const isInteger = (schema: z.ZodNumber): boolean => schema.format?.includes("int") ?? false;

export const isText = (schema: Schema): boolean => schema instanceof z.ZodString || schema instanceof z.ZodEmail;
