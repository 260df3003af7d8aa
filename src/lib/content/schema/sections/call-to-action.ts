import { z } from "zod";
import { actions, head, heading, tail } from "../section-fields";

export const callToActionSection = z
  .strictObject({ type: z.literal("callToAction"), ...head, heading, ...tail, actions })
  .meta({ label: "Call to action (closing banner)", layout: "a closing panel" });
