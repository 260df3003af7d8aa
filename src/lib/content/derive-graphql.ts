/**
 * Gatsby's GraphQL types derived from the content model (schema/), for createTypes in
 * gatsby-node.ts. Each node schema becomes a `@dontInfer` node type; each object inside it a type
 * named by its `graphqlName` (or its owner's and its own: SiteContact). A list of variants (a
 * page's sections) becomes an interface named by its `graphqlName` (Section), holding the fields
 * every variant has, and one type per variant implementing it, named by the interface and the
 * variant's `type` (SectionHero): a component's fragment on its own type is exact, its required
 * fields non-null. The objects of a choice (a discriminated union: a hero's picture) merge into
 * one type, where a field is non-null only when every choice has it, required.
 */
import { z } from "zod";
import {
  fieldOf,
  isInteger,
  metaOf,
  shapeOf,
  TYPE_KEY,
  variantsOf,
  variantTypeName,
  type Field,
  type Schema,
} from "./meta";

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
 * The interfaces `nodes` hold (one per list of variants), each with how GraphQL tells which
 * variant a value is: by its `type`. Gatsby's default asks a node's `internal.type`, which a
 * section, living inside its page's node, does not have.
 */
export function graphqlInterfaces(
  nodes: readonly z.ZodObject[],
): Array<{ name: string; resolveType: (value: { [TYPE_KEY]: string }) => string }> {
  const names = new Set<string>();
  const visit = (schema: Schema): void => {
    const { schema: inner, meta } = fieldOf(schema);
    const variants = variantsOf(meta);
    if (variants && meta.graphqlName) names.add(meta.graphqlName);
    for (const [, variant] of variants ?? []) visit(variant);
    if (inner instanceof z.ZodArray) visit(inner.element);
    for (const object of objectsOf(inner) ?? []) for (const field of Object.values(shapeOf(object))) visit(field);
  };
  nodes.forEach(visit);
  return [...names].map((name) => ({ name, resolveType: (value) => variantTypeName(name, value[TYPE_KEY]) }));
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

/** Each field of a type: its GraphQL type (with its `!`) and its directives. */
type Fields = Map<string, { type: string; directives: string }>;

/**
 * Defines `name` as the merge of `objects`; the same name twice must mean the same type. `peers`
 * are the objects in the same place in the other variants of an interface: GraphQL merges a
 * query's fragments on every variant into one selection, where a field name must have one shape
 * (its rule OverlappingFieldsCanBeMerged), so a field is non-null only where every variant that
 * has it requires it.
 */
function defineType(
  types: Map<string, string>,
  name: string,
  objects: readonly z.ZodObject[],
  implementing = "",
  peers: readonly z.ZodObject[] = [],
): Fields {
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o.shape)))];
  const fieldsAt = (list: readonly z.ZodObject[], key: string) =>
    list.flatMap((o) => (o.shape[key] ? [fieldOf(shapeOf(o)[key] as Schema)] : []));
  const fields: Fields = new Map(
    keys.map((key) => {
      const present = fieldsAt(objects, key);
      const alongside = fieldsAt(peers, key);
      const nonNull = present.length === objects.length && [...present, ...alongside].every((f) => !f.optional);
      return [
        key,
        {
          type: `${typeOf(types, name, key, present, alongside)}${nonNull ? "!" : ""}`,
          directives: directives(present),
        },
      ];
    }),
  );
  declare(types, name, `type ${name}${implementing} {\n${sdlOf(fields)}\n}`);
  return fields;
}

/**
 * Defines the interface `name` and a type implementing it for each variant. The interface has
 * the fields every variant has with one type (nullable unless every variant requires it).
 */
function defineInterface(
  types: Map<string, string>,
  name: string,
  variants: ReadonlyArray<[type: string, schema: z.ZodObject]>,
): string {
  const each = variants.map(([type, schema]) =>
    defineType(
      types,
      variantTypeName(name, type),
      [schema],
      ` implements ${name}`,
      variants.flatMap(([other, peer]) => (other === type ? [] : [peer])),
    ),
  );
  const [first, ...rest] = each;
  const shared: Fields = new Map();
  for (const [key, field] of first ?? []) {
    const base = field.type.replace(/!$/, "");
    const all = [field, ...rest.map((fields) => fields.get(key))];
    if (all.every((f) => f?.type.replace(/!$/, "") === base))
      shared.set(key, { type: all.every((f) => f?.type.endsWith("!")) ? `${base}!` : base, directives: "" });
  }
  declare(types, name, `interface ${name} {\n${sdlOf(shared)}\n}`);
  return name;
}

