/**
 * Each section type as Markdown, from the same parsed section its component renders (figures
 * already filled by the parser, as in the HTML). `SECTION_MARKDOWN` is a Record keyed by every
 * type of the section map (src/lib/content/schema/sections/index.ts), so a new section type is a
 * type error here until it has its one entry; tests/e2e/answer-engines.test.ts then checks that
 * the twin carries what the page's <main> shows.
 *
 * What a picture draws (a sample report's invented figures, a week's grid) is given as the
 * picture's description and caption, as a screen reader gets it: a sample's invented numbers
 * written out as text could be quoted by an engine as a result.
 */
import type { Section, SectionType } from "../content/schema";
import type { Visual } from "../content/schema/visual";
import type { ParsedContent, ParsedArticle, ParsedCaseStudy, Author } from "../content/parse";
import { staticPath } from "../content/static-pages";
import { articlePath, formatDate, latest, type ArticleSummary } from "../insights";
import { caseStudyCard, newestCaseStudies, teamPath, CASE_STUDIES_PATH } from "../case-studies";
import { BUDGET_OPTIONS } from "../content/enquiry";
import { interestOptions } from "../contact";
import { multipleText, outputMultiple, pageMinutes, taskRatio } from "../content/example";
import { monthLabel, priceText, termText, type OfferFacts } from "../content/offer";
import { absolute, blocks, bulletList, escapeText, heading, link, orderedList, paragraphs, table } from "./markdown";

/** The measured figures a siteFacts section shows (src/lib/build/site-facts.ts), by measure; null when there is nothing to measure. */
export type FactValues = Readonly<Record<string, Readonly<Record<string, string>> | null>>;

export interface SectionContext {
  siteUrl: string;
  /** The page the section is on, e.g. `/services/local-seo/`. */
  route: string;
  content: ParsedContent;
  /** Published articles, newest first. */
  articles: ReadonlyArray<ParsedArticle & ArticleSummary>;
  /** The build's measurements, worked out only when a page has a siteFacts section. */
  facts: () => FactValues;
}

type SectionOfType<K extends SectionType> = Extract<Section, { type: K }>;
type Writer<K extends SectionType> = (
  section: SectionOfType<K>,
  context: SectionContext,
) => Array<string | null | undefined | false>;

/**
 * A count in the check's words ("{count} {count|thing|things} to fix"), filled as the report fills
 * it (site-check/words.ts, which this layer does not import).
 */
const countPhrase = (template: string, count: number) =>
  template.replace(/\{count(?:\|([^{}|]*)\|([^{}|]*))?\}/g, (_all, one?: string, other?: string) =>
    one !== undefined && other !== undefined ? (count === 1 ? one : other) : String(count),
  );

const url = (context: SectionContext, to: string) => absolute(context.siteUrl, to, context.route);

/** A section's eyebrow, heading, what stands between the heading and the introduction (`lead`), and introduction; its own content follows. */
function head(section: Section, lead?: string): string[] {
  return [
    section.eyebrow ? escapeText(section.eyebrow) : "",
    section.heading ? heading(section.type === "hero" || section.type === "comingSoon" ? 1 : 2, section.heading) : "",
    ...paragraphs(lead),
    ...paragraphs(section.intro),
  ];
}

/** A section's note and its buttons as links (an external button by its address in site.yaml). */
function tail(section: Section, context: SectionContext): string[] {
  const actions = (section.actions ?? []).flatMap((action) => {
    if (action.external) {
      // The HTML tells every reader the link opens a new tab.
      const to = context.content.site.externalLinks.find((l) => l.name === action.external)?.url;
      return to ? [`${link(action.label, to)} (${escapeText(context.content.site.ui.newTab)})`] : [];
    }
    return action.to ? [link(action.label, url(context, action.to))] : [];
  });
  return [...paragraphs(section.note), actions.length > 0 ? bulletList(actions) : "", ...nextStep(section, context)];
}

