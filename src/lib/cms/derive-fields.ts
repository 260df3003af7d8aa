/**
 * Decap CMS fields derived from the content model (src/lib/content/schema/): the form accepts
 * exactly what the build accepts, in the words written beside each field there. Free of Node APIs.
 */
import { z } from "zod";
import {
  fieldOf,
  isInteger,
  isText,
  lengths,
  metaOf,
  regexOf,
  shapeOf,
  TYPE_KEY,
  variantsOf,
  type FieldMeta,
  type Schema,
} from "../content/meta";

/** Decap checks a field against `pattern` (a JavaScript regular expression) and shows the message. */
export type Pattern = readonly [source: string, message: string];

interface Common {
  name: string;
  label: string;
  /** Always written out: Decap's default is `true`, which would hide a mistake here. */
  required: boolean;
  hint?: string;
}
export interface TextField extends Common {
  /** `string` is one line, `text` a box for a sentence or more. */
  widget: "string" | "text";
  pattern?: Pattern;
}
export interface NumberField extends Common {
  widget: "number";
  value_type: "int" | "float";
  min?: number;
}
export interface BooleanField extends Common {
  widget: "boolean";
}
/** A choice shown by its label, stored as its value. */
export interface SelectOption {
  label: string;
  value: string;
}
export interface SelectField extends Common {
  widget: "select";
  options: ReadonlyArray<string | SelectOption>;
  multiple?: true;
  min?: number;
}
/** A value fixed by code (a page's path); kept in the file, never shown. */
export interface HiddenField extends Common {
  widget: "hidden";
  default: string;
}
/**
 * An image from static/social/, stored as its public path (/social/x.png). No `pattern`: Decap
 * tests it against the preview's URL, not the stored path, and so refuses every image. The build
 * checks the file type.
 */
/** An article's body: Markdown, after the front matter. */
export interface MarkdownField extends Common {
  widget: "markdown";
}
/** A calendar date, stored as YYYY-MM-DD text; or a Sydney date and time, YYYY-MM-DD HH:mm (time_format set). */
export interface DateField extends Common {
  widget: "datetime";
  format: string;
  date_format: string;
  time_format: string | false;
  pattern?: Pattern;
}
export interface ImageField extends Common {
  widget: "image";
  choose_url: false;
}
/**
 * A photo or another file in a folder of data/ (a person's photo in data/team/, a case study's
 * export beside it), stored as its path from data/: Decap uploads it to `media_folder` and writes
 * `public_folder`/name.
 */
export interface DataFileField extends Common {
  widget: "image" | "file";
  choose_url: false;
  media_folder: string;
  public_folder: string;
}
/** Entries picked from another collection; with `multiple`, a list of their `value_field`. */
export interface RelationField extends Common {
  widget: "relation";
  collection: string;
  /** In a files collection, the file holding the entries. */
  file?: string;
  value_field: string;
  search_fields: readonly string[];
  display_fields: readonly string[];
  /** Absent: one entry, stored as its value. */
  multiple?: true;
  min?: number;
  max?: number;
}
export interface ObjectField extends Common {
  widget: "object";
  fields: CmsField[];
}
interface ListCommon extends Common {
  widget: "list";
  min?: number;
  summary?: string;
}
/** A list of single values, e.g. bullet points. */
export interface ValueListField extends ListCommon {
  field: CmsField;
}
/** A list of groups of fields, e.g. cards. */
export interface ObjectListField extends ListCommon {
  fields: CmsField[];
}
/** A list whose items each pick a type, e.g. sections; `typeKey` is written to each item. */
export interface TypedListField extends ListCommon {
  types: VariantConfig[];
  typeKey: typeof TYPE_KEY;
}
export type ListField = ValueListField | ObjectListField | TypedListField;
export type CmsField =
  | TextField
  | NumberField
  | BooleanField
  | SelectField
  | HiddenField
  | DateField
  | DataFileField
  | MarkdownField
  | ImageField
  | RelationField
  | ObjectField
  | ListField;

