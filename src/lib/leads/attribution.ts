/**
 * Where an enquiry came from: the visit's landing page, the external site that sent the visitor,
 * the campaign tags (UTM) of the landing address, how many pages they saw and the page holding the
 * form. The page script records it in the tab's sessionStorage (visit.ts) and the form island sends
 * it as hidden fields; without JavaScript the post's Referer header gives the form page. Nothing here
 * ever stops an enquiry: a value that does not fit is dropped, never reported to the visitor.
 */

export const ATTRIBUTION_FIELDS = [
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "pagesViewed",
  "formPage",
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** The UTM parameters a landing address may carry, and the field each is kept in. */
export const UTM_PARAMETERS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const satisfies Record<string, AttributionField>;

export interface Attribution {
  /** Path and query of the visit's first page, e.g. "/services/local-seo/?utm_source=google". */
  landingPage?: string;
  /** The external referrer's host only, e.g. "google.com"; never a path or query. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  pagesViewed?: number;
  /** The path of the page holding the form. */
  formPage?: string;
}

const MAX_PATH = 500;
const MAX_TAG = 200;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > max || CONTROL.test(trimmed) ? undefined : trimmed;
}

/** A site path ("/…", never "//host"), with its query when it has one. */
function sitePath(value: unknown): string | undefined {
  const path = text(value, MAX_PATH);
  return path !== undefined && path.startsWith("/") && !path.startsWith("//") ? path : undefined;
}

function host(value: unknown): string | undefined {
  const name = text(value, 253)?.toLowerCase();
  return name !== undefined && /^[a-z0-9.-]+(:\d{1,5})?$/.test(name) ? name : undefined;
}

function count(value: unknown): number | undefined {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d{1,6}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : undefined;
}

function own(fields: unknown, name: string): unknown {
  return typeof fields === "object" && fields !== null && Object.prototype.hasOwnProperty.call(fields, name)
    ? (fields as Record<string, unknown>)[name]
    : undefined;
}

/** The path (and query) of a Referer header that names a page of this site; undefined otherwise. */
export function formPageFromReferer(referer: string | undefined, siteHost: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (siteHost !== undefined && url.host !== new URL(`${url.protocol}//${siteHost}`).host) return undefined;
    return sitePath(url.pathname);
  } catch {
    return undefined;
  }
}

/** The UTM tags of a landing address ("/?utm_source=google&utm_medium=cpc"). */
function utmTags(landingPage: string | undefined): Attribution {
  if (landingPage === undefined) return {};
  const query = new URL(landingPage, "https://site.invalid").searchParams;
  const tags: Attribution = {};
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) tags[field] = text(query.get(parameter), MAX_TAG);
  return tags;
}

/**
 * The attribution a post carries (any shape at all), keeping only values that fit. The UTM tags
 * come from the landing address; a referrer on this site (`siteHost`) is no referrer; the form
 * page falls back to the Referer's path when the post names none (a native post without JavaScript).
 */
export function parseAttribution(fields: unknown, options: { siteHost?: string; referer?: string } = {}): Attribution {
  const landingPage = sitePath(own(fields, "landingPage"));
  const referrer = host(own(fields, "referrer"));
  const attribution: Attribution = {
    landingPage,
    referrer: referrer !== undefined && referrer === options.siteHost?.toLowerCase() ? undefined : referrer,
    ...utmTags(landingPage),
    pagesViewed: count(own(fields, "pagesViewed")),
    formPage: sitePath(own(fields, "formPage")) ?? formPageFromReferer(options.referer, options.siteHost),
  };
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined));
}

/**
 * One line for the team: "google.com → /services/local-seo/?utm_source=google → 3 pages → /contact/".
 * A visit without an external referrer reads "direct"; what was not recorded is left out.
 */
export function describeAttribution(attribution: Attribution): string {
  const { referrer, landingPage, pagesViewed, formPage } = attribution;
  if (landingPage === undefined && referrer === undefined && pagesViewed === undefined) {
    return formPage === undefined
      ? "Not recorded"
      : `Form on ${formPage} (no visit details: the browser ran no script)`;
  }
  const parts = [
    referrer ?? "direct",
    landingPage,
    pagesViewed === undefined ? undefined : `${pagesViewed} ${pagesViewed === 1 ? "page" : "pages"}`,
    formPage,
  ];
  return parts.filter((part): part is string => part !== undefined).join(" → ");
}
