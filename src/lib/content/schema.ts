/**
 * The content model, written once: the shape of every YAML file under data/ and, beside each
 * field (zod's `.meta()`, see meta.ts), what editors read about it. The build refuses content that
 * does not match (validate.ts), so components may rely on every field marked required here; the
 * CMS's editing form (src/lib/cms/derive-fields.ts) and Gatsby's GraphQL types (derive-graphql.ts)
 * are derived from it. Objects are strict so that a misspelt field name is reported instead of
 * silently ignored. Fields are in editing order.
 */
import { z } from "zod";
import type { Ref } from "./meta";
import { CALCULATOR_FIGURES } from "./example";
import { ACTION_VARIANTS, ICON_NAMES, MEASURE_PLACEHOLDERS, SITE_MEASURES, TONES } from "./vocabulary";

/** One line of plain text. */
const text = z.string().trim().min(1);
/** One line of copy, which may hold {{name}} figures. */
const copy = text.meta({ figures: true });
/** A box for a sentence or more. */
const paragraph = text.meta({ widget: "text" });
const prose = copy.meta({ widget: "text" });

const FIGURES_HINT = "A figure used on several pages is written {{name}} and set once under Figures in Site settings.";
const LINK_HINT = "A page on this site: /contact, /services/local-seo, /contact#contact-form, or #anchor for this page.";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. local-seo");
/** An address inside the site: a path, optionally with an anchor, or an anchor on the same page. */
const sitePath = z
  .string()
  .regex(/^(\/[^\s]*|#[A-Za-z][\w-]*)$/, 'must be a path starting with "/" (a page) or "#" (an anchor on this page)')
  .meta({
    hint: LINK_HINT,
    patternMessage: 'A path starting with "/" (a page, e.g. /contact) or "#" (an anchor on this page, e.g. #contact-form)',
  });
/** A link inside the site, which must lead to a page or a section (the content rules check it). */
const internalLink = sitePath.meta({ link: "internal" });
const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'must be a full address starting with "https://"');
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time in quotes, e.g. "09:00"')
  .meta({ patternMessage: "A 24-hour time, e.g. 09:00" });
/** An image from static/social/, stored as its public path. */
const socialImage = z
  .string()
  .regex(/^\/[^\s]+\.(png|jpe?g)$/, 'must be a PNG or JPEG file in static/, e.g. "/social/local-seo.png"')
  .meta({ widget: "image" });

const icon = z.enum(ICON_NAMES).meta({ label: "Icon" });
const optionalIcon = icon.meta({ hint: "The small picture shown with it; leave empty for none." }).optional();
const tone = z.enum(TONES).meta({ label: "Tone", hint: "negative: the old way, positive: the AI way, neutral: neither." });
const points = (label = "Bullet points") =>
  z
    .array(copy.meta({ name: "point", label: "Point" }))
    .min(1)
    .meta({ label, figures: true });

/** Services picked by name from the services collection, stored as their slugs. */
const services: Ref = { collection: "services", graphqlType: "ServiceYaml", key: "slug", search: ["title", "slug"], display: ["title"] };

export const actionSchema = z
  .strictObject({
    label: copy.meta({ label: "Button text" }),
    to: internalLink.meta({ label: "Link", hint: `${LINK_HINT} Fill in either this or External link, not both.` }).optional(),
    external: slug
      .meta({
        link: "external",
        label: "External link",
        hint: "The name of an address under External links in Site settings, e.g. strategy-builder. Fill in either this or Link, not both.",
      })
      .optional(),
    variant: z
      .enum(ACTION_VARIANTS)
      .meta({ label: "Style", hint: "secondary: the quieter style, for a second button beside the main one. Leave empty for the main style." })
      .optional(),
  })
  .refine((a) => (a.to === undefined) !== (a.external === undefined), {
    message: 'needs exactly one of "to" (a page on this site) or "external" (a name from externalLinks in data/site.yaml)',
  })
  .meta({ graphqlName: "SectionAction" });

const actions = z.array(actionSchema).min(1).meta({ label: "Buttons", summary: "{{fields.label}}" });

/** Fields every section may have, before its own; a type may make one required. */
const heading = copy.meta({ label: "Heading", hint: FIGURES_HINT });
const head = {
  eyebrow: copy.meta({ label: "Eyebrow", hint: "A short label shown above the heading." }).optional(),
  heading: heading.optional(),
  intro: prose.meta({ label: "Introduction" }).optional(),
};
/** ...and after them. */
const anchor = { label: "Anchor (id)" };
const tail = {
  note: prose
    .meta({ label: "Note", hint: "Small print under the section. A section showing figures says they are a conceptual illustration, not a guaranteed result." })
    .optional(),
  actions: actions.optional(),
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens, starting with a letter")
    .meta({ ...anchor, hint: "Lets links jump here with #anchor, e.g. /contact#contact-form. Unique on the page." })
    .optional(),
};
/** What every section type has (each adds its own fields and `type`): read from any section by the content rules. */
export const sectionBaseSchema = z.object({ type: z.string(), ...head, ...tail });
const QUALIFIER_HINT = "Required: says the figures are a conceptual illustration, not a guaranteed result.";
const qualifier = prose.meta({ label: "Qualifier", hint: `${QUALIFIER_HINT} Shown as the figures' caption.` });
const SCENARIO_HINT = 'What the figures describe, shown above them, e.g. "Example: a {{retainer}} monthly retainer". The same example gives the same numbers on every page.';
const scenario = copy.meta({ label: "Scenario", hint: SCENARIO_HINT });
/** How a list's marks read: the old way's red crosses, the AI way's teal ticks (the default), or plain. */
const markTone = tone.meta({ label: "Marks", hint: "negative: red crosses, for the old way's faults; positive: teal ticks (the default); neutral: plain dots." }).optional();
const title = copy.meta({ label: "Title" });
const description = prose.meta({ label: "Description" });

/** A card of a featureCards section (GraphQL: SectionFeatureCardsItems, as each section's items are named by its type). */
const card = z.strictObject({
  title: copy.meta({ label: "Title", hint: FIGURES_HINT }),
  description,
  aiFeature: prose.meta({ label: "AI Advantage", hint: 'Shown after "AI Advantage:"; leave empty for none.' }).optional(),
  icon: optionalIcon,
  link: internalLink.meta({ label: "Learn More link" }).optional(),
  points: points().optional(),
});

/** The labels of the agency's contact details (data/site.yaml), wherever they are shown. */
const detailLabels = {
  emailLabel: text.meta({ label: "Email label" }),
  phoneLabel: text.meta({ label: "Phone label" }),
  addressLabel: text.meta({ label: "Address label" }),
  hoursHeading: text.meta({ label: "Opening hours heading" }),
};

/**
 * The picture in a hero (src/components/visuals/): a kind from a closed list, each with its own
 * fields. A field name means one thing, with one schema, in every kind that uses it: GraphQL merges
 * the kinds into one type (SectionVisual) and the CMS shows one group, the kind first, each other
 * field's hint naming the kinds that use it (src/lib/cms/derive-fields.ts).
 */
const visualLine = z
  .strictObject({
    label: copy.meta({ label: "Text", hint: FIGURES_HINT }),
    value: copy.meta({ label: "Figure or pill", hint: `Shown at the end of the line, e.g. $5,000 or High; leave empty for none. ${FIGURES_HINT}` }).optional(),
    tone: tone.meta({ hint: "negative (red): a cost or a risk; positive (teal): a gain; leave empty for plain." }).optional(),
  })
  .meta({ graphqlName: "VisualLine" });
const visualIcon = icon.meta({ label: "Icon" });
const visualFields = {
  alt: copy.meta({
    label: "Picture description",
    hint: `Read by screen readers in place of the picture: what it shows, in a sentence. ${FIGURES_HINT}`,
  }),
  caption: prose.meta({
    label: "Caption",
    hint: `Shown under the picture. A picture showing figures says here that they are a conceptual illustration, not a guaranteed result. ${FIGURES_HINT}`,
  }),
  heading: copy.meta({ label: "Picture heading", hint: `The title inside the picture. ${FIGURES_HINT}` }),
  oldLabel: copy.meta({ label: "Traditional grid label", hint: `Over the grid of office hours, e.g. Traditional agency · {{traditionalHoursWeekly}} h. ${FIGURES_HINT}` }),
  aiLabel: copy.meta({ label: "AI grid label", hint: `Over the grid of every hour, e.g. AI agents · {{aiHoursWeekly}} h. ${FIGURES_HINT}` }),
  reviewLabel: copy.meta({ label: "Review dots label", hint: "Explains the dots on office hours, e.g. Strategist review." }),
  scale: copy.meta({ label: "Scale", hint: "Explains one square, e.g. One square is one hour: 7 days × 24 hours." }),
  centre: copy.meta({ label: "Centre", hint: "At the centre, two or three words: Your goals (orbit), 24/7 (cycle)." }),
  ring: copy.meta({ label: "Ring", hint: "The label on the dashed ring, e.g. Sydney strategists." }),
  icon: visualIcon.meta({ hint: "The cycle's centre (the service's icon) or the document's seal (e.g. shield)." }),
  nodes: z
    .array(z.strictObject({ label: copy.meta({ label: "Label", hint: "One or two words." }), icon: visualIcon }).meta({ graphqlName: "VisualNode" }))
    .min(3)
    .max(8)
    .meta({ label: "Outer ring", summary: "{{fields.label}}", hint: "Three to eight icons around the ring, e.g. Research, Content, Technical." }),
  links: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Situation", hint: "Where the visitor is starting from, e.g. Traffic dropped." }),
          target: copy.meta({ label: "Service", hint: "The service's short name, e.g. Recovery." }),
          to: internalLink.meta({ label: "Link" }),
        })
        .meta({ graphqlName: "VisualLink" }),
    )
    .min(2)
    .max(6)
    .meta({ label: "Links", summary: "{{fields.label}} → {{fields.target}}", hint: "Two to six rows, each a link to a page." }),
  steps: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Step", hint: "Two or three words, e.g. Audit and goals." }),
          icon: visualIcon,
          human: z.boolean().meta({ label: "Done by a person", hint: "Drawn as a white node: the step our strategists do." }).optional(),
        })
        .meta({ graphqlName: "VisualStep" }),
    )
    .min(3)
    .max(6)
    .meta({ label: "Steps", summary: "{{fields.label}}", hint: "Three to six steps, clockwise from the top: the page's How it works, in short." }),
  lines: z
    .array(visualLine)
    .min(1)
    .max(6)
    .meta({ label: "Lines", summary: "{{fields.label}} {{fields.value}}", hint: "The lines of the card, one to six." }),
  stamp: copy.meta({ label: "Stamp", hint: "Stamped across the invoice in red, e.g. NO LONGER OFFERED." }),
  crossedOutLabel: copy.meta({ label: "Crossed-out label", hint: "Read by screen readers before the crossed-out lines, e.g. Crossed out:" }),
  chip: copy.meta({ label: "Replacement", hint: "Shown under the crossed-out card, e.g. Replaced by AI-driven SEO." }),
  progress: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Stage", hint: "One word, e.g. Goals." }),
          done: z.boolean().meta({ label: "Done", hint: "Ticked; leave unticked for the stage in progress." }).optional(),
        })
        .meta({ graphqlName: "VisualStage" }),
    )
    .min(2)
    .max(5)
    .meta({ label: "Progress", summary: "{{fields.label}}", hint: "The stages across the top of the card." }),
  pin: copy.meta({ label: "Pin", hint: "The label of the pin on Sydney, e.g. Sydney." }),
  sample: copy
    .regex(/^Sample\b/, 'must start with "Sample": a picture of a deliverable is never to be taken for a client\'s data')
    .meta({
      label: "Sample label",
      hint: "Shown on the picture, starting with Sample, e.g. Sample · invented data. A report, change log, alert or map pack is drawn with invented data, never a client's.",
      patternMessage: "Starts with Sample, e.g. Sample · invented data",
    }),
  metrics: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Label", hint: "e.g. Clicks from Google" }),
          value: copy.meta({ label: "Figure", hint: "Invented, e.g. 1,240" }),
          change: copy.meta({ label: "Change", hint: "e.g. +18% on last month; leave empty for none." }).optional(),
          tone: tone.meta({ hint: "positive (teal): the change is good news; negative (red): bad news; leave empty for plain." }).optional(),
        })
        .meta({ graphqlName: "VisualMetric" }),
    )
    .min(2)
    .max(4)
    .meta({ label: "Figures", summary: "{{fields.label}}: {{fields.value}}", hint: "Two to four figures across the top of the report, invented." }),
  seriesLabel: copy.meta({ label: "Chart label", hint: "What the report's line shows, e.g. Clicks from Google, by week." }),
  series: z
    .array(z.number().nonnegative().meta({ name: "value", label: "Value" }))
    .min(4)
    .max(16)
    .meta({ label: "Chart points", hint: "Four to sixteen invented numbers, left to right; only the line's shape is drawn." }),
  entries: z
    .array(
      z
        .strictObject({
          when: text.meta({ label: "When", hint: "e.g. Tue 02:14" }),
          text: copy.meta({ label: "What was done", hint: "One line, e.g. Rewrote 14 title tags on category pages." }),
          human: z.boolean().meta({ label: "Done by a person", hint: "Drawn with a person: a strategist's review or approval. Leave unticked for an AI agent's work." }).optional(),
        })
        .meta({ graphqlName: "VisualEntry" }),
    )
    .min(2)
    .max(6)
    .meta({ label: "Entries", summary: "{{fields.when}} {{fields.text}}", hint: "Two to six lines of the change log, oldest first." }),
  query: copy.meta({ label: "Search", hint: "The search it is about, in lower case, e.g. emergency plumber near me." }),
  positions: z
    .array(z.number().int().min(1).max(100).meta({ name: "position", label: "Position" }))
    .min(4)
    .max(14)
    .meta({ label: "Positions", hint: "The ranking position day by day (1 is the top), four to fourteen invented numbers; the alert shows the first and the last." }),
  listings: z
    .array(
      z
        .strictObject({
          name: copy.meta({ label: "Business", hint: "Invented, never a real business, e.g. Your business or Competitor A." }),
          detail: copy.meta({ label: "Detail", hint: "e.g. Plumber · Parramatta · Open 24 hours" }),
          highlight: z.boolean().meta({ label: "Highlighted", hint: "Drawn in teal: the client's listing." }).optional(),
        })
        .meta({ graphqlName: "VisualListing" }),
    )
    .min(2)
    .max(4)
    .meta({ label: "Listings", summary: "{{fields.name}}", hint: "Two to four results under the map, top first." }),
};
type VisualFieldName = keyof typeof visualFields;

