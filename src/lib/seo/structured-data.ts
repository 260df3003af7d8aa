/**
 * JSON-LD for crawlers, built from data/site.yaml and the page's content: one `@graph` a page,
 * whose nodes name each other by `@id`. Every indexable page is a WebPage (`<url>#webpage`), part
 * of the one WebSite (`<site>/#website`), published by the one agency, a ProfessionalService
 * (`<site>/#organization`); the page's own entities (a Service, a BlogPosting, a case study's
 * Article, a Person, its BreadcrumbList, an FAQPage) hang off its WebPage. An engine that reads one
 * page gets the whole chain; one that merges pages gets one agency, not twenty.
 *
 * Typed with schema-dts (Google's schema.org types), so a misspelt property or a wrong type of
 * value is a compile error, not markup an engine silently drops. Pure functions, so tests check
 * them without a build.
 */
import { servicePath, toHref } from "../content/pages";
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  IdReference,
  Offer,
  Person,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import { articleDate } from "./page-dates";

export interface AgencyFacts {
  name: string;
  description: string;
  /** The agency's own profiles elsewhere (data/site.yaml `sameAs`), https addresses. */
  sameAs?: ReadonlyArray<string> | null;
  contact: {
    email: string;
    phoneHref: string;
    streetAddress: string;
    locality: string;
    region: string;
    postcode: string;
    country: string;
    openingHours: ReadonlyArray<{ days: ReadonlyArray<string>; opens: string; closes: string }>;
  };
}

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
export const websiteId = (siteUrl: string) => `${siteUrl}/#website`;
/** A page's WebPage node; `url` is the page's absolute address. */
export const webPageId = (url: string) => `${url}#webpage`;
const ref = (id: string): IdReference => ({ "@id": id });

/** `sameAs` only when the agency has profiles: an empty list says nothing. */
const sameAsOf = (site: Pick<AgencyFacts, "sameAs">) =>
  site.sameAs && site.sameAs.length > 0 ? { sameAs: [...site.sameAs] } : {};

/** The agency as the publisher of what the site writes (an article, a case study). */
const publisherOf = (site: { name: string }, siteUrl: string) => ({
  "@type": "Organization" as const,
  "@id": organizationId(siteUrl),
  name: site.name,
  logo: { "@type": "ImageObject" as const, url: `${siteUrl}/icon-512.png` },
});

