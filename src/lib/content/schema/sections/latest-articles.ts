import { z } from "zod";
import { head, heading, tail } from "../section-fields";

export const latestArticlesSection = z
  .strictObject({ type: z.literal("latestArticles"), ...head, heading, ...tail })
  .meta({ label: "Latest insights (the three newest articles)", layout: "a grid of cards" });