/** One kind: its name, its label in the CMS and the fields it uses beside the description and caption. */
function visualKind<K extends string, F extends VisualFieldName>(kind: K, label: string, fields: readonly F[]) {
  const own = Object.fromEntries(fields.map((name) => [name, visualFields[name]])) as Pick<typeof visualFields, F>;
  const { alt, caption } = visualFields;
  return z
    .strictObject({ kind: z.literal(kind).meta({ label: "Kind of picture", hint: "Each kind uses the fields whose hint names it." }), alt, caption, ...own })
    .meta({ label });
}

/** Every kind of picture, in the order the CMS offers them. */
const visualKinds = [
  visualKind("week", "168-hour week", ["heading", "oldLabel", "aiLabel", "reviewLabel", "scale"]),
  visualKind("orbit", "Orbit", ["centre", "ring", "nodes"]),
  visualKind("pathways", "Where are you starting from", ["heading", "links"]),
  visualKind("cycle", "Cycle of steps", ["centre", "icon", "steps"]),
  visualKind("invoice", "Invoice with a stamp", ["heading", "lines", "stamp"]),
  visualKind("crossedOut", "Crossed-out card", ["heading", "lines", "crossedOutLabel", "chip"]),
  visualKind("strategyCard", "Strategy card", ["heading", "progress", "lines"]),
  visualKind("map", "Map of Australia", ["pin"]),
  visualKind("document", "Document with a seal", ["heading", "lines", "icon"]),
  visualKind("report", "Sample monthly report", ["sample", "heading", "metrics", "seriesLabel", "series", "lines"]),
  visualKind("changeLog", "Sample change log", ["sample", "heading", "entries"]),
  visualKind("rankAlert", "Sample ranking alert", ["sample", "heading", "query", "positions", "lines"]),
  visualKind("mapPack", "Sample local map pack", ["sample", "query", "listings"]),
] as const;

