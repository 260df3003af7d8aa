import { z } from "zod";
import { copy, internalLink, paragraph, prose, slug, text } from "../fields";
import { anchor, detailLabels, head, heading, tail } from "../section-fields";

export const contactFormSection = z
  .strictObject({
    type: z.literal("contactForm"),
    ...head,
    heading,
    form: z
      .strictObject({
        labels: z
          .strictObject({
            firstName: text.meta({ label: "First name" }),
            lastName: text.meta({ label: "Last name" }),
            email: text.meta({ label: "Email" }),
            phone: text.meta({ label: "Phone" }),
            website: text.meta({ label: "Website" }),
            service: text.meta({ label: "Service" }),
            budget: text.meta({ label: "Budget" }),
            message: text.meta({ label: "Message" }),
          })
          .meta({ label: "Field labels", graphqlName: "ContactFormLabels" }),
        optional: text.meta({
          label: "Optional marker",
          hint: "Shown after optional fields' labels, e.g. (optional).",
        }),
        chooseService: text.meta({ label: "Service placeholder" }),
        otherInterests: z
          .array(
            z
              .strictObject({
                value: slug.meta({
                  label: "Value",
                  hint: "What the form sends and the lead email is sorted by, e.g. strategy-builder.",
                }),
                label: text.meta({ label: "Label" }),
              })
              .meta({ graphqlName: "ContactInterest" }),
          )
          .meta({
            label: "Other interests",
            hint: "Choices listed after the services (which come from the services themselves), e.g. the strategy builder.",
            summary: "{{fields.label}}",
          })
          .optional(),
        chooseBudget: text.meta({ label: "Budget placeholder" }),
        honeypot: text.meta({
          label: "Spam trap label",
          hint: "Label of a hidden field only bots fill in; read by screen readers.",
        }),
        submit: text.meta({ label: "Send button" }),
        sending: text.meta({ label: "Send button while sending" }),
        privacy: prose.meta({ label: "Privacy notice" }),
        privacyLink: z
          .strictObject({
            label: text.meta({ label: "Link text", hint: "After the notice, e.g. Read our privacy policy." }),
            to: internalLink.meta({ label: "Link" }),
          })
          .meta({ label: "Privacy policy link", graphqlName: "NavLink" }),
        successTitle: text.meta({ label: "Sent notification title" }),
        successDescription: prose.meta({ label: "Sent notification text" }),
        failureTitle: text.meta({ label: "Failure notification title" }),
        failureDescription: paragraph.meta({ label: "Failure notification text" }),
        closeToast: text.meta({ label: "Close notification button", hint: "Read by screen readers." }),
        sent: prose.meta({ label: "Sent page text", hint: "Shown when the form is sent without JavaScript." }),
        invalid: paragraph.meta({
          label: "Invalid details text",
          hint: "Shown when the form is sent without JavaScript and a field is wrong.",
        }),
        failed: paragraph.meta({
          label: "Sending failed text",
          hint: "Shown when the form is sent without JavaScript and sending fails.",
        }),
        agents: z
          .strictObject({
            description: paragraph.meta({
              label: "What the form does",
              hint: "What an agent reads about the form as a tool: what it does and when to use it. Not its fields: the agent reads those from the form.",
            }),
            fields: z
              .strictObject({
                firstName: paragraph.meta({ label: "First name" }),
                lastName: paragraph.meta({ label: "Last name" }),
                email: paragraph.meta({ label: "Email" }),
                phone: paragraph.meta({ label: "Phone" }),
                website: paragraph.meta({ label: "Website" }),
                service: paragraph.meta({ label: "Service" }),
                budget: paragraph.meta({ label: "Budget" }),
                message: paragraph.meta({ label: "Message" }),
              })
              .meta({
                label: "What each field means",
                hint: "What an agent reads about each field: what the value means, with an example. Not the choices or limits: the agent reads those from the field.",
                graphqlName: "ContactFormAgentFields",
              }),
          })
          .meta({
            label: "For AI agents",
            hint: "What an AI agent in the visitor's browser reads about the form (WebMCP). An agent only fills the form in: the visitor checks it and sends it.",
            graphqlName: "ContactFormAgents",
          }),
      })
      .meta({ label: "Form wording", graphqlName: "ContactFormCopy" }),
    details: z
      .strictObject({
        heading: text.meta({ label: "Heading" }),
        intro: paragraph.meta({ label: "Introduction" }).optional(),
        stepsHeading: text.meta({ label: "What happens next: heading", hint: "e.g. What happens next" }),
        steps: z
          .array(copy.meta({ label: "Step" }))
          .length(3, "must be three steps")
          .meta({
            label: "What happens next",
            figures: true,
            hint: "Three short steps, from sending the form to the first call; the reply promise as {{replyTime}}.",
          }),
        reachHeading: text.meta({
          label: "Other ways: heading",
          hint: "Above the email, phone and hours, e.g. Or reach us directly",
        }),
        ...detailLabels,
      })
      .meta({
        label: "Ways to reach us",
        hint: "Shown beside the form: who replies and how to book a call, what happens next, then the email, phone and hours from Site settings.",
        graphqlName: "ContactFormDetails",
      })
      .optional(),
    ...tail,
    id: z
      .literal("contact-form", { error: 'must be "contact-form": the page\'s links to the form point there' })
      .meta(anchor),
  })
  .meta({ label: "Contact form (contact page only)", layout: "the contact form" });
