import { z } from "zod";
import { head, tail } from "../section-fields";

export const clientLogosSection = z
  .strictObject({ type: z.literal("clientLogos"), ...head, ...tail })
  .meta({ label: "Client logos (from Clients; shown only with at least four)", layout: "a strip of logos" });
