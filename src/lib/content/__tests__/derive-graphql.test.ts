import { buildSchema, GraphQLInterfaceType, GraphQLObjectType, parse, validate, type GraphQLSchema } from "graphql";
import { z } from "zod";
import { graphqlInterfaces, graphqlTypes } from "../derive-graphql";
import { pageSchema, SECTION_TYPES, serviceSchema, siteSchema } from "../schema";

/** What Gatsby declares before createTypes runs. */
const GATSBY = `
  interface Node { id: ID! }
  directive @dontInfer on OBJECT
  directive @figures on FIELD_DEFINITION
  directive @link(by: String) on FIELD_DEFINITION
`;
const schemaOf = (sdl: string): GraphQLSchema => buildSchema(`${GATSBY}\n${sdl}`);
function fieldsOf(schema: GraphQLSchema, type: string): Record<string, string> {
  const found = schema.getType(type);
  if (!(found instanceof GraphQLObjectType || found instanceof GraphQLInterfaceType))
    throw new Error(`no type ${type}`);
  return Object.fromEntries(
    Object.values(found.getFields()).map((f) => [
      f.name,
      `${String(f.type)}${f.astNode?.directives?.map((d) => ` @${d.name.value}`).join("") ?? ""}`,
    ]),
  );
}
const text = z.string().min(1);

describe("graphqlTypes", () => {
  it("declares each node type, non-null where zod requires the field", () => {
    const node = z
      .strictObject({ a: text, b: text.optional(), n: z.number(), list: z.array(text) })
      .meta({ graphqlName: "ThingYaml" });
    const sdl = graphqlTypes([node]);
    expect(sdl).toContain("type ThingYaml implements Node @dontInfer {");
    expect(fieldsOf(schemaOf(sdl), "ThingYaml")).toEqual({
      a: "String!",
      b: "String",
      n: "Float!",
      list: "[String!]!",
    });
  });

  describe("a list of variants", () => {
    const variants = {
      a: z.strictObject({
        type: z.literal("a"),
        heading: text,
        items: z.array(z.strictObject({ title: text, x: text })),
        only: text,
      }),
      b: z.strictObject({
        type: z.literal("b"),
        heading: text.optional(),
        items: z.array(z.strictObject({ title: text.optional() })).optional(),
      }),
    };
    const node = z
      .strictObject({ parts: z.array(z.unknown()).meta({ variants, graphqlName: "Part" }) })
      .meta({ graphqlName: "PageYaml" });
    const schema = schemaOf(graphqlTypes([node]));

    it("is an interface holding the fields every variant has, and one type per variant implementing it", () => {
      expect(fieldsOf(schema, "PageYaml")).toEqual({ parts: "[Part!]!" });
      expect(schema.getType("Part")).toBeInstanceOf(GraphQLInterfaceType);
      expect(fieldsOf(schema, "Part")).toEqual({ type: "String!", heading: "String" });
      expect(schema.getPossibleTypes(schema.getType("Part") as GraphQLInterfaceType).map((t) => t.name)).toEqual([
        "PartA",
        "PartB",
      ]);
      expect(fieldsOf(schema, "PartA")).toMatchObject({ type: "String!", only: "String!", items: "[PartAItems!]" });
      expect(fieldsOf(schema, "PartB")).toEqual({ type: "String!", heading: "String", items: "[PartBItems!]" });
    });

    it("gives a field name one nullability across variants, non-null only where each variant having it requires it, so fragments on every variant merge in one query", () => {
      expect(fieldsOf(schema, "PartA").heading).toBe("String");
      expect(fieldsOf(schema, "PartAItems")).toEqual({ title: "String", x: "String!" });
      const query = parse(`
        query { page { parts { __typename ...A ...B } } }
        fragment A on PartA { heading only items { title x } }
        fragment B on PartB { heading items { title } }
      `);
      const withQuery = buildSchema(
        `${GATSBY}\n${graphqlTypes([node])}\nextend type PageYaml { id: ID! }\ntype Query { page: PageYaml }`,
      );
      expect(validate(withQuery, query).map((e) => e.message)).toEqual([]);
    });

    it("tells the variants apart by their type", () => {
      const [part] = graphqlInterfaces([node]);
      expect(part?.name).toBe("Part");
      expect(part?.resolveType({ type: "b" })).toBe("PartB");
    });

    it("needs a name for its interface", () => {
      expect(() =>
        graphqlTypes([z.strictObject({ parts: z.array(z.unknown()).meta({ variants }) }).meta({ graphqlName: "N" })]),
      ).toThrow("N.parts: a list of variants needs a graphqlName");
    });
  });

  it("merges a choice of objects (a discriminated union) into one type, its tag non-null", () => {
    const a = z.strictObject({ kind: z.literal("a"), x: text, shared: text });
    const b = z.strictObject({ kind: z.literal("b"), y: text.meta({ figures: true }), shared: text });
    const node = z
      .strictObject({ choice: z.discriminatedUnion("kind", [a, b]).meta({ graphqlName: "Choice" }).optional() })
      .meta({ graphqlName: "ThingYaml" });
    const schema = schemaOf(graphqlTypes([node]));
    expect(fieldsOf(schema, "ThingYaml")).toEqual({ choice: "Choice" });
    expect(fieldsOf(schema, "Choice")).toEqual({
      kind: "String!",
      x: "String",
      shared: "String!",
      y: "String @figures",
    });
  });

  it("marks figures and links references by their key", () => {
    const ref = { collection: "things", graphqlType: "ThingYaml", key: "slug", search: [], display: [] };
    const node = z
      .strictObject({ slug: text, copy: text.meta({ figures: true }), others: z.array(text).meta({ ref }) })
      .meta({ graphqlName: "ThingYaml" });
    expect(fieldsOf(schemaOf(graphqlTypes([node])), "ThingYaml")).toEqual({
      slug: "String!",
      copy: "String! @figures",
      others: "[ThingYaml!]! @link",
    });
    expect(graphqlTypes([node])).toContain('others: [ThingYaml!]! @link(by: "slug")');
  });

  it("refuses two different objects under one name", () => {
    const a = z.strictObject({ x: text }).meta({ graphqlName: "Same" });
    const b = z.strictObject({ y: text }).meta({ graphqlName: "Same" });
    expect(() => graphqlTypes([z.strictObject({ a, b }).meta({ graphqlName: "N" })])).toThrow(
      "two different GraphQL types are named Same",
    );
  });
});

