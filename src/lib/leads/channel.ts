/**
 * Which channel brought an enquiry, and "How they found us" in words. Every rule is here, so the
 * team page, the export, the report and the notification all read a visit the same way.
 *
 * The channel, first rule that applies:
 * 1. a paid click: utm_medium cpc, ppc, paid…, display, cpm, banner or retargeting, or a landing
 *    address carrying an ad platform's click id (gclid, gbraid, wbraid, msclkid);
 * 2. utm_medium naming email, social, referral or organic (search) says so;
 * 3. else the referrer's host (or, with no referrer, utm_source): a search engine, a social
 *    network, a webmail client, or any other site (referral);
 * 4. else direct.
 */
import type { Attribution } from "./attribution";

export const CHANNELS = ["search", "paid", "social", "email", "referral", "direct"] as const;
export type Channel = (typeof CHANNELS)[number];

const PAID_MEDIUMS = /^(cpc|ppc|cpm|cpv|paid|paid[-_ ]?(search|social|media)|display|banner|retargeting|remarketing)$/;
const CLICK_IDS = ["gclid", "gbraid", "wbraid", "msclkid"];

/** Host patterns (matched on the host without www.) and the name the team knows them by. */
const SEARCH: ReadonlyArray<[RegExp, string]> = [
  [/^google\./, "Google"],
  [/^bing\.com$/, "Bing"],
  [/^duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)yahoo\.com$/, "Yahoo"],
  [/^ecosia\.org$/, "Ecosia"],
  [/^search\.brave\.com$/, "Brave Search"],
  [/^startpage\.com$/, "Startpage"],
  [/^baidu\.com$/, "Baidu"],
  [/^yandex\./, "Yandex"],
];
const SOCIAL: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)facebook\.com$|^fb\.com$|^l\.facebook\.com$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "LinkedIn"],
  [/^(t\.co|twitter\.com|x\.com)$/, "X"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "YouTube"],
  [/(^|\.)reddit\.com$/, "Reddit"],
  [/(^|\.)pinterest\./, "Pinterest"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
  [/^threads\.(net|com)$/, "Threads"],
];
const WEBMAIL: ReadonlyArray<[RegExp, string]> = [
  [/^mail\.google\.com$/, "Gmail"],
  [/^outlook\.(live|office|office365)\.com$/, "Outlook"],
  [/^mail\.yahoo\.com$/, "Yahoo Mail"],
];
/** utm_source values (lower case) that name an ad platform, for "Google Ads" rather than "paid (google)". */
const AD_PLATFORMS: ReadonlyArray<[RegExp, string]> = [
  [/^(google|adwords|google[-_ ]?ads)$/, "Google Ads"],
  [/^(bing|microsoft|microsoft[-_ ]?ads)$/, "Microsoft Ads"],
  [/^(facebook|fb|instagram|ig|meta)$/, "Meta ads"],
  [/^linkedin$/, "LinkedIn ads"],
];

const bare = (host: string): string =>
  host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
const named = (list: ReadonlyArray<[RegExp, string]>, value: string | undefined): string | undefined =>
  value === undefined ? undefined : list.find(([pattern]) => pattern.test(value))?.[1];

function query(landingPage: string | undefined): URLSearchParams {
  return new URL(landingPage ?? "/", "https://site.invalid").searchParams;
}

/** Whether a source (a host or a utm_source) names a known site of the list, by host or by name. */
function sourceIn(list: ReadonlyArray<[RegExp, string]>, source: string | undefined): string | undefined {
  if (source === undefined) return undefined;
  const host = bare(source);
  return named(list, host) ?? list.find(([, name]) => name.toLowerCase() === host)?.[1] ?? named(list, `${host}.com`);
}

export function channelOf(attribution: Attribution): Channel {
  const medium = attribution.utmMedium?.toLowerCase();
  const params = query(attribution.landingPage);
  if ((medium !== undefined && PAID_MEDIUMS.test(medium)) || CLICK_IDS.some((id) => params.has(id))) return "paid";
  if (medium !== undefined) {
    if (/^(e-?mail|newsletter)$/.test(medium)) return "email";
    if (/^(social|social[-_ ]?media|sm|organic[-_ ]?social)$/.test(medium)) return "social";
    if (medium === "referral") return "referral";
    if (medium === "organic") return "search";
  }
  const source = attribution.referrer ?? attribution.utmSource?.toLowerCase();
  if (source === undefined) return "direct";
  if (sourceIn(SEARCH, source)) return "search";
  if (sourceIn(SOCIAL, source)) return "social";
  if (sourceIn(WEBMAIL, source)) return "email";
  return "referral";
}

/** A site path as the team says it: "/services/local-seo/" reads "Local SEO", "/" "the home page". */
export function pageName(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const clean = path.split(/[?#]/)[0] ?? path;
  if (clean === "/" || clean === "") return "the home page";
  const slug = clean.replace(/\/+$/, "").split("/").pop() ?? clean;
  const words = slug
    .split("-")
    .map((word) =>
      /^(seo|ai|pr|ppc|faq)$/.test(word) ? word.toUpperCase() : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    );
  return words.join(" ");
}

/** Who sent the visit, in words: "Google Ads", "Google search", "LinkedIn", "Email (newsletter)", "a link on example.com", "Direct visit". */
export function sourceName(attribution: Attribution): string {
  const channel = channelOf(attribution);
  const source = attribution.utmSource?.toLowerCase();
  const host = attribution.referrer === undefined ? undefined : bare(attribution.referrer);
  const params = query(attribution.landingPage);
  switch (channel) {
    case "paid": {
      const platform =
        named(AD_PLATFORMS, source) ??
        (params.has("msclkid") ? "Microsoft Ads" : CLICK_IDS.some((id) => params.has(id)) ? "Google Ads" : undefined);
      return platform ?? `Paid ads${attribution.utmSource ? ` (${attribution.utmSource})` : ""}`;
    }
    case "search": {
      const engine = sourceIn(SEARCH, host ?? source);
      return engine ? `${engine} search` : `Search${host ? ` (${host})` : ""}`;
    }
    case "social":
      return (
        sourceIn(SOCIAL, host ?? source) ??
        `Social${host ? ` (${host})` : attribution.utmSource ? ` (${attribution.utmSource})` : ""}`
      );
    case "email":
      return attribution.utmSource ? `Email (${attribution.utmSource})` : "Email";
    case "referral":
      return host ? `A link on ${host}` : `Referral${attribution.utmSource ? ` (${attribution.utmSource})` : ""}`;
    case "direct":
      return "Direct visit";
  }
}

/** "Google Ads · campaign sydney-plumbers · landed on Local SEO · 3 pages" (what was not recorded is left out). */
export function foundUsInWords(attribution: Attribution): string {
  const { landingPage, referrer, pagesViewed, utmCampaign, formPage } = attribution;
  if (
    landingPage === undefined &&
    referrer === undefined &&
    pagesViewed === undefined &&
    attribution.utmSource === undefined
  ) {
    return formPage === undefined
      ? "Not recorded"
      : `Form on ${pageName(formPage) ?? formPage} (no visit details: the browser ran no script)`;
  }
  const parts = [
    sourceName(attribution),
    utmCampaign === undefined ? undefined : `campaign ${utmCampaign}`,
    landingPage === undefined ? undefined : `landed on ${pageName(landingPage) ?? landingPage}`,
    pagesViewed === undefined ? undefined : `${pagesViewed} ${pagesViewed === 1 ? "page" : "pages"}`,
  ];
  return parts.filter((part): part is string => part !== undefined).join(" · ");
}
