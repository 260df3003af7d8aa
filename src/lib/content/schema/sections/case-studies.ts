import { z } from "zod";
import { head, heading, tail } from "../section-fields";

export const caseStudiesSection = z
  .strictObject({ type: z.literal("caseStudies"), ...head, heading, ...tail })
  .meta({ label: "Case studies (the three newest; shown only when there is one)", layout: "a grid of cards" });
