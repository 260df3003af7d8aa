/** What every section type shares: its buttons, the fields before and after its own, and the words around figures. */
import { z } from "zod";
import { ACTION_VARIANTS } from "../vocabulary";
import { copy, FIGURES_HINT, internalLink, LINK_HINT, prose, slug, text, tone } from "./fields";

export const actionSchema = z
  .strictObject({
    label: copy.meta({ label: "Button text" }),
    to: internalLink
      .meta({ label: "Link", hint: `${LINK_HINT} Fill in either this or External link, not both.` })
      .optional(),
    external: slug
      .meta({
        link: "external",
        label: "External link",
        hint: "The name of an address under External links in Site settings, e.g. strategy-builder. Fill in either this or Link, not both.",
      })
      .optional(),
    variant: z
      .enum(ACTION_VARIANTS)
      .meta({
        label: "Style",
        hint: "secondary: the quieter style, for a second button beside the main one. Leave empty for the main style.",
      })
      .optional(),
  })
  .refine((a) => (a.to === undefined) !== (a.external === undefined), {
    message:
      'needs exactly one of "to" (a page on this site) or "external" (a name from externalLinks in data/site.yaml)',
  })
  .meta({ graphqlName: "SectionAction" });

export const actions = z.array(actionSchema).min(1).meta({ label: "Buttons", summary: "{{fields.label}}" });

/** Fields every section may have, before its own; a type may make one required. */
export const heading = copy.meta({ label: "Heading", hint: FIGURES_HINT });
export const head = {
  eyebrow: copy.meta({ label: "Eyebrow", hint: "A short label shown above the heading." }).optional(),
  heading: heading.optional(),
  intro: prose.meta({ label: "Introduction" }).optional(),
};
/** ...and after them. */
export const anchor = { label: "Anchor (id)" };
export const tail = {
  note: prose
    .meta({
      label: "Note",
      hint: "Small print under the section. A section showing figures says they are a conceptual illustration, not a guaranteed result.",
    })
    .optional(),
  actions: actions.optional(),
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens, starting with a letter")
    .meta({ ...anchor, hint: "Lets links jump here with #anchor, e.g. /contact#contact-form. Unique on the page." })
    .optional(),
};
/**
 * Secondary detail a service page folds on a phone (issue 59: about five screens at 390 px): the
 * section shows its heading alone there until tapped; from 768 px it shows whole.
 */
export const foldOnPhones = z
  .boolean()
  .meta({
    label: "Folded on phones",
    hint: "Tick for secondary detail on a long page: on phones the section shows its heading alone, with a chevron, and opens when tapped (no script); from 768 px it shows whole. Needs a heading.",
  })
  .optional();
/** A section folded on phones is drawn as its heading there: it needs one. */
export function foldNeedsHeading(section: { foldOnPhones?: boolean; heading?: string }, ctx: z.RefinementCtx): void {
  if (section.foldOnPhones === true && section.heading === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["foldOnPhones"],
      message: "folds the section under its heading on phones; give it a heading, or untick Folded on phones",
    });
}
/** The line a sample's picture folds under on phones. */
export const pictureFold = copy
  .meta({
    label: "Picture folded on phones",
    hint: "A short line, e.g. See a sample report. On phones the heading and text show and the picture folds under this line until tapped (no script); from 768 px the picture always shows and the line is not drawn. Leave empty to show the picture on phones too.",
  })
  .optional();
/** What every section type has (each adds its own fields and `type`): read from any section by the content rules. */
export const sectionBaseSchema = z.object({ type: z.string(), ...head, ...tail });
export const QUALIFIER_HINT = "Required: says the figures are a conceptual illustration, not a guaranteed result.";
export const qualifier = prose.meta({ label: "Qualifier", hint: `${QUALIFIER_HINT} Shown as the figures' caption.` });
export const SCENARIO_HINT =
  'What the figures describe, shown above them, e.g. "Example: a {{retainer}} monthly retainer". The same example gives the same numbers on every page.';
export const scenario = copy.meta({ label: "Scenario", hint: SCENARIO_HINT });
/** How a list's marks read: the old way's red crosses, the AI way's teal ticks (the default), or plain. */
export const markTone = tone
  .meta({
    label: "Marks",
    hint: "negative: red crosses, for the old way's faults; positive: teal ticks (the default); neutral: plain dots.",
  })
  .optional();
export const title = copy.meta({ label: "Title" });
export const description = prose.meta({ label: "Description" });

/** The labels of the agency's contact details (data/site.yaml), wherever they are shown. */
export const detailLabels = {
  emailLabel: text.meta({ label: "Email label" }),
  phoneLabel: text.meta({ label: "Phone label" }),
  addressLabel: text
    .meta({
      label: "Address label",
      hint: "Leave empty where the page shows the address elsewhere (once a page is enough).",
    })
    .optional(),
  hoursHeading: text.meta({ label: "Opening hours heading" }),
};
