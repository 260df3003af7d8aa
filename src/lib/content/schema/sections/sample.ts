import { z } from "zod";
import { points } from "../fields";
import { head, heading, pictureFold, tail } from "../section-fields";
import { visual } from "../visual";

export const sampleSection = z
  .strictObject({
    type: z.literal("sample"),
    ...head,
    heading,
    points: points("What it shows").optional(),
    visual: visual.meta({
      label: "Picture",
      hint: "What the client receives, drawn from invented data: a report, a change log, an alert or a map pack (each labelled Sample). Beside the text on wide screens, after it on phones.",
    }),
    pictureFold,
    ...tail,
  })
  .meta({ label: "Sample deliverable (picture beside text)", layout: "a picture beside text" });
