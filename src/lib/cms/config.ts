/**
 * The Decap CMS configuration, described once here and written to static/admin/config.yml.
 *
 * The editing form must accept exactly what the build accepts (src/lib/content/schema.ts), or
 * editors meet errors only after publishing. So the section types, icons and tones come from
 * vocabulary.ts, and __tests__/config.test.ts walks the zod schemas alongside this description:
 * every field on both sides, the same required-ness, the same patterns and choices. The same test
 * fails when static/admin/config.yml differs from what this file generates; rewrite it with
 *
 *   CMS_WRITE_CONFIG=1 npx jest src/lib/cms
 */
import yaml from "js-yaml";
import { z } from "zod";
import { PAGE_FILES } from "./page-files";
import { SITE_URL } from "../site-url";
import { ACTION_VARIANTS, ICON_NAMES, SECTION_TYPES, TONES, type SectionType } from "../content/vocabulary";

/** Decap checks a field against `pattern` (a JavaScript regular expression) and shows the message. */
export type Pattern = readonly [source: string, message: string];

interface Common {
  name: string;
  label: string;
  /** Always written out: Decap's default is `true`, which would hide a mistake here. */
  required: boolean;
  hint?: string;
}
export interface TextField extends Common {
  /** `string` is one line, `text` a box for a sentence or more. */
  widget: "string" | "text";
  pattern?: Pattern;
}
export interface NumberField extends Common {
  widget: "number";
  value_type: "int" | "float";
  min?: number;
}
export interface BooleanField extends Common {
  widget: "boolean";
}
export interface SelectField extends Common {
  widget: "select";
  options: readonly string[];
  multiple?: true;
  min?: number;
}
/** A value fixed by code (a page's path); kept in the file, never shown. */
export interface HiddenField extends Common {
  widget: "hidden";
  default: string;
}
/**
 * An image from static/social/, stored as its public path (/social/x.png). No `pattern`: Decap
 * tests it against the preview's URL, not the stored path, and so refuses every image. The build
 * checks the file type.
 */
export interface ImageField extends Common {
  widget: "image";
  choose_url: false;
}
/** Entries picked from another collection; with `multiple`, a list of their `value_field`. */
export interface RelationField extends Common {
  widget: "relation";
  collection: string;
  value_field: string;
  search_fields: readonly string[];
  display_fields: readonly string[];
  multiple: true;
  min?: number;
  max?: number;
}
export interface ObjectField extends Common {
  widget: "object";
  fields: CmsField[];
  collapsed?: boolean;
}
interface ListCommon extends Common {
  widget: "list";
  min?: number;
  summary?: string;
}
/** A list of single values, e.g. bullet points. */
export interface ValueListField extends ListCommon {
  field: CmsField;
}
/** A list of groups of fields, e.g. cards. */
export interface ObjectListField extends ListCommon {
  fields: CmsField[];
}
/** A list whose items each pick a type, e.g. sections; `typeKey` is written to each item. */
export interface TypedListField extends ListCommon {
  types: SectionTypeConfig[];
  typeKey: "type";
}
export type ListField = ValueListField | ObjectListField | TypedListField;
export type CmsField =
  | TextField
  | NumberField
  | BooleanField
  | SelectField
  | HiddenField
  | ImageField
  | RelationField
  | ObjectField
  | ListField;

export interface SectionTypeConfig {
  name: SectionType;
  label: string;
  widget: "object";
  summary?: string;
  fields: CmsField[];
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
}
export interface FilesCollection {
  name: string;
  label: string;
  description: string;
  /** Site settings have no page of their own to preview; pages and services use src/cms/preview.tsx. */
  editor?: { preview: false };
  files: CmsFile[];
}
export interface FolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: "yaml";
  format: "yaml";
  create: true;
  slug: string;
  identifier_field: string;
  summary: string;
  fields: CmsField[];
}
export type Collection = FilesCollection | FolderCollection;

