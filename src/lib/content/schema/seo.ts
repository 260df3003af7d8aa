/** What search results and shared links show of a page, a service or an article. */
import { z } from "zod";
import { copy, prose, socialImage, text } from "./fields";

export const seo = z
  .strictObject({
    title: copy
      .max(70)
      .meta({ label: "Title", hint: "Shown in search results and browser tabs; at most 70 characters." }),
    description: prose
      .min(50)
      .max(160)
      .meta({ label: "Description", hint: "Shown under the title in search results; 50 to 160 characters." }),
    image: socialImage
      .meta({
        label: "Social image",
        hint: "Shown when the page is shared; 1200×630 pixels, PNG or JPEG. Leave empty for the card the site draws from this page's title and description (shown in the preview).",
      })
      .optional(),
    imageAlt: text.meta({ label: "Social image description" }).optional(),
  })
  .meta({ label: "Search and social previews", graphqlName: "Seo" });