/** The kinds that draw a deliverable with invented data, each labelled Sample. */
export const SAMPLE_VISUAL_KINDS: readonly VisualKind[] = ["report", "changeLog", "rankAlert", "mapPack"];

export const VISUAL_KINDS = visualKinds.map((schema) => schema.shape.kind.value);
export type VisualKind = (typeof VISUAL_KINDS)[number];
export type Visual = z.infer<(typeof visualKinds)[number]>;

const visual = z
  .discriminatedUnion("kind", visualKinds, {
    error: (issue) =>
      issue.code === "invalid_union" && isObjectLike(issue.input)
        ? `${JSON.stringify(issue.input.kind)} is not a kind of picture; use one of: ${VISUAL_KINDS.join(", ")}`
        : undefined,
  })
  .meta({
    label: "Picture",
    hint: "Drawn beside the heading on wide screens and after the buttons on phones. Leave empty for none.",
    graphqlName: "SectionVisual",
  });
const isObjectLike = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Every section type, in the order the CMS offers them. */
const sectionSchemas = {
  hero: z
    .strictObject({
      type: z.literal("hero"),
      ...head,
      heading: heading.meta({ hint: `The page's only main heading. ${FIGURES_HINT}` }),
      qualifier: qualifier.meta({ hint: "When the heading or introduction gives a figure: says it is a conceptual example, not a guaranteed result. Shown under the buttons, with the link to the methodology page." }).optional(),
      ...tail,
      visual: visual.optional(),
    })
    .meta({ label: "Hero (top of the page)", layout: "the top of the page" }),
  comingSoon: z
    .strictObject({ type: z.literal("comingSoon"), ...head, heading, body: prose.meta({ label: "Text" }), ...tail })
    .meta({ label: "Coming soon (launch placeholder)", layout: "the top of the page" }),
  featureCards: z
    .strictObject({
      type: z.literal("featureCards"),
      ...head,
      tone: markTone,
      items: z.array(card).min(1).meta({ label: "Cards", summary: "{{fields.title}}" }),
      ...tail,
    })
    .meta({ label: "Feature cards", layout: "a grid of cards" }),
  serviceCards: z
    .strictObject({
      type: z.literal("serviceCards"),
      ...head,
      services: z
        .array(slug)
        .min(1)
        .meta({ label: "Services", ref: services, hint: "The cards show each service's own title, description and icon." }),
      brief: z
        .boolean()
        .meta({ label: "Brief cards", hint: "Title, description and Learn More only, without each service's AI advantage: for a page that introduces the services (the home page). The services index shows the advantage." })
        .optional(),
      ...tail,
    })
    .meta({ label: "Service cards", layout: "a grid of cards" }),
  comparison: z
    .strictObject({
      type: z.literal("comparison"),
      ...head,
      columns: z
        .array(z.strictObject({ title: copy.meta({ label: "Title", hint: FIGURES_HINT }), tone, points: points() }).meta({ graphqlName: "ComparisonColumn" }))
        .min(2)
        .meta({ label: "Columns", summary: "{{fields.title}}" }),
      ...tail,
    })
    .meta({ label: "Comparison (side-by-side lists)", layout: "lists side by side" }),
  barChart: z
    .strictObject({
      type: z.literal("barChart"),
      ...head,
      scenario,
      qualifier,
      rows: z
        .array(
          z
            .strictObject({
              label: copy.meta({ label: "Row label" }),
              bars: z
                .array(
                  z
                    .strictObject({
                      label: copy.meta({ label: "Bar label" }),
                      value: z.number().nonnegative().meta({ label: "Value", hint: "Sets the bar's length relative to the others in the row; not shown." }),
                      display: copy.meta({ label: "Shown as", hint: `The text shown for the bar, e.g. 15+ pages. ${FIGURES_HINT}` }),
                      tone,
                      follows: z
                        .enum(CALCULATOR_FIGURES)
                        .meta({ label: "Follows the budget", hint: "In a chart with a budget calculator: the worked example's figure this bar shows (its Shown as must use it), worked out again for the visitor's budget. Leave empty for a figure that does not change with the budget." })
                        .optional(),
                    })
                    .meta({ graphqlName: "ChartBar" }),
                )
                .min(2)
                .meta({ label: "Bars", summary: "{{fields.label}}: {{fields.display}}" }),
            })
            .meta({ graphqlName: "ChartRow" }),
        )
        .min(1)
        .meta({ label: "Rows", summary: "{{fields.label}}" }),
      calculator: z
        .strictObject({
          label: text.meta({ label: "Budget label", hint: "Names the budget the visitor sets, e.g. Your monthly budget." }),
          min: z.number().int().positive().meta({ label: "Lowest budget ($)" }),
          max: z.number().int().positive().meta({ label: "Highest budget ($)" }),
          step: z.number().int().positive().meta({ label: "Step ($)", hint: "How far one press of an arrow key moves the slider, e.g. 500." }),
          hint: prose.meta({ label: "Hint", hint: "Under the slider: what changes when the visitor moves it." }),
        })
        .meta({
          label: "Budget calculator",
          hint: "Lets a visitor try their own budget (with JavaScript): the scenario and the bars marked Follows the budget are worked out again from the worked example in Site settings. Without JavaScript the chart shows the example as written. The example's budget must lie between the lowest and highest.",
          graphqlName: "ChartCalculator",
        })
        .optional(),
      ...tail,
    })
    .meta({ label: "Bar chart", layout: "a figure card" }),
  stats: z
    .strictObject({
      type: z.literal("stats"),
      ...head,
      scenario: scenario.optional(),
      qualifier,
      items: z
        .array(
          z.strictObject({
            value: copy.meta({ label: "Figure", hint: `e.g. 100+. ${FIGURES_HINT}` }),
            label: copy.meta({ label: "Label" }),
            description: description.optional(),
          }),
        )
        .min(1)
        .meta({ label: "Figures", summary: "{{fields.value}} {{fields.label}}" }),
      ...tail,
    })
    .meta({ label: "Stats (large figures)", layout: "a figure card" }),
  steps: z
    .strictObject({
      type: z.literal("steps"),
      ...head,
      items: z.array(z.strictObject({ title, description })).min(2).meta({ label: "Steps", summary: "{{fields.title}}" }),
      ...tail,
    })
    .meta({ label: "Steps (numbered process)", layout: "numbered steps" }),
  tiles: z
    .strictObject({
      type: z.literal("tiles"),
      ...head,
      items: z
        .array(z.strictObject({ title, description: description.optional(), icon: optionalIcon }))
        .min(1)
        .meta({ label: "Tiles", summary: "{{fields.title}}" }),
      ...tail,
    })
    .meta({ label: "Tiles (cities, industries, platforms)", layout: "a grid of cards" }),
  challenges: z
    .strictObject({
      type: z.literal("challenges"),
      ...head,
      challengeLabel: copy.meta({ label: "Challenge label", hint: "Shown before each challenge, e.g. Challenge:" }),
      solutionLabel: copy.meta({ label: "Solution label", hint: "Shown before each solution, e.g. Solution:" }),
      items: z
        .array(z.strictObject({ challenge: prose.meta({ label: "Challenge" }), solution: prose.meta({ label: "Solution" }) }))
        .min(1)
        .meta({ label: "Pairs", summary: "{{fields.challenge}}" }),
      ...tail,
    })
    .meta({ label: "Challenges and solutions", layout: "pairs of challenge and solution" }),
  checklist: z.strictObject({ type: z.literal("checklist"), ...head, tone: markTone, points: points("Items"), ...tail }).meta({ label: "Checklist", layout: "a list" }),
  timeline: z
    .strictObject({
      type: z.literal("timeline"),
      ...head,
      items: z
        .array(z.strictObject({ label: copy.meta({ label: "When" }), title, description }))
        .min(2)
        .meta({ label: "Events", summary: "{{fields.label}}: {{fields.title}}" }),
      qualifier: qualifier.meta({ hint: "When the events give times or durations: says they are a conceptual example, not a guaranteed result. Shown under them, with the link to the methodology page." }).optional(),
      ...tail,
    })
    .meta({ label: "Timeline", layout: "a timeline" }),
  callToAction: z
    .strictObject({ type: z.literal("callToAction"), ...head, heading, ...tail, actions })
    .meta({ label: "Call to action (closing banner)", layout: "a closing panel" }),
  contactDetails: z
    .strictObject({
      type: z.literal("contactDetails"),
      ...head,
      heading,
      ...detailLabels,
      ...tail,
    })
    .meta({ label: "Contact details", layout: "contact details" }),
  map: z
    .strictObject({
      type: z.literal("map"),
      ...head,
      heading,
      caption: copy.meta({ label: "Caption" }),
      embedUrl: httpsUrl.meta({
        label: "Map address",
        hint: "The embed address of an OpenStreetMap map (Share → HTML); other sites are blocked by the site's security policy.",
      }),
      embedTitle: text.meta({ label: "Map description", hint: "Read out by screen readers, e.g. Map of our office in Sydney's CBD." }),
      ...tail,
    })
    .meta({ label: "Map", layout: "a map" }),
  contactForm: z
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
          optional: text.meta({ label: "Optional marker", hint: "Shown after optional fields' labels, e.g. (optional)." }),
          chooseService: text.meta({ label: "Service placeholder" }),
          otherInterests: z
            .array(
              z
                .strictObject({
                  value: slug.meta({ label: "Value", hint: "What the form sends and the lead email is sorted by, e.g. strategy-builder." }),
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
          honeypot: text.meta({ label: "Spam trap label", hint: "Label of a hidden field only bots fill in; read by screen readers." }),
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
          invalid: paragraph.meta({ label: "Invalid details text", hint: "Shown when the form is sent without JavaScript and a field is wrong." }),
          failed: paragraph.meta({ label: "Sending failed text", hint: "Shown when the form is sent without JavaScript and sending fails." }),
        })
        .meta({ label: "Form wording", graphqlName: "ContactFormCopy" }),
      details: z
        .strictObject({ heading: text.meta({ label: "Heading" }), intro: paragraph.meta({ label: "Introduction" }).optional(), ...detailLabels })
        .meta({ label: "Ways to reach us", hint: "Shown beside the form: the email, phone, office and hours from Site settings.", graphqlName: "ContactFormDetails" })
        .optional(),
      ...tail,
      id: z.literal("contact-form", { error: 'must be "contact-form": the page\'s links to the form point there' }).meta(anchor),
    })
    .meta({ label: "Contact form (contact page only)", layout: "the contact form" }),
  latestArticles: z
    .strictObject({ type: z.literal("latestArticles"), ...head, heading, ...tail })
    .meta({ label: "Latest insights (the three newest articles)", layout: "a grid of cards" }),
  text: z
    .strictObject({
      type: z.literal("text"),
      ...head,
      heading,
      body: prose.meta({ label: "Text", hint: "One or more paragraphs; leave an empty line between paragraphs." }),
      points: points("List").optional(),
      ...tail,
    })
    .meta({ label: "Text (paragraphs and a plain list)" }),
  siteFacts: z
    .strictObject({
      type: z.literal("siteFacts"),
      ...head,
      heading,
      facts: z
        .array(
          z
            .strictObject({
              measure: z.enum(SITE_MEASURES).meta({
                label: "Measure",
                hint: "What the build measures of this site: javascript (the most any page runs before a visitor touches it), pageWeight (the heaviest page), pages (in the sitemap), structuredData (the schema.org types the pages declare), lighthouse (the lowest performance score in the last npm run bench; left out when there is none).",
              }),
              value: text.meta({ label: "Figure", hint: "How the figure is shown, with {value} where the measurement goes, e.g. {value} or {value} pages." }),
              label: text.meta({ label: "Label", hint: "e.g. JavaScript before you interact" }),
              description: paragraph
                .meta({ label: "Description", hint: "How it was measured, e.g. gzipped, the most of any page. May use the measure's other values: pageWeight {page}, structuredData {types}, lighthouse {routes}, {date} and {runs}." })
                .optional(),
            })
            .superRefine((fact, ctx) => {
              const allowed = MEASURE_PLACEHOLDERS[fact.measure];
              for (const key of ["value", "label", "description"] as const) {
                for (const [, name] of (fact[key] ?? "").matchAll(/\{(\w+)\}/g)) {
                  if (name && !allowed.includes(name)) ctx.addIssue({ code: "custom", path: [key], message: `uses {${name}}, which ${fact.measure} does not measure; use ${allowed.map((a) => `{${a}}`).join(", ")}` });
                }
              }
              if (!fact.value.includes("{value}")) ctx.addIssue({ code: "custom", path: ["value"], message: "must show the measurement: write {value} where it goes" });
            })
            .meta({ graphqlName: "SiteFact" }),
        )
        .min(2)
        .max(6)
        .meta({ label: "Figures", summary: "{{fields.measure}}: {{fields.label}}" }),
      checksHeading: text.meta({ label: "How to check heading", hint: "e.g. Check them yourself" }),
      checks: points("How to check them").meta({ hint: "Steps anyone can take to check the figures, e.g. run PageSpeed Insights on any page. Put the tools' links under Buttons." }),
      source: prose.meta({ label: "Source line", hint: "Under the figures: where they come from, e.g. Measured by the build from the pages it published." }),
      ...tail,
    })
    .meta({ label: "This site's measured figures (proof)", layout: "measured figures" }),
  teamMembers: z
    .strictObject({ type: z.literal("teamMembers"), ...head, heading, ...tail })
    .meta({ label: "Team (the people under Authors and team; shown only when there is one)", layout: "a grid of people" }),
  caseStudies: z
    .strictObject({ type: z.literal("caseStudies"), ...head, heading, ...tail })
    .meta({ label: "Case studies (the three newest; shown only when there is one)", layout: "a grid of cards" }),
  clientLogos: z
    .strictObject({ type: z.literal("clientLogos"), ...head, ...tail })
    .meta({ label: "Client logos (from Clients; shown only with at least four)", layout: "a strip of logos" }),
  sample: z
    .strictObject({
      type: z.literal("sample"),
      ...head,
      heading,
      points: points("What it shows").optional(),
      visual: visual.meta({
        label: "Picture",
        hint: "What the client receives, drawn from invented data: a report, a change log, an alert or a map pack (each labelled Sample). Beside the text on wide screens, after it on phones.",
      }),
      ...tail,
    })
    .meta({ label: "Sample deliverable (picture beside text)", layout: "a picture beside text" }),
} satisfies Record<string, z.ZodObject>;