/**
 * Decap's `github` backend with the site's own OAuth Functions (src/lib/cms/oauth.ts): each save
 * is a commit to `branch` of `repo`, made with the editor's own GitHub account.
 */
export interface GitHubBackend {
  name: "github";
  repo: string;
  branch: string;
  /** The site: Decap opens its login popup here and accepts the token only from this origin. */
  base_url: string;
  auth_endpoint: string;
  /** GitHub's REST API; GitHub Enterprise has its own. */
  api_root: string;
}

export interface CmsConfig {
  local_backend: true;
  backend: GitHubBackend;
  media_folder: string;
  public_folder: string;
  collections: Collection[];
}

export { PAGE_FILES };

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The patterns of schema.ts, in the same words; the test checks each against the zod schema. */
const SLUG: Pattern = [/^[a-z0-9]+(-[a-z0-9]+)*$/.source, "Lower-case words joined by hyphens, e.g. local-seo"];
const INTERNAL_LINK: Pattern = [
  /^(\/[^\s]*|#[A-Za-z][\w-]*)$/.source,
  'A path starting with "/" (a page, e.g. /contact) or "#" (an anchor on this page, e.g. #contact-form)',
];
const HTTPS_URL: Pattern = [/^https:\/\/[^\s]+$/.source, 'A full address starting with "https://"'];
const TIME: Pattern = [/^([01]\d|2[0-3]):[0-5]\d$/.source, "A 24-hour time, e.g. 09:00"];
const ANCHOR: Pattern = [/^[a-z][a-z0-9-]*$/.source, "Lower-case letters, digits and hyphens, starting with a letter"];
const PHONE_HREF: Pattern = [/^tel:\+61\d{8,9}$/.source, '"tel:" and the number in international form, e.g. tel:+61255501234'];
const POSTCODE: Pattern = [/^\d{4}$/.source, "A four-digit Australian postcode"];
const FIGURE_NAME: Pattern = [/^[a-z][A-Za-z0-9]*$/.source, "One word in camelCase, e.g. aiPagesPerMonth"];
const EMAIL: Pattern = [z.regexes.email.source, "An email address, e.g. hello@example.com.au"];
const TITLE_PLACEHOLDER: Pattern = [/\{title\}/.source, "Must contain {title}, where the card's title goes"];
/** Lengths, which Decap can only check as patterns. `[\s\S]` because a text box may hold line breaks. */
const atMost = (max: number): Pattern => [`^[\\s\\S]{1,${max}}$`, `At most ${max} characters`];
const between = (min: number, max: number): Pattern => [`^[\\s\\S]{${min},${max}}$`, `${min} to ${max} characters`];

const FIGURES_HINT = "A figure used on several pages is written {{name}} and set once under Figures in Site settings.";
const LINK_HINT = "A page on this site: /contact, /services/local-seo, /contact#contact-form, or #anchor for this page.";

type Extra = { hint?: string; pattern?: Pattern };

const line = (name: string, label: string, extra: Extra = {}): TextField => ({ name, label, widget: "string", required: true, ...extra });
const box = (name: string, label: string, extra: Extra = {}): TextField => ({ name, label, widget: "text", required: true, ...extra });
const link = (name: string, label: string, hint = LINK_HINT): TextField => line(name, label, { pattern: INTERNAL_LINK, hint });
const flag = (name: string, label: string, hint?: string): BooleanField => ({ name, label, widget: "boolean", required: true, ...(hint ? { hint } : {}) });
const select = (name: string, label: string, options: readonly string[], hint?: string): SelectField => ({
  name,
  label,
  widget: "select",
  required: true,
  options,
  ...(hint ? { hint } : {}),
});
const group = (name: string, label: string, fields: CmsField[]): ObjectField => ({ name, label, widget: "object", required: true, fields });
const listOf = (name: string, label: string, fields: CmsField[], extra: { min?: number; summary?: string; hint?: string } = {}): ObjectListField => ({
  name,
  label,
  widget: "list",
  required: true,
  ...extra,
  fields,
});
const points = (name = "points", label = "Bullet points", min = 1): ValueListField => ({
  name,
  label,
  widget: "list",
  required: true,
  min,
  field: line("point", "Point"),
});
function optional<F extends CmsField>(field: F): F {
  return { ...field, required: false };
}

/** Services picked by name from the services collection, stored as their slugs. */
const services = (name: string, label: string, count: { min: number; max?: number }, hint: string): RelationField => ({
  name,
  label,
  widget: "relation",
  required: true,
  collection: "services",
  value_field: "slug",
  search_fields: ["title", "slug"],
  display_fields: ["title"],
  multiple: true,
  ...count,
  hint,
});

const icon = (hint = "The small picture shown with it; leave empty for none.") => optional(select("icon", "Icon", ICON_NAMES, hint));
const tone = () =>
  select("tone", "Tone", TONES, "negative: the old way, positive: the AI way, neutral: neither.");

const action = listOf(
  "actions",
  "Buttons",
  [
    line("label", "Button text"),
    optional(link("to", "Link", `${LINK_HINT} Fill in either this or External link, not both.`)),
    optional(
      line("external", "External link", {
        pattern: SLUG,
        hint: "The name of an address under External links in Site settings, e.g. strategy-builder. Fill in either this or Link, not both.",
      }),
    ),
    optional(select("variant", "Style", ACTION_VARIANTS, "secondary: the quieter style, for a second button beside the main one. Leave empty for the main style.")),
  ],
  { min: 1, summary: "{{fields.label}}" },
);

/** The fields every section may have (`base` in schema.ts); a type may make one required. */
function baseFields(required: { heading?: true } = {}): CmsField[] {
  const heading = line("heading", "Heading", { hint: FIGURES_HINT });
  return [
    optional(line("eyebrow", "Eyebrow", { hint: "A short label shown above the heading." })),
    required.heading ? heading : optional(heading),
    optional(box("intro", "Introduction")),
  ];
}
function closingFields(required: { actions?: true } = {}, id: CmsField = anchor()): CmsField[] {
  return [
    optional(box("note", "Note", { hint: "Small print under the section. A section showing figures says they are a conceptual illustration, not a guaranteed result." })),
    required.actions ? action : optional(action),
    id,
  ];
}
function anchor(): TextField {
  return optional(
    line("id", "Anchor (id)", {
      pattern: ANCHOR,
      hint: "Lets links jump here with #anchor, e.g. /contact#contact-form. Unique on the page.",
    }),
  );
}

const QUALIFIER_HINT = "Required: says the figures are a conceptual illustration, not a guaranteed result.";

const card = [
  line("title", "Title", { hint: FIGURES_HINT }),
  box("description", "Description"),
  optional(box("aiFeature", "AI Advantage", { hint: 'Shown after "AI Advantage:"; leave empty for none.' })),
  icon(),
  optional(link("link", "Learn More link")),
  optional(points()),
];

/** One entry per section type: the fields its zod schema in schema.ts allows, in editing order. */
const sectionTypes: Record<SectionType, Omit<SectionTypeConfig, "name" | "widget">> = {
  hero: {
    label: "Hero (top of the page)",
    fields: [
      optional(line("eyebrow", "Eyebrow", { hint: "A short label shown above the heading." })),
      line("heading", "Heading", { hint: `The page's only main heading. ${FIGURES_HINT}` }),
      optional(box("intro", "Introduction")),
      ...closingFields(),
    ],
  },
  text: {
    label: "Text (paragraphs and a plain list)",
    fields: [
      ...baseFields({ heading: true }),
      box("body", "Text", { hint: "One or more paragraphs; leave an empty line between paragraphs." }),
      optional(points("points", "List", 1)),
      ...closingFields(),
    ],
  },
  comingSoon: {
    label: "Coming soon (launch placeholder)",
    fields: [...baseFields({ heading: true }), box("body", "Text"), ...closingFields()],
  },
  featureCards: {
    label: "Feature cards",
    fields: [...baseFields(), listOf("items", "Cards", card, { min: 1, summary: "{{fields.title}}" }), ...closingFields()],
  },
  serviceCards: {
    label: "Service cards",
    fields: [
      ...baseFields(),
      services("services", "Services", { min: 1 }, "The cards show each service's own title, description and icon."),
      ...closingFields(),
    ],
  },
  comparison: {
    label: "Comparison (side-by-side lists)",
    fields: [
      ...baseFields(),
      listOf("columns", "Columns", [line("title", "Title", { hint: FIGURES_HINT }), tone(), points()], {
        min: 2,
        summary: "{{fields.title}}",
      }),
      ...closingFields(),
    ],
  },
  barChart: {
    label: "Bar chart",
    fields: [
      ...baseFields(),
      box("qualifier", "Qualifier", { hint: QUALIFIER_HINT }),
      listOf(
        "rows",
        "Rows",
        [
          line("label", "Row label"),
          listOf(
            "bars",
            "Bars",
            [
              line("label", "Bar label"),
              {
                name: "value",
                label: "Value",
                widget: "number",
                required: true,
                value_type: "float",
                min: 0,
                hint: "Sets the bar's length relative to the others in the row; not shown.",
              },
              line("display", "Shown as", { hint: `The text shown for the bar, e.g. 15+ pages. ${FIGURES_HINT}` }),
              tone(),
            ],
            { min: 2, summary: "{{fields.label}}: {{fields.display}}" },
          ),
        ],
        { min: 1, summary: "{{fields.label}}" },
      ),
      ...closingFields(),
    ],
  },
  stats: {
    label: "Stats (large figures)",
    fields: [
      ...baseFields(),
      box("qualifier", "Qualifier", { hint: QUALIFIER_HINT }),
      listOf(
        "items",
        "Figures",
        [
          line("value", "Figure", { hint: `e.g. 100+. ${FIGURES_HINT}` }),
          line("label", "Label"),
          optional(box("description", "Description")),
        ],
        { min: 1, summary: "{{fields.value}} {{fields.label}}" },
      ),
      ...closingFields(),
    ],
  },
  steps: {
    label: "Steps (numbered process)",
    fields: [
      ...baseFields(),
      listOf("items", "Steps", [line("title", "Title"), box("description", "Description")], { min: 2, summary: "{{fields.title}}" }),
      ...closingFields(),
    ],
  },
  tiles: {
    label: "Tiles (cities, industries, platforms)",
    fields: [
      ...baseFields(),
      listOf("items", "Tiles", [line("title", "Title"), optional(box("description", "Description")), icon()], {
        min: 1,
        summary: "{{fields.title}}",
      }),
      ...closingFields(),
    ],
  },
  challenges: {
    label: "Challenges and solutions",
    fields: [
      ...baseFields(),
      line("challengeLabel", "Challenge label", { hint: "Shown before each challenge, e.g. Challenge:" }),
      line("solutionLabel", "Solution label", { hint: "Shown before each solution, e.g. Solution:" }),
      listOf("items", "Pairs", [box("challenge", "Challenge"), box("solution", "Solution")], { min: 1, summary: "{{fields.challenge}}" }),
      ...closingFields(),
    ],
  },
  checklist: {
    label: "Checklist",
    fields: [...baseFields(), points("points", "Items"), ...closingFields()],
  },
  timeline: {
    label: "Timeline",
    fields: [
      ...baseFields(),
      listOf("items", "Events", [line("label", "When"), line("title", "Title"), box("description", "Description")], {
        min: 2,
        summary: "{{fields.label}}: {{fields.title}}",
      }),
      ...closingFields(),
    ],
  },
  quotes: {
    label: "Quotes",
    fields: [
      ...baseFields(),
      listOf("items", "Quotes", [box("quote", "Quote"), line("attribution", "Attribution", { hint: "Who said it." })], {
        min: 1,
        summary: "{{fields.attribution}}",
      }),
      ...closingFields(),
    ],
  },
  callToAction: {
    label: "Call to action (closing banner)",
    fields: [...baseFields({ heading: true }), ...closingFields({ actions: true })],
  },
  contactDetails: {
    label: "Contact details",
    fields: [
      ...baseFields({ heading: true }),
      line("emailLabel", "Email label"),
      line("phoneLabel", "Phone label"),
      line("addressLabel", "Address label"),
      line("hoursHeading", "Opening hours heading"),
      ...closingFields(),
    ],
  },
  map: {
    label: "Map",
    fields: [
      ...baseFields({ heading: true }),
      line("caption", "Caption"),
      line("embedUrl", "Map address", {
        pattern: HTTPS_URL,
        hint: "The embed address of an OpenStreetMap map (Share → HTML); other sites are blocked by the site's security policy.",
      }),
      line("embedTitle", "Map description", { hint: "Read out by screen readers, e.g. Map of our office in Sydney's CBD." }),
      ...closingFields(),
    ],
  },
  contactForm: {
    label: "Contact form (contact page only)",
    fields: [
      ...baseFields({ heading: true }),
      group("form", "Form wording", [
        group("labels", "Field labels", [
          line("firstName", "First name"),
          line("lastName", "Last name"),
          line("email", "Email"),
          line("phone", "Phone"),
          line("website", "Website"),
          line("service", "Service"),
          line("budget", "Budget"),
          line("message", "Message"),
        ]),
        line("optional", "Optional marker", { hint: "Shown after optional fields' labels, e.g. (optional)." }),
        line("chooseService", "Service placeholder"),
        line("chooseBudget", "Budget placeholder"),
        line("honeypot", "Spam trap label", { hint: "Label of a hidden field only bots fill in; read by screen readers." }),
        line("submit", "Send button"),
        line("sending", "Send button while sending"),
        box("privacy", "Privacy notice"),
        group("privacyLink", "Privacy policy link", [line("label", "Link text", { hint: "After the notice, e.g. Read our privacy policy." }), link("to", "Link")]),
        line("successTitle", "Sent notification title"),
        box("successDescription", "Sent notification text"),
        line("failureTitle", "Failure notification title"),
        box("failureDescription", "Failure notification text"),
        line("closeToast", "Close notification button", { hint: "Read by screen readers." }),
        box("sent", "Sent page text", { hint: "Shown when the form is sent without JavaScript." }),
        box("invalid", "Invalid details text", { hint: "Shown when the form is sent without JavaScript and a field is wrong." }),
        box("failed", "Sending failed text", { hint: "Shown when the form is sent without JavaScript and sending fails." }),
      ]),
      ...closingFields({}, { name: "id", label: "Anchor (id)", widget: "hidden", required: true, default: "contact-form" }),
    ],
  },
};

export function sectionTypeConfigs(): SectionTypeConfig[] {
  return SECTION_TYPES.map((name) => {
    const { label, fields } = sectionTypes[name];
    return { name, label, widget: "object", summary: "{{fields.heading}}", fields };
  });
}

function sectionsField(): TypedListField {
  return {
    name: "sections",
    label: "Sections",
    widget: "list",
    required: true,
    min: 1,
    hint: "The first section is a Hero (or Coming soon): it holds the page's only main heading.",
    typeKey: "type",
    types: sectionTypeConfigs(),
  };
}

function seoField(): ObjectField {
  return group("seo", "Search and social previews", [
    line("title", "Title", { pattern: atMost(70), hint: "Shown in search results and browser tabs; at most 70 characters." }),
    box("description", "Description", { pattern: between(50, 160), hint: "Shown under the title in search results; 50 to 160 characters." }),
    optional({
      name: "image",
      label: "Social image",
      widget: "image",
      required: true,
      choose_url: false,
      hint: "Shown when the page is shared; 1200×630 pixels, PNG or JPEG. Leave empty for the card the site draws from this page's title and description (shown in the preview).",
    }),
    optional(line("imageAlt", "Social image description")),
  ]);
}

function siteFields(): CmsField[] {
  const navLink = [line("label", "Text"), link("to", "Link")];
  return [
    line("name", "Agency name"),
    line("shortName", "Short name", { pattern: atMost(12), hint: "Used where space is short (the installed app's name); at most 12 characters." }),
    box("description", "Description", { hint: "The agency in a sentence or two, for search engines and the app manifest." }),
    {
      name: "socialImage",
      label: "Default social image",
      widget: "image",
      required: true,
      choose_url: false,
      hint: "Shown when a page hidden from search engines is shared (every other page has a card of its own, or the image set on it); 1200×630 pixels, PNG or JPEG.",
    },
    line("socialImageAlt", "Default social image description"),
    box("tagline", "Tagline"),
    line("abn", "ABN line", { hint: "Written out in full, e.g. ABN 00 000 000 000." }),
    group("contact", "Contact details", [
      line("email", "Email", { pattern: EMAIL }),
      line("phone", "Phone (as shown)", { hint: "e.g. (02) 5550 1234" }),
      line("phoneHref", "Phone (for dialling)", { pattern: PHONE_HREF, hint: "The same number for phones to dial, e.g. tel:+61255501234." }),
      line("streetAddress", "Street address"),
      line("locality", "Suburb or city"),
      line("region", "State", { hint: "e.g. NSW" }),
      line("postcode", "Postcode", { pattern: POSTCODE }),
      line("country", "Country"),
      line("areaServed", "Area served"),
      listOf(
        "openingHours",
        "Opening hours (for Google)",
        [
          { ...select("days", "Days", DAYS), multiple: true, min: 1 },
          line("opens", "Opens", { pattern: TIME, hint: "24-hour time, e.g. 09:00" }),
          line("closes", "Closes", { pattern: TIME, hint: "24-hour time, e.g. 18:00" }),
        ],
        { min: 1, summary: "{{fields.opens}} to {{fields.closes}}", hint: "Read by search engines; the hours shown to visitors are under Hours." },
      ),
    ]),
    listOf("hours", "Hours (as shown)", [line("label", "Label"), line("value", "Hours")], { min: 1, summary: "{{fields.label}}" }),
    group("header", "Header", [
      line("homeLabel", "Logo link description", { hint: "Read by screen readers for the logo's link to the home page." }),
      line("skipLink", "Skip link", { hint: "The first link keyboard users meet, e.g. Skip to content." }),
      line("navLabel", "Menu name", { hint: "Read by screen readers, e.g. Main." }),
      line("menuLabel", "Mobile menu button"),
      listOf(
        "nav",
        "Menu",
        [
          line("label", "Text"),
          optional(link("to", "Link", `${LINK_HINT} Fill in either this or Dropdown, not both.`)),
          optional(
            listOf(
              "children",
              "Dropdown",
              [
                line("label", "Text"),
                link("to", "Link"),
                optional(flag("disabled", "Shown but not clickable")),
                optional(line("disabledNote", "Why not clickable", { hint: "Read by screen readers, e.g. no longer offered." })),
              ],
              { min: 1, summary: "{{fields.label}}", hint: "A dropdown instead of a link: fill in either this or Link, not both." },
            ),
          ),
        ],
        { min: 1, summary: "{{fields.label}}" },
      ),
      group("cta", "Header button", navLink),
    ]),
    group("footer", "Footer", [
      box("agencyLine", "Agency line"),
      listOf(
        "columns",
        "Link columns",
        [line("heading", "Heading"), listOf("links", "Links", navLink, { min: 1, summary: "{{fields.label}}" })],
        { min: 1, summary: "{{fields.heading}}" },
      ),
      line("copyright", "Copyright line"),
    ]),
    group("ui", "Interface wording", [
      line("learnMore", "Learn More link"),
      line("learnMoreHidden", "Learn More for screen readers", {
        pattern: TITLE_PLACEHOLDER,
        hint: "Read after Learn More; {title} becomes the card's title, e.g. about {title}.",
      }),
      line("aiAdvantage", "AI Advantage label"),
      line("newTab", "New tab warning", { hint: "Read by screen readers after links that open a new tab." }),
      line("notFoundLog", "Not-found log message", { hint: "Written to the browser console on the 404 page." }),
      line("pageMoved", "Moved page heading"),
      line("pageMovedLink", "Moved page link"),
      line("breadcrumb", "Breadcrumb name", { hint: "Read by screen readers for the trail at the top of service pages, e.g. Breadcrumb." }),
      line("relatedServices", "Related services heading", { hint: "Above the cards for related services at the foot of each service page." }),
    ]),
    optional(
      listOf("externalLinks", "External links", [line("name", "Name", { pattern: SLUG, hint: "What buttons use as External link, e.g. strategy-builder." }), line("url", "Address", { pattern: HTTPS_URL })], {
        summary: "{{fields.name}}",
      }),
    ),
    optional(
      listOf("redirects", "Redirects", [link("from", "Old address", "The old path, e.g. /services/old-name."), link("to", "New address")], {
        summary: "{{fields.from}} → {{fields.to}}",
        hint: "When a page's address changes, keep the old one working. Link to the new address in the content.",
      }),
    ),
    optional(
      listOf("figures", "Figures", [line("name", "Name", { pattern: FIGURE_NAME, hint: "Written as {{name}} in the pages." }), line("value", "Value", { hint: "e.g. 4-5x" })], {
        summary: "{{fields.name}}: {{fields.value}}",
        hint: "Figures repeated across pages; change one here and every page follows.",
      }),
    ),
  ];
}

function pageFields(routePath: string, sections: TypedListField, seo: ObjectField): CmsField[] {
  return [
    { name: "path", label: "Path", widget: "hidden", required: true, default: routePath },
    seo,
    optional(flag("noindex", "Hide from search engines")),
    sections,
  ];
}

function serviceFields(sections: TypedListField, seo: ObjectField): CmsField[] {
  return [
    line("slug", "Address (slug)", {
      pattern: SLUG,
      hint: "The page lives at /services/<slug>/ and the file is named <slug>.yaml. Set it when creating a service; changing it later does not rename the file and stops the build.",
    }),
    line("title", "Title", { hint: "The service's name on its card and in menus." }),
    box("description", "Card description"),
    box("aiFeature", "AI Advantage", { hint: 'Shown on the card after "AI Advantage:".' }),
    select("icon", "Icon", ICON_NAMES),
    services("related", "Related services", { min: 2, max: 3 }, "Two or three other services, shown as cards at the foot of this page."),
    seo,
    sections,
  ];
}

const EDITING_RULES =
  "Links inside the site are paths such as /contact. Figures repeated across pages are written {{name}} and set under Figures in Site settings. The build checks every change.";

/**
 * A copy sharing no objects: js-yaml writes an object met twice as an anchor and aliases, which
 * should happen only where meant to (see cmsConfig), not for every reused pattern or field.
 */
function fresh<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The repository when the build is told none (CMS_GITHUB_REPO) and is not on Netlify (REPOSITORY_URL). */
export const DEFAULT_CMS_REPO = "harbour-ai-seo/website";
export const DEFAULT_GITHUB_API_ROOT = "https://api.github.com";

/** "owner/name" from a repository address: https://github.com/owner/name(.git) or git@github.com:owner/name.git. */
export function repoFromUrl(url: string): string | undefined {
  return /[/:]([^/:\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
}

/**
 * The backend for this build, from the build's environment: CMS_GITHUB_REPO, or the repository
 * Netlify builds from (REPOSITORY_URL), or DEFAULT_CMS_REPO; CMS_GITHUB_BRANCH (default main);
 * CMS_GITHUB_API_ROOT for GitHub Enterprise. `siteUrl` is the production domain (gatsby-config).
 */
export function githubBackend(siteUrl: string, env: Readonly<Record<string, string | undefined>> = {}): GitHubBackend {
  const value = (name: string) => env[name]?.trim() || undefined;
  const repoUrl = value("REPOSITORY_URL");
  return {
    name: "github",
    repo: value("CMS_GITHUB_REPO") ?? (repoUrl ? repoFromUrl(repoUrl) : undefined) ?? DEFAULT_CMS_REPO,
    branch: value("CMS_GITHUB_BRANCH") ?? "main",
    base_url: siteUrl.replace(/\/+$/, ""),
    auth_endpoint: "api/cms/auth",
    api_root: (value("CMS_GITHUB_API_ROOT") ?? DEFAULT_GITHUB_API_ROOT).replace(/\/+$/, ""),
  };
}

export function cmsConfig(backend: GitHubBackend = githubBackend(SITE_URL)): CmsConfig {
  // One sections list and one seo group for every page and service: written once in config.yml
  // as a YAML anchor and its aliases (Decap reads them), so the file stays readable.
  const sections = fresh(sectionsField());
  const seo = fresh(seoField());
  return {
    local_backend: true,
    backend,
    media_folder: "static/social",
    public_folder: "/social",
    collections: [
      {
        name: "settings",
        label: "Site settings",
        description: "Name, contact details, opening hours, menus, footer, redirects and figures used on every page.",
        editor: { preview: false },
        files: [{ name: "site", label: "Site settings", file: "data/site.yaml", fields: fresh(siteFields()) }],
      },
      {
        name: "pages",
        label: "Pages",
        description: `One file per page; the page's address is fixed by the site's code. ${EDITING_RULES}`,
        files: PAGE_FILES.map((p) => ({ name: p.name, label: p.label, file: `data/pages/${p.name}.yaml`, fields: pageFields(p.path, sections, seo) })),
      },
      {
        name: "services",
        label: "Services",
        label_singular: "Service",
        description: `One page each at /services/<slug>/. After adding one, add it to the Services menu in Site settings. ${EDITING_RULES}`,
        folder: "data/services",
        extension: "yaml",
        format: "yaml",
        create: true,
        slug: "{{fields.slug}}",
        identifier_field: "slug",
        summary: "{{fields.title}}",
        fields: serviceFields(sections, seo),
      },
    ],
  };
}

export const CONFIG_PATH = "static/admin/config.yml";

/** config.yml as committed: the generated config plus the comments YAML data cannot carry. */
export function renderConfigYaml(config: CmsConfig = cmsConfig()): string {
  const dump = (value: object) => yaml.dump(value, { lineWidth: 110 });
  const { local_backend, backend, ...rest } = config;
  return [
    "# Generated from src/lib/cms/config.ts; do not edit by hand.",
    "# Regenerate after changing it (or the content schema): CMS_WRITE_CONFIG=1 npx jest src/lib/cms",
    "",
    "# `npm run cms` runs decap-server beside gatsby develop: /admin/ on 127.0.0.1 or localhost then",
    "# reads and writes the files in this working tree. Ignored on any other host.",
    dump({ local_backend }).trimEnd(),
    "",
    "# On the live site editors log in with GitHub through the site's own Functions (/api/cms/auth and",
    "# /api/cms/callback) and each save is a commit to `branch` of `repo`. The build writes this file",
    "# into public/admin/ with repo, branch and api_root from its environment (CONTENT.md).",
    dump({ backend }).trimEnd(),
    "",
    dump(rest),
  ].join("\n");
}