/** The agency in full: on the pages about it (home, contact). */
export function professionalService(site: AgencyFacts, siteUrl: string): ProfessionalService {
  const { contact } = site;
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/icon-512.png`,
    ...sameAsOf(site),
    email: contact.email,
    telephone: contact.phoneHref.replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.streetAddress,
      addressLocality: contact.locality,
      addressRegion: contact.region,
      postalCode: contact.postcode,
      addressCountry: "AU",
    },
    areaServed: { "@type": "Country", name: contact.country },
    openingHoursSpecification: contact.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as DayOfWeek),
      opens: h.opens,
      closes: h.closes,
    })),
  };
}

/**
 * The agency by name on every other page: the same `@id` as the full node on the home page, so an
 * engine joins them, without a kilobyte of address and hours on every page (several pages' HTML
 * fits the first round trip, docs/architecture.md: How a page loads).
 */
export function organizationReference(
  site: Pick<AgencyFacts, "name" | "sameAs">,
  siteUrl: string,
): ProfessionalService {
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: site.name,
    url: `${siteUrl}/`,
    ...sameAsOf(site),
  };
}

/** The site itself, published by the agency (the agency's node carries the description). */
export function webSite(site: { name: string }, siteUrl: string): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(siteUrl),
    url: `${siteUrl}/`,
    name: site.name,
    inLanguage: "en-AU",
    publisher: ref(organizationId(siteUrl)),
  };
}

/** What kind of page it is: a list of things, a person's profile, the about or contact page, or a page. */
export type PageKind = "WebPage" | "CollectionPage" | "ProfilePage" | "AboutPage" | "ContactPage";

export interface PageFacts {
  /** The page's address, absolute. */
  url: string;
  name: string;
  description: string;
  kind?: PageKind;
  /** The page's date (src/lib/seo/page-dates.ts), the sitemap's lastmod; left out when unknown. */
  dateModified?: string | null;
  /** What the page is about, when one thing is: a node of the graph by `@id` (a Service, a BlogPosting), or one that lives only here (a Person). */
  mainEntity?: IdReference | Person;
  /** Whether the graph has the page's BreadcrumbList. */
  breadcrumb?: boolean;
}

export function webPage(page: PageFacts, siteUrl: string): WebPage {
  return {
    "@type": page.kind ?? "WebPage",
    "@id": webPageId(page.url),
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: "en-AU",
    isPartOf: ref(websiteId(siteUrl)),
    publisher: ref(organizationId(siteUrl)),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    ...(page.breadcrumb ? { breadcrumb: ref(breadcrumbId(page.url)) } : {}),
    ...(page.mainEntity ? { mainEntity: page.mainEntity } : {}),
  };
}

/**
 * A page's structured data: its WebPage, the WebSite, the agency (in full on the pages about it,
 * else by name), then the page's own nodes, in one `@graph`.
 */
export function pageGraph(
  page: PageFacts & { agencyInFull?: boolean },
  site: AgencyFacts,
  siteUrl: string,
  nodes: ReadonlyArray<Thing | undefined> = [],
): Graph {
  const own = nodes.filter((n): n is Thing => n !== undefined);
  return {
    "@context": "https://schema.org",
    "@graph": [
      webPage(
        {
          ...page,
          breadcrumb:
            page.breadcrumb ??
            own.some((n) => typeof n === "object" && "@type" in n && n["@type"] === "BreadcrumbList"),
        },
        siteUrl,
      ),
      webSite(site, siteUrl),
      page.agencyInFull ? professionalService(site, siteUrl) : organizationReference(site, siteUrl),
      ...own,
    ],
  };
}

export interface ServiceFacts {
  title: string;
  description: string;
  url: string;
  /** What the agency offers it for (offer-schema.ts), when the service has an offer. */
  offers?: Offer | undefined;
}

export const serviceId = (url: string) => `${url}#service`;

/** A service the agency provides across Australia: the main entity of its page. */
export function serviceSchema(
  service: ServiceFacts,
  site: { name: string; contact: { country: string } },
  siteUrl: string,
): Service {
  return {
    "@type": "Service",
    "@id": serviceId(service.url),
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: service.url,
    provider: { "@type": "ProfessionalService", "@id": organizationId(siteUrl), name: site.name },
    areaServed: { "@type": "Country", name: site.contact.country },
    mainEntityOfPage: ref(webPageId(service.url)),
    ...(service.offers ? { offers: service.offers } : {}),
  };
}

export interface Crumb {
  name: string;
  /** The page's path on this site, e.g. /services/local-seo/. */
  path: string;
}

/**
 * The trail to a service page, Home › Services › the service, named as the site's menu names
 * them. One trail serves both the breadcrumb visitors see and the BreadcrumbList crawlers read,
 * so the two cannot disagree.
 */
export function serviceTrail(
  site: { name: string; header: { nav: ReadonlyArray<{ label: string; children?: ReadonlyArray<unknown> | null }> } },
  service: { title: string; slug: string },
): Crumb[] {
  const servicesMenu = site.header.nav.find((item) => item.children?.length);
  return [
    { name: site.header.nav[0]?.label ?? site.name, path: "/" },
    { name: servicesMenu?.label ?? "Services", path: toHref("/services") },
    { name: service.title, path: servicePath(service.slug) },
  ];
}

/** A page's BreadcrumbList; `url` is the page's absolute address. */
export const breadcrumbId = (url: string) => `${url}#breadcrumb`;

/** The trail as a BreadcrumbList, named after its last crumb, the page it leads to. */
export function breadcrumbs(trail: ReadonlyArray<Crumb>, siteUrl: string): BreadcrumbList {
  const here = trail.at(-1);
  return {
    "@type": "BreadcrumbList",
    ...(here ? { "@id": breadcrumbId(`${siteUrl}${here.path}`) } : {}),
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  updated?: string | null;
  authorName: string;
  /** The author's profile, absolute, when they have one. */
  authorUrl?: string;
  /** The article's address, absolute. */
  url: string;
  /** Its social card, absolute. */
  image: string;
}

export const articleId = (url: string) => `${url}#article`;

/** An article as a BlogPosting by a Person, published by the agency, its social card as the image; dateModified is the page's date (page-dates.ts). */
export function blogPosting(article: ArticleFacts, site: { name: string }, siteUrl: string): BlogPosting {
  return {
    "@type": "BlogPosting",
    "@id": articleId(article.url),
    headline: article.title,
    description: article.description,
    datePublished: article.date.slice(0, 10),
    dateModified: articleDate(article),
    author: { "@type": "Person", name: article.authorName, ...(article.authorUrl ? { url: article.authorUrl } : {}) },
    publisher: publisherOf(site, siteUrl),
    image: article.image,
    url: article.url,
    mainEntityOfPage: ref(webPageId(article.url)),
    isPartOf: ref(websiteId(siteUrl)),
    inLanguage: "en-AU",
  };
}

/** The trail to an article (Home › Insights › the article), or to the index itself when `article` is absent. */
export function articleTrail(
  site: { name: string; header: { nav: ReadonlyArray<{ label: string }> } },
  insightsLabel: string,
  article?: { title: string; path: string },
): Crumb[] {
  const trail = [
    { name: site.header.nav[0]?.label ?? site.name, path: "/" },
    { name: insightsLabel, path: "/insights/" },
  ];
  return article ? [...trail, { name: article.title, path: article.path }] : trail;
}

export interface CaseStudyFacts {
  title: string;
  summary: string;
  client: string;
  /** The engagement's first day, YYYY-MM-DD. */
  start: string;
  /** The services' names. */
  services: readonly string[];
  url: string;
  image: string;
  /** The page's date (page-dates.ts), when known. */
  dateModified?: string | null;
}

/** A case study as an Article about the client, published by the agency (its social card as the image). */
export function caseStudyArticle(study: CaseStudyFacts, site: { name: string }, siteUrl: string): Article {
  return {
    "@type": "Article",
    "@id": articleId(study.url),
    headline: study.title,
    description: study.summary,
    about: { "@type": "Organization", name: study.client },
    keywords: study.services.join(", "),
    author: { "@type": "Organization", "@id": organizationId(siteUrl), name: site.name },
    publisher: publisherOf(site, siteUrl),
    image: study.image,
    url: study.url,
    ...(study.dateModified ? { dateModified: study.dateModified } : {}),
    mainEntityOfPage: ref(webPageId(study.url)),
    isPartOf: ref(websiteId(siteUrl)),
    inLanguage: "en-AU",
  };
}

export function caseStudyTrail(
  site: { name: string; header: { nav: ReadonlyArray<{ label: string }> } },
  label: string,
  study?: { title: string; path: string },
): Crumb[] {
  const trail = [
    { name: site.header.nav[0]?.label ?? site.name, path: "/" },
    { name: label, path: "/case-studies/" },
  ];
  return study ? [...trail, { name: study.title, path: study.path }] : trail;
}

export interface PersonFacts {
  name: string;
  role: string;
  bio: string;
  /** Their profile page, absolute. */
  url: string;
  /** Their photo, absolute. */
  image: string;
  linkedin: string | null;
}

/** A person of the team, who works for the agency: the main entity of their profile page (a ProfilePage, pageGraph's `kind`). */
export function personSchema(facts: PersonFacts, site: { name: string }, siteUrl: string): Person {
  return {
    "@type": "Person",
    "@id": `${facts.url}#person`,
    name: facts.name,
    jobTitle: facts.role,
    description: facts.bio,
    image: facts.image,
    url: facts.url,
    ...(facts.linkedin ? { sameAs: [facts.linkedin] } : {}),
    worksFor: { "@type": "Organization", "@id": organizationId(siteUrl), name: site.name },
  };
}

/** A profile's trail: home, the About page, the person. */
export function personTrail(
  site: { name: string; header: { nav: ReadonlyArray<{ label: string }> } },
  aboutLabel: string,
  person: { name: string; path: string },
): Crumb[] {
  return [
    { name: site.header.nav[0]?.label ?? site.name, path: "/" },
    { name: aboutLabel, path: "/about/" },
    { name: person.name, path: person.path },
  ];
}

/** A question a page answers, as an editor wrote it (a section of type `faq`). */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A page's questions and answers as an FAQPage, part of the page's WebPage; undefined when there
 * are none (pageGraph leaves it out). Google stopped showing FAQ results, but Bing and the answer
 * engines read the markup (DESIGN.md).
 */
export function faqPage(items: ReadonlyArray<FaqItem>, url: string): FAQPage | undefined {
  if (items.length === 0) return undefined;
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    isPartOf: ref(webPageId(url)),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
