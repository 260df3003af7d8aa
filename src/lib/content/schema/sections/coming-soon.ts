import { z } from "zod";
import { prose } from "../fields";
import { head, heading, tail } from "../section-fields";

export const comingSoonSection = z
  .strictObject({ type: z.literal("comingSoon"), ...head, heading, body: prose.meta({ label: "Text" }), ...tail })
  .meta({ label: "Coming soon (launch placeholder)", layout: "the top of the page" });