const sdlOf = (fields: Fields): string =>
  [...fields].map(([key, f]) => `  ${key}: ${f.type}${f.directives}`).join("\n");

function declare(types: Map<string, string>, name: string, sdl: string): void {
  const known = types.get(name);
  if (known !== undefined && known !== sdl)
    throw new Error(`two different GraphQL types are named ${name}:\n${known}\n${sdl}`);
  types.set(name, sdl);
}

function directives(fields: readonly Field[]): string {
  // A ref into a file's list (an article's author) names no node: the template looks it up.
  const ref = fields.find((f) => f.meta.ref && !f.meta.ref.file)?.meta.ref;
  // A photo or a logo in data/ is the File gatsby-source-filesystem made of it, found by its path from data/.
  const file = fields.some((f) => f.meta.widget === "photo");
  return `${fields.some((f) => f.meta.figures) ? " @figures" : ""}${ref ? ` @link(by: "${ref.key}")` : ""}${file ? ' @link(by: "relativePath")' : ""}`;
}

/** The GraphQL type of a field (without its own `!`), from every object that has it (and its peers: see defineType). */
function typeOf(
  types: Map<string, string>,
  owner: string,
  key: string,
  fields: readonly Field[],
  peers: readonly Field[] = [],
): string {
  const at = `${owner}.${key}`;
  const schemas = fields.map((f) => f.schema);
  const named = fields.find((f) => f.meta.graphqlName)?.meta.graphqlName;
  if (schemas.every((s) => s instanceof z.ZodArray)) {
    const meta = fields.find((f) => f.meta.ref || f.meta.variants)?.meta;
    if (meta?.ref) return `[${meta.ref.graphqlType}!]`;
    const variants = meta && variantsOf(meta);
    if (variants && !named) throw new Error(`${at}: a list of variants needs a graphqlName, the name of its interface`);
    if (variants && named) return `[${defineInterface(types, named, variants)}!]`;
    const elementsOf = (list: readonly Field[]) =>
      list.flatMap((f) => (f.schema instanceof z.ZodArray ? [fieldOf(f.schema.element)] : []));
    return `[${typeOf(types, owner, key, elementsOf(fields), elementsOf(peers))}!]`;
  }
  const objects = schemas.map(objectsOf);
  if (objects.every((o) => o !== undefined)) {
    const name = named ?? `${owner.replace(/Yaml$/, "")}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
    defineType(
      types,
      name,
      objects.flat(),
      "",
      peers.flatMap((f) => objectsOf(f.schema) ?? []),
    );
    return name;
  }
  if (fields.length > 0 && fields.every((f) => f.meta.widget === "photo")) return "File";
  const scalars = new Set(schemas.map(scalarOf));
  const [scalar] = scalars;
  if (scalars.size !== 1 || scalar === undefined)
    throw new Error(`${at}: no one GraphQL type for zod's ${schemas.map((s) => s._zod.def.type).join(", ")}`);
  return scalar;
}

/** An object, or a choice of objects (a discriminated union: a hero's picture), which merge into one type. */
function objectsOf(schema: Schema): z.ZodObject[] | undefined {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodUnion && schema.options.every((o) => o instanceof z.ZodObject))
    return schema.options as z.ZodObject[];
  return undefined;
}

function scalarOf(schema: Schema): string | undefined {
  if (schema instanceof z.ZodString || schema instanceof z.ZodEmail || schema instanceof z.ZodEnum) return "String";
  if (schema instanceof z.ZodLiteral)
    return schema.values.size !== 1
      ? undefined
      : typeof schema.value === "string"
        ? "String"
        : typeof schema.value === "boolean"
          ? "Boolean"
          : undefined;
  if (schema instanceof z.ZodNumber) return isInteger(schema) ? "Int" : "Float";
  if (schema instanceof z.ZodBoolean) return "Boolean";
  return undefined;
}
