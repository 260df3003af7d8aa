import { z } from "zod";
import { consent, dataImage, paragraph, slug, text } from "./fields";

const linkedIn = z
  .string()
  .regex(
    /^https:\/\/(www\.)?linkedin\.com\/(in|company)\/[^\s/]+\/?$/,
    "must be a LinkedIn profile's address, e.g. https://www.linkedin.com/in/jane-citizen/",
  )
  .meta({
    label: "LinkedIn",
    hint: "Their profile's address, e.g. https://www.linkedin.com/in/jane-citizen/; leave empty for none.",
  });

/**
 * data/authors.yaml: who writes the articles, and the team. An article's `author` is one of the
 * keys. An author with a photo is a person of the team: shown on the About page, with a profile
 * page (/team/<key>/) listing their articles; one without (the team as a whole) is a byline only.
 */
export const authorSchema = z
  .strictObject({
    key: slug.meta({
      label: "Key",
      hint: "What articles write as author, e.g. jane-citizen; a person's profile is at /team/<key>/. Changing it breaks the articles that use it.",
    }),
    name: text.meta({ label: "Name" }),
    role: text.meta({ label: "Role", hint: "Shown after the name in the byline, e.g. Strategist, Sydney" }),
    bio: paragraph.meta({
      label: "Short bio",
      hint: "One to three sentences, shown under each of their articles and on their profile.",
    }),
    photo: dataImage("team", "jpe?g|png|webp", "jane-citizen.jpg")
      .meta({
        label: "Photo",
        hint: "A photo of the person, in data/team/ (at least 640 pixels wide; the build makes the sizes pages need). With a photo the author is a person of the team: shown on the About page, with a profile page. Leave empty for an author that is not one person.",
      })
      .optional(),
    photoAlt: text
      .meta({
        label: "Photo description",
        hint: "What the photo shows, for screen readers, e.g. Jane Citizen smiling, in front of a window. Required with a photo.",
      })
      .optional(),
    linkedin: linkedIn.optional(),
    consent: consent("the person").optional(),
  })
  .superRefine((author, ctx) => {
    if (author.photo === undefined) return;
    if (author.photoAlt === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["photoAlt"],
        message: "is required with a photo: describe what it shows, for screen readers",
      });
    if (author.consent !== true)
      ctx.addIssue({
        code: "custom",
        path: ["consent"],
        message: "must be true: the site shows a person's name and photo only with their written consent, kept on file",
      });
  })
  .meta({ graphqlName: "Author" });

export const authorsSchema = z
  .strictObject({
    authors: z.array(authorSchema).min(1).meta({ label: "Authors and team", summary: "{{fields.name}}" }),
  })
  .meta({ graphqlName: "AuthorsYaml" });

export type Author = z.infer<typeof authorSchema>;
