import { z } from "zod";
import type { Ref } from "../meta";
import { calendarDate, paragraph, services, slug, sydneyDateTime, text } from "./fields";
import { seo } from "./seo";

/** Authors picked from data/authors.yaml, stored as their key. */
const authors: Ref = {
  collection: "people",
  file: "authors",
  graphqlType: "Author",
  key: "authors.*.key",
  search: ["authors.*.name"],
  display: ["authors.*.name"],
};

/** An article's front matter (data/insights/<slug>.md); the Markdown after it is the article. */
export const articleSchema = z
  .strictObject({
    title: text.max(110).meta({
      label: "Title",
      hint: "The article's main heading; it is also its search title unless SEO title is set.",
    }),
    description: paragraph
      .min(50)
      .max(160)
      .meta({ label: "Description", hint: "Under the title in lists and search results; 50 to 160 characters." }),
    date: calendarDate.meta({ label: "Published", hint: "The day it is published, YYYY-MM-DD." }),
    updated: calendarDate
      .meta({ label: "Updated", hint: "Set when you change what the article says; leave empty otherwise." })
      .optional(),
    author: slug.meta({ label: "Author", ref: authors, hint: "From Team and authors (under Team and clients)." }),
    services: z.array(slug).min(1).max(3).meta({
      label: "Services",
      ref: services,
      hint: "The one to three services it is about: shown as cards under it, and it is listed on their pages.",
    }),
    draft: z
      .boolean()
      .meta({
        label: "Draft",
        hint: "A draft shows only while editing locally (npm run develop); the live site leaves it out.",
      })
      .optional(),
    publishAt: sydneyDateTime
      .meta({
        label: "Publish at (Sydney time)",
        hint: "Leave empty to publish when saved. A date and time in Sydney time (AEST/AEDT), whatever your computer's time zone, e.g. 2026-12-01 07:00: until then the live site leaves the article out everywhere (its page, lists, feed, sitemap), and it appears within the hour after. Set Published to the same day.",
      })
      .optional(),
    seo: z
      .strictObject({
        title: seo.shape.title.optional(),
        description: seo.shape.description.optional(),
        image: seo.shape.image,
        imageAlt: seo.shape.imageAlt,
      })
      .meta({ label: "Search and social previews", hint: "Leave empty to use the title and description." })
      .optional(),
  })
  .meta({ graphqlName: "MarkdownRemarkFrontmatter" });

export type Article = z.infer<typeof articleSchema>;
