import type { TypedSection } from "../../content/parse";
import type { Problem } from "../../content/problems";
import { type ContentRule, error, type RuleContext } from "./context";

export const sampleCaptionsRule: ContentRule = {
  name: "a picture says Sample once, in its badge",
  check: sampleCaptionProblems,
};

const SAYS_SAMPLE = /\b(sample|invented|illustrative)\b/i;

/** Every picture in a list of sections, with where it is: a section's `visual` field. */
function visuals(
  sections: ReadonlyArray<TypedSection | undefined>,
): Array<{ at: string; visual: { sample?: string; caption?: string } }> {
  return sections.flatMap((section, i) =>
    section && "visual" in section && section.visual ? [{ at: `sections[${i}].visual`, visual: section.visual }] : [],
  );
}

/**
 * A picture drawn from invented data carries a badge saying so (its `sample` field, which the
 * schema requires to start with Sample). Its caption then says what the picture shows: a caption
 * saying "sample" or "invented" again, beside the badge, reads as a disclaimer rather than a picture.
 */
function sampleCaptionProblems({ typed }: RuleContext): Problem[] {
  return [...typed.pages, ...typed.services].flatMap((file) =>
    visuals(file.data?.sections ?? []).flatMap(({ at, visual }) =>
      visual.sample !== undefined && visual.caption !== undefined && SAYS_SAMPLE.test(visual.caption)
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