export type SectionSchemas = typeof sectionSchemas;
export type Section = { [K in SectionType]: z.infer<SectionSchemas[K]> }[SectionType];

/** A section's `type`: a key of the section map, which is the one list of section types. */
export type SectionType = keyof SectionSchemas;
/** The section types in the order the CMS offers them. */
export const SECTION_TYPES = Object.keys(sectionSchemas) as SectionType[];
const KNOWN_TYPES: ReadonlySet<string> = new Set(SECTION_TYPES);
export const isSectionType = (type: string): type is SectionType => KNOWN_TYPES.has(type);

/** Section types that render the page's single `<h1>`. */
export const HEADING_SECTION_TYPES: readonly SectionType[] = ["hero", "comingSoon"];

/** The schema for one section `type`, or undefined when no component renders that type. */
export function sectionSchemaFor(type: string): z.ZodObject | undefined {
  return isSectionType(type) ? sectionSchemas[type] : undefined;
}

/** GraphQL's interface for a page's sections; each type is its own type implementing it (SectionHero). */
export const SECTION_INTERFACE = "Section";

/** Sections are checked one by one against the schema for their own `type` (see validate.ts). */
const sections = z
  .array(z.unknown())
  .min(1)
  .meta({
    label: "Sections",
    hint: "The first section is a Hero (or Coming soon): it holds the page's only main heading.",
    summary: "{{fields.heading}}",
    variants: sectionSchemas,
    graphqlName: SECTION_INTERFACE,
  });

