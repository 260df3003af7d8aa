import { z } from "zod";
import { detailLabels, head, heading, tail } from "../section-fields";

export const contactDetailsSection = z
  .strictObject({
    type: z.literal("contactDetails"),
    ...head,
    heading,
    ...detailLabels,
    ...tail,
  })
  .meta({ label: "Contact details", layout: "contact details" });
