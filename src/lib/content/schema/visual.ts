import { z } from "zod";
import { copy, FIGURES_HINT, icon, internalLink, prose, text, tone } from "./fields";

/**
 * The picture in a hero (src/components/visuals/): a kind from a closed list, each with its own
 * fields. A field name means one thing, with one schema, in every kind that uses it: GraphQL merges
 * the kinds into one type (SectionVisual) and the CMS shows one group, the kind first, each other
 * field's hint naming the kinds that use it (src/lib/cms/derive-fields.ts).
 */
const visualLine = z
  .strictObject({
    label: copy.meta({ label: "Text", hint: FIGURES_HINT }),
    value: copy
      .meta({
        label: "Figure or pill",
        hint: `Shown at the end of the line, e.g. $5,000 or High; leave empty for none. ${FIGURES_HINT}`,
      })
      .optional(),
    tone: tone
      .meta({ hint: "negative (red): a cost or a risk; positive (teal): a gain; leave empty for plain." })
      .optional(),
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
  oldLabel: copy.meta({
    label: "Traditional grid label",
    hint: `Over the traditional agency's pages, e.g. Traditional agency · {{traditionalPagesMonthly}} pages a month. ${FIGURES_HINT}`,
  }),
  aiLabel: copy.meta({
    label: "AI grid label",
    hint: `Over the AI-assisted pages, e.g. AI agents and a person's review · {{aiPagesMonthly}} pages a month. ${FIGURES_HINT}`,
  }),
  scale: copy.meta({
    label: "Scale",
    hint: "Explains one square, e.g. One square is one page optimised. The squares are counted from the worked example in Site settings.",
  }),
  centre: copy.meta({ label: "Centre", hint: "At the centre, two or three words: Your goals (orbit), 24/7 (cycle)." }),
  ring: copy.meta({ label: "Ring", hint: "The label on the dashed ring, e.g. Sydney strategists." }),
  icon: visualIcon.meta({ hint: "The cycle's centre (the service's icon) or the document's seal (e.g. shield)." }),
  nodes: z
    .array(
      z
        .strictObject({ label: copy.meta({ label: "Label", hint: "One or two words." }), icon: visualIcon })
        .meta({ graphqlName: "VisualNode" }),
    )
    .min(3)
    .max(8)
    .meta({
      label: "Outer ring",
      summary: "{{fields.label}}",
      hint: "Three to eight icons around the ring, e.g. Research, Content, Technical.",
    }),
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
    .meta({
      label: "Links",
      summary: "{{fields.label}} → {{fields.target}}",
      hint: "Two to six rows, each a link to a page.",
    }),
  steps: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Step", hint: "Two or three words, e.g. Audit and goals." }),
          icon: visualIcon,
          human: z
            .boolean()
            .meta({ label: "Done by a person", hint: "Drawn as a white node: the step our strategists do." })
            .optional(),
        })
        .meta({ graphqlName: "VisualStep" }),
    )
    .min(3)
    .max(6)
    .meta({
      label: "Steps",
      summary: "{{fields.label}}",
      hint: "Three to six steps, clockwise from the top: the page's How it works, in short.",
    }),
  lines: z
    .array(visualLine)
    .min(1)
    .max(6)
    .meta({ label: "Lines", summary: "{{fields.label}} {{fields.value}}", hint: "The lines of the card, one to six." }),
  stamp: copy.meta({ label: "Stamp", hint: "Stamped across the invoice in red, e.g. NO LONGER OFFERED." }),
  crossedOutLabel: copy.meta({
    label: "Crossed-out label",
    hint: "Read by screen readers before the crossed-out lines, e.g. Crossed out:",
  }),
  chip: copy.meta({ label: "Replacement", hint: "Shown under the crossed-out card, e.g. Replaced by AI-driven SEO." }),
  progress: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Stage", hint: "One word, e.g. Goals." }),
          done: z
            .boolean()
            .meta({ label: "Done", hint: "Ticked; leave unticked for the stage in progress." })
            .optional(),
        })
        .meta({ graphqlName: "VisualStage" }),
    )
    .min(2)
    .max(5)
    .meta({ label: "Progress", summary: "{{fields.label}}", hint: "The stages across the top of the card." }),
  pin: copy.meta({ label: "Pin", hint: "The label of the pin on Sydney, e.g. Sydney." }),
  sample: copy
    .regex(
      /^Illustrative\b/,
      'must start with "Illustrative": a picture of a deliverable is never to be taken for a client\'s data',
    )
    .meta({
      label: "Illustrative label",
      hint: "The one quiet tag on the picture, starting with Illustrative, e.g. Illustrative. A report, change log, alert or map pack is drawn with invented data, never a client's.",
      patternMessage: "Starts with Illustrative, e.g. Illustrative",
    }),
  metrics: z
    .array(
      z
        .strictObject({
          label: copy.meta({ label: "Label", hint: "e.g. Clicks from Google" }),
          value: copy.meta({ label: "Figure", hint: "Invented, e.g. 1,240" }),
          change: copy.meta({ label: "Change", hint: "e.g. +18% on last month; leave empty for none." }).optional(),
          tone: tone
            .meta({
              hint: "positive (teal): the change is good news; negative (red): bad news; leave empty for plain.",
            })
            .optional(),
        })
        .meta({ graphqlName: "VisualMetric" }),
    )
    .min(2)
    .max(4)
    .meta({
      label: "Figures",
      summary: "{{fields.label}}: {{fields.value}}",
      hint: "Two to four figures across the top of the report, invented.",
    }),
  seriesLabel: copy.meta({
    label: "Chart label",
    hint: "What the report's line shows, e.g. Clicks from Google, by week.",
  }),
  series: z
    .array(z.number().nonnegative().meta({ name: "value", label: "Value" }))
    .min(4)
    .max(16)
    .meta({
      label: "Chart points",
      hint: "Four to sixteen invented numbers, left to right; only the line's shape is drawn.",
    }),
  entries: z
    .array(
      z
        .strictObject({
          when: text.meta({ label: "When", hint: "e.g. Tue 02:14" }),
          text: copy.meta({ label: "What was done", hint: "One line, e.g. Rewrote 14 title tags on category pages." }),
          human: z
            .boolean()
            .meta({
              label: "Done by a person",
              hint: "Drawn with a person: a strategist's review or approval. Leave unticked for an AI agent's work.",
            })
            .optional(),
        })
        .meta({ graphqlName: "VisualEntry" }),
    )
    .min(2)
    .max(6)
    .meta({
      label: "Entries",
      summary: "{{fields.when}} {{fields.text}}",
      hint: "Two to six lines of the change log, oldest first.",
    }),
  query: copy.meta({ label: "Search", hint: "The search it is about, in lower case, e.g. emergency plumber near me." }),
  positions: z
    .array(z.number().int().min(1).max(100).meta({ name: "position", label: "Position" }))
    .min(4)
    .max(14)
    .meta({
      label: "Positions",
      hint: "The ranking position day by day (1 is the top), four to fourteen invented numbers; the alert shows the first and the last.",
    }),
  listings: z
    .array(
      z
        .strictObject({
          name: copy.meta({
            label: "Business",
            hint: "Invented, never a real business, e.g. Your business or Competitor A.",
          }),
          detail: copy.meta({ label: "Detail", hint: "e.g. Plumber · Parramatta · Open 24 hours" }),
          highlight: z
            .boolean()
            .meta({ label: "Highlighted", hint: "Drawn in teal: the client's listing." })
            .optional(),
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
    .strictObject({
      kind: z.literal(kind).meta({ label: "Kind of picture", hint: "Each kind uses the fields whose hint names it." }),
      alt,
      caption,
      ...own,
    })
    .meta({ label });
}

/** Every kind of picture, in the order the CMS offers them. */
const visualKinds = [
  visualKind("budgetPages", "Pages a month the example's budget buys", ["heading", "oldLabel", "aiLabel", "scale"]),
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
  visualKind("checkReport", "Sample AI search check report", ["sample", "heading", "metrics", "lines"]),
] as const;

/** The kinds that draw a deliverable with invented data, each labelled Sample. */
export const SAMPLE_VISUAL_KINDS: readonly VisualKind[] = [
  "report",
  "changeLog",
  "rankAlert",
  "mapPack",
  "checkReport",
];

export const VISUAL_KINDS = visualKinds.map((schema) => schema.shape.kind.value);
export type VisualKind = (typeof VISUAL_KINDS)[number];
export type Visual = z.infer<(typeof visualKinds)[number]>;

export const visual = z
  .discriminatedUnion("kind", visualKinds, {
    error: (issue) =>
      isObjectLike(issue.input)
        ? `${JSON.stringify(issue.input.kind)} is not a kind of picture; use one of: ${VISUAL_KINDS.join(", ")}`
        : undefined,
  })
  .meta({
    label: "Picture",
    hint: "Drawn beside the heading on wide screens and after the buttons on phones. Leave empty for none.",
    graphqlName: "SectionVisual",
  });
const isObjectLike = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