export interface VariantConfig {
  name: string;
  label: string;
  widget: "object";
  summary?: string;
  fields: CmsField[];
}

type KeyOf<T> = T extends unknown ? keyof T : never;
/** Every key a field may have, in the order config.yml lists them. */
const KEY_ORDER = [
  "name",
  "label",
  "widget",
  "required",
  "options",
  "collection",
  "file",
  "value_field",
  "search_fields",
  "display_fields",
  "multiple",
  "value_type",
  "default",
  "format",
  "date_format",
  "time_format",
  "choose_url",
  "media_folder",
  "public_folder",
  "min",
  "max",
  "pattern",
  "summary",
  "hint",
  "typeKey",
  "types",
  "field",
  "fields",
] as const satisfies ReadonlyArray<KeyOf<CmsField | VariantConfig>>;
// Fails to compile when a field type gains a key KEY_ORDER does not list (exported, so the check is not an unused name).
export const allKeysOrdered: Exclude<KeyOf<CmsField | VariantConfig>, (typeof KEY_ORDER)[number]> extends never
  ? true
  : never = true;

/** The field with its keys in KEY_ORDER and no undefined ones. */
function ordered<F extends CmsField | VariantConfig>(field: F): F {
  const entries = Object.entries(field).filter(([, v]) => v !== undefined);
  const rank = (key: string) => (KEY_ORDER as readonly string[]).indexOf(key);
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a) - rank(b))) as F;
}

export interface DeriveOptions {
  /** The value of each hidden field that is fixed per file, e.g. a page's path. */
  fixed?: Readonly<Record<string, string>>;
}

/** The fields editing an object of `shape`, in the schema's order. */
export function deriveFields(
  shape: Readonly<Record<string, Schema>>,
  options: DeriveOptions = {},
  at = "",
): CmsField[] {
  return Object.entries(shape).map(([name, schema]) => deriveField(name, schema, options, at ? `${at}.${name}` : name));
}