const seo = z
  .strictObject({
    title: copy.max(70).meta({ label: "Title", hint: "Shown in search results and browser tabs; at most 70 characters." }),
    description: prose.min(50).max(160).meta({ label: "Description", hint: "Shown under the title in search results; 50 to 160 characters." }),
    image: socialImage
      .meta({
        label: "Social image",
        hint: "Shown when the page is shared; 1200×630 pixels, PNG or JPEG. Leave empty for the card the site draws from this page's title and description (shown in the preview).",
      })
      .optional(),
    imageAlt: text.meta({ label: "Social image description" }).optional(),
  })
  .meta({ label: "Search and social previews", graphqlName: "Seo" });

export const pageSchema = z
  .strictObject({
    /** Fixed by the site's code: the CMS shows it to no one (see src/lib/content/static-pages.ts). */
    path: sitePath.meta({ label: "Path", widget: "hidden" }),
    seo,
    noindex: z.boolean().meta({ label: "Hide from search engines" }).optional(),
    sections,
  })
  .meta({ graphqlName: "PageYaml" });

export const serviceSchema = z
  .strictObject({
    slug: slug.meta({
      label: "Address (slug)",
      hint: "The page lives at /services/<slug>/ and the file is named <slug>.yaml. Set it when creating a service; changing it later does not rename the file and stops the build.",
    }),
    title: copy.meta({ label: "Title", hint: "The service's name on its card and in menus." }),
    description: prose.meta({ label: "Card description" }),
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
      .meta({ label: "Offered", hint: "Untick for a service no longer offered: its page stays, and it leaves the contact form's choices." })
      .optional(),
    /** Two or three other services, shown as cards at the foot of the page. */
    related: z
      .array(slug)
      .min(2)
      .max(3)
      .meta({ label: "Related services", ref: services, hint: "Two or three other services, shown as cards at the foot of this page." }),
    seo,
    sections,
  })
  .meta({ graphqlName: "ServiceYaml" });

