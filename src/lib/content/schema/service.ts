/** data/services/<slug>.yaml: a service, its card and its page. */
import { z } from "zod";
import { copy, icon, prose, services, slug } from "./fields";
import { seo } from "./seo";
import { sections } from "./sections";

export const serviceSchema = z
  .strictObject({
    slug: slug.meta({
      label: "Address (slug)",
      hint: "The page lives at /services/<slug>/ and the file is named <slug>.yaml. Set it when creating a service; changing it later does not rename the file and stops the build.",
    }),
    title: copy.meta({ label: "Title", hint: "The service's name on its card and in menus." }),
    description: prose.meta({ label: "Card description" }),
    summary: copy.max(40).meta({
      label: "One-line summary",
      hint: "What the service does in a few words (at most 40 characters): its card says this on phones, where the card description is too long.",
    }),
    aiFeature: prose.meta({ label: "AI Advantage", hint: 'Shown on the card after "AI Advantage:".' }),
    icon,
    formValue: slug
      .meta({
        label: "Contact form value",
        hint: "What the contact form sends when a visitor picks this service (SPEC's value, e.g. ai-seo-recovery); leave empty for the slug.",
      })
      .optional(),
    offered: z
      .boolean()
      .meta({
        label: "Offered",
        hint: "Untick for a service no longer offered: its page stays, and it leaves the contact form's choices.",
      })
      .optional(),
    /** Two or three other services, shown as cards at the foot of the page. */
    related: z.array(slug).min(2).max(3).meta({
      label: "Related services",
      ref: services,
      hint: "Two or three other services, shown as cards at the foot of this page.",
    }),
    seo,
    sections,
  })
  .meta({ graphqlName: "ServiceYaml" });

export type Service = z.infer<typeof serviceSchema>;
