/** data/site.yaml: the brand, contact details, menus, footer, interface wording, links, redirects and figures. */
import { z } from "zod";
import {
  copy,
  httpsUrl,
  internalLink,
  LINK_HINT,
  paragraph,
  points,
  prose,
  sitePath,
  slug,
  socialImage,
  text,
} from "./fields";
import { engagementSchema } from "./engagement";
import { caseStudiesWordingSchema, insightsWordingSchema, teamWordingSchema } from "./site-wording";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time in quotes, e.g. "09:00"')
  .meta({ patternMessage: "A 24-hour time, e.g. 09:00" });

const navLink = z
  .strictObject({ label: text.meta({ label: "Text" }), to: internalLink.meta({ label: "Link" }) })
  .meta({ graphqlName: "NavLink" });
const TIME_HINT = "24-hour time, e.g.";

export const siteSchema = z
  .strictObject({
    name: text.meta({ label: "Agency name" }),
    shortName: text.max(12).meta({
      label: "Short name",
      hint: "Used where space is short (the installed app's name); at most 12 characters.",
    }),
    description: paragraph.meta({
      label: "Description",
      hint: "The agency in a sentence or two, for search engines and the app manifest.",
    }),
    socialImage: socialImage.meta({
      label: "Default social image",
      hint: "Shown when a page hidden from search engines is shared (every other page has a card of its own, or the image set on it); 1200×630 pixels, PNG or JPEG.",
    }),
    socialImageAlt: text.meta({ label: "Default social image description" }),
    tagline: paragraph.meta({ label: "Tagline" }),
    abn: text.meta({ label: "ABN line", hint: "Written out in full, e.g. ABN 00 000 000 000." }),
    contact: z
      .strictObject({
        email: z.email().meta({ label: "Email", patternMessage: "An email address, e.g. hello@example.com.au" }),
        phone: text.meta({ label: "Phone (as shown)", hint: "e.g. (02) 5550 1234" }),
        phoneHref: z
          .string()
          .regex(/^tel:\+61\d{8,9}$/, 'must be "tel:" and the number in international form, e.g. tel:+61255501234')
          .meta({ label: "Phone (for dialling)", hint: "The same number for phones to dial, e.g. tel:+61255501234." }),
        streetAddress: text.meta({ label: "Street address" }),
        locality: text.meta({ label: "Suburb or city" }),
        region: text.meta({ label: "State", hint: "e.g. NSW" }),
        postcode: z
          .string()
          .regex(/^\d{4}$/, "must be a four-digit Australian postcode")
          .meta({ label: "Postcode" }),
        country: text.meta({ label: "Country" }),
        addressPlaceholder: z
          .boolean()
          .meta({
            label: "Address not yet confirmed",
            hint: "Ticked while the street address is a stand-in: the pages mark it Placeholder, the launch check lists it, and the live site's build refuses it. Untick once the agency confirms it (and the map and the Google and Apple Maps links point to it).",
          })
          .optional(),
        areaServed: text.meta({ label: "Area served" }),
        openingHours: z
          .array(
            z
              .strictObject({
                days: z.array(z.enum(DAYS)).min(1).meta({ label: "Days" }),
                opens: time.meta({ label: "Opens", hint: `${TIME_HINT} 09:00` }),
                closes: time.meta({ label: "Closes", hint: `${TIME_HINT} 18:00` }),
              })
              .meta({ graphqlName: "OpeningHours" }),
          )
          .min(1)
          .meta({
            label: "Opening hours (for Google)",
            summary: "{{fields.opens}} to {{fields.closes}}",
            hint: "Read by search engines; the hours shown to visitors are under Hours.",
          }),
      })
      .meta({ label: "Contact details" }),
    hours: z
      .array(z.strictObject({ label: text.meta({ label: "Label" }), value: text.meta({ label: "Hours" }) }))
      .min(1)
      .meta({ label: "Hours (as shown)", summary: "{{fields.label}}" }),
    header: z
      .strictObject({
        homeLabel: text.meta({
          label: "Logo link description",
          hint: "Read by screen readers for the logo's link to the home page.",
        }),
        skipLink: text.meta({ label: "Skip link", hint: "The first link keyboard users meet, e.g. Skip to content." }),
        navLabel: text.meta({ label: "Menu name", hint: "Read by screen readers, e.g. Main." }),
        menuLabel: text.meta({ label: "Mobile menu button" }),
        nav: z
          .array(
            z
              .strictObject({
                label: text.meta({ label: "Text" }),
                to: internalLink
                  .meta({ label: "Link", hint: `${LINK_HINT} Fill in either this or Dropdown, not both.` })
                  .optional(),
                children: z
                  .array(
                    z
                      .strictObject({
                        label: text.meta({ label: "Text" }),
                        to: internalLink.meta({ label: "Link" }),
                        disabled: z.boolean().meta({ label: "Shown but not clickable" }).optional(),
                        disabledNote: text
                          .meta({ label: "Why not clickable", hint: "Read by screen readers, e.g. no longer offered." })
                          .optional(),
                      })
                      .meta({ graphqlName: "NavChild" }),
                  )
                  .min(1)
                  .meta({
                    label: "Dropdown",
                    summary: "{{fields.label}}",
                    hint: "A dropdown instead of a link: fill in either this or Link, not both.",
                  })
                  .optional(),
              })
              .refine((n) => (n.to === undefined) !== (n.children === undefined), {
                message: 'needs exactly one of "to" (a link) or "children" (a dropdown)',
              })
              .meta({ graphqlName: "NavItem" }),
          )
          .min(1)
          .meta({ label: "Menu", summary: "{{fields.label}}" }),
        cta: navLink.meta({ label: "Header button" }),
        check: navLink.meta({
          label: "Free check link",
          hint: "After the menu, before the button, on every page (and the phones' bar's second action): the free AI search check.",
        }),
      })
      .meta({ label: "Header" }),
    footer: z
      .strictObject({
        agencyLine: paragraph.meta({ label: "Agency line" }),
        contactHeading: text.meta({
          label: "Contact heading",
          hint: "Above the email address, phone number and hours.",
        }),
        servicesHeading: text.meta({
          label: "Services heading",
          hint: "Above the list of every service offered, which the site makes from the services themselves.",
        }),
        columns: z
          .array(
            z
              .strictObject({
                heading: text.meta({ label: "Heading" }),
                links: z.array(navLink).min(1).meta({ label: "Links", summary: "{{fields.label}}" }),
              })
              .meta({ graphqlName: "FooterColumn" }),
          )
          .min(1)
          .meta({ label: "Link columns", summary: "{{fields.heading}}" }),
        copyright: text
          .regex(
            /^(?!.*(©|\b(19|20)\d{2}\b))/,
            "must not contain © or a year: the site writes © and the year of the build before it",
          )
          .meta({
            label: "Copyright line",
            hint: "e.g. Harbour AI SEO. All rights reserved. The site adds © and the current year.",
          }),
      })
      .meta({ label: "Footer" }),
    ui: z
      .strictObject({
        learnMore: text.meta({ label: "Learn More link" }),
        learnMoreHidden: text.regex(/\{title\}/, "must contain {title}, where the card's title goes").meta({
          label: "Learn More for screen readers",
          hint: "Read after Learn More; {title} becomes the card's title, e.g. about {title}.",
        }),
        aiAdvantage: text.meta({ label: "AI Advantage label" }),
        newTab: text.meta({
          label: "New tab warning",
          hint: "Read by screen readers after links that open a new tab.",
        }),
        notFoundLog: text.meta({
          label: "Not-found log message",
          hint: "Written to the browser console on the 404 page.",
        }),
        pageMoved: text.meta({ label: "Moved page heading" }),
        pageMovedLink: text.meta({ label: "Moved page link" }),
        breadcrumb: text.meta({
          label: "Breadcrumb name",
          hint: "Read by screen readers for the trail at the top of service pages, e.g. Breadcrumb.",
        }),
        relatedServices: text.meta({
          label: "Related services heading",
          hint: "Above the cards for related services at the foot of each service page.",
        }),
        methodologyLink: text.meta({
          label: "Methodology link",
          hint: "After every qualifier of figures, linking to /methodology, e.g. How we work these out.",
        }),
        source: text.meta({ label: "Source label", hint: "Before the name of a figure's source, e.g. Source:" }),
        nextStep: copy.meta({
          label: "What happens next",
          hint: "One line under every main button that leads to the contact form: what happens next and when, with the reply promise as {{replyTime}}, worded as everywhere else.",
        }),
        pageUpdated: text.meta({
          label: "Page updated label",
          hint: "Before the date at the foot of every indexable page but an article (whose byline has its dates): when the page's content last changed, e.g. Updated.",
        }),
        swipePosition: text
          .regex(/\{position\}/, "must contain {position}, where the card's place goes")
          .regex(/\{count\}/, "must contain {count}, where the number of cards goes")
          .meta({
            label: "Card position on phones",
            hint: "Above each card of a row a phone swipes sideways: {position} becomes the card's place and {count} how many there are, e.g. {position} of {count}.",
          }),
        insights: insightsWordingSchema.optional(),
        caseStudies: caseStudiesWordingSchema.optional(),
        team: teamWordingSchema.optional(),
      })
      .meta({ label: "Interface wording" }),
    confirmation: z
      .strictObject({
        subject: copy.meta({ label: "Subject" }),
        greeting: text
          .regex(/\{name\}/, "must contain {name}, where the enquirer's first name goes")
          .meta({ label: "Greeting", hint: "{name} becomes their first name, e.g. Hi {name}," }),
        greetingWithoutName: text.meta({
          label: "Greeting without a name",
          hint: "Used when the first name given is not plainly a name, e.g. Hello,",
        }),
        paragraphs: z
          .array(prose.meta({ name: "paragraph", label: "Paragraph" }))
          .min(1)
          .meta({
            label: "Paragraphs",
            figures: true,
            hint: "What happens next, with the reply promise written {{replyTime}} as everywhere else.",
          }),
        reachUs: copy
          .regex(/\{phone\}|\{email\}/, "must contain {phone} or {email}, which become the contact details above")
          .meta({
            label: "How to reach us",
            hint: "{phone} and {email} become the phone number and email address under Contact details.",
          }),
        signOff: text.meta({ label: "Sign-off" }),
      })
      .meta({
        label: "Confirmation email",
        hint: "Sent to each person who sends the contact form, once, with replies going to the team. Nothing they typed is repeated in it but their first name.",
      })
      .optional(),
    externalLinks: z
      .array(
        z
          .strictObject({
            name: slug.meta({ label: "Name", hint: "What buttons use as External link, e.g. strategy-builder." }),
            url: httpsUrl.meta({ label: "Address" }),
            placeholder: z
              .boolean()
              .meta({
                label: "Not the real address yet",
                hint: "Ticked while the address is a stand-in: the launch check lists it, and the live site's build refuses it. Untick once it is the real one.",
              })
              .optional(),
          })
          .meta({ graphqlName: "ExternalLink" }),
      )
      .meta({ label: "External links", summary: "{{fields.name}}" }),
    redirects: z
      .array(
        z
          .strictObject({
            from: sitePath.meta({ label: "Old address", hint: "The old path, e.g. /services/old-name." }),
            to: internalLink.meta({ label: "New address" }),
          })
          .meta({ graphqlName: "SiteRedirect" }),
      )
      .meta({
        label: "Redirects",
        summary: "{{fields.from}} → {{fields.to}}",
        hint: "When a page's address changes, keep the old one working. Link to the new address in the content.",
      }),
    sources: z
      .array(
        z
          .strictObject({
            id: slug.meta({ label: "Name", hint: "What a figure's `source` field gives, e.g. google-io-2016-voice." }),
            title: text.meta({ label: "Title", hint: "The title of the page, study or talk." }),
            publisher: text.meta({
              label: "Publisher",
              hint: "Who published it, as shown beside the figure, e.g. Google, via The SEM Post.",
            }),
            year: z.number().int().min(1990).max(2100).meta({ label: "Year" }),
            url: httpsUrl.meta({ label: "Address", hint: "The public page where the figure can be read." }),
            figure: paragraph.meta({
              label: "The words quoted",
              hint: "The exact words in the source that give the figure, so anyone can find it there.",
            }),
          })
          .meta({ graphqlName: "SiteSource" }),
      )
      .meta({
        label: "Sources",
        summary: "{{fields.publisher}}, {{fields.year}}",
        hint: "Every figure from outside the agency names one of these beside it. Add a source only after reading the figure in it; the build refuses a source nothing cites and a figure citing a source not listed.",
      })
      .optional(),
    crawlers: z
      .strictObject({
        aiSearch: z.boolean().meta({
          label: "Appear in AI search",
          hint: "Let AI search engines (ChatGPT search, Perplexity, Claude, Copilot) show and quote our pages. Search engines themselves are never blocked.",
        }),
        aiAnswers: z.boolean().meta({
          label: "Let AI answer from our pages",
          hint: "Let an AI assistant read a page when a person asks it to (ChatGPT-User, Claude-User, Perplexity-User).",
        }),
        aiTraining: z.boolean().meta({
          label: "Let AI train on our pages",
          hint: "Untick to refuse the training crawlers (GPTBot, ClaudeBot, CCBot, Google-Extended and others) the whole site.",
        }),
      })
      .meta({
        label: "AI crawlers",
        hint: "Written into robots.txt as a Content-Signal line and a group per kind of crawler. Search engines and people's own fetches are never blocked.",
        graphqlName: "SiteCrawlers",
      })
      .optional(),
    sameAs: z
      .array(httpsUrl.meta({ label: "Profile address" }))
      .meta({
        label: "The agency's profiles elsewhere",
        hint: "Full addresses of the agency's own profiles (LinkedIn company page, Google Business Profile, Clutch …), given to search engines as the same organisation. Leave empty until they exist.",
      })
      .optional(),
    engagement: engagementSchema,
    people: z
      .strictObject({
        strategist: slug
          .meta({
            label: "Who replies",
            hint: "The key of a person in Team and authors (with a photo): shown beside the reply promise. Leave empty until the agency adds its people; a production build refuses the placeholder.",
          })
          .optional(),
        placeholder: text.meta({
          label: "Placeholder mark",
          hint: "Shown in place of a person not added yet, e.g. Placeholder.",
        }),
        placeholderRole: text.meta({
          label: "Placeholder role",
          hint: "Under a person's placeholder, what goes there, e.g. Name and role of a Sydney strategist.",
        }),
        placeholderNote: paragraph.meta({
          label: "Placeholder note",
          hint: "Beside people's placeholders: who adds them, and when.",
        }),
        placeholderByline: text.meta({
          label: "Placeholder byline",
          hint: "In an article's byline while its author is not a person of the team, where the writer's name goes, e.g. the strategist who wrote it.",
        }),
        replyPromise: copy.meta({
          label: "Reply promise",
          hint: "Beside the strategist's face, e.g. A strategist replies within {{replyTime}}.",
        }),
      })
      .meta({
        label: "People",
        hint: "The agency's people are its own facts: until the team collection has them, pages show a marked Placeholder, the launch check lists it and a production build refuses it.",
        graphqlName: "SitePeople",
      }),
    results: z
      .strictObject({
        heading: text.meta({
          label: "Heading on service pages",
          hint: "Above the slot on a service page with no case study yet, e.g. Client results.",
        }),
        placeholder: text.meta({
          label: "Placeholder mark",
          hint: "Shown where a client's results go until there is a case study, e.g. Placeholder.",
        }),
        slot: text.meta({
          label: "Slot heading",
          hint: "Inside the empty slot: what will stand there, e.g. A client's results, told in full.",
        }),
        brief: copy.meta({
          label: "Slot on a service page",
          hint: "One line under the mark on a service page with no case study yet: what will stand there, ending where the link to this site's own report follows, e.g. Still to come: the client's problem, what we did, Search Console before and after, their words. Until then:",
        }),
        parts: points("What a case study holds").max(8).meta({
          hint: "Listed in the empty slot, so a visitor sees what is coming: the client, the problem, what was done, Search Console before and after, their words, their permission.",
        }),
        note: paragraph.meta({
          label: "Placeholder note",
          hint: "Under the slot: who fills it, and when, e.g. The agency publishes its first client results, with each client's recorded consent, before launch.",
        }),
        ownReport: z
          .strictObject({
            label: text.meta({ label: "Link text", hint: "e.g. See our own report" }),
            intro: copy.meta({
              label: "Line before the link",
              hint: "Why this site's own report stands in meanwhile, e.g. Until then, the proof we can show is our own site, checked live.",
            }),
          })
          .meta({
            label: "This site's own report",
            hint: "Beside the empty slot and on the check page: the free check run live on this site's production address.",
            graphqlName: "SiteOwnReport",
          }),
      })
      .meta({
        label: "Client results",
        hint: "Case studies are the agency's own facts: until data/case-studies/ has one, home and the service pages show a marked Placeholder where they go, the launch check lists it and a production build refuses it.",
        graphqlName: "SiteResults",
      }),
    reviews: z
      .strictObject({
        label: text.meta({ label: "Name", hint: "e.g. Google reviews" }),
        placeholder: text.meta({
          label: "Placeholder line",
          hint: "Shown until the rating is set: what goes there, e.g. Rating, number of reviews and a link to read them.",
        }),
        summary: copy.meta({
          label: "Rating line",
          hint: "Once set, e.g. {rating} out of 5 from {count} reviews: {rating} and {count} are the figures below.",
        }),
        url: httpsUrl
          .meta({
            label: "Reviews address",
            hint: "Where a visitor reads the reviews (the agency's Google Business Profile). Leave empty until it exists; a production build refuses the placeholder.",
          })
          .optional(),
        rating: z
          .number()
          .min(1)
          .max(5)
          .meta({ label: "Rating", hint: "As the profile shows it, e.g. 4.8." })
          .optional(),
        count: z
          .number()
          .int()
          .positive()
          .meta({ label: "Number of reviews", hint: "As the profile shows it." })
          .optional(),
      })
      .meta({
        label: "Reviews",
        hint: "The agency's rating where clients review it, beside the client results: a marked Placeholder until the address, rating and count are set, and a production build refuses it.",
        graphqlName: "SiteReviews",
      }),
    booking: z
      .strictObject({
        label: text.meta({ label: "Link text", hint: "e.g. Book a call" }),
        url: z
          .string()
          .regex(
            /^https:\/\/(cal\.com|app\.cal\.com|calendly\.com)\/[^\s]+$/,
            'must be a Cal.com or Calendly address, e.g. "https://cal.com/your-name/consultation"',
          )
          .meta({
            label: "Scheduler address",
            hint: "The agency's Cal.com or Calendly page for a free consultation, opened in a new tab (no script on our pages). Leave empty until it exists; a production build refuses the placeholder.",
          })
          .optional(),
        note: text.meta({ label: "Line before the link", hint: "e.g. Prefer to talk first?" }),
      })
      .meta({
        label: "Booking a call",
        hint: "Offered beside the contact form and under the reply promise.",
        graphqlName: "SiteBooking",
      }),
    example: z
      .strictObject({
        budget: z
          .number()
          .int()
          .positive()
          .meta({ label: "Monthly budget ($)", hint: "The example's budget: {{retainer}} on the pages." }),
        hourlyRate: z.number().int().positive().meta({
          label: "Traditional hourly rate ($)",
          hint: "What a traditional agency charges an hour: {{retainerHourlyRate}}.",
        }),
        tasks: z
          .array(
            z
              .strictObject({
                task: text.meta({
                  label: "Task",
                  hint: "One task of optimising a page, e.g. Research the searches the page should answer.",
                }),
                byHand: z
                  .number()
                  .int()
                  .positive()
                  .meta({ label: "Minutes by hand", hint: "A specialist doing it without AI agents." }),
                withAi: z.number().int().nonnegative().meta({
                  label: "Minutes of the AI agents' pass",
                  hint: "Setting the agents going and watching them, counted as paid time.",
                }),
                review: z.number().int().nonnegative().meta({
                  label: "Minutes of a person's review",
                  hint: "A strategist checking and correcting the agents' work.",
                }),
              })
              .refine((task) => task.withAi + task.review > 0, {
                message: "the AI-assisted way takes some time: give the agents' pass or the review at least a minute",
                path: ["review"],
              })
              .meta({ graphqlName: "SiteExampleTask" }),
          )
          .min(2)
          .meta({
            label: "Tasks of optimising one page",
            summary: "{{fields.task}}: {{fields.byHand}} min by hand",
            hint: "Our working estimate, per task, in minutes. The multiple ({{multiplier}}, {{outputPerDollar}} for a whole page) and the pages a month are worked out from this table; no page states them by hand.",
          }),
        placeholder: z
          .boolean()
          .meta({
            label: "Minutes not yet confirmed",
            hint: "Ticked while the minutes are a stand-in: the build warns, and a production build refuses. Untick once the agency has checked every minute.",
          })
          .optional(),
      })
      .meta({
        label: "The worked example",
        hint: "Every comparison on the site comes from the budget, the hourly rate and the task table (the methodology page shows them). {{retainer}}, {{retainerHours}}, {{traditionalPagesMonthly}}, {{aiPagesMonthly}}, {{outputPerDollar}} and {{multiplier}} are worked out from them.",
        graphqlName: "SiteExample",
      }),
    figures: z
      .array(
        z
          .strictObject({
            name: z
              .string()
              .regex(/^[a-z][A-Za-z0-9]*$/, "must be one word in camelCase, e.g. aiPagesPerMonth")
              .meta({ label: "Name", hint: "Written as {{name}} in the pages." }),
            value: text.meta({ label: "Value", hint: "e.g. 24 hours" }),
          })
          .meta({ graphqlName: "SiteFigure" }),
      )
      .meta({
        label: "Figures",
        summary: "{{fields.name}}: {{fields.value}}",
        hint: "Figures repeated across pages; change one here and every page follows.",
      }),
  })
  .meta({ graphqlName: "SiteYaml" });

export type Site = z.infer<typeof siteSchema>;