/** The words around articles (data/site.yaml ui.insights); optional so a site without articles needs none. */
const insightsWordingSchema = z
  .strictObject({
    indexHeading: text.meta({ label: "Insights page heading", hint: "The main heading of /insights/." }),
    indexIntro: paragraph.meta({ label: "Insights page introduction" }),
    indexTitle: text.max(70).meta({ label: "Insights page SEO title", hint: "At most 70 characters; later pages add their number." }),
    indexDescription: paragraph.min(50).max(160).meta({ label: "Insights page SEO description", hint: "50 to 160 characters." }),
    crumb: text.meta({ label: "Breadcrumb and menu name", hint: "e.g. Insights" }),
    by: text.meta({ label: "Byline word", hint: "Before the author's name, e.g. By" }),
    published: text.meta({ label: "Published label" }),
    updated: text.meta({ label: "Updated label" }),
    readingTime: text.regex(/\{minutes\}/, "must contain {minutes}, where the number goes").meta({ label: "Reading time", hint: "{minutes} becomes the number, e.g. {minutes} min read" }),
    contents: text.meta({ label: "Table of contents heading" }),
    about: text.meta({ label: "Related services heading", hint: "Above the cards for the services an article is about." }),
    more: text.meta({ label: "More articles heading" }),
    aboutAuthor: text.meta({ label: "About the author heading" }),
    onService: text.meta({ label: "Articles on a service page heading" }),
    pagination: text.meta({ label: "Pagination name", hint: "Read by screen readers, e.g. Pages of articles" }),
    newer: text.meta({ label: "Newer articles link" }),
    older: text.meta({ label: "Older articles link" }),
    page: text.regex(/\{page\}/, "must contain {page}, where the number goes").meta({ label: "Page number", hint: "e.g. Page {page}" }),
    feed: text.meta({ label: "Feed title", hint: "The RSS feed's name in feed readers." }),
    cta: z
      .strictObject({
        heading: text.meta({ label: "Heading" }),
        intro: paragraph.meta({ label: "Introduction" }),
        label: text.meta({ label: "Button text" }),
      })
      .meta({ label: "Closing call to action", hint: "At the foot of every article; the button leads to /contact/.", graphqlName: "InsightsCta" }),
  })
  .meta({ label: "Insights wording", graphqlName: "InsightsWording" });

/** A wording that must name where each value goes, e.g. {weeks}. */
const template = (label: string, names: readonly string[], hint: string) =>
  names
    .reduce((schema, name) => schema.regex(new RegExp(`\\{${name}\\}`), `must contain {${name}}, where the value goes`), text)
    .meta({ label, hint: `${hint} ${names.map((n) => `{${n}}`).join(", ")} become${names.length === 1 ? "s" : ""} the values.` });

/** The words around case studies (data/site.yaml ui.caseStudies); needed once data/case-studies/ has one. */
const caseStudiesWordingSchema = z
  .strictObject({
    indexHeading: text.meta({ label: "Case studies page heading", hint: "The main heading of /case-studies/." }),
    indexIntro: paragraph.meta({ label: "Case studies page introduction" }),
    indexTitle: text.max(70).meta({ label: "Case studies page SEO title", hint: "At most 70 characters." }),
    indexDescription: paragraph.min(50).max(160).meta({ label: "Case studies page SEO description", hint: "50 to 160 characters." }),
    crumb: text.meta({ label: "Breadcrumb and menu name", hint: "e.g. Case studies" }),
    client: text.meta({ label: "Client label" }),
    industry: text.meta({ label: "Industry label" }),
    city: text.meta({ label: "City label" }),
    started: text.meta({ label: "Start label", hint: "Before the engagement's first day, e.g. Engagement started" }),
    services: text.meta({ label: "Services heading", hint: "Above the cards for the services of the engagement." }),
    clicks: text.meta({ label: "Clicks chart label", hint: "e.g. Clicks from Google a day (weekly average)" }),
    impressions: text.meta({ label: "Impressions chart label", hint: "e.g. Impressions in Google a day (weekly average)" }),
    startMark: text.meta({ label: "Start mark", hint: "On the chart where the engagement starts, e.g. We started" }),
    change: template("Change line", ["weeks", "before", "after", "change"], "Under the chart: the change the build works out, e.g. Average clicks a day, {weeks} weeks before and after the start: {before} to {after} ({change})."),
    source: template("Source line", ["client", "from", "to"], "Under the chart, e.g. Source: {client}'s Google Search Console export, {from} to {to}."),
    chartAlt: template("Chart description", ["client", "weeks", "before", "after"], "Read by screen readers for the chart, e.g. Weekly clicks and impressions for {client}; average clicks a day went from {before} to {after} over {weeks} weeks either side of the start."),
    onService: text.meta({ label: "Case study on a service page heading", hint: "Above the service's newest case study on its page, e.g. A client's results with this service" }),
    cardChange: template("Card figure", ["change", "weeks"], "On a case study's card, beside the change the build works out, e.g. {change} clicks a day, {weeks} weeks before and after."),
    read: text.meta({ label: "Read link", hint: "On a case study's card, e.g. Read the case study" }),
    all: text.meta({ label: "All case studies link", hint: "Under the newest case studies, to /case-studies/, e.g. All case studies" }),
    cta: z
      .strictObject({ heading: text.meta({ label: "Heading" }), intro: paragraph.meta({ label: "Introduction" }), label: text.meta({ label: "Button text" }) })
      .meta({ label: "Closing call to action", hint: "At the foot of every case study; the button leads to /contact/.", graphqlName: "CaseStudiesCta" }),
  })
  .meta({ label: "Case studies wording", graphqlName: "CaseStudiesWording" });

/** The words around people's profiles (data/site.yaml ui.team); needed once an author has a photo. */
const teamWordingSchema = z
  .strictObject({
    crumb: text.meta({ label: "Breadcrumb name", hint: "The About page in a profile's breadcrumb, e.g. About us" }),
    profileTitle: template("Profile SEO title", ["name", "role"], "A profile's title in search results, at most 70 characters once filled, e.g. {name}, {role} | Harbour AI SEO."),
    articles: template("Articles heading", ["name"], "Above a person's articles on their profile, e.g. Articles by {name}."),
    linkedin: text.meta({ label: "LinkedIn link", hint: "e.g. LinkedIn profile" }),
    profileLink: template("Profile link", ["name"], "On the team's cards and bylines, read by screen readers, e.g. About {name}."),
  })
  .meta({ label: "Team wording", graphqlName: "TeamWording" });

const navLink = z.strictObject({ label: text.meta({ label: "Text" }), to: internalLink.meta({ label: "Link" }) }).meta({ graphqlName: "NavLink" });
const TIME_HINT = "24-hour time, e.g.";

