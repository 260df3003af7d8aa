import { z } from "zod";
import { copy, httpsUrl, text } from "../fields";
import { head, heading, tail } from "../section-fields";

export const mapSection = z
  .strictObject({
    type: z.literal("map"),
    ...head,
    heading,
    caption: copy.meta({ label: "Caption" }),
    embedUrl: httpsUrl.meta({
      label: "Map address",
      hint: "The embed address of an OpenStreetMap map (Share → HTML); other sites are blocked by the site's security policy.",
    }),
    embedTitle: text.meta({
      label: "Map description",
      hint: "Read out by screen readers, e.g. Map of our office in Sydney's CBD.",
    }),
    ...tail,
  })
  .meta({ label: "Map", layout: "a map" });
