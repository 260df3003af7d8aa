import { z } from "zod";
import { sectionTypeConfigs, type CmsField, type SectionTypeConfig } from "../config";
import { compareField, compareFields, compareSectionType } from "./schema-match";

/** The comparison the config test relies on must notice each kind of drift. */
function typeNamed(name: string): SectionTypeConfig {
  const type = sectionTypeConfigs().find((t) => t.name === name);
  if (!type) throw new Error(name);
  return type;
}
function withFields(type: SectionTypeConfig, edit: (fields: CmsField[]) => CmsField[]): SectionTypeConfig {
  return { ...type, fields: edit(structuredClone(type.fields)) };
}
function edited(fields: CmsField[], name: string, edit: (field: CmsField) => CmsField): CmsField[] {
  return fields.map((f) => (f.name === name ? edit(f) : f));
}

describe("compareSectionType", () => {
  const stats = typeNamed("stats");

  it("accepts the CMS type as described", () => {
    expect(compareSectionType(stats)).toEqual([]);
  });

  it("notices a schema field missing from the CMS", () => {
    expect(compareSectionType(withFields(stats, (fs) => fs.filter((f) => f.name !== "qualifier")))).toEqual([
      "stats.qualifier: in the schema, missing from the CMS",
    ]);
  });

  it("notices a CMS field the schema does not allow", () => {
    const extra: CmsField = { name: "subtitle", label: "Subtitle", widget: "string", required: false };
    expect(compareSectionType(withFields(stats, (fs) => [...fs, extra]))).toEqual(["stats.subtitle: in the CMS, not allowed by the schema"]);
  });

  it("notices required-ness that differs", () => {
    const problems = compareSectionType(withFields(stats, (fs) => edited(fs, "qualifier", (f) => ({ ...f, required: false }))));
    expect(problems).toEqual(["stats.qualifier: required is false in the CMS, true in the schema"]);
  });

  it("notices a nested field, a list length and a pattern that differ", () => {
    const problems = compareSectionType(
      withFields(typeNamed("featureCards"), (fs) =>
        edited(fs, "items", (items) =>
          items.widget === "list" && "fields" in items
            ? { ...items, min: 2, fields: edited(items.fields, "link", (l) => (l.widget === "string" ? { ...l, pattern: ["^/", "x"] } : l)) }
            : items,
        ),
      ),
    );
    expect(problems).toEqual([
      "featureCards.items: min 2 in the CMS, 1 in the schema",
      expect.stringMatching(/^featureCards\.items\[\]\.link: pattern \^\/ in the CMS/),
    ]);
  });

  it("notices choices that differ", () => {
    const problems = compareSectionType(
      withFields(typeNamed("tiles"), (fs) =>
        edited(fs, "items", (items) =>
          items.widget === "list" && "fields" in items
            ? { ...items, fields: edited(items.fields, "icon", (i) => (i.widget === "select" ? { ...i, options: i.options.slice(1) } : i)) }
            : items,
        ),
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^tiles\.items\[\]\.icon: options /);
  });
});

describe("compareField", () => {
  it("asks for a hidden field where the schema fixes the value, and checks its default", () => {
    const text: CmsField = { name: "id", label: "Id", widget: "string", required: true };
    expect(compareField(z.literal("contact-form"), text, "id")).toEqual(['id: the schema fixes the value to "contact-form"; use a hidden field']);
    const hidden: CmsField = { name: "id", label: "Id", widget: "hidden", required: true, default: "form" };
    expect(compareField(z.literal("contact-form"), hidden, "id")).toEqual(['id: hidden default "form" fails the schema']);
  });

  it("needs a pattern for length limits", () => {
    const field: CmsField = { name: "title", label: "Title", widget: "string", required: true };
    expect(compareField(z.string().min(1).max(70), field, "title")).toEqual(["title: pattern undefined in the CMS, ^[\\s\\S]{1,70}$ in the schema"]);
  });

  it("treats a list that may be empty as optional", () => {
    const list: CmsField = { name: "x", label: "X", widget: "list", required: true, field: { name: "v", label: "V", widget: "string", required: true } };
    expect(compareFields({ x: z.array(z.string()) }, [list], "")).toEqual([".x: required is true in the CMS, false in the schema"]);
  });
});
