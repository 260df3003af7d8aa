import { z } from "zod";
import { copy, prose } from "../fields";
import { head, tail } from "../section-fields";

/** Questions prospects ask, each answered first in one sentence: a heading each, and FAQPage structured data. */
export const faqSection = z
  .strictObject({
    type: z.literal("faq"),
    ...head,
    items: z
      .array(
        z
          .strictObject({
            question: copy
              .meta({ label: "Question", hint: "Worded as a prospect would ask it, ending with a question mark." })
              .regex(/\?$/, "must end with a question mark"),
            answer: prose.meta({
              label: "Answer",
              hint: "The first sentence answers the question directly; then the detail. An empty line between paragraphs.",
            }),
          })
          .meta({ graphqlName: "FaqItem" }),
      )
      .min(4)
      .max(6)
      .meta({ label: "Questions", summary: "{{fields.question}}", hint: "Four to six questions." }),
    ...tail,
  })
  .meta({ label: "Questions and answers (FAQ)", layout: "questions and answers" });
