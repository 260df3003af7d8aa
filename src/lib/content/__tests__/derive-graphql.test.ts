import { buildSchema, GraphQLObjectType, type GraphQLSchema } from "graphql";
import { z } from "zod";
import { graphqlTypes } from "../derive-graphql";
import { pageSchema, serviceSchema, siteSchema } from "../schema";

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
  if (!(found instanceof GraphQLObjectType)) throw new Error(`no type ${type}`);
  return Object.fromEntries(Object.values(found.getFields()).map((f) => [f.name, `${String(f.type)}${f.astNode?.directives?.map((d) => ` @${d.name.value}`).join("") ?? ""}`]));
}
const text = z.string().min(1);

describe("graphqlTypes", () => {
  it("declares each node type, non-null where zod requires the field", () => {
    const node = z.strictObject({ a: text, b: text.optional(), n: z.number(), list: z.array(text) }).meta({ graphqlName: "ThingYaml" });
    const sdl = graphqlTypes([node]);
    expect(sdl).toContain("type ThingYaml implements Node @dontInfer {");
    expect(fieldsOf(schemaOf(sdl), "ThingYaml")).toEqual({ a: "String!", b: "String", n: "Float!", list: "[String!]!" });
  });

  it("merges variants: a field is non-null only where every variant requires it, and nested objects of one name merge", () => {
    const variants = {
      a: z.strictObject({ type: z.literal("a"), heading: text, items: z.array(z.strictObject({ title: text, x: text })) }),
      b: z.strictObject({ type: z.literal("b"), heading: text.optional(), items: z.array(z.strictObject({ title: text })).optional() }),
    };
    const node = z.strictObject({ parts: z.array(z.unknown()).meta({ variants, graphqlName: "Part" }) }).meta({ graphqlName: "PageYaml" });
    const schema = schemaOf(graphqlTypes([node]));
    expect(fieldsOf(schema, "PageYaml")).toEqual({ parts: "[Part!]!" });
    expect(fieldsOf(schema, "Part")).toEqual({ type: "String!", heading: "String", items: "[PartItems!]" });
    expect(fieldsOf(schema, "PartItems")).toEqual({ title: "String!", x: "String" });
  });

  it("merges a choice of objects (a discriminated union) into one type, its tag non-null", () => {
    const a = z.strictObject({ kind: z.literal("a"), x: text, shared: text });
    const b = z.strictObject({ kind: z.literal("b"), y: text.meta({ figures: true }), shared: text });
    const node = z.strictObject({ choice: z.discriminatedUnion("kind", [a, b]).meta({ graphqlName: "Choice" }).optional() }).meta({ graphqlName: "ThingYaml" });
    const schema = schemaOf(graphqlTypes([node]));
    expect(fieldsOf(schema, "ThingYaml")).toEqual({ choice: "Choice" });
    expect(fieldsOf(schema, "Choice")).toEqual({ kind: "String!", x: "String", shared: "String!", y: "String @figures" });
  });

  it("marks figures and links references by their key", () => {
    const ref = { collection: "things", graphqlType: "ThingYaml", key: "slug", search: [], display: [] };
    const node = z.strictObject({ slug: text, copy: text.meta({ figures: true }), others: z.array(text).meta({ ref }) }).meta({ graphqlName: "ThingYaml" });
    expect(fieldsOf(schemaOf(graphqlTypes([node])), "ThingYaml")).toEqual({ slug: "String!", copy: "String! @figures", others: "[ThingYaml!]! @link" });
    expect(graphqlTypes([node])).toContain('others: [ThingYaml!]! @link(by: "slug")');
  });

  it("refuses two different objects under one name", () => {
    const a = z.strictObject({ x: text }).meta({ graphqlName: "Same" });
    const b = z.strictObject({ y: text }).meta({ graphqlName: "Same" });
    expect(() => graphqlTypes([z.strictObject({ a, b }).meta({ graphqlName: "N" })])).toThrow("two different GraphQL types are named Same");
  });
});

describe("the GraphQL types of the content model", () => {
  const schema = schemaOf(graphqlTypes([siteSchema, pageSchema, serviceSchema]));

  it("is valid GraphQL with today's type names", () => {
    for (const name of ["SiteYaml", "PageYaml", "ServiceYaml", "Section", "SectionItem", "SectionAction", "ComparisonColumn", "ChartRow", "ChartBar", "ContactFormCopy", "ContactFormLabels", "NavLink", "Seo", "SiteContact"]) {
      expect(schema.getType(name)).toBeInstanceOf(GraphQLObjectType);
    }
  });

  it("merges every section type into Section, with the items of every type in one SectionItem", () => {
    const section = fieldsOf(schema, "Section");
    expect(section).toMatchObject({ type: "String!", heading: "String @figures", id: "String", items: "[SectionItem!]", services: "[ServiceYaml!] @link", form: "ContactFormCopy" });
    expect(fieldsOf(schema, "SectionItem")).toMatchObject({ title: "String @figures", value: "String @figures", link: "String", icon: "String" });
    expect(fieldsOf(schema, "ComparisonColumn")).toEqual({ title: "String! @figures", tone: "String!", points: "[String!]! @figures" });
    expect(fieldsOf(schema, "ServiceYaml")).toMatchObject({ related: "[ServiceYaml!]! @link", sections: "[Section!]!", seo: "Seo!" });
  });
});
