/**
 * Gatsby's GraphQL types derived from the content model (schema.ts), for createTypes in
 * gatsby-node.ts. Each node schema becomes a `@dontInfer` node type; each object inside it a type
 * named by its `graphqlName` (or its owner's and its own: SiteContact). Variants (sections) merge
 * into one type, as do objects under the same field of different variants (every section's
 * `items`), and so do the objects of a choice (a discriminated union: a hero's picture): a field
 * there is non-null only when every variant has it, required.
 */
import { z } from "zod";
import { fieldOf, metaOf, shapeOf, variantsOf, type Field, type Schema } from "./meta";

/** The SDL for `nodes`, each a Gatsby node type named by its `graphqlName`. */
export function graphqlTypes(nodes: readonly z.ZodObject[]): string {
  const types = new Map<string, string>();
  for (const node of nodes) {
    const name = metaOf(node).graphqlName;
    if (!name) throw new Error("a node schema needs a graphqlName");
    defineType(types, name, [node], " implements Node @dontInfer");
  }
  return [...types.values()].join("\n");
}

/**
 * The SDL for objects that belong to another plugin's node (an article's front matter, which
 * gatsby-transformer-remark's MarkdownRemark holds): plain types, each named by its `graphqlName`.
 */
export function graphqlObjectTypes(objects: readonly z.ZodObject[]): string {
  const types = new Map<string, string>();
  for (const object of objects) {
    const name = metaOf(object).graphqlName;
    if (!name) throw new Error("an object schema needs a graphqlName");
    defineType(types, name, [object]);
  }
  return [...types.values()].join("\n");
}

/** Defines `name` as the merge of `objects`; the same name twice must mean the same type. */
function defineType(types: Map<string, string>, name: string, objects: readonly z.ZodObject[], implementing = ""): string {
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o.shape)))];
  const fields = keys.map((key) => {
    const present = objects.flatMap((o) => (o.shape[key] ? [fieldOf(shapeOf(o)[key] as Schema)] : []));
    const nonNull = present.length === objects.length && present.every((f) => !f.optional);
    return `  ${key}: ${typeOf(types, name, key, present)}${nonNull ? "!" : ""}${directives(present)}`;
  });
  const sdl = `type ${name}${implementing} {\n${fields.join("\n")}\n}`;
  const known = types.get(name);
  if (known !== undefined && known !== sdl) throw new Error(`two different GraphQL types are named ${name}:\n${known}\n${sdl}`);
  types.set(name, sdl);
  return name;
}

function directives(fields: readonly Field[]): string {
  // A ref into a file's list (an article's author) names no node: the template looks it up.
  const ref = fields.find((f) => f.meta.ref && !f.meta.ref.file)?.meta.ref;
  return `${fields.some((f) => f.meta.figures) ? " @figures" : ""}${ref ? ` @link(by: "${ref.key}")` : ""}`;
}

/** The GraphQL type of a field (without its own `!`), from every object that has it. */
function typeOf(types: Map<string, string>, owner: string, key: string, fields: readonly Field[]): string {
  const at = `${owner}.${key}`;
  const schemas = fields.map((f) => f.schema);
  const named = fields.find((f) => f.meta.graphqlName)?.meta.graphqlName;
  if (schemas.every((s) => s instanceof z.ZodArray)) {
    const meta = fields.find((f) => f.meta.ref || f.meta.variants)?.meta;
    if (meta?.ref) return `[${meta.ref.graphqlType}!]`;
    const variants = meta && variantsOf(meta);
    if (variants) return `[${defineType(types, named ?? `${owner}${key}`, variants.map(([, schema]) => schema))}!]`;
    const elements = schemas.map((s) => fieldOf((s as z.ZodArray).element as Schema));
    return `[${typeOf(types, owner, key, elements)}!]`;
  }
  const objects = schemas.map(objectsOf);
  if (objects.every((o) => o !== undefined)) {
    const name = named ?? `${owner.replace(/Yaml$/, "")}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
    return defineType(types, name, objects.flat());
  }
  const scalars = new Set(schemas.map(scalarOf));
  const [scalar] = scalars;
  if (scalars.size !== 1 || scalar === undefined) throw new Error(`${at}: no one GraphQL type for zod's ${schemas.map((s) => s._zod.def.type).join(", ")}`);
  return scalar;
}

/** An object, or a choice of objects (a discriminated union: a hero's picture), which merge into one type. */
function objectsOf(schema: Schema): z.ZodObject[] | undefined {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodUnion && schema.options.every((o) => o instanceof z.ZodObject)) return schema.options as z.ZodObject[];
  return undefined;
}

function scalarOf(schema: Schema): string | undefined {
  if (schema instanceof z.ZodString || schema instanceof z.ZodEmail || schema instanceof z.ZodEnum) return "String";
  if (schema instanceof z.ZodLiteral) return schema.values.size === 1 && typeof schema.value === "string" ? "String" : undefined;
  if (schema instanceof z.ZodNumber) return schema.isInt ? "Int" : "Float";
  if (schema instanceof z.ZodBoolean) return "Boolean";
  return undefined;
}
