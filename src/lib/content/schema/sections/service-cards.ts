import { z } from "zod";
import { services, slug } from "../fields";
import { foldNeedsHeading, foldOnPhones, head, tail } from "../section-fields";

export const serviceCardsSection = z
  .strictObject({
    type: z.literal("serviceCards"),
    ...head,
    services: z.array(slug).min(1).meta({
      label: "Services",
      ref: services,
      hint: "The cards show each service's own title, description and icon.",
    }),
    brief: z
      .boolean()
      .meta({
        label: "Brief cards",
        hint: "Title, description and Learn More only, without each service's AI advantage: for a page that introduces the services (the home page). The services index shows the advantage.",
      })
      .optional(),
    foldOnPhones,
    ...tail,
  })
  .superRefine(foldNeedsHeading)
  .meta({ label: "Service cards", layout: "a grid of cards" });
