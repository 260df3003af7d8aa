import { z } from "zod";
import { deriveFields, type CmsField } from "../derive-fields";
import { cmsConfig } from "../config";
import { pageSchema, sectionSchemaFor, serviceSchema, siteSchema } from "../../content/schema";
import { SECTION_TYPES, VISUAL_KINDS } from "../../content/schema";
import type { Ref } from "../../content/meta";

const one = (schema: z.ZodType, name = "f"): CmsField => {
  const [field] = deriveFields({ [name]: schema });
  if (!field) throw new Error("no field");
  return field;
};
const text = z.string().trim().min(1);

describe("deriveFields", () => {
  it("makes a field required exactly when zod requires it, and a list that may be empty optional", () => {
    expect(one(text.meta({ label: "A" }))).toMatchObject({ widget: "string", required: true });
    expect(one(text.meta({ label: "A" }).optional())).toMatchObject({ required: false });
    expect(one(z.array(text.meta({ label: "V" })).meta({ label: "L" }))).toMatchObject({
      widget: "list",
      required: false,
    });
    expect(
      one(
        z
          .array(text.meta({ label: "V" }))
          .min(2)
          .meta({ label: "L" }),
      ),
    ).toMatchObject({ required: true, min: 2 });
  });

  it("reads the label, hint and widget from the metadata, the outer field's winning over the schema it reuses", () => {
    const box = text.meta({ label: "Box", widget: "text", hint: "inner" });
    expect(one(box.meta({ hint: "outer" }).optional())).toEqual({
      name: "f",
      label: "Box",
      widget: "text",
      required: false,
      hint: "outer",
    });
  });

  it("stops at a field with no label, naming it", () => {
    expect(() => deriveFields({ group: z.strictObject({ title: text }).meta({ label: "G" }) })).toThrow(
      "group.title: no label",
    );
  });

  it("turns a regex into Decap's pattern with zod's message in the form's words, or the patternMessage", () => {
    const postcode = z
      .string()
      .regex(/^\d{4}$/, "must be a four-digit postcode")
      .meta({ label: "P" });
    expect(one(postcode)).toMatchObject({ pattern: ["^\\d{4}$", "A four-digit postcode"] });
    expect(one(postcode.meta({ patternMessage: "Four digits" }))).toMatchObject({
      pattern: ["^\\d{4}$", "Four digits"],
    });
    expect(() => one(z.email().meta({ label: "E" }))).toThrow("f: the pattern needs a message");
  });

  it("turns length limits beyond non-empty into a pattern", () => {
    expect(one(text.max(70).meta({ label: "T" }))).toMatchObject({
      pattern: ["^[\\s\\S]{1,70}$", "At most 70 characters"],
    });
    expect(one(text.min(50).max(160).meta({ label: "D" }))).toMatchObject({
      pattern: ["^[\\s\\S]{50,160}$", "50 to 160 characters"],
    });
    expect(one(text.meta({ label: "T" }))).not.toHaveProperty("pattern");
  });

  it("makes a list of slugs with a ref a relation to that collection", () => {
    const ref: Ref = {
      collection: "things",
      graphqlType: "ThingYaml",
      key: "slug",
      search: ["title"],
      display: ["title"],
    };
    expect(one(z.array(z.string()).min(1).max(3).meta({ label: "R", ref }))).toEqual({
      name: "f",
      label: "R",
      widget: "relation",
      required: true,
      collection: "things",
      value_field: "slug",
      search_fields: ["title"],
      display_fields: ["title"],
      multiple: true,
      min: 1,
      max: 3,
    });
  });

  it("hides a literal with its value, and a hidden field with the value fixed for the file", () => {
    expect(one(z.literal("x").meta({ label: "X" }))).toEqual({
      name: "f",
      label: "X",
      widget: "hidden",
      required: true,
      default: "x",
    });
    const path = z.string().meta({ label: "Path", widget: "hidden", hint: "not shown" });
    expect(deriveFields({ path }, { fixed: { path: "/about" } })).toEqual([
      { name: "path", label: "Path", widget: "hidden", required: true, default: "/about" },
    ]);
    expect(() => deriveFields({ path })).toThrow("path: a hidden field needs its value");
  });

  it("makes choices a select, a list of choices a multiple select, numbers and true/false their widgets", () => {
    expect(one(z.enum(["a", "b"]).meta({ label: "C" }))).toMatchObject({ widget: "select", options: ["a", "b"] });
    expect(
      one(
        z
          .array(z.enum(["a"]))
          .min(1)
          .meta({ label: "C" }),
      ),
    ).toMatchObject({ widget: "select", multiple: true, min: 1 });
    expect(one(z.number().nonnegative().meta({ label: "N" }))).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0,
    });
    expect(one(z.boolean().meta({ label: "B" }))).toMatchObject({ widget: "boolean" });
  });

  it("requires nothing inside an optional group (Decap checks a group's fields even when the entry leaves it out), and all a required group requires", () => {
    const inner = z.strictObject({ a: text.meta({ label: "A" }), b: text.meta({ label: "B" }).optional() });
    const group = z
      .strictObject({
        label: text.meta({ label: "Label" }),
        nested: inner.meta({ label: "Nested" }),
        items: z
          .array(text.meta({ label: "Item" }))
          .min(1)
          .meta({ label: "Items" }),
      })
      .meta({ label: "Group" });
    type Group = { required: boolean; fields?: Group[] };
    const required = (field: Group): unknown => [field.required, ...(field.fields ?? []).map(required)];
    expect(required(one(group) as Group)).toEqual([true, [true], [true, [true], [false]], [true]]);
    expect(required(one(group.optional()) as Group)).toEqual([false, [false], [false, [false], [false]], [false]]);
  });

  it("makes a choice of objects (a discriminated union) one group: the kinds as a labelled select, then every kind's fields", () => {
    const shared = text.meta({ label: "Shared", hint: "Both." });
    const kind = (k: string) => z.literal(k).meta({ label: "Kind", hint: "Pick one." });
    const a = z
      .strictObject({ kind: kind("a"), shared, onlyA: text.meta({ label: "Only A", hint: "A's." }) })
      .meta({ label: "Kind A" });
    const b = z
      .strictObject({ kind: kind("b"), shared, onlyB: text.meta({ label: "Only B" }).optional() })
      .meta({ label: "Kind B" });
    const union = z.discriminatedUnion("kind", [a, b]).meta({ label: "Choice" });
    expect(one(union)).toEqual({
      name: "f",
      label: "Choice",
      widget: "object",
      required: true,
      fields: [
        {
          name: "kind",
          label: "Kind",
          widget: "select",
          required: true,
          options: [
            { label: "Kind A", value: "a" },
            { label: "Kind B", value: "b" },
          ],
          hint: "Pick one.",
        },
        { name: "shared", label: "Shared", widget: "string", required: true, hint: "Both." },
        { name: "onlyA", label: "Only A", widget: "string", required: false, hint: "For: Kind A. A's." },
        { name: "onlyB", label: "Only B", widget: "string", required: false, hint: "For: Kind B." },
      ],
    });
    // An optional group requires nothing in Decap; the build's check holds each kind to its fields.
    expect((one(union.optional()) as { fields: Array<{ required: boolean }> }).fields.map((f) => f.required)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("refuses a choice whose kinds give one field name different schemas", () => {
    const a = z
      .strictObject({ kind: z.literal("a").meta({ label: "K" }), x: text.meta({ label: "X" }) })
      .meta({ label: "A" });
    const b = z
      .strictObject({ kind: z.literal("b").meta({ label: "K" }), x: text.meta({ label: "X, again" }) })
      .meta({ label: "B" });
    expect(() => one(z.discriminatedUnion("kind", [a, b]).meta({ label: "C" }))).toThrow(
      "f.x: the kinds a, b give it different schemas; use one",
    );
  });

  it("makes variants a typed list, each type summarised as the list says", () => {
    const variants = { a: z.strictObject({ type: z.literal("a"), x: text.meta({ label: "X" }) }).meta({ label: "A" }) };
    expect(one(z.array(z.unknown()).min(1).meta({ label: "S", summary: "{{fields.x}}", variants }))).toEqual({
      name: "f",
      label: "S",
      widget: "list",
      required: true,
      min: 1,
      typeKey: "type",
      types: [
        {
          name: "a",
          label: "A",
          widget: "object",
          summary: "{{fields.x}}",
          fields: [{ name: "x", label: "X", widget: "string", required: true }],
        },
      ],
    });
  });
});

describe("the CMS fields derived from the content model", () => {
  const config = cmsConfig();
  const fieldsOf = (collection: string): CmsField[] => {
    const found = config.collections.find((c) => c.name === collection);
    if (!found) throw new Error(collection);
    return "files" in found ? (found.files[0]?.fields ?? []) : found.fields;
  };
  const find = (fields: readonly CmsField[], path: string): CmsField => {
    const [head = "", ...rest] = path.split(".");
    const field = fields.find((f) => f.name === head);
    if (!field) throw new Error(`no ${head}`);
    if (rest.length === 0) return field;
    const inner = "fields" in field ? field.fields : [];
    return find(inner, rest.join("."));
  };
  const sections = find(fieldsOf("services"), "sections");
  const types = "types" in sections ? sections.types : [];
  const section = (type: string) => types.find((t) => t.name === type)?.fields ?? [];

  it("offers one type per section schema, in vocabulary.ts's order, each labelled", () => {
    expect(types.map((t) => t.name)).toEqual([...SECTION_TYPES]);
    for (const type of types) expect(type.label).toEqual(expect.any(String));
  });

  it("has a field for every field of every schema (and nothing else)", () => {
    const names = (fields: readonly CmsField[]) => fields.map((f) => f.name).sort();
    expect(names(fieldsOf("settings"))).toEqual(Object.keys(siteSchema.shape).sort());
    expect(names(fieldsOf("pages"))).toEqual(Object.keys(pageSchema.shape).sort());
    expect(names(fieldsOf("services"))).toEqual(Object.keys(serviceSchema.shape).sort());
    for (const type of SECTION_TYPES) {
      expect(names(section(type))).toEqual(
        Object.keys(sectionSchemaFor(type)?.shape ?? {})
          .filter((k) => k !== "type")
          .sort(),
      );
    }
  });

  it("carries the schema's required-ness, patterns, relations and fixed values into the form", () => {
    expect(find(section("stats"), "qualifier")).toMatchObject({ required: true, widget: "text" });
    expect(find(section("featureCards"), "items.link")).toMatchObject({
      required: false,
      pattern: [/^(\/[^\s]*|#[A-Za-z][\w-]*)$/.source, expect.stringMatching(/^A path/)],
    });
    expect(find(section("serviceCards"), "services")).toMatchObject({
      widget: "relation",
      collection: "services",
      min: 1,
    });
    expect(find(fieldsOf("services"), "related")).toMatchObject({ widget: "relation", min: 2, max: 3 });
    expect(find(section("contactForm"), "id")).toMatchObject({ widget: "hidden", default: "contact-form" });
    expect(find(fieldsOf("pages"), "path")).toMatchObject({ widget: "hidden", default: "/" });
    expect(find(fieldsOf("settings"), "contact.postcode")).toMatchObject({
      pattern: ["^\\d{4}$", "A four-digit Australian postcode"],
    });
  });

  it("lets a hero without the check's field or a jump link be saved: their fields need nothing in Decap", () => {
    for (const group of ["addressCheck", "jump"]) {
      const field = find(section("hero"), group);
      expect([group, field.required, "fields" in field ? field.fields.map((f) => f.required) : []]).toEqual([
        group,
        false,
        expect.arrayContaining([false]),
      ]);
      expect("fields" in field ? field.fields.filter((f) => f.required) : [field]).toEqual([]);
    }
  });

  it("offers a hero's picture as an optional group: its kind a select of every kind, its links checked like other links", () => {
    expect(find(section("hero"), "visual")).toMatchObject({ widget: "object", required: false });
    const kind = find(section("hero"), "visual.kind");
    expect(kind).toMatchObject({ widget: "select", required: false });
    expect("options" in kind ? kind.options.map((o) => (typeof o === "string" ? o : o.value)) : []).toEqual([
      ...VISUAL_KINDS,
    ]);
    expect(find(section("hero"), "visual.links.to")).toMatchObject({
      required: true,
      pattern: [/^(\/[^\s]*|#[A-Za-z][\w-]*)$/.source, expect.stringMatching(/^A path/)],
    });
  });
});
