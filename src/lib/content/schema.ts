/**
 * The shape of every YAML file under data/. This is the contract between editors and components:
 * the build refuses content that does not match it (see validate.ts), so components may rely on
 * every field marked required here. Objects are strict so that a misspelt field name is reported
 * instead of silently ignored.
 */
import { z } from "zod";
import { ACTION_VARIANTS, ICON_NAMES, SECTION_TYPES, TONES, type SectionType } from "./vocabulary";

const text = z.string().trim().min(1);
const optionalText = text.optional();
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. local-seo");
/** A link inside the site: a path, optionally with an anchor, or an anchor on the same page. */
const internalLink = z
  .string()
  .regex(/^(\/[^\s]*|#[A-Za-z][\w-]*)$/, 'must be a path starting with "/" (a page) or "#" (an anchor on this page)');
const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'must be a full address starting with "https://"');
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time in quotes, e.g. "09:00"');
const socialImage = z.string().regex(/^\/[^\s]+\.(png|jpe?g)$/, 'must be a PNG or JPEG file in static/, e.g. "/social/local-seo.png"');

const icon = z.enum(ICON_NAMES);
const tone = z.enum(TONES);

export const actionSchema = z
  .strictObject({
    label: text,
    to: internalLink.optional(),
    external: slug.optional(),
    variant: z.enum(ACTION_VARIANTS).optional(),
  })
  .refine((a) => (a.to === undefined) !== (a.external === undefined), {
    message: 'needs exactly one of "to" (a page on this site) or "external" (a name from externalLinks in data/site.yaml)',
  });

const actions = z.array(actionSchema).min(1);

/** Fields every section may have. */
const base = {
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens, starting with a letter").optional(),
  eyebrow: optionalText,
  heading: optionalText,
  intro: optionalText,
  note: optionalText,
  actions: actions.optional(),
};

const card = z.strictObject({
  title: text,
  description: text,
  aiFeature: optionalText,
  link: internalLink.optional(),
  icon: icon.optional(),
  points: z.array(text).min(1).optional(),
});

const sectionSchemas = {
  hero: z.strictObject({ type: z.literal("hero"), ...base, heading: text }),
  comingSoon: z.strictObject({ type: z.literal("comingSoon"), ...base, heading: text, body: text }),
  featureCards: z.strictObject({ type: z.literal("featureCards"), ...base, items: z.array(card).min(1) }),
  serviceCards: z.strictObject({ type: z.literal("serviceCards"), ...base, services: z.array(slug).min(1) }),
  comparison: z.strictObject({
    type: z.literal("comparison"),
    ...base,
    columns: z.array(z.strictObject({ title: text, tone, points: z.array(text).min(1) })).min(2),
  }),
  barChart: z.strictObject({
    type: z.literal("barChart"),
    ...base,
    qualifier: text,
    rows: z
      .array(
        z.strictObject({
          label: text,
          bars: z
            .array(z.strictObject({ label: text, value: z.number().nonnegative(), display: text, tone }))
            .min(2),
        }),
      )
      .min(1),
  }),
  stats: z.strictObject({
    type: z.literal("stats"),
    ...base,
    qualifier: text,
    items: z.array(z.strictObject({ value: text, label: text, description: optionalText })).min(1),
  }),
  steps: z.strictObject({
    type: z.literal("steps"),
    ...base,
    items: z.array(z.strictObject({ title: text, description: text })).min(2),
  }),
  tiles: z.strictObject({
    type: z.literal("tiles"),
    ...base,
    items: z.array(z.strictObject({ title: text, description: optionalText, icon: icon.optional() })).min(1),
  }),
  challenges: z.strictObject({
    type: z.literal("challenges"),
    ...base,
    challengeLabel: text,
    solutionLabel: text,
    items: z.array(z.strictObject({ challenge: text, solution: text })).min(1),
  }),
  checklist: z.strictObject({ type: z.literal("checklist"), ...base, points: z.array(text).min(1) }),
  text: z.strictObject({ type: z.literal("text"), ...base, heading: text, body: text, points: z.array(text).min(1).optional() }),
  timeline: z.strictObject({
    type: z.literal("timeline"),
    ...base,
    items: z.array(z.strictObject({ label: text, title: text, description: text })).min(2),
  }),
  quotes: z.strictObject({
    type: z.literal("quotes"),
    ...base,
    items: z.array(z.strictObject({ quote: text, attribution: text })).min(1),
  }),
  callToAction: z.strictObject({ type: z.literal("callToAction"), ...base, heading: text, actions }),
  contactDetails: z.strictObject({
    type: z.literal("contactDetails"),
    ...base,
    heading: text,
    emailLabel: text,
    phoneLabel: text,
    addressLabel: text,
    hoursHeading: text,
  }),
  map: z.strictObject({
    type: z.literal("map"),
    ...base,
    heading: text,
    caption: text,
    embedUrl: httpsUrl,
    embedTitle: text,
  }),
  contactForm: z.strictObject({
    type: z.literal("contactForm"),
    ...base,
    id: z.literal("contact-form", { error: 'must be "contact-form": the page\'s links to the form point there' }),
    heading: text,
    form: z.strictObject({
      labels: z.strictObject({
        firstName: text,
        lastName: text,
        email: text,
        phone: text,
        website: text,
        service: text,
        budget: text,
        message: text,
      }),
      optional: text,
      chooseService: text,
      chooseBudget: text,
      honeypot: text,
      submit: text,
      sending: text,
      privacy: text,
      privacyLink: z.strictObject({ label: text, to: internalLink }),
      successTitle: text,
      successDescription: text,
      failureTitle: text,
      failureDescription: text,
      closeToast: text,
      sent: text,
      invalid: text,
      failed: text,
    }),
  }),
} satisfies Record<SectionType, z.ZodType>;

export type SectionSchemas = typeof sectionSchemas;
export type Section = { [K in SectionType]: z.infer<SectionSchemas[K]> }[SectionType];

/** The schema for one section `type`, or undefined when no component renders that type. */
export function sectionSchemaFor(type: string): z.ZodType | undefined {
  return (SECTION_TYPES as readonly string[]).includes(type) ? sectionSchemas[type as SectionType] : undefined;
}

/** Sections are checked one by one against the schema for their own `type` (see validate.ts). */
const sections = z.array(z.unknown()).min(1);

const seo = z.strictObject({
  title: text.max(70),
  description: text.min(50).max(160),
  image: socialImage.optional(),
  imageAlt: optionalText,
});

export const pageSchema = z.strictObject({
  path: internalLink,
  noindex: z.boolean().optional(),
  seo,
  sections,
});

export const serviceSchema = z.strictObject({
  slug,
  title: text,
  description: text,
  aiFeature: text,
  icon,
  /** Two or three other services, shown as cards at the foot of the page. */
  related: z.array(slug).min(2).max(3),
  seo,
  sections,
});

const navLink = z.strictObject({ label: text, to: internalLink });

export const siteSchema = z.strictObject({
  name: text,
  shortName: text.max(12),
  description: text,
  socialImage,
  socialImageAlt: text,
  tagline: text,
  abn: text,
  contact: z.strictObject({
    email: z.email(),
    phone: text,
    phoneHref: z.string().regex(/^tel:\+61\d{8,9}$/, 'must be "tel:" and the number in international form, e.g. tel:+61255501234'),
    streetAddress: text,
    locality: text,
    region: text,
    postcode: z.string().regex(/^\d{4}$/, "must be a four-digit Australian postcode"),
    country: text,
    areaServed: text,
    openingHours: z.array(z.strictObject({ days: z.array(z.enum(DAYS)).min(1), opens: time, closes: time })).min(1),
  }),
  hours: z.array(z.strictObject({ label: text, value: text })).min(1),
  header: z.strictObject({
    homeLabel: text,
    skipLink: text,
    navLabel: text,
    menuLabel: text,
    nav: z
      .array(
        z
          .strictObject({
            label: text,
            to: internalLink.optional(),
            children: z
              .array(
                z.strictObject({
                  label: text,
                  to: internalLink,
                  disabled: z.boolean().optional(),
                  disabledNote: optionalText,
                }),
              )
              .min(1)
              .optional(),
          })
          .refine((n) => (n.to === undefined) !== (n.children === undefined), {
            message: 'needs exactly one of "to" (a link) or "children" (a dropdown)',
          }),
      )
      .min(1),
    cta: navLink,
  }),
  footer: z.strictObject({
    agencyLine: text,
    columns: z.array(z.strictObject({ heading: text, links: z.array(navLink).min(1) })).min(1),
    copyright: text,
  }),
  ui: z.strictObject({
    learnMore: text,
    learnMoreHidden: text.regex(/\{title\}/, 'must contain {title}, where the card\'s title goes'),
    aiAdvantage: text,
    newTab: text,
    notFoundLog: text,
    pageMoved: text,
    pageMovedLink: text,
    breadcrumb: text,
    relatedServices: text,
  }),
  externalLinks: z.array(z.strictObject({ name: slug, url: httpsUrl })),
  redirects: z.array(z.strictObject({ from: internalLink, to: internalLink })),
  figures: z.array(
    z.strictObject({
      name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, "must be one word in camelCase, e.g. aiPagesPerMonth"),
      value: text,
    }),
  ),
});

export type Site = z.infer<typeof siteSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Service = z.infer<typeof serviceSchema>;