describe("the GraphQL types of the content model", () => {
  const schema = schemaOf(graphqlTypes([siteSchema, pageSchema, serviceSchema]));

  it("is valid GraphQL with today's type names", () => {
    for (const name of [
      "SiteYaml",
      "PageYaml",
      "ServiceYaml",
      "SectionHero",
      "SectionStats",
      "SectionAction",
      "ComparisonColumn",
      "ChartRow",
      "ChartBar",
      "ContactFormCopy",
      "ContactFormLabels",
      "NavLink",
      "Seo",
      "SiteContact",
    ]) {
      expect(schema.getType(name)).toBeInstanceOf(GraphQLObjectType);
    }
    expect(schema.getType("Section")).toBeInstanceOf(GraphQLInterfaceType);
  });

  it("makes each section type its own type implementing Section, its required fields non-null", () => {
    const section = schema.getType("Section") as GraphQLInterfaceType;
    expect(
      schema
        .getPossibleTypes(section)
        .map((t) => t.name)
        .sort(),
    ).toEqual(SECTION_TYPES.map((t) => `Section${t.charAt(0).toUpperCase()}${t.slice(1)}`).sort());
    expect(fieldsOf(schema, "Section")).toEqual({
      type: "String!",
      eyebrow: "String",
      heading: "String",
      intro: "String",
      note: "String",
      actions: "[SectionAction!]",
      id: "String",
    });
    // A stats section requires its qualifier, but a hero's and a timeline's are optional, and GraphQL gives a name one nullability across types.
    expect(fieldsOf(schema, "SectionStats")).toMatchObject({
      type: "String!",
      qualifier: "String @figures",
      items: "[SectionStatsItems!]!",
    });
    expect(fieldsOf(schema, "SectionBarChart")).toMatchObject({ rows: "[ChartRow!]!" });
    expect(fieldsOf(schema, "SectionStatsItems")).toEqual({
      value: "String! @figures",
      label: "String! @figures",
      description: "String @figures",
      source: "String",
    });
    expect(fieldsOf(schema, "SectionServiceCards")).toMatchObject({ services: "[ServiceYaml!]! @link" });
    expect(fieldsOf(schema, "SectionContactForm")).toMatchObject({ form: "ContactFormCopy!" });
    expect(fieldsOf(schema, "SectionHero")).not.toHaveProperty("items");
    expect(fieldsOf(schema, "ComparisonColumn")).toEqual({
      title: "String! @figures",
      tone: "String!",
      points: "[String!]! @figures",
    });
    expect(fieldsOf(schema, "ServiceYaml")).toMatchObject({
      related: "[ServiceYaml!]! @link",
      sections: "[Section!]!",
      seo: "Seo!",
    });
  });
});
