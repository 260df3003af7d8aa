import { z } from "zod";
import { points } from "../fields";
import { foldNeedsHeading, foldOnPhones, head, markTone, tail } from "../section-fields";

export const checklistSection = z
  .strictObject({
    type: z.literal("checklist"),
    ...head,
    tone: markTone,
    points: points("Items"),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Checklist", layout: "a list" });
