import { z } from "zod";
import { FIGURES_HINT, internalLink, paragraph, prose, text } from "../fields";
import { head, heading, qualifier, tail } from "../section-fields";
import { visual } from "../visual";

export const heroSection = z
  .strictObject({
    type: z.literal("hero"),
    ...head,
    heading: heading.meta({ hint: `The page's only main heading. ${FIGURES_HINT}` }),
    definition: prose
      .meta({
        label: "Definition",
        hint: 'One sentence saying what this is in plain words, e.g. "Local SEO is …". Shown first under the heading, where people and AI answer engines look for it. Every service page has one.',
      })
      .optional(),
    qualifier: qualifier
      .meta({
        hint: "When the heading or introduction gives a figure: says it is a conceptual example, not a guaranteed result. Shown under the buttons, with the link to the methodology page.",
      })
      .optional(),
    ...tail,
    addressCheck: z
      .strictObject({
        label: text.meta({ label: "Field label", hint: "e.g. Free AI search check: your website's address" }),
        hint: text.meta({ label: "Example", hint: "Under the field, e.g. For example yourbusiness.com.au" }),
        button: text.meta({ label: "Button", hint: "e.g. Check my site" }),
        agents: z
          .strictObject({
            description: paragraph.meta({
              label: "What the field does",
              hint: "What an agent reads about the field as a tool: what it does and when to use it.",
            }),
            url: paragraph.meta({ label: "The address", hint: "What the address means, with an example." }),
          })
          .meta({
            label: "For AI agents",
            hint: "What an AI agent in the visitor's browser reads about the field (WebMCP). An agent may send the check itself.",
            graphqlName: "HeroCheckAgents",
          }),
      })
      .meta({
        label: "Free check field",
        hint: "The free AI search check's address field in the hero, beside the buttons: it sends the address to the check, which answers with the report (no JavaScript needed).",
        graphqlName: "HeroCheck",
      })
      .optional(),
    jump: z
      .strictObject({
        label: text.meta({ label: "Text", hint: "e.g. Prices and your first 90 days" }),
        to: internalLink.meta({ label: "Link", hint: "A section of this page, e.g. #engagement." }),
      })
      .meta({
        label: "Jump link",
        hint: "A text link under the buttons to a section further down, so a phone reaches it from the top (service pages: the price).",
        graphqlName: "HeroJump",
      })
      .optional(),
    pictureOnPhones: z
      .boolean()
      .meta({
        label: "Picture on phones",
        hint: "Untick to leave the picture out under 768 px, where it would push what follows (the check's field) below the first screen.",
      })
      .optional(),
    visual: visual.optional(),
  })
  .meta({ label: "Hero (top of the page)", layout: "the top of the page" });
