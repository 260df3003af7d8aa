/**
 * JSON-LD for crawlers, built from data/site.yaml and the page's YAML: the agency as a
 * ProfessionalService (home and contact pages), and each service page as a Service with its
 * breadcrumb trail. Pure functions, so tests check them without a build.
 */
import { servicePath, toHref } from "../content/pages";
import type { Article, BlogPosting, BreadcrumbList, DayOfWeek, ProfessionalService, ProfilePage, Service, WithContext } from "schema-dts";

export interface AgencyFacts {
  name: string;
  description: string;
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

/** The agency as the publisher of what the site writes (an article, a case study). */
const publisherOf = (site: { name: string }, siteUrl: string) => ({
  "@type": "Organization" as const,
  "@id": organizationId(siteUrl),
  name: site.name,
  logo: { "@type": "ImageObject" as const, url: `${siteUrl}/icon-512.png` },
});

export function professionalService(site: AgencyFacts, siteUrl: string): WithContext<ProfessionalService> {
  const { contact } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/icon-512.png`,
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

export interface ServiceFacts {
  title: string;
  description: string;
  url: string;
}

export function serviceSchema(service: ServiceFacts, site: { name: string; contact: { country: string } }, siteUrl: string): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: service.url,
    provider: { "@type": "ProfessionalService", "@id": organizationId(siteUrl), name: site.name },
    areaServed: { "@type": "Country", name: site.contact.country },
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
export function serviceTrail(site: { name: string; header: { nav: ReadonlyArray<{ label: string; children?: ReadonlyArray<unknown> | null }> } }, service: { title: string; slug: string }): Crumb[] {
  const servicesMenu = site.header.nav.find((item) => item.children?.length);
  return [
    { name: site.header.nav[0]?.label ?? site.name, path: "/" },
    { name: servicesMenu?.label ?? "Services", path: toHref("/services") },
    { name: service.title, path: servicePath(service.slug) },
  ];
}

export function breadcrumbs(trail: ReadonlyArray<Crumb>, siteUrl: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: `${siteUrl}${crumb.path}` })),
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

/** An article as a BlogPosting by a Person, published by the agency, its social card as the image. */
export function blogPosting(article: ArticleFacts, site: { name: string }, siteUrl: string): WithContext<BlogPosting> {
  const day = (d: string) => d.slice(0, 10);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: day(article.date),
    dateModified: day(article.updated ?? article.date),
    author: { "@type": "Person", name: article.authorName, ...(article.authorUrl ? { url: article.authorUrl } : {}) },
    publisher: publisherOf(site, siteUrl),
    image: article.image,
    url: article.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    inLanguage: "en-AU",
  };
}

/** The trail to an article (Home › Insights › the article), or to the index itself when `article` is absent. */
export function articleTrail(site: { name: string; header: { nav: ReadonlyArray<{ label: string }> } }, insightsLabel: string, article?: { title: string; path: string }): Crumb[] {
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
}

/** A case study as an Article about the client, published by the agency (its social card as the image). */
export function caseStudyArticle(study: CaseStudyFacts, site: { name: string }, siteUrl: string): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.summary,
    about: { "@type": "Organization", name: study.client },
    keywords: study.services.join(", "),
    author: { "@type": "Organization", "@id": organizationId(siteUrl), name: site.name },
    publisher: publisherOf(site, siteUrl),
    image: study.image,
    url: study.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": study.url },
    inLanguage: "en-AU",
  };
}

export function caseStudyTrail(site: { name: string; header: { nav: ReadonlyArray<{ label: string }> } }, label: string, study?: { title: string; path: string }): Crumb[] {
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

/** A person's profile as a ProfilePage whose main entity is the Person, who works for the agency. */
export function profilePage(person: PersonFacts, site: { name: string }, siteUrl: string): WithContext<ProfilePage> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: person.url,
    mainEntity: {
      "@type": "Person",
      name: person.name,
      jobTitle: person.role,
      description: person.bio,
      image: person.image,
      url: person.url,
      ...(person.linkedin ? { sameAs: [person.linkedin] } : {}),
      worksFor: { "@type": "Organization", "@id": organizationId(siteUrl), name: site.name },
    },
    inLanguage: "en-AU",
  };
}

/** A profile's trail: home, the About page, the person. */
export function personTrail(site: { name: string; header: { nav: ReadonlyArray<{ label: string }> } }, aboutLabel: string, person: { name: string; path: string }): Crumb[] {
  return [
    { name: site.header.nav[0]?.label ?? site.name, path: "/" },
    { name: aboutLabel, path: "/about/" },
    { name: person.name, path: person.path },
  ];
}