/** Under a hero's, an offer's or a closing call's main button to the contact form, the line that says what happens next (as ActionList draws it). */
function nextStep(section: Section, context: SectionContext): string[] {
  if (section.type !== "hero" && section.type !== "callToAction" && section.type !== "offer") return [];
  const main = (section.actions ?? []).find(
    (action, i) => action.variant === "primary" || (action.variant === undefined && i === 0),
  );
  return main?.to !== undefined && /^(\/contact\/?(#.*)?|#contact-form)$/.test(main.to)
    ? [escapeText(context.content.site.ui.nextStep)]
    : [];
}

/** A qualifier of figures, with the link to the methodology page the HTML puts after it. */
const qualifier = (text: string | undefined, context: SectionContext): string =>
  text
    ? `${escapeText(text)} ${link(context.content.site.ui.methodologyLink, url(context, staticPath("methodology")))}`
    : "";

/** The text a picture shows as text rather than drawing (a menu of links, a crossed-out card), by kind; the others are a picture with a description. */
function visualText(visual: Visual, context: SectionContext): string {
  if (visual.kind === "pathways")
    return blocks([
      heading(3, visual.heading),
      bulletList(visual.links.map((l) => `${escapeText(l.label)}: ${link(l.target, url(context, l.to))}`)),
    ]);
  if (visual.kind === "crossedOut") {
    const lines = visual.lines.map((l) => `~~${escapeText([l.value, l.label].filter(Boolean).join(" "))}~~`);
    return blocks([
      `**${escapeText(visual.heading)}**`,
      `${escapeText(visual.crossedOutLabel)}\n\n${bulletList(lines)}`,
      escapeText(visual.chip),
    ]);
  }
  return "";
}

/** A picture as a screen reader gets it (its description), what it shows as text, and its caption. */
export function visualMarkdown(visual: Visual, context: SectionContext): string {
  return blocks([`*${escapeText(visual.alt)}*`, visualText(visual, context), ...paragraphs(visual.caption)]);
}

/** A card's link as a screen reader reads it: "Learn More about Local SEO". */
const learnMore = (title: string, to: string, context: SectionContext): string => {
  const { ui } = context.content.site;
  return link(`${ui.learnMore} ${ui.learnMoreHidden.replace("{title}", title)}`, url(context, to));
};

/** Service cards, as the serviceCards section and a service page's related services show them. */
export function serviceCardsMarkdown(
  slugs: readonly string[],
  brief: boolean,
  context: SectionContext,
  level = 3,
): string {
  return blocks(
    slugs.flatMap((slug) => {
      const card = context.content.cards.get(slug);
      if (!card) return [];
      const aiFeature = !brief
        ? `${escapeText(context.content.site.ui.aiAdvantage)} ${escapeText(card.aiFeature)}`
        : "";
      return [
        blocks([
          heading(level, card.title),
          escapeText(card.description),
          aiFeature,
          learnMore(card.title, `/services/${slug}`, context),
        ]),
      ];
    }),
  );
}

/** Articles as a list shows them: title (linked), date, author and description. */
export function articleListMarkdown(articles: readonly ParsedArticle[], context: SectionContext): string {
  return bulletList(
    articles.map((a) => {
      const author = context.content.authorsByKey.get(a.data.author);
      const when = [formatDate(a.data.date), author ? escapeText(author.name) : ""].filter(Boolean).join(" · ");
      return `${link(a.data.title, url(context, articlePath(a.slug)))} (${when}): ${escapeText(a.data.description)}`;
    }),
  );
}

/** Case studies as cards show them. */
export function caseStudyListMarkdown(studies: readonly ParsedCaseStudy[], context: SectionContext): string {
  const wording = context.content.site.ui.caseStudies;
  return bulletList(
    studies.map((study) => {
      const card = caseStudyCard(study);
      const change =
        card.change && wording
          ? ` ${escapeText(wording.cardChange.replace("{change}", card.change).replace("{weeks}", String(card.weeks)))}`
          : "";
      return `${link(card.title, url(context, card.route))} (${escapeText([card.client, card.industry, card.city].join(" · "))}).${change} ${escapeText(card.summary)}`;
    }),
  );
}

/**
 * The marked slot where client results go until there is a case study (the page shows the same):
 * what a study will hold, the reviews line (home), and this site's own report meanwhile.
 */
export function resultsSlotMarkdown(context: SectionContext, brief = false): string {
  const { results, reviews, externalLinks } = context.content.site;
  const ownReport = externalLinks.find((l) => l.name === "own-report")?.url;
  const reviewsLine =
    reviews.url && reviews.rating !== undefined && reviews.count !== undefined
      ? link(
          reviews.summary.replace("{rating}", String(reviews.rating)).replace("{count}", String(reviews.count)),
          reviews.url,
        )
      : `${escapeText(results.placeholder)}: ${escapeText(reviews.placeholder)}`;
  if (brief)
    return blocks([
      `${escapeText(results.placeholder)}: ${escapeText(results.brief)} ${ownReport ? link(results.ownReport.label, ownReport) : ""}`,
    ]);
  return blocks([
    `${escapeText(results.placeholder)}: ${escapeText(results.slot)}`,
    bulletList(results.parts.map(escapeText)),
    escapeText(results.note),
    `${escapeText(reviews.label)}: ${reviewsLine}`,
    escapeText(results.ownReport.intro),
    ownReport ? bulletList([link(results.ownReport.label, ownReport)]) : "",
  ]);
}

const personLine = (person: Author, context: SectionContext): string =>
  `${link(person.name, url(context, teamPath(person.key)))}, ${escapeText(person.role)}`;

/** The agency's contact details and hours (data/site.yaml), as contactDetails and the contact form show them. */
/** Who replies and how to book a call, as the page shows it (a placeholder named as one). */
export function replyPromiseMarkdown(context: SectionContext): string {
  const { people, booking } = context.content.site;
  const person = context.content.people.find((p) => p.key === people.strategist);
  const who = person
    ? `${escapeText(person.name)}, ${escapeText(person.role)}`
    : `${escapeText(people.placeholder)}: ${escapeText(people.placeholderRole)}`;
  const book = booking.url
    ? link(booking.label, booking.url)
    : `${escapeText(booking.label)} (${escapeText(people.placeholder)})`;
  return bulletList([who, escapeText(people.replyPromise), `${escapeText(booking.note)} ${book}`]);
}

export function contactDetailsMarkdown(
  labels: { emailLabel: string; phoneLabel: string; addressLabel?: string | undefined; hoursHeading: string },
  context: SectionContext,
  level = 3,
): string {
  const { contact, hours } = context.content.site;
  return blocks([
    bulletList(
      [
        `${escapeText(labels.emailLabel)}: ${link(contact.email, `mailto:${contact.email}`)}`,
        `${escapeText(labels.phoneLabel)}: ${link(contact.phone, contact.phoneHref)}`,
        labels.addressLabel
          ? `${escapeText(labels.addressLabel)}: ${escapeText(`${contact.streetAddress}, ${contact.locality} ${contact.region} ${contact.postcode}. ${contact.areaServed}`)}`
          : "",
      ].filter(Boolean),
    ),
    heading(level, labels.hoursHeading),
    bulletList(hours.map((h) => `${escapeText(h.label)}: ${escapeText(h.value)}`)),
  ]);
}

/**
 * Figures as a table whose head is their labels: a row of the figures, then a row of what each
 * means where any says. The table's words are the content's own; none is added.
 */
function figureTable(
  figures: ReadonlyArray<{ value: string; label: string; description?: string | undefined }>,
): string {
  if (figures.length === 0) return "";
  const rows = [figures.map((f) => escapeText(f.value))];
  if (figures.some((f) => f.description)) rows.push(figures.map((f) => escapeText(f.description ?? "")));
  return table(
    figures.map((f) => escapeText(f.label)),
    rows,
  );
}

/** Beside a figure from outside the agency, its source (site.yaml `sources`), linked, as the HTML shows it. */
function figureSources(
  figures: ReadonlyArray<{ value: string; label: string; source?: string | undefined }>,
  context: SectionContext,
): string[] {
  return figures.flatMap((f) => {
    const source = f.source ? context.content.site.sources?.find((s) => s.id === f.source) : undefined;
    return source
      ? [
          `${escapeText(f.value)} ${escapeText(f.label)}. ${escapeText(context.content.site.ui.source)} ${link(`${source.publisher}, ${source.year}`, source.url)}`,
        ]
      : [];
  });
}

const fillFact = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Fewer logos than this read as a list of exceptions, not a client base: the strip (and its twin) waits until there are this many. */
export const MIN_LOGOS = 4;

/** A price or term as written, or the placeholder mark, as the page shows it. */
function offerCells(offer: OfferFacts, context: SectionContext): [string, string] {
  const wording = context.content.site.engagement;
  return [
    escapeText(priceText(offer, wording) ?? wording.placeholder),
    escapeText(termText(offer, wording) ?? wording.placeholder),
  ];
}

/** The note under prices: the currency, and while any is a placeholder, who sets them. */
function priceNote(offers: readonly OfferFacts[], context: SectionContext): string {
  const wording = context.content.site.engagement;
  const placeholder = offers.some((o) => priceText(o, wording) === null || termText(o, wording) === null);
  return escapeText(placeholder ? `${wording.priceNote} ${wording.placeholderNote}` : wording.priceNote);
}

/** A service's offer: price and term, its first 90 days, what the consultation includes, then the next step. */
const offerMarkdown: Writer<"offer"> = (s, c) => {
  const wording = c.content.site.engagement;
  const [price, term] = offerCells(s, c);
  return [
    ...head(s),
    bulletList([`${escapeText(wording.priceLabel)}: ${price}`, `${escapeText(wording.termLabel)}: ${term}`]),
    priceNote([s], c),
    heading(3, wording.consultation.heading),
    bulletList(wording.consultation.points.map(escapeText)),
    replyPromiseMarkdown(c),
    heading(3, wording.plan),
    orderedList(
      s.months.map(
        (m, i) => `**${escapeText(monthLabel(wording.month, i + 1))}: ${escapeText(m.focus)}.** ${escapeText(m.work)}`,
      ),
    ),
    ...tail(s, c),
  ];
};

/** The services page's table: each service (linked), its starting price and term. */
const offerTableMarkdown: Writer<"offerTable"> = (s, c) => {
  const { table: columns } = c.content.site.engagement;
  const rows = s.services.flatMap((slug) => {
    const service = c.content.services.find((candidate) => candidate.data.slug === slug);
    const offer = service?.data.sections.find((section) => section.type === "offer");
    return service && offer?.type === "offer" ? [{ title: service.data.title, route: service.route, offer }] : [];
  });
  return [
    ...head(s),
    table(
      [columns.service, columns.price, columns.term].map(escapeText),
      rows.map((row) => [link(row.title, url(c, row.route)), ...offerCells(row.offer, c)]),
    ),
    priceNote(
      rows.map((row) => row.offer),
      c,
    ),
    ...tail(s, c),
  ];
};

/** Every section type's Markdown. One entry per type: the type check fails while one is missing. */
export const SECTION_MARKDOWN: { readonly [K in SectionType]: Writer<K> } = {
  hero: (s, c) => [
    ...head(s, s.definition),
    s.addressCheck
      ? `${escapeText(s.addressCheck.label)} (${escapeText(s.addressCheck.hint)}): ${escapeText(s.addressCheck.button)}`
      : "",
    ...tail(s, c),
    s.jump ? link(s.jump.label, url(c, s.jump.to)) : "",
    qualifier(s.qualifier, c),
    s.visual ? visualMarkdown(s.visual, c) : "",
  ],
  comingSoon: (s, c) => [...head(s), ...paragraphs(s.body), ...tail(s, c)],
  featureCards: (s, c) => [
    ...head(s),
    ...s.items.map((item) =>
      blocks([
        heading(3, item.title),
        escapeText(item.description),
        item.points ? bulletList(item.points.map(escapeText)) : "",
        item.aiFeature ? `${escapeText(c.content.site.ui.aiAdvantage)} ${escapeText(item.aiFeature)}` : "",
        item.link ? learnMore(item.title, item.link, c) : "",
      ]),
    ),
    ...tail(s, c),
  ],
  serviceCards: (s, c) => [...head(s), serviceCardsMarkdown(s.services, s.brief === true, c), ...tail(s, c)],
  comparison: (s, c) => {
    // Either treatment is a table here: the cards' lists a column each, a row per point; the
    // table's a row per aspect, its aspect first, as the page's row headers read.
    const columns = s.columns.map((col) => escapeText(col.title));
    if ((s.treatment === "table" || s.treatment === "shift") && s.aspects) {
      const aspects = s.aspects;
      return [
        ...head(s),
        table(
          ["", ...columns],
          aspects.map((aspect, i) => [
            `**${escapeText(aspect)}**`,
            ...s.columns.map((col) => escapeText(col.points[i] ?? "")),
          ]),
        ),
        ...tail(s, c),
      ];
    }
    const rows = Math.max(...s.columns.map((col) => col.points.length));
    const cells = Array.from({ length: rows }, (_, i) =>
      s.columns.map((col) => (col.points[i] ? escapeText(col.points[i]) : "")),
    );
    return [...head(s), table(columns, cells), ...tail(s, c)];
  },
  barChart: (s, c) => {
    const labels = [...new Set(s.rows.flatMap((r) => r.bars.map((b) => b.label)))];
    const cells = s.rows.map((row) => [
      escapeText(row.label),
      ...labels.map((label) => escapeText(row.bars.find((b) => b.label === label)?.display ?? "")),
    ]);
    return [
      ...head(s),
      escapeText(s.scenario),
      table(["", ...labels.map(escapeText)], cells),
      qualifier(s.qualifier, c),
      s.calculator ? escapeText(s.calculator.hint) : "",
      ...tail(s, c),
    ];
  },
  stats: (s, c) => [
    ...head(s),
    s.scenario ? escapeText(s.scenario) : "",
    figureTable(s.items),
    ...figureSources(s.items, c),
    qualifier(s.qualifier, c),
    ...tail(s, c),
  ],
  taskTable: (s, c) => {
    const { tasks } = c.content.site.example;
    const total = pageMinutes(tasks);
    const rows = tasks.map((t) => [
      escapeText(t.task),
      String(t.byHand),
      String(t.withAi),
      String(t.review),
      multipleText(taskRatio(t)),
    ]);
    const totalRow = [
      `**${escapeText(s.totalLabel)}**`,
      String(total.byHand),
      String(total.withAi),
      "",
      multipleText(outputMultiple(tasks).page),
    ];
    const columns = [s.taskLabel, s.byHandLabel, s.withAiLabel, s.reviewLabel, s.ratioLabel].map(escapeText);
    return [
      ...head(s),
      s.scenario ? escapeText(s.scenario) : "",
      escapeText(s.caption),
      table(columns, [...rows, totalRow]),
      qualifier(s.qualifier, c),
      ...tail(s, c),
    ];
  },
  steps: (s, c) => [
    ...head(s),
    orderedList(s.items.map((i) => `**${escapeText(i.title)}**: ${escapeText(i.description)}`)),
    s.visual ? visualMarkdown(s.visual, c) : "",
    ...tail(s, c),
  ],
  tiles: (s, c) => [
    ...head(s),
    bulletList(
      s.items.map((i) =>
        i.description ? `**${escapeText(i.title)}**: ${escapeText(i.description)}` : escapeText(i.title),
      ),
    ),
    s.alongside ? heading(3, s.alongside.heading) : "",
    s.alongside ? bulletList(s.alongside.items.map((i) => escapeText(i.title))) : "",
    ...tail(s, c),
  ],
  challenges: (s, c) => [
    ...head(s),
    bulletList(
      s.items.map(
        (i) =>
          `**${escapeText(s.challengeLabel)}** ${escapeText(i.challenge)}\n  **${escapeText(s.solutionLabel)}** ${escapeText(i.solution)}`,
      ),
    ),
    ...tail(s, c),
  ],
  checklist: (s, c) => [...head(s), bulletList(s.points.map(escapeText)), ...tail(s, c)],
  timeline: (s, c) => [
    ...head(s),
    bulletList(s.items.map((i) => `**${escapeText(i.label)}: ${escapeText(i.title)}**. ${escapeText(i.description)}`)),
    qualifier(s.qualifier, c),
    ...tail(s, c),
  ],
  callToAction: (s, c) => [...head(s), ...tail(s, c)],
  // The form works only in a browser; its twin says what it asks for and what it does.
  siteCheck: (s, c) => [
    ...head(s),
    `${escapeText(s.check.formLabel)} (${escapeText(s.check.formHint)}): ${escapeText(s.check.button)}`,
    s.check.compare.toggle ? `${escapeText(s.check.compare.toggle)}: ${escapeText(s.check.compare.hint)}` : "",
    // The example report beside the field: its label, its score and its categories, and how it was made.
    ...(s.example
      ? [
          `**${escapeText(s.example.label)}**: ${escapeText(s.check.scoreLabel)} ${s.example.score}/100. ${escapeText(
            s.example.toFix === 0 ? s.check.nothingToFix : countPhrase(s.check.toFix, s.example.toFix),
          )}.`,
          bulletList(s.example.categories.map((category) => `${escapeText(category.title)}: ${category.score}`)),
          escapeText(s.example.note),
        ]
      : []),
    ...tail(s, c),
  ],
  faq: (s, c) => [
    ...head(s),
    ...s.items.map((i) => blocks([heading(3, i.question), ...paragraphs(i.answer)])),
    ...tail(s, c),
  ],
  contactDetails: (s, c) => [...head(s), contactDetailsMarkdown(s, c), ...tail(s, c)],
  map: (s, c) => [...head(s), `${escapeText(s.caption)} ${link(s.embedTitle, s.embedUrl)}`, ...tail(s, c)],
  contactForm: (s, c) => {
    const { form, details } = s;
    const { labels } = form;
    // The form's fields as a list, with the choices of its two selects: what the agency asks and the budgets it works with.
    const interests = interestOptions(
      c.content.services.map((service) => service.data),
      form.otherInterests ?? [],
    );
    const fields = Object.entries(labels).map(([field, label]) => {
      const choices =
        field === "service"
          ? [form.chooseService, ...interests.map((o) => o.label)]
          : field === "budget"
            ? [form.chooseBudget, ...BUDGET_OPTIONS.map((o) => o.label)]
            : [];
      return choices.length > 0 ? `${escapeText(label)}: ${choices.map(escapeText).join("; ")}` : escapeText(label);
    });
    return [
      ...head(s),
      bulletList(fields),
      `**${escapeText(form.submit)}**`,
      `${escapeText(form.privacy)} ${link(form.privacyLink.label, url(c, form.privacyLink.to))}`,
      details
        ? blocks([
            heading(3, details.heading),
            replyPromiseMarkdown(c),
            heading(4, details.stepsHeading),
            orderedList(details.steps.map(escapeText)),
            ...paragraphs(details.intro),
            heading(4, details.reachHeading),
            contactDetailsMarkdown(details, c, 5),
          ])
        : "",
      ...tail(s, c),
    ];
  },
  latestArticles: (s, c) => {
    const articles = latest(c.articles, 3);
    return articles.length === 0 ? [] : [...head(s), articleListMarkdown(articles, c), ...tail(s, c)];
  },
  text: (s, c) => [
    ...head(s),
    ...paragraphs(s.body),
    s.points ? bulletList(s.points.map(escapeText)) : "",
    ...(s.more ? [`**${escapeText(s.more.label)}**`, ...paragraphs(s.more.body)] : []),
    ...tail(s, c),
  ],
  siteFacts: (s, c) => {
    const facts = c.facts();
    const shown = s.facts.flatMap((fact) => {
      const values = facts[fact.measure];
      return values
        ? [
            {
              value: fillFact(fact.value, values),
              label: fillFact(fact.label, values),
              description: fact.description ? fillFact(fact.description, values) : undefined,
            },
          ]
        : [];
    });
    return [
      ...head(s),
      figureTable(shown),
      escapeText(s.source),
      heading(3, s.checksHeading),
      orderedList(s.checks.map(escapeText)),
      ...tail(s, c),
    ];
  },
  teamMembers: (s, c) =>
    c.content.people.length === 0
      ? []
      : [...head(s), bulletList(c.content.people.map((p) => personLine(p, c))), ...tail(s, c)],
  caseStudies: (s, c) => {
    const studies = newestCaseStudies(c.content.caseStudies, 3);
    const wording = c.content.site.ui.caseStudies;
    if (studies.length === 0) return [...head(s), resultsSlotMarkdown(c), ...tail(s, c)];
    if (!wording) return [];
    return [...head(s), caseStudyListMarkdown(studies, c), link(wording.all, url(c, CASE_STUDIES_PATH)), ...tail(s, c)];
  },
  clientLogos: (s, c) => {
    const { clients } = c.content;
    if (clients.length < MIN_LOGOS) return [];
    return [
      ...head(s),
      bulletList(clients.map((client) => (client.url ? link(client.name, client.url) : escapeText(client.name)))),
      ...tail(s, c),
    ];
  },
  offer: offerMarkdown,
  offerTable: offerTableMarkdown,
  sample: (s, c) => [
    ...head(s),
    s.points ? bulletList(s.points.map(escapeText)) : "",
    ...tail(s, c),
    visualMarkdown(s.visual, c),
  ],
};

/** One section as Markdown. */
export function sectionMarkdown(section: Section, context: SectionContext): string {
  const write = SECTION_MARKDOWN[section.type] as Writer<SectionType>;
  return blocks(write(section, context));
}

/** A page's sections as Markdown, in order. */
export const sectionsMarkdown = (sections: readonly Section[], context: SectionContext): string =>
  blocks(sections.map((s) => sectionMarkdown(s, context)));
