/**
 * Walks a zod schema from src/lib/content/schema.ts beside a Decap field and lists every way they
 * disagree: a field on one side only, required-ness, widget, choices, list lengths, patterns.
 * The CMS must accept exactly what the build accepts: looser and editors publish content the build
 * rejects; stricter and they cannot save content the build accepts.
 */
import { z } from "zod";
import type { CmsField, SectionTypeConfig } from "../config";
import { sectionSchemaFor } from "../../content/schema";

type Schema = z.core.$ZodType;

function unwrapOptional(schema: Schema): { inner: Schema; optional: boolean } {
  return schema instanceof z.ZodOptional ? { inner: schema.unwrap() as Schema, optional: true } : { inner: schema, optional: false };
}

function checksOf(schema: Schema): z.core.$ZodCheck<never>[] {
  return schema._zod.def.checks ?? [];
}

function minItems(schema: Schema): number | undefined {
  for (const check of checksOf(schema)) if (check instanceof z.core.$ZodCheckMinLength) return check._zod.def.minimum;
  return undefined;
}

function maxItems(schema: Schema): number | undefined {
  for (const check of checksOf(schema)) if (check instanceof z.core.$ZodCheckMaxLength) return check._zod.def.maximum;
  return undefined;
}

/** The pattern Decap needs for a string schema: its regex, or its length limits as a regex. */
export function expectedPattern(schema: Schema): string | undefined {
  if (schema instanceof z.ZodEmail) return schema.def.pattern?.source;
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check instanceof z.core.$ZodCheckRegex) return check._zod.def.pattern.source;
    if (check instanceof z.core.$ZodCheckMinLength) min = check._zod.def.minimum;
    if (check instanceof z.core.$ZodCheckMaxLength) max = check._zod.def.maximum;
  }
  // A minimum of 1 is Decap's `required`; only other limits need a pattern.
  if (max !== undefined || (min !== undefined && min > 1)) return `^[\\s\\S]{${min ?? 0},${max ?? ""}}$`;
  return undefined;
}

function objectShape(schema: Schema): Record<string, Schema> | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, Schema>) : undefined;
}

/** Every disagreement between `shape` (an object's fields) and `fields`; empty when they match. */
export function compareFields(shape: Record<string, Schema>, fields: readonly CmsField[], at: string): string[] {
  const problems: string[] = [];
  const byName = new Map(fields.map((f) => [f.name, f]));
  if (byName.size !== fields.length) problems.push(`${at}: a field name is used twice`);
  for (const name of Object.keys(shape)) if (!byName.has(name)) problems.push(`${at}.${name}: in the schema, missing from the CMS`);
  for (const field of fields) {
    const schema = shape[field.name];
    if (!schema) problems.push(`${at}.${field.name}: in the CMS, not allowed by the schema`);
    else problems.push(...compareField(schema, field, `${at}.${field.name}`));
  }
  return problems;
}