export const siteSchema = z
  .strictObject({
    name: text.meta({ label: "Agency name" }),
    shortName: text.max(12).meta({ label: "Short name", hint: "Used where space is short (the installed app's name); at most 12 characters." }),
    description: paragraph.meta({ label: "Description", hint: "The agency in a sentence or two, for search engines and the app manifest." }),
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
        postcode: z.string().regex(/^\d{4}$/, "must be a four-digit Australian postcode").meta({ label: "Postcode" }),
        country: text.meta({ label: "Country" }),
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
        homeLabel: text.meta({ label: "Logo link description", hint: "Read by screen readers for the logo's link to the home page." }),
        skipLink: text.meta({ label: "Skip link", hint: "The first link keyboard users meet, e.g. Skip to content." }),
        navLabel: text.meta({ label: "Menu name", hint: "Read by screen readers, e.g. Main." }),
        menuLabel: text.meta({ label: "Mobile menu button" }),
        nav: z
          .array(
            z
              .strictObject({
                label: text.meta({ label: "Text" }),
                to: internalLink.meta({ label: "Link", hint: `${LINK_HINT} Fill in either this or Dropdown, not both.` }).optional(),
                children: z
                  .array(
                    z
                      .strictObject({
                        label: text.meta({ label: "Text" }),
                        to: internalLink.meta({ label: "Link" }),
                        disabled: z.boolean().meta({ label: "Shown but not clickable" }).optional(),
                        disabledNote: text.meta({ label: "Why not clickable", hint: "Read by screen readers, e.g. no longer offered." }).optional(),
                      })
                      .meta({ graphqlName: "NavChild" }),
                  )
                  .min(1)
                  .meta({ label: "Dropdown", summary: "{{fields.label}}", hint: "A dropdown instead of a link: fill in either this or Link, not both." })
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
      })
      .meta({ label: "Header" }),
    footer: z
      .strictObject({
        agencyLine: paragraph.meta({ label: "Agency line" }),
        contactHeading: text.meta({ label: "Contact heading", hint: "Above the email address, phone number and hours." }),
        servicesHeading: text.meta({ label: "Services heading", hint: "Above the list of every service offered, which the site makes from the services themselves." }),
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
          .regex(/^(?!.*(©|\b(19|20)\d{2}\b))/, "must not contain © or a year: the site writes © and the year of the build before it")
          .meta({ label: "Copyright line", hint: "e.g. Harbour AI SEO. All rights reserved. The site adds © and the current year." }),
      })
      .meta({ label: "Footer" }),
    ui: z
      .strictObject({
        learnMore: text.meta({ label: "Learn More link" }),
        learnMoreHidden: text
          .regex(/\{title\}/, "must contain {title}, where the card's title goes")
          .meta({ label: "Learn More for screen readers", hint: "Read after Learn More; {title} becomes the card's title, e.g. about {title}." }),
        aiAdvantage: text.meta({ label: "AI Advantage label" }),
        newTab: text.meta({ label: "New tab warning", hint: "Read by screen readers after links that open a new tab." }),
        notFoundLog: text.meta({ label: "Not-found log message", hint: "Written to the browser console on the 404 page." }),
        pageMoved: text.meta({ label: "Moved page heading" }),
        pageMovedLink: text.meta({ label: "Moved page link" }),
        breadcrumb: text.meta({ label: "Breadcrumb name", hint: "Read by screen readers for the trail at the top of service pages, e.g. Breadcrumb." }),
        relatedServices: text.meta({ label: "Related services heading", hint: "Above the cards for related services at the foot of each service page." }),
        methodologyLink: text.meta({ label: "Methodology link", hint: "After every qualifier of figures, linking to /methodology, e.g. How we work these out." }),
        insights: insightsWordingSchema.optional(),
        caseStudies: caseStudiesWordingSchema.optional(),
        team: teamWordingSchema.optional(),
      })
      .meta({ label: "Interface wording" }),
    externalLinks: z
      .array(
        z
          .strictObject({
            name: slug.meta({ label: "Name", hint: "What buttons use as External link, e.g. strategy-builder." }),
            url: httpsUrl.meta({ label: "Address" }),
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
    example: z
      .strictObject({
        budget: z.number().int().positive().meta({ label: "Monthly budget ($)", hint: "The example's budget: {{retainer}} on the pages." }),
        hourlyRate: z.number().int().positive().meta({ label: "Traditional hourly rate ($)", hint: "What a traditional agency charges an hour: {{retainerHourlyRate}}." }),
        pagesPerHour: z.number().positive().meta({ label: "Pages optimised an hour", hint: "By a specialist, by hand. Hours × this gives {{traditionalPagesMonthly}}." }),
        aiOutputMultiple: z.number().int().positive().meta({ label: "AI output multiple", hint: "Times the traditional output for the same budget: {{aiPagesMonthly}} pages, {{outputPerDollar}}." }),
      })
      .meta({
        label: "The worked example",
        hint: "Every comparison on the site comes from these four numbers (the methodology page explains them). {{retainer}}, {{retainerHours}}, {{traditionalPagesMonthly}}, {{aiPagesMonthly}} and {{outputPerDollar}} are worked out from them.",
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
            value: text.meta({ label: "Value", hint: "e.g. 4-5x" }),
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

/**
 * An image in data/ (a person's photo in data/team/, a client's logo in data/clients/), stored as
 * its path from data/; the build processes it (GraphQL: a File, linked by that path).
 */
const dataImage = (folder: string, extensions: string, example: string) =>
  z
    .string()
    .regex(new RegExp(`^${folder}/[a-z0-9][a-z0-9._-]*\\.(${extensions})$`), `must be a file in data/${folder}/ named in lower case, e.g. ${folder}/${example}`)
    .meta({ widget: "photo", folder: `data/${folder}`, patternMessage: `A file in data/${folder}/, e.g. ${folder}/${example}` });
/** The agreement a person or a client gave to appear on the site, which the build requires. */
const consent = (who: string) =>
  z.literal(true, { error: `must be true: the site shows ${who} only with their written consent, kept on file` }).meta({
    label: "Consent recorded",
    hint: `Tick only when ${who} has agreed in writing to appear on the site, and the agreement is kept on file. The build refuses the entry without it.`,
  });
const linkedIn = z
  .string()
  .regex(/^https:\/\/(www\.)?linkedin\.com\/(in|company)\/[^\s/]+\/?$/, "must be a LinkedIn profile's address, e.g. https://www.linkedin.com/in/jane-citizen/")
  .meta({ label: "LinkedIn", hint: "Their profile's address, e.g. https://www.linkedin.com/in/jane-citizen/; leave empty for none." });

/**
 * data/authors.yaml: who writes the articles, and the team. An article's `author` is one of the
 * keys. An author with a photo is a person of the team: shown on the About page, with a profile
 * page (/team/<key>/) listing their articles; one without (the team as a whole) is a byline only.
 */
export const authorSchema = z
  .strictObject({
    key: slug.meta({ label: "Key", hint: "What articles write as author, e.g. jane-citizen; a person's profile is at /team/<key>/. Changing it breaks the articles that use it." }),
    name: text.meta({ label: "Name" }),
    role: text.meta({ label: "Role", hint: "Shown after the name in the byline, e.g. Strategist, Sydney" }),
    bio: paragraph.meta({ label: "Short bio", hint: "One to three sentences, shown under each of their articles and on their profile." }),
    photo: dataImage("team", "jpe?g|png|webp", "jane-citizen.jpg")
      .meta({ label: "Photo", hint: "A photo of the person, in data/team/ (at least 640 pixels wide; the build makes the sizes pages need). With a photo the author is a person of the team: shown on the About page, with a profile page. Leave empty for an author that is not one person." })
      .optional(),
    photoAlt: text.meta({ label: "Photo description", hint: "What the photo shows, for screen readers, e.g. Jane Citizen smiling, in front of a window. Required with a photo." }).optional(),
    linkedin: linkedIn.optional(),
    consent: consent("the person").optional(),
  })
  .superRefine((author, ctx) => {
    if (author.photo === undefined) return;
    if (author.photoAlt === undefined) ctx.addIssue({ code: "custom", path: ["photoAlt"], message: "is required with a photo: describe what it shows, for screen readers" });
    if (author.consent !== true) ctx.addIssue({ code: "custom", path: ["consent"], message: "must be true: the site shows a person's name and photo only with their written consent, kept on file" });
  })
  .meta({ graphqlName: "Author" });

export const authorsSchema = z
  .strictObject({
    authors: z.array(authorSchema).min(1).meta({ label: "Authors and team", summary: "{{fields.name}}" }),
  })
  .meta({ graphqlName: "AuthorsYaml" });

/** data/clients.yaml: the clients whose logos the home page may show, each with their consent. */
export const clientSchema = z
  .strictObject({
    name: text.meta({ label: "Client", hint: "The business's name, read by screen readers for its logo." }),
    logo: dataImage("clients", "svg|png", "acme-plumbing.svg").meta({ label: "Logo", hint: "The logo, in data/clients/: SVG, or a PNG at least 240 pixels wide, on a transparent background." }),
    url: httpsUrl.meta({ label: "Website", hint: "The client's site; leave empty for none." }).optional(),
    consent: consent("the client's logo"),
  })
  .meta({ graphqlName: "Client" });

export const clientsSchema = z
  .strictObject({
    clients: z.array(clientSchema).meta({ label: "Clients", summary: "{{fields.name}}", hint: "The home page shows a strip of their logos once there are at least four." }),
  })
  .meta({ graphqlName: "ClientsYaml" });

/** A calendar date written YYYY-MM-DD that exists (no 31 June). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, e.g. "2026-11-16"')
  // Only a date in that form can be a real one; any other is reported by the pattern alone.
  .refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || (!Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)), { message: "is not a real date" })
  .meta({ widget: "date", patternMessage: "A date, e.g. 2026-11-16" });

/** Authors picked from data/authors.yaml, stored as their key. */
const authors: Ref = { collection: "people", file: "authors", graphqlType: "Author", key: "authors.*.key", search: ["authors.*.name"], display: ["authors.*.name"] };

/** An article's front matter (data/insights/<slug>.md); the Markdown after it is the article. */
export const articleSchema = z
  .strictObject({
    title: text.max(110).meta({ label: "Title", hint: "The article's main heading; it is also its search title unless SEO title is set." }),
    description: paragraph.min(50).max(160).meta({ label: "Description", hint: "Under the title in lists and search results; 50 to 160 characters." }),
    date: calendarDate.meta({ label: "Published", hint: "The day it is published, YYYY-MM-DD." }),
    updated: calendarDate.meta({ label: "Updated", hint: "Set when you change what the article says; leave empty otherwise." }).optional(),
    author: slug.meta({ label: "Author", ref: authors, hint: "From Team and authors (under Team and clients)." }),
    services: z
      .array(slug)
      .min(1)
      .max(3)
      .meta({ label: "Services", ref: services, hint: "The one to three services it is about: shown as cards under it, and it is listed on their pages." }),
    draft: z.boolean().meta({ label: "Draft", hint: "A draft shows only while editing locally (npm run develop); the live site leaves it out." }).optional(),
    seo: z
      .strictObject({ title: seo.shape.title.optional(), description: seo.shape.description.optional(), image: seo.shape.image, imageAlt: seo.shape.imageAlt })
      .meta({ label: "Search and social previews", hint: "Leave empty to use the title and description." })
      .optional(),
  })
  .meta({ graphqlName: "MarkdownRemarkFrontmatter" });

/**
 * A case study's front matter (data/case-studies/<slug>.md; the Markdown after it is the story),
 * with the client's Search Console "Dates" export beside it (<slug>.csv), from which the build
 * draws the before-and-after chart and works out the change: nothing measured is typed here.
 */
export const caseStudySchema = z
  .strictObject({
    title: text.max(110).meta({ label: "Title", hint: "The case study's main heading, e.g. A Parramatta plumber found first in twelve more suburbs." }),
    client: text.meta({ label: "Client", hint: "The business's name, as it agreed to be named." }),
    industry: text.meta({ label: "Industry", hint: "e.g. Trades and home services" }),
    city: text.meta({ label: "City", hint: "e.g. Sydney" }),
    services: z
      .array(slug)
      .min(1)
      .max(3)
      .meta({ label: "Services", ref: services, hint: "The one to three services of the engagement: it is listed on their pages." }),
    start: calendarDate.meta({ label: "Engagement start", hint: "The engagement's first day, YYYY-MM-DD. The chart marks it and compares the same number of weeks before and after; it must fall inside the export, with at least a full week on each side." }),
    summary: paragraph.min(50).max(200).meta({ label: "Summary", hint: "What was done and what changed, in a sentence or two (50 to 200 characters): under the title and in lists. Never type the change in clicks: the chart works it out." }),
    consent: consent("the client's name and results"),
    quote: z
      .strictObject({
        text: paragraph.meta({ label: "Quote", hint: "What the client said, word for word, as they approved it." }),
        name: text.meta({ label: "Name", hint: "Who said it." }),
        role: text.meta({ label: "Role", hint: "e.g. Owner, Acme Plumbing" }),
      })
      .meta({ label: "Client's quote", hint: "Only words the client said and approved, with their name; leave empty for none.", graphqlName: "CaseStudyQuote" })
      .optional(),
    logo: dataImage("case-studies", "svg|png", "acme-plumbing-logo.svg").meta({ label: "Client's logo", hint: "In data/case-studies/, beside this file; leave empty for none." }).optional(),
    searchConsole: z
      .string()
      .regex(/^case-studies\/[a-z0-9][a-z0-9._-]*\.csv$/, "must be a .csv file in data/case-studies/, e.g. case-studies/acme-plumbing.csv")
      .meta({
        widget: "file",
        folder: "data/case-studies",
        label: "Search Console export",
        hint: "The client's Dates.csv (Search Console → Performance → Export → Download CSV), renamed to this case study's name (e.g. acme-plumbing.csv) and uploaded here. Leave empty when data/case-studies/<name>.csv is already there.",
        patternMessage: "A .csv file in data/case-studies/",
      })
      .optional(),
    draft: z.boolean().meta({ label: "Draft", hint: "A draft shows only while editing locally (npm run develop); the live site leaves it out." }).optional(),
  })
  .meta({ graphqlName: "CaseStudyFrontmatter" });

/**
 * What the build works out for a case study from its Search Console export
 * (src/lib/case-studies/search-console.ts): the weeks around the start, and the change. Part of the
 * parsed content and of the case study's GraphQL node, where `change` is left out when there was
 * no click before.
 */
const engagementWeekSchema = z
  .strictObject({
    index: z.number().int(),
    start: z.string(),
    days: z.number().int(),
    clicks: z.number().int(),
    impressions: z.number().int(),
    clicksPerDay: z.number(),
    impressionsPerDay: z.number(),
  })
  .meta({ graphqlName: "CaseStudyWeek" });

export const engagementSchema = z
  .strictObject({
    weeks: z.array(engagementWeekSchema),
    comparedWeeks: z.number().int(),
    before: z.number(),
    after: z.number(),
    change: z.number().optional(),
    from: z.string(),
    to: z.string(),
    first: z.string(),
    last: z.string(),
  })
  .meta({ graphqlName: "CaseStudyEngagement" });

/** The engagement as parsed: `change` is null when there was no click before. */
export type Engagement = Omit<z.infer<typeof engagementSchema>, "change"> & { change: number | null };

export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Client = z.infer<typeof clientSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Author = z.infer<typeof authorSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Service = z.infer<typeof serviceSchema>;
