/** The fields the content model is built from: kinds of text, links, references, pictures, dates. */
import { z } from "zod";
import type { Ref } from "../meta";
import { ICON_NAMES, TONES } from "../vocabulary";
import { PUBLISH_AT_EXAMPLE, PUBLISH_AT_PATTERN, sydneyInstant } from "../schedule";

/** One line of plain text. */
export const text = z.string().trim().min(1);
/** One line of copy, which may hold {{name}} figures. */
export const copy = text.meta({ figures: true });
/** A box for a sentence or more. */
export const paragraph = text.meta({ widget: "text" });
export const prose = copy.meta({ widget: "text" });

export const FIGURES_HINT =
  "A figure used on several pages is written {{name}} and set once under Figures in Site settings.";
export const LINK_HINT =
  "A page on this site: /contact, /services/local-seo, /contact#contact-form, or #anchor for this page.";

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. local-seo");
/** An address inside the site: a path, optionally with an anchor, or an anchor on the same page. */
export const sitePath = z
  .string()
  .regex(/^(\/[^\s]*|#[A-Za-z][\w-]*)$/, 'must be a path starting with "/" (a page) or "#" (an anchor on this page)')
  .meta({
    hint: LINK_HINT,
    patternMessage:
      'A path starting with "/" (a page, e.g. /contact) or "#" (an anchor on this page, e.g. #contact-form)',
  });
/** A link inside the site, which must lead to a page or a section (the content rules check it). */
export const internalLink = sitePath.meta({ link: "internal" });
export const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'must be a full address starting with "https://"');
/** An image from static/social/, stored as its public path. */
export const socialImage = z
  .string()
  .regex(/^\/[^\s]+\.(png|jpe?g)$/, 'must be a PNG or JPEG file in static/, e.g. "/social/local-seo.png"')
  .meta({ widget: "image" });

export const icon = z.enum(ICON_NAMES).meta({ label: "Icon" });
export const optionalIcon = icon.meta({ hint: "The small picture shown with it; leave empty for none." }).optional();
export const tone = z
  .enum(TONES)
  .meta({ label: "Tone", hint: "negative: the old way, positive: the AI way, neutral: neither." });
export const points = (label = "Bullet points") =>
  z
    .array(copy.meta({ name: "point", label: "Point" }))
    .min(1)
    .meta({ label, figures: true });

/** Services picked by name from the services collection, stored as their slugs. */
export const services: Ref = {
  collection: "services",
  graphqlType: "ServiceYaml",
  key: "slug",
  search: ["title", "slug"],
  display: ["title"],
};

/** A calendar date written YYYY-MM-DD that exists (no 31 June). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, e.g. "2026-11-16"')
  // Only a date in that form can be a real one; any other is reported by the pattern alone.
  .refine(
    (d) =>
      !/^\d{4}-\d{2}-\d{2}$/.test(d) ||
      (!Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)),
    { message: "is not a real date" },
  )
  .meta({ widget: "date", patternMessage: "A date, e.g. 2026-11-16" });

/**
 * A Sydney date and time, "YYYY-MM-DD HH:mm" (src/lib/content/schedule.ts turns it into an
 * instant with the zone's daylight-saving rules and refuses the hour that never happens or
 * happens twice).
 */
export const sydneyDateTime = z
  .string()
  .regex(PUBLISH_AT_PATTERN, `must be a Sydney date and time written YYYY-MM-DD HH:mm, e.g. "${PUBLISH_AT_EXAMPLE}"`)
  .superRefine((text, ctx) => {
    if (!PUBLISH_AT_PATTERN.test(text)) return;
    const at = sydneyInstant(text);
    if ("problem" in at) ctx.addIssue({ code: "custom", message: at.problem });
  })
  .meta({ widget: "datetime", patternMessage: `A Sydney date and time, e.g. ${PUBLISH_AT_EXAMPLE}` });

/**
 * An image in data/ (a person's photo in data/team/, a client's logo in data/clients/), stored as
 * its path from data/; the build processes it (GraphQL: a File, linked by that path).
 */
export const dataImage = (folder: string, extensions: string, example: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${folder}/[a-z0-9][a-z0-9._-]*\\.(${extensions})$`),
      `must be a file in data/${folder}/ named in lower case, e.g. ${folder}/${example}`,
    )
    .meta({
      widget: "photo",
      folder: `data/${folder}`,
      patternMessage: `A file in data/${folder}/, e.g. ${folder}/${example}`,
    });
/** The agreement a person or a client gave to appear on the site, which the build requires. */
export const consent = (who: string) =>
  z.literal(true, { error: `must be true: the site shows ${who} only with their written consent, kept on file` }).meta({
    label: "Consent recorded",
    hint: `Tick only when ${who} has agreed in writing to appear on the site, and the agreement is kept on file. The build refuses the entry without it.`,
  });
