import { isObj, type Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext, sectionsOf } from "./context";

export const sampleCaptionsRule: ContentRule = {
  name: "a picture says Sample once, in its badge",
  check: sampleCaptionProblems,
};

const SAYS_SAMPLE = /\b(sample|invented|illustrative)\b/i;

/** Every picture in a list of sections, with where it is: a section's `visual` field. */
function visuals(sections: readonly unknown[]): Array<{ at: string; visual: Record<string, unknown> }> {
  return sections.flatMap((section, i) =>
    isObj(section) && isObj(section.visual) ? [{ at: `sections[${i}].visual`, visual: section.visual }] : [],
  );
}

/**
 * A picture drawn from invented data carries a badge saying so (its `sample` field, which the
 * schema requires to start with Sample). Its caption then says what the picture shows: a caption
 * saying "sample" or "invented" again, beside the badge, reads as a disclaimer rather than a picture.
 */
function sampleCaptionProblems({ content }: RuleContext): Problem[] {
  return [...content.pages, ...content.services].flatMap((file) =>
    visuals(sectionsOf(file)).flatMap(({ at, visual }) =>
      typeof visual.sample === "string" && typeof visual.caption === "string" && SAYS_SAMPLE.test(visual.caption)
        ? [
            error(
              file.file,
              `${at}.caption`,
              "says sample, invented or illustrative, which the picture's tag already says; say what the picture shows instead",
            ),
          ]
        : [],
    ),
  );
}
