import { z } from "zod";
import { head, heading, tail } from "../section-fields";

export const teamMembersSection = z.strictObject({ type: z.literal("teamMembers"), ...head, heading, ...tail }).meta({
  label: "Team (the people under Authors and team; shown only when there is one)",
  layout: "a grid of people",
});
