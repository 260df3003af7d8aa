import { sectionBaseSchema } from "../../content/schema";
import { readField } from "../../content/parse";
import { isObj, type Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, sectionsOf } from "./context";

export const heroPicturesRule: ContentRule = {
  name: "no two service pages share a hero picture",
  check: sharedHeroPictureProblems,
};

/** Each service page's hero picture is its own: two services may share a kind of picture, never the same picture. */
function sharedHeroPictureProblems({ content }: RuleContext): Problem[] {
  const seen = new Map<string, string>();
  return content.services.flatMap((file) => {
    const hero = sectionsOf(file)[0];
    const visual = isObj(hero) && readField(sectionBaseSchema, "type", hero) === "hero" ? hero.visual : undefined;
    if (!isObj(visual)) return [];
    // The same picture: the same kind and fields, whatever its description and caption say.
    const { alt: _alt, caption: _caption, ...drawn } = visual;
    const key = JSON.stringify(drawn);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, file.file);
      return [];
    }
    return [
      error(
        file.file,
        "sections[0].visual",
        `is the same picture as ${first}'s hero; give each service a picture of its own (another kind, or other content)`,
      ),
    ];
  });
}
