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
      hint: "Shown in the map's box until the visitor asks for the map, and read out by screen readers as the map's title, e.g. Map of our office in Sydney's CBD.",
    }),
    showMap: text.meta({
      label: "Show the map button",
      hint: "The button in the map's box that loads the map from OpenStreetMap: nothing from OpenStreetMap loads until a visitor presses it, e.g. Show the map (OpenStreetMap).",
    }),
    ...tail,
  })
  .meta({ label: "Map", layout: "a map" });
