import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext } from "./context";

export const heroPicturesRule: ContentRule = {
  name: "no two service pages share a hero picture",
  check: sharedHeroPictureProblems,
};

/** Each service page's hero picture is its own: two services may share a kind of picture, never the same picture. */
function sharedHeroPictureProblems({ typed }: RuleContext): Problem[] {
  const seen = new Map<string, string>();
  return typed.services.flatMap((file) => {
    const hero = file.data?.sections?.[0];
    const visual = hero?.type === "hero" ? hero.visual : undefined;
    if (visual === undefined) return [];
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