export function compareField(schema: Schema, field: CmsField, at: string): string[] {
  const problems: string[] = [];
  const { inner, optional } = unwrapOptional(schema);
  const say = (message: string) => problems.push(`${at}: ${message}`);

  // A required list that may be empty is optional to Decap, which counts an empty list as missing.
  const mayBeEmpty = inner instanceof z.ZodArray && minItems(inner) === undefined;
  const required = !optional && !mayBeEmpty;
  if (field.required !== required) say(`required is ${String(field.required)} in the CMS, ${String(required)} in the schema`);

  if (field.widget === "hidden") {
    if (!z.safeParse(inner, field.default).success) say(`hidden default ${JSON.stringify(field.default)} fails the schema`);
    return problems;
  }
  if (inner instanceof z.ZodLiteral) {
    say(`the schema fixes the value to ${JSON.stringify(inner.value)}; use a hidden field`);
    return problems;
  }

  if (inner instanceof z.ZodString || inner instanceof z.ZodEmail) {
    if (field.widget === "image") {
      // Decap tests an image's pattern against its preview URL, so images carry none (see ImageField).
      if (!expectedPattern(inner)) say("an image where the schema takes any text");
      return problems;
    }
    if (field.widget !== "string" && field.widget !== "text") {
      say(`text in the schema, widget ${field.widget} in the CMS`);
      return problems;
    }
    const expected = expectedPattern(inner);
    const actual = field.pattern?.[0];
    if (expected !== actual) say(`pattern ${String(actual)} in the CMS, ${String(expected)} in the schema`);
    return problems;
  }
  if (inner instanceof z.ZodNumber) {
    if (field.widget !== "number") return [...problems, `${at}: a number in the schema, widget ${field.widget} in the CMS`];
    const nonNegative = checksOf(inner).some((c) => c instanceof z.core.$ZodCheckGreaterThan && c._zod.def.value === 0 && c._zod.def.inclusive);
    if (nonNegative !== (field.min === 0)) say(`min ${String(field.min)} in the CMS; the schema ${nonNegative ? "allows no negative numbers" : "sets no minimum"}`);
    return problems;
  }
  if (inner instanceof z.ZodBoolean) {
    if (field.widget !== "boolean") say(`true/false in the schema, widget ${field.widget} in the CMS`);
    return problems;
  }
  if (inner instanceof z.ZodEnum) {
    if (field.widget !== "select" || field.multiple) return [...problems, `${at}: one choice in the schema, widget ${field.widget} in the CMS`];
    if (JSON.stringify(field.options) !== JSON.stringify(inner.options)) say(`options ${field.options.join(",")} differ from ${inner.options.join(",")}`);
    return problems;
  }
  if (inner instanceof z.ZodObject) {
    if (field.widget !== "object") return [...problems, `${at}: a group of fields in the schema, widget ${field.widget} in the CMS`];
    return [...problems, ...compareFields(inner.shape as Record<string, Schema>, field.fields, at)];
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as Schema;
    const min = minItems(inner);
    if (field.widget === "select") {
      if (!(element instanceof z.ZodEnum)) return [...problems, `${at}: a multiple select for a list that is not of choices`];
      if (!field.multiple) say("a list in the schema, a single select in the CMS");
      if (JSON.stringify(field.options) !== JSON.stringify(element.options)) say(`options ${field.options.join(",")} differ from ${element.options.join(",")}`);
      if (field.min !== min) say(`min ${String(field.min)} in the CMS, ${String(min)} in the schema`);
      return problems;
    }
    if (field.widget === "relation") {
      if (!(element instanceof z.ZodString)) say("a relation for a list that is not of text");
      if (field.min !== min) say(`min ${String(field.min)} in the CMS, ${String(min)} in the schema`);
      const max = maxItems(inner);
      if (field.max !== max) say(`max ${String(field.max)} in the CMS, ${String(max)} in the schema`);
      return problems;
    }
    if (field.widget !== "list") return [...problems, `${at}: a list in the schema, widget ${field.widget} in the CMS`];
    if (field.min !== min) say(`min ${String(field.min)} in the CMS, ${String(min)} in the schema`);
    if ("types" in field) {
      if (!(element instanceof z.ZodUnknown)) say("typed list for a list the schema checks itself");
      for (const type of field.types) problems.push(...compareSectionType(type, `${at}<${type.name}>`));
      return problems;
    }
    if ("fields" in field) {
      const shape = objectShape(element);
      if (!shape) return [...problems, `${at}: a list of groups in the CMS, not in the schema`];
      return [...problems, ...compareFields(shape, field.fields, `${at}[]`)];
    }
    if (!field.field.required) say("the list's single field must be required");
    return [...problems, ...compareField(element, field.field, `${at}[]`)];
  }
  say(`the schema's ${inner._zod.def.type} has no CMS counterpart in this test; extend compareField`);
  return problems;
}

/** A section type against the schema for that `type`; the `type` key itself is Decap's typeKey. */
export function compareSectionType(type: SectionTypeConfig, at: string = type.name): string[] {
  const schema = sectionSchemaFor(type.name);
  const shape = schema && objectShape(schema);
  if (!shape) return [`${at}: no section schema for type "${type.name}"`];
  const { type: _typeKey, ...fields } = shape;
  return compareFields(fields, type.fields, at);
}
