import { z } from "zod";
import { copy, prose } from "../fields";
import { foldNeedsHeading, foldOnPhones, head, tail } from "../section-fields";

export const challengesSection = z
  .strictObject({
    type: z.literal("challenges"),
    ...head,
    challengeLabel: copy.meta({ label: "Challenge label", hint: "Shown before each challenge, e.g. Challenge:" }),
    solutionLabel: copy.meta({ label: "Solution label", hint: "Shown before each solution, e.g. Solution:" }),
    items: z
      .array(
        z.strictObject({ challenge: prose.meta({ label: "Challenge" }), solution: prose.meta({ label: "Solution" }) }),
      )
      .min(1)
      .meta({ label: "Pairs", summary: "{{fields.challenge}}" }),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Challenges and solutions", layout: "pairs of challenge and solution" });