/** Decap's words for zod's pattern message: "must be a four-digit postcode" reads "A four-digit postcode". */
function editorMessage(message: string): string {
  const words = message.replace(/^must be /, "");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The pattern Decap checks a text against: its regex, or its length limits as a regex. */
function patternOf(schema: Schema, meta: FieldMeta, at: string): Pattern | undefined {
  const regex = regexOf(schema);
  if (regex) {
    const message = meta.patternMessage ?? (regex.message && editorMessage(regex.message));
    if (!message) throw new Error(`${at}: the pattern needs a message (patternMessage)`);
    return [regex.pattern.source, message];
  }
  // A minimum of 1 is Decap's `required`; only other limits need a pattern. `[\s\S]`: a text box may hold line breaks.
  const { min = 0, max } = lengths(schema);
  if (max !== undefined)
    return [`^[\\s\\S]{${min},${max}}$`, min > 1 ? `${min} to ${max} characters` : `At most ${max} characters`];
  if (min > 1) return [`^[\\s\\S]{${min},}$`, `At least ${min} characters`];
  return undefined;
}

function deriveField(name: string, schema: Schema, options: DeriveOptions, at: string): CmsField {
  const { schema: inner, optional, meta } = fieldOf(schema);
  const { label, hint } = meta;
  if (!label) throw new Error(`${at}: no label; give the field one with .meta({ label }) in src/lib/content/schema/`);
  // A list that may be empty is optional to Decap, which counts an empty list as missing.
  const mayBeEmpty = inner instanceof z.ZodArray && lengths(inner).min === undefined;
  const common = { name, label, required: !optional && !mayBeEmpty };

  // A box the editor must tick (a consent): the save check refuses the entry while it is not.
  if (inner instanceof z.ZodLiteral && inner.value === true) return ordered({ ...common, widget: "boolean", hint });
  if (inner instanceof z.ZodLiteral || meta.widget === "hidden") {
    const fixed = inner instanceof z.ZodLiteral ? String(inner.value) : options.fixed?.[name];
    if (fixed === undefined) throw new Error(`${at}: a hidden field needs its value (options.fixed)`);
    return ordered({ ...common, widget: "hidden", default: fixed });
  }
  if (isText(inner)) {
    if (meta.widget === "image") return ordered({ ...common, widget: "image", choose_url: false, hint });
    if (meta.widget === "photo" || meta.widget === "file") {
      if (!meta.folder) throw new Error(`${at}: a ${meta.widget} needs the folder of data/ it lives in`);
      return ordered({
        ...common,
        widget: meta.widget === "photo" ? "image" : "file",
        choose_url: false,
        media_folder: meta.folder,
        public_folder: meta.folder.replace(/^data\//, ""),
        hint,
      });
    }
    if (meta.widget === "date") {
      return ordered({
        ...common,
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        pattern: patternOf(inner, meta, at),
        hint,
      });
    }
    if (meta.widget === "datetime") {
      // Stored as the wall-clock text the editor picked, with no zone: the site reads it as Sydney
      // time whatever the editor's own time zone (the hint says so).
      return ordered({
        ...common,
        widget: "datetime",
        format: "YYYY-MM-DD HH:mm",
        date_format: "YYYY-MM-DD",
        time_format: "HH:mm",
        pattern: patternOf(inner, meta, at),
        hint,
      });
    }
    if (meta.ref) {
      const { collection, file, key: value_field, search: search_fields, display: display_fields } = meta.ref;
      return ordered({
        ...common,
        widget: "relation",
        collection,
        file,
        value_field,
        search_fields,
        display_fields,
        hint,
      });
    }
    return ordered({ ...common, widget: meta.widget ?? "string", pattern: patternOf(inner, meta, at), hint });
  }
  if (inner instanceof z.ZodNumber) {
    const min = inner.minValue ?? -Infinity;
    return ordered({
      ...common,
      widget: "number",
      value_type: isInteger(inner) ? "int" : "float",
      min: Number.isFinite(min) ? min : undefined,
      hint,
    });
  }
  if (inner instanceof z.ZodBoolean) return ordered({ ...common, widget: "boolean", hint });
  if (inner instanceof z.ZodEnum) return ordered({ ...common, widget: "select", options: optionsOf(inner), hint });
  if (inner instanceof z.ZodObject) {
    const fields = deriveFields(shapeOf(inner), options, at);
    return ordered({ ...common, widget: "object", hint, fields: optional ? fields.map(requiringNothing) : fields });
  }
  if (inner instanceof z.ZodUnion)
    return ordered({ ...common, widget: "object", hint, fields: choiceFields(inner, optional, options, at) });
  if (inner instanceof z.ZodArray) {
    const element = inner.element;
    const { min, max } = lengths(inner);
    const { ref, summary } = meta;
    const variants = variantsOf(meta);
    if (ref) {
      const { collection, file, key: value_field, search: search_fields, display: display_fields } = ref;
      return ordered({
        ...common,
        widget: "relation",
        collection,
        file,
        value_field,
        search_fields,
        display_fields,
        multiple: true,
        min,
        max,
        hint,
      });
    }
    if (element instanceof z.ZodEnum)
      return ordered({ ...common, widget: "select", options: optionsOf(element), multiple: true, min, hint });
    const list = { ...common, widget: "list" as const, min, summary, hint };
    if (variants)
      return ordered({ ...list, summary: undefined, typeKey: TYPE_KEY, types: variantConfigs(variants, summary, at) });
    if (element instanceof z.ZodObject)
      return ordered({ ...list, fields: deriveFields(shapeOf(element), options, `${at}[]`) });
    const item = deriveField(fieldOf(element).meta.name ?? "item", element, options, `${at}[]`);
    if (!item.required) throw new Error(`${at}: a list's single field must be required`);
    return ordered({ ...list, field: item });
  }
  throw new Error(`${at}: no CMS widget for zod's ${inner._zod.def.type}; extend deriveField`);
}

/**
 * A field Decap never insists on, nor on anything in it. Decap checks a group's fields whether or
 * not the group is there (decap-cms-widget-object's validate runs every field it draws), so an
 * optional group with a required field would stop every save of an entry that leaves the group
 * out, as soon as the editor opens the section holding it ("Oops, you've missed a required
 * field"). The build's check before each save (src/cms/admin.tsx) holds a group that is there to
 * its fields, naming the one missing.
 */
function requiringNothing(field: CmsField): CmsField {
  if (field.widget === "object")
    return ordered({ ...field, required: false, fields: field.fields.map(requiringNothing) });
  return ordered({ ...field, required: false });
}

function optionsOf(schema: z.ZodEnum): string[] {
  return schema.options.map(String);
}

/** One type per variant, each summarised as the list says unless it says otherwise. */
function variantConfigs(
  variants: ReadonlyArray<[string, z.ZodObject]>,
  summary: string | undefined,
  at: string,
): VariantConfig[] {
  return variants.map(([name, schema]) => {
    const meta = metaOf(schema);
    if (!meta.label) throw new Error(`${at}<${name}>: no label`);
    const { [TYPE_KEY]: _typeKey, ...shape } = shapeOf(schema);
    return ordered({
      name,
      label: meta.label,
      widget: "object",
      summary: meta.summary ?? summary,
      fields: deriveFields(shape, {}, `${at}<${name}>`),
    });
  });
}

/**
 * A choice of objects told apart by one field (zod's discriminated union: a hero's picture) as
 * one group: a select of the kinds (each by its label), then every kind's other fields in order of
 * first use, each hint naming the kinds that use it. A field name must have one schema in every
 * kind. Decap requires a field only when every kind requires it and the group itself is required;
 * the build's check (which the CMS runs before saving) holds each kind to its own fields.
 */
function choiceFields(union: z.ZodUnion, optional: boolean, options: DeriveOptions, at: string): CmsField[] {
  const discriminator = (union._zod.def as { discriminator?: unknown }).discriminator;
  if (typeof discriminator !== "string")
    throw new Error(`${at}: a choice of objects needs a discriminator (z.discriminatedUnion)`);
  const kinds = union.options.map((option) => {
    if (!(option instanceof z.ZodObject)) throw new Error(`${at}: every choice must be an object`);
    const tag = shapeOf(option)[discriminator];
    if (!(tag instanceof z.ZodLiteral) || typeof tag.value !== "string")
      throw new Error(`${at}: every choice needs a text literal ${discriminator}`);
    const label = metaOf(option).label;
    if (!label) throw new Error(`${at}<${tag.value}>: no label`);
    return { value: tag.value, label, shape: shapeOf(option), tag };
  });
  const [first] = kinds;
  if (!first) throw new Error(`${at}: a choice needs at least one object`);
  const { label: tagLabel, hint: tagHint } = metaOf(first.tag);
  if (!tagLabel) throw new Error(`${at}.${discriminator}: no label`);
  const tagField: SelectField = {
    name: discriminator,
    label: tagLabel,
    widget: "select",
    required: !optional,
    options: kinds.map(({ label, value }) => ({ label, value })),
    hint: tagHint,
  };
  const names = [...new Set(kinds.flatMap((k) => Object.keys(k.shape)))].filter((name) => name !== discriminator);
  const fields = names.map((name): CmsField => {
    const using = kinds.filter((k) => k.shape[name] !== undefined);
    const [schema, ...others] = using.map((k) => k.shape[name]);
    if (!schema || others.some((o) => o !== schema))
      throw new Error(
        `${at}.${name}: the kinds ${using.map((k) => k.value).join(", ")} give it different schemas; use one`,
      );
    const field = deriveField(name, schema, options, `${at}.${name}`);
    const everyKind = using.length === kinds.length;
    const hint = everyKind
      ? field.hint
      : [`For: ${using.map((k) => k.label).join(", ")}.`, field.hint].filter(Boolean).join(" ");
    return field.required && everyKind && !optional
      ? ordered({ ...field, hint })
      : requiringNothing({ ...field, hint });
  });
  return [ordered(tagField), ...fields];
}
